/**
 * The checkout's error sentences in each locale but English, for `useRate`: a module of its own so that a
 * page showing a price loads one small loader per locale, not the checkout's sixteen.
 */
import type { Locale } from '@pulse/core';

export type Module = Record<string, Record<string, string>>;

/** Each locale's error sentences. */
export const ERROR_FILES: Record<Exclude<Locale, 'en'>, () => Promise<Module>> = {
  pcm: () => import('@pulse/core/locales/pcm/checkout-errors'),
  yo: () => import('@pulse/core/locales/yo/checkout-errors'),
  ha: () => import('@pulse/core/locales/ha/checkout-errors'),
  ig: () => import('@pulse/core/locales/ig/checkout-errors'),
};

/** A file's sentences: each exports one object. */
export const sentences = (modules: Module[]): Record<string, string> =>
  Object.assign({}, ...modules.flatMap((m) => Object.values(m)));

/** Only the error sentences of `locale`, for useRate. */
export const loadErrorPack = async (locale: Locale): Promise<Record<string, string> | undefined> =>
  locale === 'en' ? undefined : sentences([await ERROR_FILES[locale]()]);

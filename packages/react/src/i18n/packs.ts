/**
 * The checkout's sentences in each locale but English, loaded only for the locale asked for: its four files
 * (first screen, errors, funding step, bank step and end screens) together, before the first screen is drawn,
 * so a customer never sees English first. English is in the first load (first screen, errors) and in the
 * chunks of the steps that show the rest.
 */
import type { CheckoutStrings, Locale } from '@pulse/core';
import { ERROR_FILES, sentences, type Module } from './errorPacks.js';

/** Each locale's four files, in order: first screen, errors, funding step, bank step and end screens. */
const FILES: Record<Exclude<Locale, 'en'>, (() => Promise<Module>)[]> = {
  pcm: [
    () => import('@pulse/core/locales/pcm/checkout'),
    ERROR_FILES.pcm,
    () => import('@pulse/core/locales/pcm/checkout-pay'),
    () => import('@pulse/core/locales/pcm/checkout-later'),
  ],
  yo: [
    () => import('@pulse/core/locales/yo/checkout'),
    ERROR_FILES.yo,
    () => import('@pulse/core/locales/yo/checkout-pay'),
    () => import('@pulse/core/locales/yo/checkout-later'),
  ],
  ha: [
    () => import('@pulse/core/locales/ha/checkout'),
    ERROR_FILES.ha,
    () => import('@pulse/core/locales/ha/checkout-pay'),
    () => import('@pulse/core/locales/ha/checkout-later'),
  ],
  ig: [
    () => import('@pulse/core/locales/ig/checkout'),
    ERROR_FILES.ig,
    () => import('@pulse/core/locales/ig/checkout-pay'),
    () => import('@pulse/core/locales/ig/checkout-later'),
  ],
};

/** The checkout pack of `locale` (all four files), or nothing for English. */
export const loadPack = async (locale: Locale): Promise<Partial<CheckoutStrings> | undefined> =>
  locale === 'en' ? undefined : sentences(await Promise.all(FILES[locale].map((load) => load())));

/** English's funding-step, bank-step and end-screen sentences: to check overrides of their keys. */
export const loadEnglishRest = async (): Promise<Record<string, string>> =>
  sentences(
    await Promise.all([
      import('@pulse/core/locales/en/checkout-pay'),
      import('@pulse/core/locales/en/checkout-later'),
    ]),
  );

import type { EmbedMessages, Locale } from '@pulse/core';

/**
 * The embed's sentences in each locale but English, one chunk each, loaded only for the locale asked for
 * (English is in the first load and costs nothing extra).
 */
const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<{ embed: EmbedMessages }>> = {
  pcm: () => import('@pulse/core/locales/pcm/embed'),
  yo: () => import('@pulse/core/locales/yo/embed'),
  ha: () => import('@pulse/core/locales/ha/embed'),
  ig: () => import('@pulse/core/locales/ig/embed'),
};

/** The pack of `locale`, or nothing for English. */
export const loadPack = async (locale: Locale): Promise<EmbedMessages | undefined> =>
  locale === 'en' ? undefined : (await PACKS[locale]()).embed;

/**
 * What a customer reaches only after the first screen: the receipt, the price-expired screen, a final error,
 * and every sentence of the statuses that follow a payment (English and the customer's locale). One chunk,
 * loaded right after the first screen is drawn (see lazy.tsx), so none of it weighs on the first load.
 */
import {
  checkMessages,
  PulseError,
  type EmbedLaterMessages,
  type FrameOptions,
  type Locale,
} from '@pulse/core/internal';
import { embed } from '@pulse/core/locales/en/embed';
import { embedLater } from '@pulse/core/locales/en/embed-later';

export { Expired } from './Expired.js';
export { Fatal } from './Fatal.js';
export { Progress } from './Progress.js';
export { StatusView } from './StatusView.js';
export { announcement } from '../status-copy.js';
export { Receipt } from './Receipt.js';
export { embedLater };
export { copyText } from '@pulse/core/internal';

const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<{ embedLater: EmbedLaterMessages }>> = {
  pcm: () => import('@pulse/core/locales/pcm/embed-later'),
  yo: () => import('@pulse/core/locales/yo/embed-later'),
  ha: () => import('@pulse/core/locales/ha/embed-later'),
  ig: () => import('@pulse/core/locales/ig/embed-later'),
};

/** The later sentences of `locale`, or nothing for English. */
export const loadLaterPack = async (locale: Locale): Promise<EmbedLaterMessages | undefined> =>
  locale === 'en' ? undefined : (await PACKS[locale]()).embedLater;

const catalogue = { ...embed, ...embedLater };

/**
 * A `strings` option checked against the whole catalogue: every key known, its placeholders kept. A bad one
 * is `invalid_options` naming the key. (The first load checks only the shape; this runs once this chunk is in.)
 */
export function checkStrings(input: unknown): FrameOptions['strings'] {
  try {
    return checkMessages(input, catalogue);
  } catch (e) {
    throw new PulseError('invalid_options', (e as Error).message, { cause: e });
  }
}

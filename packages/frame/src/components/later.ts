/**
 * What a customer reaches only after the first screen: the receipt, the price-expired screen, a final error,
 * and every sentence of the statuses that follow a payment (English and the customer's locale). One chunk,
 * loaded right after the first screen is drawn (see lazy.tsx), so none of it weighs on the first load.
 */
import {
  checkMessages,
  PulseError,
  type EmbedLaterMessages,
  type EmbedWalletMessages,
  type FrameOptions,
  type Locale,
} from '@pulse/core/internal';
import { embed } from '@pulse/core/locales/en/embed';
import { embedLater as later } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';

export { Expired } from './Expired.js';
export { Fatal } from './Fatal.js';
export { Progress } from './Progress.js';
export { StatusView } from './StatusView.js';
export { announcement } from '../status-copy.js';
export { Receipt } from './Receipt.js';
export { PayWallet, listenWallets } from './wallets.js';
/** The later sentences in English, with the browser wallet's. */
export const embedLater = { ...later, ...embedWallet };
export { copyText } from '@pulse/core/internal';

const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<{ embedLater: EmbedLaterMessages }>> = {
  pcm: () => import('@pulse/core/locales/pcm/embed-later'),
  yo: () => import('@pulse/core/locales/yo/embed-later'),
  ha: () => import('@pulse/core/locales/ha/embed-later'),
  ig: () => import('@pulse/core/locales/ig/embed-later'),
};

const WALLET_PACKS: Record<Exclude<Locale, 'en'>, () => Promise<{ embedWallet: EmbedWalletMessages }>> = {
  pcm: () => import('@pulse/core/locales/pcm/embed-wallet'),
  yo: () => import('@pulse/core/locales/yo/embed-wallet'),
  ha: () => import('@pulse/core/locales/ha/embed-wallet'),
  ig: () => import('@pulse/core/locales/ig/embed-wallet'),
};

/** The later sentences of `locale` (with the browser wallet's), or nothing for English. */
export const loadLaterPack = async (
  locale: Locale,
): Promise<(EmbedLaterMessages & EmbedWalletMessages) | undefined> =>
  locale === 'en'
    ? undefined
    : Promise.all([PACKS[locale](), WALLET_PACKS[locale]()]).then(([a, b]) => ({
        ...a.embedLater,
        ...b.embedWallet,
      }));

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

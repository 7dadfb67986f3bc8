/**
 * What a customer reaches only after the first screen: the receipt, the price-expired screen, a final error,
 * and every sentence of the statuses that follow a payment (English and the customer's locale). One chunk,
 * loaded right after the first screen is drawn (see lazy.tsx), so none of it weighs on the first load.
 */
import {
  checkMessages,
  keepTrying,
  PulseError,
  type EmbedEndMessages,
  type EmbedLaterMessages,
  type EmbedWalletMessages,
  type FrameOptions,
  type Locale,
} from '@pulse/core/internal';
import { embed } from '@pulse/core/locales/en/embed';
import { embedEnd } from '@pulse/core/locales/en/embed-end';
import { embedLater } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';

export { Expired } from './Expired.js';
export { Fatal } from './Fatal.js';
export { Progress } from './Progress.js';
export { StatusView } from './StatusView.js';
export { announcement } from '../session/status-copy.js';
export { Receipt } from './Receipt.js';
export { PriceChanged } from './PriceChanged.js';
export { PayWallet, listenWallets } from './wallets.js';

/** Every English sentence after the first screen: the statuses', the end of a payment's and the wallet's. */
export const englishLater = { ...embedLater, ...embedEnd, ...embedWallet };
export { copyText } from '@pulse/core/internal';
export { createTelemetry } from '../transport/telemetry.js';

/** The sentences after the first screen, in one locale. */
export type LaterMessages = EmbedLaterMessages & EmbedEndMessages & EmbedWalletMessages;

/**
 * Each locale's three later files, one chunk each so that none passes its size budget, all loaded at once: the
 * statuses' (embed-later), the end of a payment's (embed-end) and the browser wallet's (embed-wallet).
 */
const PACKS: Record<
  Exclude<Locale, 'en'>,
  () => [
    Promise<{ embedLater: EmbedLaterMessages }>,
    Promise<{ embedEnd: EmbedEndMessages }>,
    Promise<{ embedWallet: EmbedWalletMessages }>,
  ]
> = {
  pcm: () => [
    import('@pulse/core/locales/pcm/embed-later'),
    import('@pulse/core/locales/pcm/embed-end'),
    import('@pulse/core/locales/pcm/embed-wallet'),
  ],
  yo: () => [
    import('@pulse/core/locales/yo/embed-later'),
    import('@pulse/core/locales/yo/embed-end'),
    import('@pulse/core/locales/yo/embed-wallet'),
  ],
  ha: () => [
    import('@pulse/core/locales/ha/embed-later'),
    import('@pulse/core/locales/ha/embed-end'),
    import('@pulse/core/locales/ha/embed-wallet'),
  ],
  ig: () => [
    import('@pulse/core/locales/ig/embed-later'),
    import('@pulse/core/locales/ig/embed-end'),
    import('@pulse/core/locales/ig/embed-wallet'),
  ],
};

/**
 * The later sentences of `locale`, or nothing for English: all three files, or a rejection when one cannot be
 * downloaded (the caller asks again; a file that did arrive is not downloaded twice), so that no later screen
 * mixes its language's sentences with English ones.
 */
export async function loadLaterPack(locale: Locale): Promise<Partial<LaterMessages> | undefined> {
  if (locale === 'en') return undefined;
  const [later, end, wallet] = await Promise.all(PACKS[locale]());
  return { ...later.embedLater, ...end.embedEnd, ...wallet.embedWallet };
}

/**
 * The later sentences of `locale` once its first screen's pack is here (`packHere`), asked for again after a
 * failed download until they come, then given to `use`; `arrived` settles then. The first screen and the later
 * ones so never mix two languages.
 */
export function followLaterPack(
  locale: Exclude<Locale, 'en'>,
  packHere: Promise<void>,
  use: (pack: Partial<LaterMessages> | undefined) => void,
): { arrived: Promise<void>; stop: () => void } {
  let stop = () => {};
  let live = true;
  const arrived = new Promise<void>((done) => {
    void packHere.then(() => {
      if (live)
        stop = keepTrying(
          () => loadLaterPack(locale),
          (p) => (use(p), done()),
        );
    });
  });
  return { arrived, stop: () => ((live = false), stop()) };
}

const catalogue = { ...embed, ...englishLater };

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

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
export { announcement, unsaid, withHeld } from '../session/status-copy.js';
export { Receipt } from './Receipt.js';
export { PriceChanged, priceChangedText } from './PriceChanged.js';
export { PayWallet, listenWallets } from './wallets.js';

/** Every English sentence after the first screen: the statuses', the end of a payment's and the wallet's. */
export const englishLater = { ...embedLater, ...embedEnd, ...embedWallet };
export { copyText } from '@pulse/core/internal';
export { createTelemetry } from '../transport/telemetry.js';

/** The sentences after the first screen, in one locale. */
export type LaterMessages = EmbedLaterMessages & EmbedEndMessages & EmbedWalletMessages;

type LaterFile = () => Promise<Partial<LaterMessages>>;
const files = (
  later: () => Promise<{ embedLater: EmbedLaterMessages }>,
  end: () => Promise<{ embedEnd: EmbedEndMessages }>,
  wallet: () => Promise<{ embedWallet: EmbedWalletMessages }>,
): LaterFile[] => [
  () => later().then((m) => m.embedLater),
  () => end().then((m) => m.embedEnd),
  () => wallet().then((m) => m.embedWallet),
];

/**
 * Each locale's three later files, one chunk each so that none passes its size budget: the statuses'
 * (embed-later), the end of a payment's (embed-end) and the browser wallet's (embed-wallet).
 */
const PACKS: Record<Exclude<Locale, 'en'>, LaterFile[]> = {
  pcm: files(
    () => import('@pulse/core/locales/pcm/embed-later'),
    () => import('@pulse/core/locales/pcm/embed-end'),
    () => import('@pulse/core/locales/pcm/embed-wallet'),
  ),
  yo: files(
    () => import('@pulse/core/locales/yo/embed-later'),
    () => import('@pulse/core/locales/yo/embed-end'),
    () => import('@pulse/core/locales/yo/embed-wallet'),
  ),
  ha: files(
    () => import('@pulse/core/locales/ha/embed-later'),
    () => import('@pulse/core/locales/ha/embed-end'),
    () => import('@pulse/core/locales/ha/embed-wallet'),
  ),
  ig: files(
    () => import('@pulse/core/locales/ig/embed-later'),
    () => import('@pulse/core/locales/ig/embed-end'),
    () => import('@pulse/core/locales/ig/embed-wallet'),
  ),
};

/**
 * The later sentences of `locale`, asked for once its first screen's pack is here (`packHere`): each of the
 * three files given to `use` with those already in as it arrives, and asked for again after a failed download
 * until it comes (its sentences in English meanwhile, the other files' in the language); `arrived` settles once
 * all three are in.
 */
export function followLaterPack(
  locale: Exclude<Locale, 'en'>,
  packHere: Promise<void>,
  use: (pack: Partial<LaterMessages>) => void,
): { arrived: Promise<void>; stop: () => void } {
  let stops: (() => void)[] = [];
  let live = true;
  let got: Partial<LaterMessages> = {};
  const arrived = new Promise<void>((done) => {
    let left = 3;
    void packHere.then(() => {
      if (live)
        stops = PACKS[locale].map((load) =>
          keepTrying(load, (part) => {
            use((got = { ...got, ...part }));
            if (!--left) done();
          }),
        );
    });
  });
  return {
    arrived,
    stop: () => {
      live = false;
      stops.forEach((s) => s());
    },
  };
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

import type { FunctionComponent } from 'preact';
import { loadOnce } from '@pulse/core/internal';
import type * as LaterScreens from './later.js';
import { useFrame } from './use-frame.js';
import laterStyles from './later.css?url';

export type Later = typeof LaterScreens;

let later: Later | undefined;

/**
 * The later screens' stylesheet (later.css), linked once it is asked for and settled when it has loaded, so
 * that no later screen is drawn unstyled; a failed download removes its link, and the next call links it anew.
 * A file of the frame's own origin, as the page's `style-src 'self'` allows.
 */
const stylesheet = loadOnce(
  () =>
    new Promise<unknown>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = laterStyles;
      link.onload = resolve;
      link.onerror = () => reject(link.remove());
      document.head.append(link);
    }),
);

/**
 * Says that a screen could not be downloaded, that money already sent is safe, and offers to try again (it is
 * also tried again by itself when the connection is back).
 */
export function LaterFailed({ retry }: { retry: () => void }) {
  const strings = useFrame((s) => s.strings);
  return (
    <div class="later-failed" role="alert" data-testid="later-failed">
      <p>{strings.laterFailed}</p>
      <button type="button" class="primary" onClick={retry}>
        {strings.retry}
      </button>
    </div>
  );
}

/**
 * A later screen: drawn once its chunk is in (start.tsx sets `laterReady`); while the chunk cannot be
 * downloaded, the message above, or nothing for `quiet` extras the payment does without.
 */
function lazy<K extends keyof Later>(name: K, quiet = false): Later[K] {
  const Lazy = (props: object) => {
    useFrame((s) => s.laterReady);
    const retry = useFrame((s) => s.laterRetry);
    const Screen = later?.[name] as FunctionComponent | undefined;
    return Screen ? <Screen {...props} /> : retry && !quiet ? <LaterFailed retry={retry} /> : null;
  };
  return Lazy as Later[K];
}

export const LazyExpired = lazy('Expired');
export const LazyFatal = lazy('Fatal');
export const LazyReceipt = lazy('Receipt');
export const LazyProgress = lazy('Progress');
export const LazyStatusView = lazy('StatusView');
/** A refresh's new price beside the old: only after a refresh, which the later chunk's screens offer. */
export const LazyPriceChanged = lazy('PriceChanged', true);
/** "Pay with <wallet>": the address and its QR code stand without it. */
export const LazyPayWallet = lazy('PayWallet', true);

/** The later chunk, once it is in. */
export const laterModule = (): Later | undefined => later;

/**
 * Loads the later screens' chunk; once in, it is kept, and a download that failed is asked for again by the
 * next call. The frame calls it as soon as the first screen is drawn (start.tsx, which also tries again after
 * a failure), so by the time a payment completes or a price lapses the chunk is there and the screen shows at
 * once.
 */
export const preloadLater: () => Promise<Later> = loadOnce(() =>
  Promise.all([import('./later.js'), stylesheet()]).then(([m]) => (later = m)),
);

import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type * as LaterScreens from './later.js';

type Later = typeof LaterScreens;

let later: Later | undefined;
let loading: Promise<Later> | undefined;

/**
 * Loads the later screens' chunk once. The frame calls it as soon as the first screen is drawn, so by the time
 * a payment completes or a price lapses the chunk is there and the screen shows at once.
 */
export const preloadLater = (): Promise<Later> => (loading ??= import('./later.js').then((m) => (later = m)));

/** A later screen: drawn at once when its chunk is loaded, else once it arrives (nothing until then). */
function lazy<K extends keyof Later>(name: K): Later[K] {
  const Lazy = (props: object) => {
    const [, loaded] = useState(0);
    useEffect(() => {
      if (!later) void preloadLater().then(() => loaded(1));
    }, []);
    const Screen = later?.[name] as FunctionComponent | undefined;
    return Screen ? <Screen {...props} /> : null;
  };
  return Lazy as Later[K];
}

export const LazyExpired = lazy('Expired');
export const LazyFatal = lazy('Fatal');
export const LazyReceipt = lazy('Receipt');
export const LazyProgress = lazy('Progress');
export const LazyStatusView = lazy('StatusView');
export const LazyPayWallet = lazy('PayWallet');

/** The later chunk, once it is in. */
export const laterModule = (): Later | undefined => later;

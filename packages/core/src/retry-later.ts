/**
 * Trying a lazily loaded file again, for the frame and the checkout (one home for both).
 */

/**
 * When a file could not be downloaded (a lazy chunk on a patchy mobile network), `run` is tried
 * again: as soon as the browser says it is back online, or after 2 s, 4 s, 8 s … (at most 30 s) for the
 * `attempt`-th failure, whichever comes first. Returns a function that cancels it.
 */
export function retryLater(run: () => void, attempt: number): () => void {
  const go = () => {
    stop();
    run();
  };
  const timer = setTimeout(go, Math.min(30_000, 2_000 * 2 ** attempt));
  addEventListener('online', go);
  const stop = () => {
    clearTimeout(timer);
    removeEventListener('online', go);
  };
  return stop;
}

/**
 * Calls `load` until it resolves, then `loaded` with its value. After each failure the next try waits for
 * `retryLater`, and `failed` is told, with a function that tries again at once (a Try again button). Returns a
 * function that stops it: no callback runs after that.
 */
export function keepTrying<T>(
  load: () => Promise<T>,
  loaded: (value: T) => void,
  failed?: (again: () => void) => void,
): () => void {
  let live = true;
  let wait = () => {};
  const attempt = (n: number): void => {
    wait();
    load().then(
      (value) => live && loaded(value),
      () => {
        if (!live) return;
        const again = () => attempt(n + 1);
        wait = retryLater(again, n);
        failed?.(again);
      },
    );
  };
  attempt(0);
  return () => {
    live = false;
    wait();
  };
}

/**
 * A dynamic import kept once it has loaded, and asked again after a failure (a browser does not keep a failed
 * download of a module: the next import fetches it anew).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}

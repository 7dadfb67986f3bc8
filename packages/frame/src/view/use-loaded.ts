import { useEffect, useState } from 'preact/hooks';
import { keepTrying } from '@pulse/core/internal';

/**
 * The value `load` resolves to, once it has (null before, and again from the moment `deps` change: never a
 * value made for other inputs), and, while the last try failed, a function that tries again at once. A failed
 * load (its chunk did not download) is tried again by itself when the browser is back online or after a
 * while (`keepTrying`), for as long as the component shows.
 */
export function useLoaded<T>(
  load: (() => Promise<T>) | null,
  deps: unknown[],
): [value: T | null, again: (() => void) | null] {
  const [value, setValue] = useState<T | null>(null);
  const [again, setAgain] = useState<(() => void) | null>(null);
  useEffect(() => {
    setValue(null);
    setAgain(null);
    return load
      ? keepTrying(
          load,
          (v) => (setAgain(null), setValue(() => v)),
          // The Try again it hands over stays while its try runs, so a focused button keeps the focus.
          (retry) => setAgain(() => retry),
        )
      : undefined;
    // The inputs are `deps`: `load` is a new closure over them on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return [value, again];
}

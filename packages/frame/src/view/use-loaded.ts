import { useEffect, useState } from 'preact/hooks';
import { keepTrying } from '@pulse/core/internal';

/**
 * The value `load` resolves to, once it has; null before, and again from the moment `deps` change (never a
 * value made for other inputs). A failed load (its chunk did not download) is tried again when the browser
 * is back online or after a while (`keepTrying`), for as long as the component shows.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null, deps: unknown[]): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    setValue(null);
    return load ? keepTrying(load, (v) => setValue(() => v)) : undefined;
    // The inputs are `deps`: `load` is a new closure over them on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}

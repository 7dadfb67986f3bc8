import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * A touch screen is the main pointer (a phone or tablet): the customer pays from this device, so a QR code
 * it cannot scan itself comes after the actions it can use. False on the server and where unknown.
 */
export const useCoarsePointer = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(QUERY).matches,
    () => false,
  );

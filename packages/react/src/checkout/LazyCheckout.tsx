'use client';
/**
 * The checkout as an app imports it: a shell that renders nothing until its implementation (the modal, the
 * flow, the first step and their sentences) is in. The implementation is fetched right after the page's
 * first paint, whether or not a request is given yet, so it is there by the time the customer opens the
 * checkout; an app that shows a price with `useRate` or an `<Embed>` does not wait for it on its first screen.
 * A download that fails is asked for again when the browser is back online, after 2 to 30 s, and on each new
 * request; while a request waits for it, `onError('network_error')` says so once per failure.
 */
import { useEffect, useRef, useState } from 'react';
import { keepTrying, loadOnce } from '@pulse/core/internal/retry-later';
import type * as Implementation from './Checkout.js';
import type { CheckoutProps } from '../types.js';

let implementation: typeof Implementation | undefined;
const load = loadOnce(() => import('./Checkout.js').then((m) => (implementation = m)));

/**
 * The in-app checkout modal. Renders nothing on the server and nothing while `request` is null;
 * a new request (by content) starts a new flow.
 */
export function Checkout(props: CheckoutProps) {
  const [, loaded] = useState(0);
  const latest = useRef(props);
  latest.current = props;
  // A new request by content, not a new object: an app that writes its request inline renders a new one each
  // time, which must not restart the download and its backoff (nor say network_error again).
  const asked = props.request ? JSON.stringify(props.request) : '';
  useEffect(() => {
    if (implementation) return;
    return keepTrying(
      load,
      () => loaded(1),
      () => {
        const { request, onError } = latest.current;
        if (request)
          onError?.(
            'network_error',
            'The checkout could not be downloaded; it is tried again when the connection is back.',
          );
      },
    );
  }, [asked]);
  return implementation ? <implementation.Checkout {...props} /> : null;
}

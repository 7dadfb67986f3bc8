'use client';
/**
 * The checkout as an app imports it: a shell that renders nothing until its implementation (the modal, the
 * flow, the first step and their sentences) is in. The implementation is fetched right after the page's
 * first paint, whether or not a request is given yet, so it is there by the time the customer opens the
 * checkout; an app that shows a price with `useRate` or an `<Embed>` does not wait for it on its first screen.
 */
import { useEffect, useState } from 'react';
import type * as Implementation from './Checkout.js';
import type { CheckoutProps } from '../types.js';

let implementation: typeof Implementation | undefined;
let loading: Promise<unknown> | undefined;
const load = () =>
  (loading ??= import('./Checkout.js').then(
    (m) => (implementation = m),
    () => (loading = undefined),
  ));

/**
 * The in-app checkout modal. Renders nothing on the server and nothing while `request` is null;
 * a new request (by content) starts a new flow.
 */
export function Checkout(props: CheckoutProps) {
  const [, loaded] = useState(0);
  useEffect(() => {
    // Not in yet (still loading, or the fetch failed while offline): tried again on each new request.
    if (!implementation) void load().then(() => implementation && loaded(1));
  }, [props.request]);
  return implementation ? <implementation.Checkout {...props} /> : null;
}

/** What the checkout's unit tests share: the proxy base and auth, fake time, and a rendered checkout. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { ClientAuth } from '@pulse/core';
import { Checkout, type CheckoutProps } from '../src/index.js';
import { onramp } from './request.js';

export const base = 'http://shop.test/api/pulse/checkout';
export const auth = ClientAuth.proxy();

/**
 * Fake timers that still move with real time (so Testing Library's waits work), letting a test jump over
 * poll periods, back-offs and expiries instead of sleeping through them.
 */
export function fakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The checkout on the onramp request, polling every 100 ms, against `fetchImpl`. */
export function renderCheckout(props: Partial<CheckoutProps> & Pick<CheckoutProps, 'fetchImpl'>) {
  return render(<Checkout auth={auth} baseUrl={base} pollMs={100} request={onramp} {...props} />);
}

/**
 * Matches the element showing a long value (an address, an id) whole: it is shown in groups (core's
 * valueGroups), each its own element, so plain text matching sees only the groups.
 */
export const wholeValue =
  (value: string) =>
  (_: string, el: Element | null): boolean =>
    el?.classList.contains('pulse-address') === true && el.textContent === value;

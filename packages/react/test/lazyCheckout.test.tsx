// The shell's download of the checkout: restarted for a new request by content, not for each render of one.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { auth, base } from './harness.js';
import { onramp } from './request.js';
import type * as RetryLater from '@pulse/core/internal/retry-later';

const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock('@pulse/core/internal/retry-later', async (original) => {
  const real = await original<typeof RetryLater>();
  return {
    ...real,
    // A download that never settles (a stalled network): each call is one restart of the loop.
    keepTrying: () => {
      tries.count += 1;
      return () => undefined;
    },
  };
});

afterEach(() => cleanup());

it('an inline request (a new object each render, the same content) does not restart the download', async () => {
  const { Checkout } = await import('../src/checkout/LazyCheckout.js');
  const view = render(<Checkout auth={auth} baseUrl={base} request={{ ...onramp }} />);
  for (let i = 0; i < 3; i++) view.rerender(<Checkout auth={auth} baseUrl={base} request={{ ...onramp }} />);
  expect(tries.count).toBe(1);
  // Another request by content is a new start (a failed download is asked for again on each new request).
  view.rerender(<Checkout auth={auth} baseUrl={base} request={{ ...onramp, reference: 'ref-9' }} />);
  expect(tries.count).toBe(2);
});

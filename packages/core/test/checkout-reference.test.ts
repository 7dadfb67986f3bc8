// The references of the checkout's orders for one cart, made by the checkout and read back by the server's
// proxy and a webhook handler: one rule both ways.
import { describe, expect, it } from 'vitest';
import { attemptReference, CHECKOUT_ATTEMPTS, retriedReference } from '../src/checkout-reference.js';

describe('checkout references', () => {
  it('makes the first order with the cart’s reference, then -2 … -5, each read back as the cart’s', () => {
    expect(attemptReference('cart_7', 1)).toBe('cart_7');
    expect(retriedReference(attemptReference('cart_7', 1))).toBeNull();
    for (let n = 2; n <= CHECKOUT_ATTEMPTS; n++) {
      expect(attemptReference('cart_7', n)).toBe(`cart_7-${n}`);
      expect(retriedReference(attemptReference('cart_7', n))).toBe('cart_7');
    }
    expect(CHECKOUT_ATTEMPTS).toBe(5);
  });

  it('reads -2 to -99 as a retry, and nothing else', () => {
    expect(retriedReference('a-99')).toBe('a');
    expect(retriedReference('a-10')).toBe('a');
    expect(retriedReference('a:b-2')).toBe('a:b');
    for (const not of ['a', 'a-1', 'a-0', 'a-01', 'a-100', 'a-2x', '-2', 'a_2', 'a-', 'a--2x'])
      expect(retriedReference(not), not).toBeNull();
    // Only the last suffix is a retry's: a reference that itself ends in -<number> keeps it, and reads as a
    // retry itself (which is why a handler looks the reference itself up first).
    expect(retriedReference('order-12-3')).toBe('order-12');
    expect(retriedReference('order-12')).toBe('order');
  });
});

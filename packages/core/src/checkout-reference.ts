/**
 * The references of the orders the in-app checkout makes for one cart: the first with the cart's reference,
 * then, each time an order expired unpaid and the customer starts again, the next suffix, `<reference>-2`,
 * `-3` … One rule for the checkout (which makes them), the server's checkout proxy (which lets a caller pinned
 * to a reference make them) and a webhook handler (which credits the cart they pay).
 */

/** The orders the checkout makes for one cart before it gives up (`<reference>` then `-2` … `-5`). */
export const CHECKOUT_ATTEMPTS = 5;

/** The reference of the checkout's `attempt`-th order for a cart (1 for the first). */
export const attemptReference = (reference: string, attempt: number): string =>
  attempt === 1 ? reference : `${reference}-${attempt}`;

/** A retry's suffix as the server accepts it: `-2` … `-99` (room for a checkout that tries more). */
const RETRY = /(.+)-(?:[2-9]|[1-9]\d)$/;

/**
 * The reference a checkout retry was made for: `cart-7` for `cart-7-2` … `cart-7-99`; null for a reference
 * that is not a retry's (`cart-7`, `cart-7-1`, `cart-7-100`). A reference of your own that ends in `-<number>`
 * reads as a retry too: look the reference itself up first (as the webhook guide does).
 */
export function retriedReference(reference: string): string | null {
  return RETRY.exec(reference)?.[1] ?? null;
}

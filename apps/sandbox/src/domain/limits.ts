/**
 * Every amount limit of the sandbox, in one place: the service's own (the onramp minimum, the rates route's
 * minimums and defaults, spec part 8) and the sandbox's decisions where the specification shows none (listed
 * in its guide's decisions table). Each has a reason to differ from the next:
 * - a quote or an order converts, so it has the service's onramp minimum (15,000 NGN) and our offramp one
 *   (1 unit of crypto);
 * - the rates route prices a size, by default and at least 15,000 NGN or 10 of the asset (the service's);
 * - a collection session (the hosted embed) only names what the customer owes, from 1,000 NGN or 1 unit of
 *   the asset, so a small checkout can use it;
 * - a deposit to a collection below 1 unit of the asset is held until small ones add up to it.
 * The maximums (100,000,000 NGN and 100,000 of crypto) are one pair for all of them, the rates route's sizes
 * included.
 */
import { MAX_ORDER, MIN_QUOTE, MIN_RATES } from '@pulse/core/internal/limits';
import { ApiError } from '../errors.js';
import { Big } from '../money.js';
import type { Side } from '../pricing.js';

// core's limits.ts: the ones the server's rate route checks before it asks, so the two cannot drift apart.
export const MIN_ONRAMP_NGN = new Big(MIN_QUOTE.NGN);
export const MIN_OFFRAMP_CRYPTO = new Big(MIN_QUOTE.USDT);
export const MAX_NGN = new Big(MAX_ORDER.NGN);
export const MAX_CRYPTO = new Big(MAX_ORDER.USDT);
/** GET /v1/rates: the smallest `fiat_amount` and `crypto_amount`, and the sizes priced when none is sent. */
export const MIN_RATES_NGN = new Big(MIN_RATES.NGN);
export const MIN_RATES_CRYPTO = new Big(MIN_RATES.USDT);
/** A collection session's amount. */
export const MIN_SESSION_NGN = new Big(1000);
export const MIN_SESSION_CRYPTO = new Big(1);
/** A deposit to a collection below this (in units of its asset) is held. */
export const MIN_COLLECTION_DEPOSIT = new Big(1);

/** Checks both sides of a priced order; `ngn` and `crypto` are whatever the quote came to. */
export function assertWithinLimits(side: Side, ngn: Big, crypto: Big): void {
  if (side === 'buy' && ngn.lt(MIN_ONRAMP_NGN)) {
    throw new ApiError(
      'invalid_amount',
      `The minimum onramp quote is ${MIN_ONRAMP_NGN} NGN; this one comes to ${ngn.toFixed(2)} NGN.`,
    );
  }
  if (side === 'sell' && crypto.lt(MIN_OFFRAMP_CRYPTO)) {
    throw new ApiError(
      'invalid_amount',
      `The minimum offramp quote is ${MIN_OFFRAMP_CRYPTO} unit of crypto; this one comes to ${crypto.toString()}.`,
    );
  }
  if (ngn.gt(MAX_NGN))
    throw new ApiError(
      'invalid_amount',
      `The maximum order is ${MAX_NGN} NGN (and ${MAX_CRYPTO} units of crypto); this one comes to ${ngn.toFixed(2)} NGN.`,
    );
  if (crypto.gt(MAX_CRYPTO))
    throw new ApiError(
      'invalid_amount',
      `The maximum order is ${MAX_CRYPTO} units of crypto (and ${MAX_NGN} NGN); this one comes to ${crypto.toString()}.`,
    );
}

/** A collection session's amount in its currency: between the session minimum and the maximum. */
export function assertSessionAmount(amount: Big, currency: string): void {
  const [min, max] = currency === 'NGN' ? [MIN_SESSION_NGN, MAX_NGN] : [MIN_SESSION_CRYPTO, MAX_CRYPTO];
  if (amount.lt(min) || amount.gt(max)) {
    throw new ApiError('invalid_amount', `amount must be between ${min} and ${max} ${currency}.`);
  }
}

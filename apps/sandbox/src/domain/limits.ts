/** Order-size limits (the onramp minimum is the service's; the rest are the sandbox's, listed in its guide). */
import { ApiError } from '../errors.js';
import { Big } from '../money.js';
import type { Side } from '../pricing.js';

export const MIN_ONRAMP_NGN = new Big(15_000);
export const MAX_NGN = new Big(100_000_000);
export const MIN_OFFRAMP_CRYPTO = new Big(1);
export const MAX_CRYPTO = new Big(100_000);

/** Checks both sides of a priced order; `ngn` and `crypto` are whatever the quote came to. */
export function assertWithinLimits(side: Side, ngn: Big, crypto: Big): void {
  if (side === 'buy' && ngn.lt(MIN_ONRAMP_NGN)) {
    throw new ApiError(
      'invalid_amount',
      `The minimum onramp quote is 15000 NGN; this one comes to ${ngn.toFixed(2)} NGN.`,
    );
  }
  if (side === 'sell' && crypto.lt(MIN_OFFRAMP_CRYPTO)) {
    throw new ApiError(
      'invalid_amount',
      `The minimum offramp quote is 1 unit of crypto; this one comes to ${crypto.toString()}.`,
    );
  }
  if (ngn.gt(MAX_NGN))
    throw new ApiError(
      'invalid_amount',
      `The maximum order is 100000000 NGN (and 100000 units of crypto); this one comes to ${ngn.toFixed(2)} NGN.`,
    );
  if (crypto.gt(MAX_CRYPTO))
    throw new ApiError(
      'invalid_amount',
      `The maximum order is 100000 units of crypto (and 100000000 NGN); this one comes to ${crypto.toString()}.`,
    );
}

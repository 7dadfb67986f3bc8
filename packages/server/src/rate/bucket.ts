/** Price buckets: many amounts priced from one service answer. */
import Big from 'big.js';
import type { Currency, Network } from '@pulse/core';
import { MIN_QUOTE, MIN_RATES } from '@pulse/core/internal/limits';

/**
 * The smallest amount the rate route prices: with a network it asks for a quote (at least 15,000 NGN on a
 * buy, 1 unit of crypto on a sell), without one the indicative rates (15,000 NGN, 10 units of crypto).
 */
export const smallest = (currency: Currency, network?: Network): string =>
  (network ? MIN_QUOTE : MIN_RATES)[currency];

/**
 * The price bucket of an amount: rounded down to 1, 2 or 5 times a power of ten, and never below the smallest
 * amount priced (with `network`, a quote's; without, the indicative rates'). Every amount in a bucket is
 * priced from one service answer, so random amounts cannot each spend the key.
 */
export function priceBucket(amount: string, currency: Currency, network?: Network): string {
  const value = new Big(amount);
  // An amount at or below the smallest lands on it: its bucket is below it, or it.
  const min = new Big(smallest(currency, network));
  const digits = value.round(0, Big.roundDown).toFixed(0).length;
  const power = new Big(10).pow(digits - 1);
  const lead = value.div(power);
  const step = lead.gte(5) ? 5 : lead.gte(2) ? 2 : 1;
  const bucket = power.times(step);
  return (bucket.lt(min) ? min : bucket).toString();
}

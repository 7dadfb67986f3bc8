/** Price buckets: many amounts priced from one service answer. */
import Big from 'big.js';
import type { Currency } from '@pulse/core';

/** Smallest amounts the service prices: 15,000 naira, 10 units of crypto. */
export const MINIMUM: Record<string, string> = { NGN: '15000', USDT: '10', USDC: '10' };

/**
 * The price bucket of an amount: rounded down to 1, 2 or 5 times a power of ten, and never below the minimum.
 * Every amount in a bucket is priced from one service answer, so random amounts cannot each spend the key.
 */
export function priceBucket(amount: string, currency: Currency): string {
  const value = new Big(amount);
  const min = new Big(MINIMUM[currency] ?? '0');
  if (value.lte(min)) return min.toString();
  const digits = value.round(0, Big.roundDown).toFixed(0).length;
  const power = new Big(10).pow(digits - 1);
  const lead = value.div(power);
  const step = lead.gte(5) ? 5 : lead.gte(2) ? 2 : 1;
  const bucket = power.times(step);
  return (bucket.lt(min) ? min : bucket).toString();
}

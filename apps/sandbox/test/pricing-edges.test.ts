// The pricing engine and amount parsing at the edges the routes' minimums keep away from: an amount too small
// to cover the network cost, in each direction, and each amount refusal's wording.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.js';
import { Big, parseAmount } from '../src/money.js';
import { price, sidePrice, type PriceRequest } from '../src/pricing.js';

const at = new Date(Date.UTC(2026, 10, 25, 12));
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'no error';
};
const req = (over: Partial<PriceRequest>): PriceRequest => ({
  side: 'buy',
  asset: 'USDT',
  network: 'ETHEREUM',
  fixed: 'source',
  amount: new Big('20000'),
  at,
  ...over,
});
const tooSmall = (field: string) =>
  `invalid_amount: ${field} is too small to cover the network cost; send a larger amount.`;

describe('amounts too small for the network cost', () => {
  it('refuses a buy whose naira does not cover the cost, naming the source amount', () => {
    // 0.75 USDT of cost on Ethereum is over a thousand naira.
    expect(refusal(() => price(req({ amount: new Big('100') })))).toBe(tooSmall('source_amount'));
    expect(refusal(() => price(req({ amount: new Big('20000') })))).toBe('no error');
  });

  it('refuses a sell of no more than the cost, and one that nets nothing', () => {
    expect(refusal(() => price(req({ side: 'sell', amount: new Big('0.75') })))).toBe(
      tooSmall('source_amount'),
    );
    expect(refusal(() => price(req({ side: 'sell', amount: new Big('0.5') })))).toBe(
      tooSmall('source_amount'),
    );
    expect(refusal(() => price(req({ side: 'sell', amount: new Big('0.750001') })))).toBe(
      tooSmall('source_amount'),
    );
    expect(refusal(() => price(req({ side: 'sell', amount: new Big('10') })))).toBe('no error');
  });

  it('refuses a sell for so few naira that the rate rounds to nothing, naming the destination amount', () => {
    expect(refusal(() => price(req({ side: 'sell', fixed: 'destination', amount: new Big('0.005') })))).toBe(
      tooSmall('destination_amount'),
    );
    const fine = price(req({ side: 'sell', fixed: 'destination', amount: new Big('50000') }));
    expect(fine.destination.toFixed(2)).toBe('50000.00');
    // The sell rate is below the sell side's price (the cost is spread over the order).
    expect(fine.rate.lt(sidePrice('sell', 'USDT', at))).toBe(true);
  });
});

describe('parseAmount wording', () => {
  it('names the field and what was wrong', () => {
    expect(refusal(() => parseAmount('source_amount', '1.', 'NGN'))).toBe(
      'invalid_amount: source_amount must be a positive decimal string like "15000" or "12.5" (no sign, exponent or separators), got "1.".',
    );
    expect(refusal(() => parseAmount('amount', '1.123', 'NGN'))).toBe(
      'invalid_amount: amount has 3 decimal places; NGN takes at most 2.',
    );
    expect(refusal(() => parseAmount('amount', '1.1234567', 'USDT', 'BASE'))).toBe(
      'invalid_amount: amount has 7 decimal places; USDT takes at most 6.',
    );
    expect(refusal(() => parseAmount('amount', '0.00', 'NGN'))).toBe(
      'invalid_amount: amount must be greater than 0.',
    );
    expect(parseAmount('amount', '100.123456', 'USDT', 'BASE').toFixed(6)).toBe('100.123456');
  });
});

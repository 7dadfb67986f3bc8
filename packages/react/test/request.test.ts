import { describe, expect, it } from 'vitest';
import { validateCheckoutRequest } from '../src/checkout/request.js';
import type { CheckoutRequest } from '../src/types.js';

const onramp = (amount: Record<string, string>, to = 'USDT'): CheckoutRequest =>
  ({
    type: 'onramp',
    reference: 'cart_1',
    quote: { source_currency: 'NGN', destination_currency: to, network: 'BASE', ...amount },
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address: `0x${'d'.repeat(40)}` },
  }) as CheckoutRequest;

describe('validateCheckoutRequest', () => {
  it('takes an amount as the service writes it, within its currency’s places', () => {
    for (const amount of [
      { source_amount: '15000' },
      { source_amount: '15000.5' },
      { source_amount: '15000.25' },
      { destination_amount: '12.5' },
      { destination_amount: '0.123456' },
    ])
      expect(() => validateCheckoutRequest(onramp(amount)), JSON.stringify(amount)).not.toThrow();
  });

  it('refuses what the service would refuse, naming the field, its value and the places of its currency', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { source_amount: '015000' },
        /source_amount "015000" must be a positive decimal string with at most 2 decimal places/,
      ],
      [{ source_amount: '15000.123' }, /source_amount "15000.123" .* at most 2 decimal places/],
      [{ source_amount: '0' }, /source_amount "0" must be a positive/],
      [{ source_amount: '0.00' }, /source_amount "0.00" must be a positive/],
      [{ destination_amount: '1.1234567' }, /destination_amount "1.1234567" .* at most 6 decimal places/],
      [{ source_amount: '1e5' }, /source_amount "1e5"/],
    ];
    for (const [amount, message] of cases) {
      expect(() => validateCheckoutRequest(onramp(amount)), JSON.stringify(amount)).toThrow(message);
    }
    expect(() =>
      validateCheckoutRequest(onramp({ source_amount: '15000', destination_amount: '10' })),
    ).toThrow(/exactly one of source_amount and destination_amount/);
    expect(() => validateCheckoutRequest(onramp({}))).toThrow(
      /exactly one of source_amount and destination_amount/,
    );
  });
});

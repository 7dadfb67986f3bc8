import type { OfframpCheckoutRequest, OnrampCheckoutRequest } from '../src/index.js';

export const onramp: OnrampCheckoutRequest = {
  type: 'onramp',
  reference: 'ref-1',
  quote: { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE', source_amount: '20000' },
  payer: { name: 'Ada', email: 'ada@example.com' },
  destination: { address: '0x1111111111111111111111111111111111111111' },
};

export const offramp: OfframpCheckoutRequest = {
  type: 'offramp',
  reference: 'ref-2',
  quote: { source_currency: 'USDT', destination_currency: 'NGN', network: 'BASE', source_amount: '25' },
  beneficiary: { name: 'Ada', email: 'ada@example.com' },
};

import type { ClientSession, EmbedStatus, FrameOptions } from '@pulse/core';

export function session(over: Partial<ClientSession> = {}): ClientSession {
  return {
    id: 'cses_1',
    environment: 'test',
    flow: 'select',
    server_time: new Date().toISOString(),
    expires_at: '2099-01-01T00:00:00.000Z',
    status: 'awaiting_payment',
    order_id: 'ord_1',
    due: {
      denomination: 'fiat',
      fiat_currency: 'NGN',
      fiat_amount: '152075.50',
      asset: 'USDT',
      network: 'BASE',
      amount: '100.123456',
    },
    quote: { rate: '1518.88', locked_until: '2099-01-01T00:00:00.000Z' },
    deposit_address: '0x1111111111111111111111111111111111111111',
    received: { amount: '0.000000', remaining: '100.123456', excess: '0.000000', deposits: 0 },
    options: { assets: ['USDT', 'USDC'], networks: ['BASE', 'POLYGON', 'SOLANA'] },
    failure_reason: null,
    ...over,
  };
}

export const unpicked = (over: Partial<ClientSession> = {}): ClientSession =>
  session({
    due: {
      denomination: 'fiat',
      fiat_currency: 'NGN',
      fiat_amount: '150000.00',
      asset: null,
      network: null,
      amount: null,
    },
    quote: null,
    deposit_address: null,
    ...over,
  });

export const withStatus = (status: EmbedStatus, over: Partial<ClientSession> = {}) =>
  session({ status, ...over });

export const options = (over: Partial<FrameOptions> = {}): FrameOptions => ({
  component: 'payment',
  flow: 'select',
  theme: {},
  strings: {},
  ...over,
});

// Mistakes an integrator can make with core's types, refused at compile time. Checked by `pnpm typecheck`
// (each @ts-expect-error fails the check if the line compiles) and run as ordinary tests.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Asset,
  Component,
  CreateQuoteRequest,
  Currency,
  EmbedStatus,
  Flow,
  Network,
  OrderStatus,
} from '../src/index.js';

describe('integrator types', () => {
  it('a quote request fixes exactly one amount', () => {
    const send: CreateQuoteRequest = {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '50000',
    };
    const receive: CreateQuoteRequest = {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'SOLANA',
      destination_amount: '100000',
    };
    // @ts-expect-error: both amounts
    const both: CreateQuoteRequest = { ...send, destination_amount: '10' };
    // @ts-expect-error: neither amount
    const neither: CreateQuoteRequest = {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
    };
    // @ts-expect-error: an amount is a decimal string, never a number
    const number: CreateQuoteRequest = { ...send, source_amount: 50000 };
    expectTypeOf([send, receive, both, neither, number]).toBeArray();
  });

  it('currencies, assets, networks, statuses, components and flows are literal unions', () => {
    expectTypeOf<Asset>().toEqualTypeOf<'USDT' | 'USDC'>();
    expectTypeOf<Currency>().toEqualTypeOf<'NGN' | 'USDT' | 'USDC'>();
    expectTypeOf<Network>().toEqualTypeOf<
      'BASE' | 'POLYGON' | 'ARBITRUM' | 'OPTIMISM' | 'ETHEREUM' | 'CELO' | 'PLASMA' | 'SOLANA'
    >();
    expectTypeOf<Component>().toEqualTypeOf<'payment' | 'quote' | 'status'>();
    expectTypeOf<Flow>().toEqualTypeOf<'select' | 'direct'>();
    expectTypeOf<OrderStatus>().toEqualTypeOf<'awaiting_payment' | 'processing' | 'completed' | 'expired'>();
    expectTypeOf<'paid'>().not.toExtend<EmbedStatus>();
    // @ts-expect-error: networks are upper case, as the service spells them
    const network: Network = 'base';
    // @ts-expect-error: TRON is not a network of the service
    const tron: Network = 'TRON';
    expectTypeOf([network, tron]).toBeArray();
  });
});

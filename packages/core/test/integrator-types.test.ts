// Mistakes an integrator can make with core's types, refused at compile time. Checked by `pnpm typecheck`
// (each @ts-expect-error fails the check if the line compiles) and run as ordinary tests.
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../src/index.js';
import type {
  Asset,
  ClientSession,
  Order,
  OrderSummary,
  Quote,
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

describe('the API client types its reads and writes by route', () => {
  it('answers known routes with their resources and checks bodies', () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010' });
    const order = () => client.get('/v1/orders/ord_1');
    expectTypeOf(order).returns.resolves.toHaveProperty('data').toEqualTypeOf<Order>();
    const list = () => client.get('/v1/orders', { query: { per_page: 100 } });
    expectTypeOf(list).returns.resolves.toHaveProperty('data').toEqualTypeOf<OrderSummary[]>();
    const session = () => client.get('/v1/client/session');
    expectTypeOf(session).returns.resolves.toHaveProperty('data').toEqualTypeOf<ClientSession>();
    const refresh = () => client.post('/v1/quotes/q_1/refresh');
    expectTypeOf(refresh).returns.resolves.toHaveProperty('data').toEqualTypeOf<Quote>();
    // A route outside the table answers unknown unless the caller names the type.
    const other = () => client.get('/v1/somewhere');
    expectTypeOf(other).returns.resolves.toHaveProperty('data').toEqualTypeOf<unknown>();
    const named = () => client.get<{ ok: boolean }>('/health');
    expectTypeOf(named).returns.resolves.toHaveProperty('data').toEqualTypeOf<{ ok: boolean }>();
    // @ts-expect-error: a quote body needs its currencies and network
    const bad = () => client.post('/v1/quotes', { source_amount: '50000' });
    expectTypeOf(bad).toBeFunction();
  });
});

import { ASSETS, NETWORKS } from '@pulse/core';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.js';
import { midPrice } from '../src/market.js';
import { ADJUSTMENT_BPS, price, type Side } from '../src/pricing.js';
import { supports } from '../src/networks.js';
import { harness } from './harness.js';

const pair = fc
  .tuple(fc.constantFrom(...ASSETS), fc.constantFrom(...NETWORKS))
  .filter(([a, n]) => supports(a, n));

/** A decimal string with at most `dp` places, between 1 and 10^digits. */
const decimal = (digits: number, dp: number) =>
  fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** BigInt(digits) }), fc.integer({ min: 0, max: 10 ** dp - 1 }))
    .map(([whole, frac]) => (dp === 0 ? `${whole}` : `${whole}.${String(frac).padStart(dp, '0')}`));

const at = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const places = (x: Big) => (x.toFixed().split('.')[1] ?? '').length;

describe('pricing engine (property)', () => {
  it('rounds each side to its precision and in the service’s favour, consistent with the rate', () => {
    const runs = 300;
    // Counted so the property cannot pass by `price` refusing every input.
    let priced = 0;
    fc.assert(
      fc.property(
        pair,
        fc.constantFrom<Side>('buy', 'sell'),
        fc.constantFrom<'source' | 'destination'>('source', 'destination'),
        at,
        fc.integer({ min: 0, max: 100 }),
        decimal(7, 2),
        decimal(4, 6),
        ([asset, network], side, fixed, when, fee, ngn, crypto) => {
          const fiatIsFixed = (side === 'buy') === (fixed === 'source');
          const amount = fiatIsFixed ? new Big(ngn).plus(15000) : new Big(crypto);
          let p;
          try {
            p = price({ side, asset, network, fixed, amount, at: when, partnerFeeBps: fee });
          } catch (e) {
            expect(e).toBeInstanceOf(ApiError);
            return;
          }
          priced++;
          const [ngnDp, cryptoDp] = [2, 6];
          const [srcDp, dstDp] = side === 'buy' ? [ngnDp, cryptoDp] : [cryptoDp, ngnDp];
          expect(places(p.source)).toBeLessThanOrEqual(srcDp);
          expect(places(p.destination)).toBeLessThanOrEqual(dstDp);
          expect(places(p.rate)).toBeLessThanOrEqual(2);
          expect(p.rate.gt(0)).toBe(true);
          if (fixed === 'source') expect(p.source.eq(amount)).toBe(true);
          else expect(p.destination.eq(amount)).toBe(true);
          // The exact conversion at the quoted rate, before rounding.
          const exact =
            side === 'buy'
              ? fixed === 'source'
                ? p.source.div(p.rate)
                : p.destination.times(p.rate)
              : fixed === 'source'
                ? p.source.times(p.rate)
                : p.destination.div(p.rate);
          if (fixed === 'source') {
            // computed destination rounds down, by less than one unit of its last place
            expect(p.destination.lte(exact)).toBe(true);
            expect(exact.minus(p.destination).lt(new Big(10).pow(-dstDp))).toBe(true);
          } else {
            // computed source rounds up, by less than one unit of its last place
            expect(p.source.gte(exact)).toBe(true);
            expect(p.source.minus(exact).lt(new Big(10).pow(-srcDp))).toBe(true);
          }
        },
      ),
      { numRuns: runs },
    );
    // Every generated amount is above the minimums, so only a rare network-cost refusal may skip a run.
    expect(priced).toBeGreaterThanOrEqual(runs * 0.95);
  });

  it('quotes a buy at least the adjustment above mid and a sell at least the adjustment below it', () => {
    fc.assert(
      fc.property(
        pair,
        at,
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom<'source' | 'destination'>('source', 'destination'),
        decimal(6, 2),
        decimal(4, 6),
        ([asset, network], when, fee, fixed, ngn, crypto) => {
          const mid = midPrice(asset, when);
          const bps = ADJUSTMENT_BPS + fee;
          const fiat = new Big(ngn).plus(15000);
          const cryptoAmount = new Big(crypto).plus(1);
          const common = { asset, network, fixed, at: when, partnerFeeBps: fee };
          const buy = price({ ...common, side: 'buy', amount: fixed === 'source' ? fiat : cryptoAmount });
          const sell = price({ ...common, side: 'sell', amount: fixed === 'source' ? cryptoAmount : fiat });
          // The network cost and the rounding only ever move a rate further from mid, never towards it.
          expect(buy.rate.gte(mid.times(10_000 + bps).div(10_000))).toBe(true);
          expect(sell.rate.lte(mid.times(10_000 - bps).div(10_000))).toBe(true);
          expect(buy.rate.gt(mid)).toBe(true);
          expect(sell.rate.lt(mid)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('HTTP boundary (property)', () => {
  const h = harness();
  const routes = [
    '/v1/quotes',
    '/v1/onramp/orders',
    '/v1/offramp/orders',
    '/v1/banks/resolve',
    '/v1/collection-sessions',
    '/v1/collections/deposits/simulate',
    '/v1/sandbox/bank-transfers',
    '/v1/sandbox/clock/advance',
    '/v1/recipients',
    '/v1/collection-accounts',
    '/v1/collections',
    '/v1/webhook-endpoints',
  ];
  const anyValue = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('NGN', 'USDT', 'BASE', 'SOLANA', 'select', 'direct', '20000', '-1', '1e9', '0.0000001'),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
  );
  const keys = [
    'source_currency',
    'destination_currency',
    'network',
    'source_amount',
    'destination_amount',
    'reference',
    'quote_id',
    'payer',
    'destination',
    'beneficiary',
    'bank_code',
    'account_number',
    'amount',
    'currency',
    'flow',
    'asset',
    'assets',
    'networks',
    'expires_in',
    'customer',
    'address',
    'seconds',
    'outcome',
    'events',
    'type',
    'is_default',
    'bank_account',
    'name',
    'payout_destination',
    'recipient_id',
    'url',
  ];
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 8 }),
    fc.string().map((s) => ({ raw: s })),
    fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) })),
  );

  it('answers random bodies with a typed 2xx or 4xx, never a 500', async () => {
    const session = await h.session();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes, '/v1/client/session/select', '/v1/client/telemetry'),
        body,
        async (route, b) => {
          const credential = route.startsWith('/v1/client/') ? session.token : h.keys.test;
          const payload = 'raw' in b && typeof b.raw === 'string' ? b.raw : b;
          const r = await h.call('POST', route, credential, payload);
          expect(r.status).toBeLessThan(500);
          if (r.status >= 400) {
            expect(r.body.status).toBe(false);
            expect(r.body.code).toMatch(/^[a-z_]+$/);
            expect(r.body.error.length).toBeGreaterThan(0);
          } else expect(r.body.status).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers valid bodies with one field changed or removed with a typed 2xx or 4xx, never a 500', async () => {
    // Random bodies rarely get past validation; these start valid (real quote ids, addresses, accounts),
    // so a single bad field reaches the domain code behind the schema.
    const v = harness();
    let n = 0;
    const quoteBodies = {
      buy: { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE', source_amount: '20000' },
      sell: { source_currency: 'USDT', destination_currency: 'NGN', network: 'BASE', source_amount: '50' },
    };
    const quote = async (side: 'buy' | 'sell') => {
      const r = await v.as(v.keys.test).post('/v1/quotes', quoteBodies[side]);
      return r.body.data.id as string;
    };
    const chosenSession = async () => {
      const s = await v.session();
      const view = await v.as(s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'BASE' });
      return { token: s.token as string, address: view.body.data.deposit_address as string };
    };
    // A default payout account, so collections can be created; a collection to deposit into.
    await v.as(v.keys.test).post('/v1/recipients', {
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '1234567890' },
    });
    const collectionAddress = async () => {
      const c = await v.as(v.keys.test).post('/v1/collections', {
        reference: `dep-${++n}`,
        customer: { name: 'Ada Obi', email: 'ada@example.com' },
      });
      return c.body.data.deposit_addresses[0].address as string;
    };
    const valid: Record<string, () => Promise<{ body: Record<string, unknown>; credential: string }>> = {
      '/v1/quotes': async () => ({
        credential: v.keys.test,
        body: {
          source_currency: 'NGN',
          destination_currency: 'USDT',
          network: 'BASE',
          source_amount: '20000',
        },
      }),
      '/v1/onramp/orders': async () => ({
        credential: v.keys.test,
        body: {
          reference: `m-${++n}`,
          quote_id: await quote('buy'),
          payer: { name: 'Ada Obi', email: 'ada@example.com' },
          destination: { address: `0x${'ab'.repeat(20)}` },
        },
      }),
      '/v1/offramp/orders': async () => ({
        credential: v.keys.test,
        body: {
          reference: `m-${++n}`,
          quote_id: await quote('sell'),
          beneficiary: {
            name: 'Ada Obi',
            email: 'ada@example.com',
            bank_account: { bank_code: '058', account_number: '0123456789' },
          },
        },
      }),
      '/v1/banks/resolve': async () => ({
        credential: v.keys.test,
        body: { bank_code: '058', account_number: '0123456789' },
      }),
      '/v1/collection-sessions': async () => ({
        credential: v.keys.test,
        body: {
          reference: `m-${++n}`,
          amount: '25000',
          currency: 'NGN',
          flow: 'direct',
          asset: 'USDT',
          network: 'BASE',
          assets: ['USDT'],
          networks: ['BASE'],
          user_ref: 'u-1',
          gate: 'shop',
          customer: { name: 'Ada Obi', email: 'ada@example.com' },
          expires_in: 600,
        },
      }),
      '/v1/collections/deposits/simulate': async () => ({
        credential: v.keys.test,
        body: { address: (await chosenSession()).address, asset: 'USDT', network: 'BASE', amount: '1' },
      }),
      '/v1/sandbox/bank-transfers': async () => ({
        credential: v.keys.test,
        body: { account_number: (await v.onrampOrder()).funding_account.account_number, amount: '20000' },
      }),
      '/v1/recipients': async () => ({
        credential: v.keys.test,
        body: {
          type: 'bank_account',
          is_default: true,
          bank_account: { bank_code: '058', account_number: '0123456789' },
        },
      }),
      '/v1/collection-accounts': async () => ({
        credential: v.keys.test,
        body: {
          reference: `m-${++n}`,
          name: 'Ada Obi',
          payout_destination: { chain: 'BASE', address: `0x${'ab'.repeat(20)}` },
        },
      }),
      '/v1/collections': async () => ({
        credential: v.keys.test,
        body: { reference: `m-${++n}`, customer: { name: 'Ada Obi', email: 'ada@example.com' } },
      }),
      'collection deposit': async () => ({
        credential: v.keys.test,
        body: { address: await collectionAddress(), asset: 'USDT', network: 'BASE', amount: '5' },
      }),
      '/v1/client/session/select': async () => ({
        credential: (await chosenSession()).token,
        body: { asset: 'USDT', network: 'BASE' },
      }),
    };
    const leafPaths = (x: unknown, at: string[] = []): string[][] =>
      typeof x === 'object' && x !== null && !Array.isArray(x)
        ? Object.entries(x).flatMap(([k, val]) => [[...at, k], ...leafPaths(val, [...at, k])])
        : [];
    const mutate = (body: Record<string, unknown>, path: string[], value: unknown, remove: boolean) => {
      const copy = structuredClone(body);
      let parent: Record<string, unknown> = copy;
      for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
      if (remove) delete parent[path[path.length - 1]!];
      else parent[path[path.length - 1]!] = value;
      return copy;
    };
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(valid)),
        fc.option(fc.tuple(fc.nat(), anyValue, fc.boolean()), { freq: 6 }),
        async (route, change) => {
          const { body: good, credential } = await valid[route]!();
          let payload = good;
          if (change) {
            const paths = leafPaths(good);
            const [i, value, remove] = change;
            payload = mutate(good, paths[i % paths.length]!, value, remove);
          }
          const path = route === 'collection deposit' ? '/v1/collections/deposits/simulate' : route;
          const r = await v.call('POST', path, credential, payload);
          expect(r.status, JSON.stringify({ route, payload, answer: r.body })).toBeLessThan(500);
          if (r.status >= 400) {
            refused++;
            expect(r.body.status).toBe(false);
            expect(r.body.code).toMatch(/^[a-z_]+$/);
          } else {
            accepted++;
            expect(r.body.status).toBe(true);
          }
          // The unchanged body is valid: it must pass.
          if (!change) expect(r.status, JSON.stringify({ route, answer: r.body })).toBeLessThan(300);
        },
      ),
      { numRuns: 300 },
    );
    // Both outcomes occur, so the bodies do get past validation and the changes do matter.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('answers random query strings on list routes without a 500', async () => {
    const params = fc.dictionary(
      fc.constantFrom(
        'per_page',
        'cursor',
        'from',
        'to',
        'type',
        'reference',
        'limit',
        'status',
        'gate',
        'asset',
        'network',
        'fiat_amount',
        'crypto_amount',
        'created_after',
        'search',
        'event_id',
      ),
      fc.string({ maxLength: 12 }),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/v1/orders',
          '/v1/collection-orders',
          '/v1/rates',
          '/v1/recipients',
          '/v1/collection-accounts',
          '/v1/collections',
          '/v1/sandbox/events',
          '/v1/sandbox/webhook-deliveries',
        ),
        params,
        async (route, q) => {
          const r = await h.call('GET', `${route}?${new URLSearchParams(q)}`, h.keys.test);
          expect(r.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

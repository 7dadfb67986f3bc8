import { ASSETS, NETWORKS } from '@pulse/core';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.js';
import { price, type Side } from '../src/pricing.js';
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
      { numRuns: 300 },
    );
  });

  it('never quotes a buy below or a sell above the market mid-price band', () => {
    fc.assert(
      fc.property(pair, at, decimal(6, 2), ([asset, network], when, ngn) => {
        const amount = new Big(ngn).plus(15000);
        const buy = price({ side: 'buy', asset, network, fixed: 'source', amount, at: when });
        const sell = price({ side: 'sell', asset, network, fixed: 'destination', amount, at: when });
        expect(buy.rate.gt(sell.rate)).toBe(true);
      }),
      { numRuns: 200 },
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
      ),
      fc.string({ maxLength: 12 }),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/orders', '/v1/collection-orders', '/v1/rates'),
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

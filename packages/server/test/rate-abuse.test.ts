// Anonymous visitors of the rate route must not spend the merchant's key.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createKeyBudget, createRateHandler, priceBucket, toNodeHandler } from '../src/index.js';
import { fakeService, json } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const rates = {
  rates: [{ asset: 'USDT', network: 'BASE', buy: '1600.00', sell: '1580.00' }],
};
const get = (query: string, headers: Record<string, string> = {}) =>
  new Request(`https://shop.example/api/pulse/rate?${query}`, { headers });

describe('rate route against abuse', () => {
  it('prices amounts by bucket: 51 different amounts cost a handful of service reads', async () => {
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      perClientPerMinute: 1000,
    });
    for (let i = 0; i < 51; i++) {
      const res = await rate(get(`from=NGN&to=USDT&amount=${15_000 + i * 997}`));
      expect(res.status).toBe(200);
    }
    // 15,000 … 64,847 fall in the buckets 15,000, 20,000 and 50,000.
    expect(s.calls.map((c) => new URL(c.url).searchParams.get('fiat_amount'))).toEqual([
      '15000',
      '20000',
      '50000',
    ]);
    expect(
      ['15000', '19999.99', '20000', '49999', '50000', '99999', '100000', '2500000'].map((a) =>
        priceBucket(a, 'NGN'),
      ),
    ).toEqual(['15000', '15000', '20000', '20000', '50000', '50000', '100000', '2000000']);
    expect(priceBucket('12.5', 'USDT')).toBe('10');
  });

  it('throttles one visitor, and keeps the key’s reserve when many visitors ask', async () => {
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const budget = createKeyBudget({ perMinute: 10, reserve: 6 });
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      budget,
      perClientPerMinute: 3,
      clientId: (r) => r.headers.get('x-visitor') ?? '',
    });
    const one = { 'x-visitor': 'a' };
    for (let i = 0; i < 3; i++)
      expect((await rate(get('from=NGN&to=USDT&amount=20000', one))).status).toBe(200);
    const fourth = await rate(get('from=NGN&to=USDT&amount=20000', one));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
    expect(((await fourth.json()) as { code: string }).code).toBe('rate_busy');
    // Many visitors, each a new bucket: only the background share (4) reaches the service.
    const amounts = ['100000', '200000', '500000', '1000000', '2000000', '5000000', '10000000'];
    const answers = await Promise.all(
      amounts.map((a, i) => rate(get(`from=NGN&to=USDT&amount=${a}`, { 'x-visitor': `v${i}` }))),
    );
    expect(s.calls).toHaveLength(4);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy).toHaveLength(4);
    for (const r of busy) expect(((await r.json()) as { code: string }).code).toBe('rate_busy');
    // What order creation needs is still there.
    expect(budget.take('essential')).toBe(true);
  });

  it('keeps previews for everyone when one visitor asks for a new bucket every time', async () => {
    // Both assets priced, so that each amount is two buckets.
    const both = {
      rates: [...rates.rates, { asset: 'USDC', network: 'BASE', buy: '1601.00', sell: '1579.00' }],
    };
    const s = fakeService(() => json(200, { status: true, data: both }));
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      clientId: (r) => r.headers.get('x-visitor') ?? '',
    });
    // 20 asks in 20 price buckets (10 amounts, each for USDT and for USDC; none past the largest order),
    // under the visitor's 30 asks a minute: each one would spend a preview.
    const sizes = Array.from({ length: 10 }, (_, i) =>
      String(15_000 * 10 ** Math.floor(i / 3) * [1, 2, 5][i % 3]!),
    );
    expect(new Set(sizes.map((a) => priceBucket(a, 'NGN'))).size).toBe(10);
    const asks = sizes.flatMap((a) => [`from=NGN&to=USDT&amount=${a}`, `from=NGN&to=USDC&amount=${a}`]);
    const attacker = [];
    for (const ask of asks) attacker.push((await rate(get(ask, { 'x-visitor': 'a' }))).status);
    // Half of the 20 previews a minute reach the service; the rest are this visitor's own 429s.
    expect(attacker.filter((code) => code === 200)).toHaveLength(10);
    expect(attacker.filter((code) => code === 429)).toHaveLength(10);
    expect(s.calls).toHaveLength(10);
    // Another visitor's new bucket is still priced, and the first visitor's cached buckets still answer.
    const last = asks[19]!;
    expect((await rate(get(last, { 'x-visitor': 'b' }))).status).toBe(200);
    expect(s.calls).toHaveLength(11);
    expect((await rate(get(asks[0]!, { 'x-visitor': 'a' }))).status).toBe(200);
  });

  it('past its share, a visitor still gets a stale price it asked for before; an unknown visitor is not limited', async () => {
    let t = Date.UTC(2026, 10, 26, 10);
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      now: () => t,
      perClientUncachedPerMinute: 1,
      clientId: (r) => r.headers.get('x-visitor') ?? undefined,
    });
    const a = { 'x-visitor': 'a' };
    expect((await rate(get('from=NGN&to=USDT&amount=20000', a))).status).toBe(200);
    // Past the cache's 30 s the answer is stale, and this visitor's one uncached ask is spent: the stale one.
    t += 31_000;
    expect((await rate(get('from=NGN&to=USDT&amount=20000', a))).status).toBe(200);
    expect((await rate(get('from=NGN&to=USDT&amount=50000', a))).status).toBe(429);
    expect(s.calls).toHaveLength(1);
    // A request no visitor can be told from (no clientId answer) is not put in one shared bucket.
    for (const amount of ['100000', '200000', '500000'])
      expect((await rate(get(`from=NGN&to=USDT&amount=${amount}`))).status).toBe(200);
    expect(s.calls).toHaveLength(4);
  });

  it('never offers a kept answer past its own validity: a day-old price is not shown as current', async () => {
    const start = Date.UTC(2026, 10, 26, 10);
    let t = start;
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const budget = createKeyBudget({ perMinute: 60, reserve: 0, previews: 60, now: () => t });
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      now: () => t,
      budget,
      perClientUncachedPerMinute: 1,
      clientId: () => 'a',
    });
    const ask = async () => {
      const res = await rate(get('from=NGN&to=USDT&amount=20000'));
      return { status: res.status, body: (await res.json()) as { data?: { expiresAt: string } } };
    };
    const first = await ask();
    expect(first.body.data?.expiresAt).toBe(new Date(start + 60_000).toISOString());
    // Past the cache's 30 s, with this visitor's one uncached ask of the minute spent: the kept answer, still
    // valid, with the validity it was given (not a new minute from now).
    t += 45_000;
    const stale = await ask();
    expect(stale.status).toBe(200);
    expect(stale.body.data?.expiresAt).toBe(new Date(start + 60_000).toISOString());
    // At the very end of its validity (this minute's uncached ask spent on another amount), it is not offered.
    t = start + 60_000;
    expect((await rate(get('from=NGN&to=USDT&amount=200000'))).status).toBe(200);
    expect(await ask()).toMatchObject({ status: 429, body: { code: 'rate_busy' } });
    // A day later, with this minute's uncached ask spent on another amount: the day-old answer is not offered.
    t = start + 86_400_000;
    expect((await rate(get('from=NGN&to=USDT&amount=100000'))).status).toBe(200);
    expect(await ask()).toMatchObject({ status: 429, body: { code: 'rate_busy' } });
    expect(s.calls).toHaveLength(3);
  });

  it('never passes the service’s rate_limited to the page, and asks authorize first', async () => {
    const limited = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: async () =>
        json(
          429,
          { status: false, code: 'rate_limited', error: 'Too many requests' },
          { 'retry-after': '30' },
        ),
    });
    const res = await limited(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect(res.status).toBe(503);
    expect(await res.text()).not.toMatch(/rate.?limit|too many/i);
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const guarded = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      authorize: (r) => r.headers.get('cookie') === 'shop=1',
    });
    expect((await guarded(get('from=NGN&to=USDT&amount=20000'))).status).toBe(401);
    expect((await guarded(get('from=NGN&to=USDT&amount=20000', { cookie: 'shop=1' }))).status).toBe(200);
    expect(s.calls).toHaveLength(1);
  });

  it('identifies visitors by their socket, not by a header they send', async () => {
    const s = fakeService(() => json(200, { status: true, data: rates }));
    const rate = createRateHandler({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      perClientPerMinute: 2,
    });
    const server = createServer(toNodeHandler(rate));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/pulse/rate?from=NGN&to=USDT&amount=20000`;
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        // Each request claims to be someone else; the throttle still sees one peer.
        codes.push((await fetch(url, { headers: { 'x-pulse-client-address': `10.0.0.${i}` } })).status);
      }
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  bestIndicativeRate,
  createKeyBudget,
  createRateHandler,
  type RateHandlerOptions,
} from '../src/index.js';
import { loggedText, MISCONFIGURED } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const quote = {
  id: 'q_1',
  rate: '1600.25',
  source_currency: 'NGN',
  destination_currency: 'USDT',
  network: 'BASE',
  source_amount: '20000',
  destination_amount: '12.49',
  expires_at: '2026-11-22T10:02:00.000Z',
};

function handler(answer: () => Response | Promise<Response>, extra: Partial<RateHandlerOptions> = {}) {
  const bodies: unknown[] = [];
  const rate = createRateHandler({
    apiKey,
    baseUrl: 'https://svc.local',
    fetchImpl: async (url, init) => {
      bodies.push({
        url,
        ...(init.body === undefined ? {} : { body: JSON.parse(String(init.body)) }),
        key: new Headers(init.headers).get('x-api-key'),
      });
      return answer();
    },
    ...extra,
  });
  return { rate, bodies };
}
const ok = () => new Response(JSON.stringify({ status: true, data: quote }), { status: 201 });
const get = (query: string) => new Request(`https://shop.example/api/pulse/rate?${query}`);

describe('createRateHandler', () => {
  it('quotes what the customer sends and answers the preview shape', async () => {
    const { rate, bodies } = handler(ok);
    const res = await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: true,
      data: {
        rate: '1600.25',
        youSend: '20000',
        youReceive: '12.49',
        expiresAt: quote.expires_at,
        quoteId: 'q_1',
        network: 'BASE',
      },
    });
    expect(bodies).toEqual([
      {
        url: 'https://svc.local/v1/quotes',
        key: apiKey,
        body: {
          source_currency: 'NGN',
          destination_currency: 'USDT',
          network: 'BASE',
          source_amount: '20000',
        },
      },
    ]);
  });

  it('refuses a bad query naming the field: invalid_amount for the amount, as the service, else invalid_rate_query', async () => {
    const { rate, bodies } = handler(ok);
    const cases: [string, RegExp, string][] = [
      ['from=NGN&to=NGN&amount=1&network=BASE', /from and to/, 'invalid_rate_query'],
      ['from=USDT&to=USDC&amount=1&network=BASE', /from and to/, 'invalid_rate_query'],
      ['from=NGN&to=USDT&amount=1e5&network=BASE', /^amount must be a positive decimal/, 'invalid_amount'],
      ['from=NGN&to=USDT&amount=0&network=BASE', /^amount must be a positive decimal/, 'invalid_amount'],
      ['from=NGN&to=USDT&amount=-3&network=BASE', /^amount must be a positive decimal/, 'invalid_amount'],
      ['from=NGN&to=USDT&amount=1,5&network=BASE', /^amount must be a positive decimal/, 'invalid_amount'],
      [
        'from=NGN&to=USDT&amount=0.001&network=BASE',
        /^amount has at most 2 decimal places/,
        'invalid_amount',
      ],
      ['from=NGN&to=USDT&amount=10&network=bitcoin', /network/, 'invalid_rate_query'],
      ['from=NGN&to=USDT&amount=10&network=base', /network/, 'invalid_rate_query'],
    ];
    for (const [query, message, code] of cases) {
      const res = await rate(get(query));
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; error: string };
      expect(body.code, query).toBe(code);
      expect(body.error).toMatch(message);
    }
    expect(bodies).toEqual([]);
  });

  it("passes the service's error code through", async () => {
    const { rate } = handler(
      () =>
        new Response(JSON.stringify({ status: false, code: 'quote_unavailable', error: 'no quote' }), {
          status: 400,
        }),
    );
    const res = await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: false, code: 'quote_unavailable', error: 'no quote' });
  });

  it('answers GET only', async () => {
    const { rate } = handler(ok);
    expect((await rate(new Request('https://shop.example/api/pulse/rate', { method: 'POST' }))).status).toBe(
      405,
    );
  });
});

const rates = {
  rates: [
    { asset: 'USDT', network: 'ETHEREUM', buy: '1650.10', sell: '1540.00' },
    { asset: 'USDT', network: 'BASE', buy: '1601.37', sell: '1580.55' },
    { asset: 'USDT', network: 'POLYGON', buy: '1601.50', sell: '1580.90' },
    // Another asset that a loose filter might let through; never chosen for USDT.
    { asset: 'USDC', network: 'CELO', buy: '1.00', sell: '9999.00' },
  ],
};
const ratesOk = () => new Response(JSON.stringify({ status: true, data: rates }), { status: 200 });
const T0 = Date.parse('2026-11-22T10:00:00.000Z');

describe('createRateHandler without a network', () => {
  it('buys on the network with the lowest naira price, receive rounded down to 6 places, no quoteId', async () => {
    const { rate, bodies } = handler(ratesOk, { now: () => T0 });
    const res = await rate(get('from=NGN&to=USDT&amount=20000'));
    expect(res.status).toBe(200);
    // 20000 / 1601.37 = 12.489306...: rounded down, never up.
    expect(await res.json()).toEqual({
      status: true,
      data: {
        rate: '1601.37',
        youSend: '20000.00',
        youReceive: '12.489306',
        expiresAt: '2026-11-22T10:01:00.000Z',
        network: 'BASE',
      },
    });
    expect(bodies).toEqual([{ url: 'https://svc.local/v1/rates?asset=USDT&fiat_amount=20000', key: apiKey }]);
  });

  it('sells on the network with the highest naira price, receive rounded down to 2 places', async () => {
    const { rate, bodies } = handler(ratesOk, { now: () => T0 });
    const res = await rate(get('from=USDT&to=NGN&amount=12.345'));
    // 12.345 * 1580.90 = 19516.2105: kobo rounded down.
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({
      rate: '1580.90',
      youSend: '12.345000',
      youReceive: '19516.21',
      expiresAt: '2026-11-22T10:01:00.000Z',
      network: 'POLYGON',
    });
    expect(bodies).toEqual([
      // Sized by the amount's price bucket (10), shared with every amount from 10 to 19.99…
      { url: 'https://svc.local/v1/rates?asset=USDT&crypto_amount=10', key: apiKey },
    ]);
  });

  it('an empty network means the best one too; an unusable list answers rate_unavailable', async () => {
    const { rate } = handler(
      () =>
        new Response(JSON.stringify({ status: true, data: { rates: [rates.rates[3]] } }), { status: 200 }),
    );
    const res = await rate(get('from=NGN&to=USDT&amount=20000&network='));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('rate_unavailable');
  });

  it('passes the service refusing a small amount through', async () => {
    const { rate } = handler(
      () =>
        new Response(
          JSON.stringify({
            status: false,
            code: 'invalid_amount',
            error: 'fiat_amount must be at least 15000.',
          }),
          { status: 400 },
        ),
    );
    const res = await rate(get('from=NGN&to=USDT&amount=100'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_amount');
  });

  it('bestIndicativeRate rounds a computed receive down, not to nearest', () => {
    const preview = bestIndicativeRate(
      { from: 'NGN', to: 'USDC', amount: '15000' },
      [{ asset: 'USDC', network: 'BASE', buy: '1600.00', sell: '1500.00' }],
      T0,
    );
    // 15000 / 1600 = 9.375 exactly; 15001 / 1600 = 9.375625; 15000.01 / 1600 = 9.37500625 → 9.375006.
    expect(preview?.youReceive).toBe('9.375000');
    const up = bestIndicativeRate(
      { from: 'NGN', to: 'USDC', amount: '15000.01' },
      [{ asset: 'USDC', network: 'BASE', buy: '1600.00', sell: '1500.00' }],
      T0,
    );
    expect(up?.youReceive).toBe('9.375006');
    const sell = bestIndicativeRate(
      { from: 'USDC', to: 'NGN', amount: '0.000001' },
      [{ asset: 'USDC', network: 'BASE', buy: '1600.00', sell: '1500.00' }],
      T0,
    );
    // 0.0015 naira rounds down to nothing: no usable price.
    expect(sell).toBeNull();
  });
});

describe('createRateHandler: the merchant’s partner fee and networks in a price without a network', () => {
  it('moves the indicative rate by partnerFeeBps as a quote would, to the rate’s places, against the customer', async () => {
    const { rate } = handler(ratesOk, { now: () => T0, partnerFeeBps: 50 });
    // 1601.37 × 1.005 = 1609.37685, rounded up: 1609.38; 20000 / 1609.38 = 12.4271458…, rounded down.
    const buy = (await (await rate(get('from=NGN&to=USDT&amount=20000'))).json()) as { data: unknown };
    expect(buy.data).toMatchObject({ rate: '1609.38', youReceive: '12.427145', network: 'BASE' });
    // 1580.90 × 0.995 = 1572.9955, rounded down: 1572.99; 12.345 × 1572.99 = 19418.56155, rounded down.
    const sell = (await (await rate(get('from=USDT&to=NGN&amount=12.345'))).json()) as { data: unknown };
    expect(sell.data).toMatchObject({ rate: '1572.99', youReceive: '19418.56', network: 'POLYGON' });
  });

  it('picks the best of the merchant’s networks only, and says so when none of them has a rate', async () => {
    const { rate } = handler(ratesOk, { now: () => T0, networks: ['POLYGON', 'ETHEREUM'] });
    const buy = (await (await rate(get('from=NGN&to=USDT&amount=20000'))).json()) as { data: unknown };
    // BASE's 1601.37 is lower, but BASE is not offered: POLYGON's 1601.50.
    expect(buy.data).toMatchObject({ rate: '1601.50', network: 'POLYGON' });
    const none = handler(ratesOk, { now: () => T0, networks: ['SOLANA'] });
    const res = await none.rate(get('from=NGN&to=USDT&amount=20000'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'rate_unavailable',
      error: expect.stringContaining('networks (SOLANA)'),
    });
  });

  it('refuses a fee that is not whole basis points from 0 to 9,999, or an unknown network, naming the option', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [extra, named] of [
      [{ partnerFeeBps: 0.5 }, /partnerFeeBps must be an integer from 0 to 9999/],
      [{ partnerFeeBps: 10_000 }, /partnerFeeBps/],
      [{ partnerFeeBps: -1 }, /partnerFeeBps/],
      [{ networks: ['BASE', 'TRON'] }, /networks must be a non-empty list of BASE, POLYGON, /],
      [{ networks: [] }, /networks must be a non-empty list/],
    ] as const) {
      error.mockClear();
      const { rate, bodies } = handler(ratesOk, extra as Partial<RateHandlerOptions>);
      const res = await rate(get('from=NGN&to=USDT&amount=20000'));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(MISCONFIGURED);
      expect(loggedText(error)).toMatch(named);
      expect(bodies).toEqual([]);
    }
    error.mockRestore();
    // The ends of the range are fees: none (the service's rate), and 99.99 % (1601.37 × 1.9999 = 3202.579863,
    // rounded up, on a buy).
    for (const [partnerFeeBps, expected] of [
      [0, '1601.37'],
      [9_999, '3202.58'],
    ] as const) {
      const { rate } = handler(ratesOk, { now: () => T0, partnerFeeBps });
      const res = await rate(get('from=NGN&to=USDT&amount=20000'));
      expect(((await res.json()) as { data: { rate: string } }).data.rate).toBe(expected);
    }
  });
});

describe('createRateHandler cache and sharing', () => {
  it('reuses an answer for the same query within cacheMs, then asks again', async () => {
    let clock = T0;
    const { rate, bodies } = handler(ok, { now: () => clock, cacheMs: 5000 });
    const first = await (await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'))).json();
    clock += 4999;
    // The same amount written differently is the same query.
    const second = await (await rate(get('from=NGN&to=USDT&amount=20000.00&network=BASE'))).json();
    // The same price, but the locked quote stays with the first customer: an order consumes a quote.
    const { quoteId, ...preview } = (first as { data: { quoteId?: string } }).data;
    expect(quoteId).toBe('q_1');
    expect(second).toEqual({ status: true, data: preview });
    expect(bodies).toHaveLength(1);
    // Another amount of the same bucket is priced from the same quote, without its id.
    const near = (await (await rate(get('from=NGN&to=USDT&amount=20001&network=BASE'))).json()) as {
      data: Record<string, string>;
    };
    expect(bodies).toHaveLength(1);
    // 20001 / 1600.25 = 12.4986720…, rounded down.
    expect(near.data).toMatchObject({ youSend: '20001.00', youReceive: '12.498672', rate: '1600.25' });
    expect(near.data.quoteId).toBeUndefined();
    await rate(get('from=NGN&to=USDT&amount=50000&network=BASE'));
    expect(bodies).toHaveLength(2);
    clock += 1;
    await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect(bodies).toHaveLength(3);
  });

  it('a kept quote given again as a fallback never carries its id: it belongs to the request that made it', async () => {
    let clock = T0;
    for (const spent of ['visitor', 'key'] as const) {
      const budget = createKeyBudget({ perMinute: 60, reserve: 0, previews: 1, now: () => clock });
      const { rate, bodies } = handler(ok, {
        now: () => clock,
        cacheMs: 5000,
        clientId: () => 'v',
        ...(spent === 'visitor' ? { perClientUncachedPerMinute: 1 } : { budget }),
      });
      const first = (await (await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'))).json()) as {
        data: { quoteId?: string };
      };
      expect(first.data.quoteId).toBe('q_1');
      // Past cacheMs, with the visitor's or the key's share spent: the kept quote (valid till 10:02), no id.
      clock += 6000;
      const again = await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
      expect(again.status, spent).toBe(200);
      const { data } = (await again.json()) as { data: { quoteId?: string; youReceive: string } };
      expect(data.youReceive, spent).toBe('12.49');
      expect(data.quoteId, spent).toBeUndefined();
      expect(bodies, spent).toHaveLength(1);
      clock = T0;
    }
  });

  it('keeps a quote for its two minutes from when it arrived, on this server’s clock however far off it is', async () => {
    // This server's clock is a day ahead of the service's (the quote says it expires at 10:02 the day before).
    let clock = T0 + 86_400_000;
    const { rate, bodies } = handler(ok, {
      now: () => clock,
      cacheMs: 5000,
      clientId: () => 'v',
      perClientUncachedPerMinute: 1,
    });
    const ask = () => rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect((await ask()).status).toBe(200);
    // Cached for cacheMs, whatever the quote's expires_at says against this clock.
    clock += 4000;
    expect((await ask()).status).toBe(200);
    expect(bodies).toHaveLength(1);
    // Kept as a fallback (the visitor's uncached ask of the minute spent on another amount) until two minutes
    // after it arrived, and not at that moment.
    clock += 115_999;
    expect((await rate(get('from=NGN&to=USDT&amount=50000&network=BASE'))).status).toBe(200);
    expect((await ask()).status).toBe(200);
    clock += 1;
    const late = await ask();
    expect(late.status).toBe(429);
    expect(((await late.json()) as { code: string }).code).toBe('rate_busy');
    expect(bodies).toHaveLength(2);
  });

  it('does not keep errors', async () => {
    let fail = true;
    const { rate, bodies } = handler(
      () =>
        fail
          ? new Response(JSON.stringify({ status: false, code: 'invalid_amount', error: 'no' }), {
              status: 400,
            })
          : ok(),
      { now: () => T0 },
    );
    expect((await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'))).status).toBe(400);
    fail = false;
    expect((await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'))).status).toBe(200);
    expect(bodies).toHaveLength(2);
  });

  it('shares one service request between identical requests in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { rate, bodies } = handler(
      async () => {
        await gate;
        return ok();
      },
      { cacheMs: 0 },
    );
    const pending = [1, 2, 3].map(() => rate(get('from=NGN&to=USDT&amount=20000&network=BASE')));
    const other = rate(get('from=NGN&to=USDC&amount=20000&network=BASE'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bodies).toHaveLength(2);
    release();
    const answers = await Promise.all(pending);
    const ids = [];
    for (const res of answers) ids.push(((await res.json()) as { data: { quoteId?: string } }).data.quoteId);
    // One quote, one customer: only the request that locked it gets its id.
    expect(ids).toEqual(['q_1', undefined, undefined]);
    await other;
    // With the cache off, a later identical request goes to the service again.
    await rate(get('from=NGN&to=USDT&amount=20000&network=BASE'));
    expect(bodies).toHaveLength(3);
  });
});

describe('createRateHandler options', () => {
  it('loads without a key (as a build does) and names the missing option on the first request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createRateHandler({ apiKey: '', baseUrl: '' });
    const res = await handler(
      new Request('https://shop.example/api/pulse/rate?from=NGN&to=USDT&amount=50000'),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(MISCONFIGURED);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(loggedText(logged)).toMatch(/apiKey/);
    logged.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { createRateHandler } from '../src/index.js';

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

function handler(answer: () => Response) {
  const bodies: unknown[] = [];
  const rate = createRateHandler({
    apiKey,
    baseUrl: 'http://svc.local',
    fetchImpl: async (url, init) => {
      bodies.push({
        url,
        body: JSON.parse(String(init.body)),
        key: new Headers(init.headers).get('x-api-key'),
      });
      return answer();
    },
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
      },
    });
    expect(bodies).toEqual([
      {
        url: 'http://svc.local/v1/quotes',
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

  it('refuses a bad query with invalid_rate_query naming the field', async () => {
    const { rate, bodies } = handler(ok);
    const cases: [string, RegExp][] = [
      ['from=NGN&to=NGN&amount=1&network=BASE', /from and to/],
      ['from=USDT&to=USDC&amount=1&network=BASE', /from and to/],
      ['from=NGN&to=USDT&amount=1e5&network=BASE', /amount/],
      ['from=NGN&to=USDT&amount=0&network=BASE', /amount/],
      ['from=NGN&to=USDT&amount=-3&network=BASE', /amount/],
      ['from=NGN&to=USDT&amount=10&network=bitcoin', /network/],
      ['from=NGN&to=USDT&amount=10', /network/],
    ];
    for (const [query, message] of cases) {
      const res = await rate(get(query));
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; error: string };
      expect(body.code).toBe('invalid_rate_query');
      expect(body.error).toMatch(message);
    }
    expect(bodies).toEqual([]);
  });

  it("passes the service's error code through", async () => {
    const { rate } = handler(
      () =>
        new Response(JSON.stringify({ status: false, code: 'invalid_amount', error: 'too small' }), {
          status: 400,
        }),
    );
    const res = await rate(get('from=NGN&to=USDT&amount=10&network=BASE'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: false, code: 'invalid_amount', error: 'too small' });
  });

  it('answers GET only', async () => {
    const { rate } = handler(ok);
    expect((await rate(new Request('https://shop.example/api/pulse/rate', { method: 'POST' }))).status).toBe(
      405,
    );
  });
});

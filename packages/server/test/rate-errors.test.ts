// The rate route's refusals: each status, code and Retry-After, the service's failures mapped for a browser,
// and the per-visitor limit's identity rules.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  createKeyBudget,
  createRateHandler,
  withClientAddress,
  type RateHandlerOptions,
} from '../src/index.js';
import { fakeService, json } from './helpers.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});
afterEach(() => vi.restoreAllMocks());

const get = (query: string, init: RequestInit = {}) =>
  new Request(`https://shop.example/api/pulse/rate?${query}`, init);
const read = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  body: (await res.json()) as { status: boolean; code?: string; error?: string },
});
const onSandbox = (extra: Partial<RateHandlerOptions> = {}) =>
  createRateHandler({ apiKey: sandbox.keys.test, baseUrl: sandbox.url, clientId: () => 'v', ...extra });

describe('rate route refusals', () => {
  it('answers GET only, asks authorize, and refuses an amount under the minimum', async () => {
    const rate = onSandbox({ authorize: (r) => r.headers.get('x-ok') === '1' });
    expect(
      await read(
        await rate(get('from=NGN&to=USDT&amount=20000', { method: 'POST', headers: { 'x-ok': '1' } })),
      ),
    ).toEqual({
      status: 405,
      retryAfter: null,
      body: { status: false, code: 'method_not_allowed', error: 'The rate route answers GET only.' },
    });
    expect((await read(await rate(get('from=NGN&to=USDT&amount=20000')))).body).toEqual({
      status: false,
      code: 'unauthorized',
      error: 'This request may not ask for rates.',
    });
    const ok = { headers: { 'x-ok': '1' } };
    expect((await read(await rate(get('from=NGN&to=USDT&amount=14999.99', ok)))).body).toEqual({
      status: false,
      code: 'invalid_amount',
      error: 'amount must be at least 15000 NGN.',
    });
    expect((await read(await rate(get('from=USDC&to=NGN&amount=9.999999', ok)))).body.error).toBe(
      'amount must be at least 10 USDC.',
    );
    expect((await rate(get('from=NGN&to=USDT&amount=15000', ok))).status).toBe(200);
    expect((await read(await rate(get('from=NGN&to=NGN&amount=15000', ok)))).body.code).toBe(
      'invalid_rate_query',
    );
  });

  it('never lets the service refusing our key read as the browser’s fault', async () => {
    const rate = createRateHandler({
      apiKey: 'sk_test_wrongwrongwrong1',
      baseUrl: sandbox.url,
      clientId: () => 'v',
    });
    const res = await read(await rate(get('from=NGN&to=USDT&amount=20000&network=BASE')));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('upstream_unauthorized');
  });

  it('says the service could not be reached, answered with a redirect or did not answer, as the proxy does, never with its URL', async () => {
    const internal = 'https://pulse.internal.example/internal-pulse';
    const answers = async (fetchImpl: RateHandlerOptions['fetchImpl']) =>
      (
        await read(
          await createRateHandler({
            apiKey: sandbox.keys.test,
            baseUrl: internal,
            clientId: () => 'v',
            fetchImpl,
          })(get('from=NGN&to=USDT&amount=20000&network=BASE')),
        )
      ).body;
    const refused = await answers(async () => {
      throw new TypeError('fetch failed');
    });
    expect(refused).toEqual({
      status: false,
      code: 'upstream_unreachable',
      error: 'The payment service could not be reached; try again.',
    });
    // A load balancer's page in front of the service, and a path nothing serves: not the service's answers.
    for (const page of [
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      new Response('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
      new Response('<html>hello</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ])
      expect(await answers(async () => page.clone())).toEqual(refused);
    const moved = await answers(async () => new Response(null, { status: 307, headers: { location: '/x' } }));
    expect(moved).toEqual({
      status: false,
      code: 'upstream_redirect',
      error: 'The payment service answered with a redirect.',
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = answers(
        (_url, init) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toEqual({
        status: false,
        code: 'upstream_timeout',
        error: 'The payment service did not answer in time; try again.',
      });
    } finally {
      vi.useRealTimers();
    }
    for (const body of [refused, moved]) expect(JSON.stringify(body)).not.toContain('internal.example');
  });

  it('passes a 4xx of the service through, and turns anything else into 502', async () => {
    const answers: Record<string, Response> = {};
    const s = fakeService(
      (seen) => answers[new URL(seen.url).searchParams.get('fiat_amount') ?? ''] ?? json(500, {}),
    );
    answers['20000'] = json(404, { status: false, code: 'not_found', error: 'gone' });
    answers['50000'] = json(500, { status: false, code: 'internal_error', error: 'boom' });
    answers['100000'] = json(400, { status: false, code: 'invalid_amount', error: 'too much' });
    answers['200000'] = json(503, { status: false, code: 'unavailable', error: 'down' });
    const rate = createRateHandler({
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      clientId: () => 'v',
    });
    const status = async (amount: string) => {
      const r = await read(await rate(get(`from=NGN&to=USDT&amount=${amount}`)));
      return [r.status, r.body.code];
    };
    expect(await status('20000')).toEqual([404, 'not_found']);
    expect(await status('50000')).toEqual([502, 'internal_error']);
    expect(await status('100000')).toEqual([400, 'invalid_amount']);
    expect(await status('200000')).toEqual([502, 'unavailable']);
    // The service's list carried no rates at all: no price, said as such.
    answers['500000'] = json(200, { status: true, data: { rates: 'none' } });
    expect(await status('500000')).toEqual([400, 'rate_unavailable']);
  });

  it('passes on when the service says to come back after its own 429, or 5 s when it says nothing', async () => {
    const s = fakeService((seen) =>
      new URL(seen.url).searchParams.get('fiat_amount') === '20000'
        ? json(429, { status: false, code: 'rate_limited', error: 'slow' }, { 'retry-after': '7' })
        : json(429, { status: false, code: 'rate_limited', error: 'slow' }),
    );
    const rate = createRateHandler({
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      clientId: () => 'v',
    });
    expect(await read(await rate(get('from=NGN&to=USDT&amount=20000')))).toMatchObject({
      status: 503,
      retryAfter: '7',
      body: { code: 'rate_busy' },
    });
    expect(await read(await rate(get('from=NGN&to=USDT&amount=50000')))).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { code: 'rate_busy' },
    });
  });

  it('says when to come back once the key’s preview share is spent', async () => {
    let t = Date.UTC(2026, 10, 25, 12);
    const now = () => t;
    const budget = createKeyBudget({ perMinute: 1, reserve: 0, previews: 1, now });
    const rate = onSandbox({ budget, now });
    expect((await rate(get('from=NGN&to=USDT&amount=20000'))).status).toBe(200);
    const busy = await read(await rate(get('from=NGN&to=USDT&amount=50000')));
    expect(busy).toMatchObject({ status: 503, retryAfter: '60', body: { code: 'rate_busy' } });
    t += 58_500;
    expect((await rate(get('from=NGN&to=USDT&amount=50000'))).headers.get('retry-after')).toBe('2');
    t += 1_000;
    expect((await rate(get('from=NGN&to=USDT&amount=50000'))).headers.get('retry-after')).toBe('1');
    // An answer already held is still given when the share is spent, even past its cache time.
    const stale = await read(await rate(get('from=NGN&to=USDT&amount=20000')));
    expect(stale.status).toBe(200);
    expect(stale.retryAfter).toBeNull();
  });

  it('refuses a visitor over the limit with Retry-After 10, keyed on the first 256 characters of its id', async () => {
    const long = 'x'.repeat(256);
    let id = `${long}a`;
    const rate = onSandbox({ perClientPerMinute: 1, clientId: () => id });
    expect((await rate(get('from=NGN&to=USDT&amount=20000'))).status).toBe(200);
    id = `${long}b`;
    const refused = await read(await rate(get('from=NGN&to=USDT&amount=20000')));
    expect(refused).toMatchObject({ status: 429, retryAfter: '10', body: { code: 'rate_busy' } });
    id = 'someone-else';
    expect((await rate(get('from=NGN&to=USDT&amount=20000'))).status).toBe(200);
  });

  it('counts an IPv6 visitor by its /64, and an IPv4 address written as IPv6 as that address', async () => {
    const rate = onSandbox({ perClientPerMinute: 1, clientId: undefined });
    const from = (address: string) =>
      rate(withClientAddress(get('from=NGN&to=USDT&amount=20000'), address)).then((r) => r.status);
    // One connection's /64, a new address each time (as phones and homes are given): one visitor.
    expect(await from('2001:db8:1:2::1')).toBe(200);
    for (const next of ['2001:db8:1:2::2', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:3'])
      expect(await from(next), next).toBe(429);
    // The next /64 is someone else.
    expect(await from('2001:db8:1:3::1')).toBe(200);
    expect(await from('198.51.100.7')).toBe(200);
    expect(await from('::ffff:198.51.100.7')).toBe(429);
    expect(await from('fe80::1%eth0')).toBe(200);
    expect(await from('fe80::2%eth1')).toBe(429);
  });

  it('says once that it cannot tell visitors apart, and then does not limit them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const none of [() => undefined, () => '', () => null]) {
      warn.mockClear();
      const rate = onSandbox({ perClientPerMinute: 1, clientId: none });
      expect((await rate(get('from=NGN&to=USDT&amount=20000'))).status).toBe(200);
      expect((await rate(get('from=NGN&to=USDT&amount=20000'))).status).toBe(200);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('cannot tell visitors apart');
    }
  });
});

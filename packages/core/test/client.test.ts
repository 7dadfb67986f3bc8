import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ClientAuth,
  PulseError,
  createApiClient,
  createBareClient,
  parseRetryAfter,
  type FetchLike,
} from '../src/internal.js';

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fake fetch answering from a queue of responses (or errors), recording every call. */
function fakeFetch(...answers: (Response | Error | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(init) : next;
  };
  return { fetchImpl, calls };
}

const ok = (data: unknown, headers: Record<string, string> = { 'request-id': 'req_1' }) =>
  json(200, { status: true, data }, headers);

const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as PulseError;
  }
  throw new Error('expected a rejection');
};

/** A fetch that never answers until its signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('parses the success envelope with meta and the request-id', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json(
        200,
        { status: true, data: [{ id: 'o1' }], meta: { next_cursor: 'c2' } },
        { 'request-id': 'req_42' },
      ),
    );
    const client = createApiClient({ baseUrl: 'http://api.test/', fetchImpl });
    const result = await client.get<{ id: string }[]>('/v1/orders', {
      query: { per_page: 2, cursor: undefined, type: 'onramp' },
    });
    expect(result).toEqual({
      data: [{ id: 'o1' }],
      meta: { next_cursor: 'c2' },
      requestId: 'req_42',
      status: 200,
    });
    expect(calls[0]?.url).toBe('http://api.test/v1/orders?per_page=2&type=onramp');
    expect(calls[0]?.headers.Accept).toBe('application/json');
    expect(calls[0]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('reads the { status:false, error, code } failure shape', async () => {
    const { fetchImpl } = fakeFetch(
      json(
        400,
        { status: false, error: 'Send exactly one amount.', code: 'amount_required' },
        { 'request-id': 'req_9' },
      ),
    );
    const error = await rejection(
      createApiClient({ baseUrl: 'http://api.test', fetchImpl }).post<unknown>('/v1/quotes', {}),
    );
    expect(error).toBeInstanceOf(PulseError);
    expect(error).toMatchObject({
      code: 'amount_required',
      message: 'Send exactly one amount.',
      status: 400,
      requestId: 'req_9',
    });
  });

  it('reads the { code, message } failure shape', async () => {
    const { fetchImpl } = fakeFetch(json(404, { code: 'not_found', message: 'No such order.' }));
    const error = await rejection(
      createApiClient({ baseUrl: 'http://api.test', fetchImpl }).get('/v1/orders/x'),
    );
    expect(error).toMatchObject({
      code: 'not_found',
      message: 'No such order.',
      status: 404,
      requestId: undefined,
    });
  });

  it('reports a body that is not the envelope', async () => {
    const { fetchImpl } = fakeFetch(
      new Response('<html>oops</html>', { status: 200 }),
      new Response('', { status: 502 }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetchImpl, retries: 0 });
    expect((await rejection(client.get('/v1/banks'))).code).toBe('invalid_response');
    expect(await rejection(client.get('/v1/banks'))).toMatchObject({ code: 'unknown_error', status: 502 });
  });

  it('sends secret keys both ways and session tokens as Bearer', async () => {
    const a = fakeFetch(ok(1));
    await createApiClient({
      baseUrl: 'http://api.test',
      fetchImpl: a.fetchImpl,
      auth: ClientAuth.apiKey('sk_test_abcdefgh'),
    }).get('/v1/banks');
    expect(a.calls[0]?.headers).toMatchObject({
      'X-API-Key': 'sk_test_abcdefgh',
      Authorization: 'Bearer sk_test_abcdefgh',
    });
    const b = fakeFetch(ok(1), ok(2));
    let n = 0;
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetchImpl: b.fetchImpl,
      auth: ClientAuth.session(async () => `cs_test_token000${++n}`),
    });
    await client.get('/v1/client/session');
    await client.get('/v1/client/session');
    expect(b.calls.map((c) => c.headers.Authorization)).toEqual([
      'Bearer cs_test_token0001',
      'Bearer cs_test_token0002',
    ]);
    expect(b.calls[0]?.headers['X-API-Key']).toBeUndefined();
  });

  it('puts a UUID Idempotency-Key on every POST, identical across retries of one call, new for the next call', async () => {
    const { fetchImpl, calls } = fakeFetch(
      new TypeError('connection reset'),
      json(503, { status: false, error: 'busy', code: 'unavailable' }),
      ok({ id: 'q1' }),
      ok({ id: 'q2' }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetchImpl, backoffMs: 1 });
    await client.post<unknown>('/v1/quotes', { network: 'BASE' });
    await client.post<unknown>('/v1/quotes', { network: 'BASE' });
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"network":"BASE"}');
  });

  it('uses a caller-supplied Idempotency-Key', async () => {
    const { fetchImpl, calls } = fakeFetch(ok(1));
    await createApiClient({ baseUrl: 'http://api.test', fetchImpl }).post<unknown>(
      '/v1/onramp/orders',
      {},
      { idempotencyKey: 'fixed-key' },
    );
    expect(calls[0]?.headers['Idempotency-Key']).toBe('fixed-key');
  });

  it('asks fetch to keep a request alive past the page only when told to', async () => {
    const { fetchImpl, calls } = fakeFetch(ok(1), ok(2));
    const api = createApiClient({ baseUrl: 'http://api.test', fetchImpl });
    await api.post('/v1/client/telemetry', { events: [] }, { keepalive: true });
    await api.post('/v1/client/telemetry', { events: [] });
    expect(calls.map((c) => c.init.keepalive)).toEqual([true, undefined]);
  });

  it('does not retry 4xx other than 429, and stops after `retries`', async () => {
    const a = fakeFetch(json(409, { status: false, error: 'changed', code: 'quote_changed' }));
    expect(
      (
        await rejection(
          createApiClient({ baseUrl: 'http://x', fetchImpl: a.fetchImpl }).post<unknown>(
            '/v1/onramp/orders',
            {},
          ),
        )
      ).code,
    ).toBe('quote_changed');
    expect(a.calls).toHaveLength(1);
    const b = fakeFetch(new TypeError('down'), new TypeError('down'), new TypeError('down'), ok(1));
    const error = await rejection(
      createApiClient({ baseUrl: 'http://x', fetchImpl: b.fetchImpl, retries: 2, backoffMs: 1 }).get(
        '/v1/banks',
      ),
    );
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
    expect(b.calls).toHaveLength(3);
    // A call's own `retries` overrides the client's: none for this one, one for the next.
    const c = fakeFetch(new TypeError('down'), new TypeError('down'), new TypeError('down'), ok(1));
    const client = createApiClient({ baseUrl: 'http://x', fetchImpl: c.fetchImpl, retries: 2, backoffMs: 1 });
    expect(await rejection(client.get('/v1/banks', { retries: 0 }))).toMatchObject({ code: 'network_error' });
    expect(c.calls).toHaveLength(1);
    expect(await rejection(client.get('/v1/banks', { retries: 1 }))).toMatchObject({ code: 'network_error' });
    expect(c.calls).toHaveLength(3);
  });

  it('waits exactly Retry-After before retrying a 429', async () => {
    vi.useFakeTimers();
    const { fetchImpl, calls } = fakeFetch(
      json(429, { status: false, error: 'Slow down.', code: 'rate_limited' }, { 'retry-after': '2' }),
      ok('done'),
    );
    const pending = createApiClient({ baseUrl: 'http://x', fetchImpl, backoffMs: 1 }).get<string>(
      '/v1/rates',
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect((await pending).data).toBe('done');
  });

  it('honours Retry-After on a 503 too', async () => {
    vi.useFakeTimers();
    const { fetchImpl, calls } = fakeFetch(
      json(503, { status: false, error: 'Down for a moment.', code: 'unavailable' }, { 'retry-after': '3' }),
      ok('back'),
    );
    const pending = createApiClient({ baseUrl: 'http://x', fetchImpl, backoffMs: 1 }).get<string>(
      '/v1/banks',
    );
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toBe('back');
  });

  it('reports an abort while the body is still arriving as aborted', async () => {
    const controller = new AbortController();
    const slowBody = (init: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(new TextEncoder().encode('{"status":true,'));
              init.signal?.addEventListener('abort', () =>
                c.error(new DOMException('aborted', 'AbortError')),
              );
            },
          }),
          { status: 200 },
        ),
      );
    const { fetchImpl } = fakeFetch(slowBody);
    const pending = createApiClient({ baseUrl: 'http://x', fetchImpl }).get('/v1/banks', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    expect((await rejection(pending)).code).toBe('aborted');
  });

  it('refuses a secret key passed as a session token, before any request', async () => {
    const { fetchImpl, calls } = fakeFetch(ok(1));
    const client = createApiClient({
      baseUrl: 'http://x',
      fetchImpl,
      auth: ClientAuth.session('sk_test_abcdefgh12'),
    });
    const error = await rejection(client.get('/v1/client/session'));
    expect(error.code).toBe('invalid_options');
    expect(error.message).toContain('cs_ session token');
    expect(calls).toHaveLength(0);
  });

  it('refuses a live secret key in a browser with api_key_in_browser, in either auth kind', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    try {
      for (const auth of [
        ClientAuth.apiKey('sk_live_abcdefgh12'),
        ClientAuth.session('sk_live_abcdefgh12'),
      ]) {
        const { fetchImpl, calls } = fakeFetch(ok(1));
        const error = await rejection(
          createApiClient({ baseUrl: 'http://x', fetchImpl, auth }).get('/v1/banks'),
        );
        expect(error.code).toBe('api_key_in_browser');
        expect(calls).toHaveLength(0);
      }
      // A test key may be used directly for local development.
      const { fetchImpl, calls } = fakeFetch(ok(1));
      await createApiClient({
        baseUrl: 'http://x',
        fetchImpl,
        auth: ClientAuth.apiKey('sk_test_abcdefgh12'),
      }).get('/v1/banks');
      expect(calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives up at once when Retry-After is longer than maxRetryAfterMs', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json(429, { status: false, error: 'Slow down.', code: 'rate_limited' }, { 'retry-after': '60' }),
    );
    const error = await rejection(
      createApiClient({ baseUrl: 'http://x', fetchImpl, maxRetryAfterMs: 5000 }).get('/v1/rates'),
    );
    expect(error).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(calls).toHaveLength(1);
  });

  it('aborts through the caller signal, also while waiting to retry', async () => {
    const { fetchImpl, calls } = fakeFetch(hang, new TypeError('down'));
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: 'http://x', fetchImpl }).get('/v1/banks', {
      signal: controller.signal,
    });
    await Promise.resolve();
    controller.abort();
    expect((await rejection(pending)).code).toBe('aborted');

    const again = new AbortController();
    const second = createApiClient({ baseUrl: 'http://x', fetchImpl, backoffMs: 60_000 }).get('/v1/banks', {
      signal: again.signal,
    });
    setTimeout(() => again.abort(), 20);
    expect((await rejection(second)).code).toBe('aborted');
    expect(calls).toHaveLength(2);
  });

  it('times out a request that never answers, then retries it', async () => {
    vi.useFakeTimers();
    const { fetchImpl, calls } = fakeFetch(hang, ok('second'));
    const pending = createApiClient({
      baseUrl: 'http://x',
      fetchImpl,
      timeoutMs: 1000,
      backoffMs: 1,
    }).get<string>('/v1/banks');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect((await pending).data).toBe('second');
    expect(calls).toHaveLength(2);

    const never = fakeFetch(hang);
    const check = rejection(
      createApiClient({ baseUrl: 'http://x', fetchImpl: never.fetchImpl, timeoutMs: 500, retries: 0 }).get(
        '/v1/banks',
      ),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(await check).toMatchObject({ code: 'timeout', status: 0 });
  });
});

describe('createApiClient base URL', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves a relative base URL against the page', async () => {
    vi.stubGlobal('location', { href: 'https://shop.example/checkout/cart?x=1' });
    const { fetchImpl, calls } = fakeFetch(ok({ id: 'q' }));
    await createApiClient({ baseUrl: '/api/pulse/checkout/', fetchImpl }).get('/v1/quotes/q');
    expect(calls[0]?.url).toBe('https://shop.example/api/pulse/checkout/v1/quotes/q');
  });

  it('rejects each request with invalid_options for a relative base URL outside a browser', async () => {
    const { fetchImpl, calls } = fakeFetch();
    const client = createApiClient({ baseUrl: '/api/pulse/checkout', fetchImpl });
    const e = await rejection(client.get('/v1/quotes/q'));
    expect(e).toBeInstanceOf(PulseError);
    expect(e).toMatchObject({ code: 'invalid_options' });
    expect((e as Error).message).toMatch(/baseUrl "\/api\/pulse\/checkout" .*must be absolute/);
    expect(calls).toHaveLength(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', Date.parse('2026-11-22T10:00:00Z'))).toBe(5000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('when a request leaves', () => {
  it('goes out in the task that asks for it when the token is known now (a getter returning a string)', async () => {
    const { fetchImpl, calls } = fakeFetch(ok({ id: 1 }));
    const api = createApiClient({
      baseUrl: 'https://api.example.test',
      auth: ClientAuth.session(() => 'cs_test_sync'),
      fetchImpl,
    });
    const pending = api.get('/v1/client/session');
    // Before any await: the frame draws its skeleton after asking, while the read is in flight.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBe('Bearer cs_test_sync');
    await expect(pending).resolves.toMatchObject({ data: { id: 1 } });
  });

  it('waits for a getter that returns a promise, and still refuses a secret key from it', async () => {
    const { fetchImpl, calls } = fakeFetch(ok({ id: 2 }));
    const api = createApiClient({
      baseUrl: 'https://api.example.test',
      auth: ClientAuth.session(async () => 'cs_test_async'),
      fetchImpl,
    });
    const pending = api.get('/v1/client/session');
    expect(calls).toHaveLength(0);
    await expect(pending).resolves.toMatchObject({ data: { id: 2 } });
    expect(calls[0]!.headers.Authorization).toBe('Bearer cs_test_async');
    const refused = createApiClient({
      baseUrl: 'https://api.example.test',
      auth: ClientAuth.session(async () => 'sk_test_nope'),
      fetchImpl,
    });
    expect((await rejection(refused.get('/v1/client/session'))).code).toBe('invalid_options');
  });
});

describe('createBareClient', () => {
  it("asks for each request's credential headers, and a failure to give them fails the request unsent", async () => {
    const { fetchImpl, calls } = fakeFetch(ok({ a: 1 }), ok({ a: 2 }));
    let token: string | undefined = 'cs_test_first0001';
    const api = createBareClient({ baseUrl: 'http://127.0.0.1:4010', fetchImpl, retries: 0 }, () => {
      if (!token) throw new PulseError('session_invalid', 'No token.');
      return token === 'cs_test_first0001'
        ? { Authorization: `Bearer ${token}` }
        : Promise.resolve({ Authorization: `Bearer ${token}` });
    });
    await api.get('/v1/client/session');
    token = 'cs_test_second002';
    await api.get('/v1/client/session');
    expect(calls.map((c) => c.headers.Authorization)).toEqual([
      'Bearer cs_test_first0001',
      'Bearer cs_test_second002',
    ]);
    token = undefined;
    const e = await rejection(api.get('/v1/client/session'));
    expect(e).toMatchObject({ code: 'session_invalid' });
    expect(calls).toHaveLength(2);
  });
});

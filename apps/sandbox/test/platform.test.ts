import { describe, expect, it } from 'vitest';
import { startSandbox } from '../src/index.js';
import { harness } from './harness.js';

const quoteBody = {
  source_currency: 'NGN',
  destination_currency: 'USDT',
  network: 'BASE',
  source_amount: '20000',
};

describe('envelope and request-id', () => {
  it('wraps success and failure and sets request-id on every answer', async () => {
    const h = harness();
    const good = await h.as(h.keys.test).get('/v1/banks');
    expect(good.body.status).toBe(true);
    expect(Array.isArray(good.body.data)).toBe(true);
    expect(good.headers.get('request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    const bad = await h.as(h.keys.test).get('/v1/nowhere');
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ status: false, error: 'No route GET /v1/nowhere.', code: 'not_found' });
    expect(bad.headers.get('request-id')).toMatch(/^req_/);
    expect(bad.headers.get('request-id')).not.toBe(good.headers.get('request-id'));
  });

  it('answers malformed JSON, non-object bodies and huge bodies with 4xx codes', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    expect((await api.post('/v1/quotes', '{nope')).body.code).toBe('invalid_json');
    expect((await api.post('/v1/quotes', '[1,2]')).body.code).toBe('invalid_request');
    const big = await api.post('/v1/quotes', JSON.stringify({ pad: 'x'.repeat(70_000) }));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
  });

  it('ignores unknown fields', async () => {
    const h = harness();
    const r = await h.as(h.keys.test).post('/v1/quotes', { ...quoteBody, colour: 'blue', extra: { a: 1 } });
    expect(r.status).toBe(201);
    expect(r.body.data).not.toHaveProperty('colour');
  });
});

describe('authentication', () => {
  it('refuses a missing or unknown key with 401 unauthorized', async () => {
    const h = harness();
    for (const credential of [undefined, 'sk_test_doesnotexist000000000000000', 'nonsense']) {
      const r = await h.call('GET', '/v1/banks', credential);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('unauthorized');
      expect(r.body.status).toBe(false);
    }
  });

  it('accepts the key in X-API-Key or Authorization: Bearer', async () => {
    const h = harness();
    expect(
      (await h.call('GET', '/v1/banks', undefined, undefined, { 'X-API-Key': h.keys.test })).status,
    ).toBe(200);
    expect((await h.call('GET', '/v1/banks', h.keys.test)).status).toBe(200);
    expect((await h.call('GET', '/v1/banks', h.keys.live)).status).toBe(200);
  });

  it('refuses session tokens on secret-key routes and secret keys on client routes', async () => {
    const h = harness();
    const s = await h.session();
    const onSecret = await h.as(s.token).get('/v1/banks');
    expect(onSecret.status).toBe(401);
    expect(onSecret.body.error).toMatch(/only on \/v1\/client\//);
    const onClient = await h.as(h.keys.test).get('/v1/client/session');
    expect(onClient.status).toBe(401);
    expect(onClient.body.error).toMatch(/session token/);
    expect((await h.as('cs_test_unknowntoken00000000').get('/v1/client/session')).status).toBe(401);
  });

  describe('every route refuses the other kind of credential', () => {
    // Taken from the app itself, so a route added later is covered without editing this table.
    const routes = harness()
      .app.routes.filter((r) => r.path.startsWith('/v1/') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path.replace(/:id\b/, 'some-id') }));
    const clientRoutes = routes.filter((r) => r.path.startsWith('/v1/client/'));
    const secretRoutes = routes.filter((r) => !r.path.startsWith('/v1/client/'));

    it('finds every route', () => {
      expect(clientRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET /v1/client/session',
        'POST /v1/client/session/refresh_quote',
        'POST /v1/client/session/select',
        'POST /v1/client/telemetry',
      ]);
      expect(secretRoutes.length).toBeGreaterThanOrEqual(19);
      expect(secretRoutes).toContainEqual({
        method: 'POST',
        path: '/v1/collection-orders/some-id/refresh_quote',
      });
    });

    it.each(secretRoutes)('$method $path refuses a session token with 401', async ({ method, path }) => {
      const h = harness();
      const s = await h.session();
      for (const [headers, why] of [
        [{ Authorization: `Bearer ${s.token}` }, /only on \/v1\/client\//],
        // Never as an API key, on any route.
        [{ 'X-API-Key': s.token }, /goes in Authorization: Bearer cs_…, not in X-API-Key/],
      ] as const) {
        const r = await h.call(method, path, undefined, method === 'POST' ? {} : undefined, headers);
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ status: false, code: 'unauthorized' });
        expect(r.body.error).toMatch(why);
      }
    });

    it.each(clientRoutes)('$method $path refuses a secret key with 401', async ({ method, path }) => {
      const h = harness();
      for (const key of [h.keys.test, h.keys.live]) {
        for (const headers of [{ Authorization: `Bearer ${key}` }, { 'X-API-Key': key }]) {
          const r = await h.call(method, path, undefined, method === 'POST' ? {} : undefined, headers);
          expect(r.status).toBe(401);
          expect(r.body).toMatchObject({ status: false, code: 'unauthorized' });
          expect(r.body.error).toMatch(/Secret keys are refused/);
        }
      }
    });
  });

  it('keeps each business and environment apart (404 across them)', async () => {
    const h = harness();
    const order = await h.onrampOrder();
    expect((await h.as(h.keys.test).get(`/v1/orders/${order.id}`)).status).toBe(200);
    for (const key of [h.keys.otherTest, h.keys.live]) {
      const r = await h.as(key).get(`/v1/orders/${order.id}`);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('not_found');
      expect((await h.as(key).get('/v1/orders')).body.data).toEqual([]);
    }
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body without acting again', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const quote = await h.onrampQuote();
    const body = {
      reference: 'idem-1',
      quote_id: quote.id,
      payer: { name: 'Ada', email: 'ada@example.com' },
      destination: { address: `0x${'1'.repeat(40)}` },
    };
    const key = { 'Idempotency-Key': 'b9d3f0f4-8a57-4c55-9f0e-0c0f7f0a2c11' };
    const first = await api.post('/v1/onramp/orders', body, key);
    const again = await api.post('/v1/onramp/orders', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await api.get('/v1/orders')).body.data).toHaveLength(1);
  });

  it('replays the same JSON written another way (fields reordered, spaced): one request, not two', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const key = { 'Idempotency-Key': 'c3b1b0a2-6d0e-4f59-9a53-2f1f4bb0e0aa' };
    // Sent as text: the same fields in another order, with spaces and new lines.
    const first = await api.post('/v1/quotes', JSON.stringify(quoteBody), key);
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(quoteBody).reverse());
    const again = await api.post('/v1/quotes', JSON.stringify(reordered, null, 2), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // A value changed is another request, however it is written.
    const other = await api.post('/v1/quotes', JSON.stringify({ ...reordered, source_amount: '20001' }), key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    // Nested objects too: an offramp order whose beneficiary's fields (and its bank account's) come in
    // another order is the same request.
    const quote = await api.post('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: '50',
    });
    const orderKey = { 'Idempotency-Key': 'f1e2d3c4-0000-4000-8000-000000000001' };
    const beneficiary = {
      name: 'Ada Obi',
      email: 'ada@example.com',
      bank_account: { bank_code: '058', account_number: '0123456789' },
    };
    const order = { reference: 'idem-nested', quote_id: quote.body.data.id, beneficiary };
    const made = await api.post('/v1/offramp/orders', JSON.stringify(order), orderKey);
    expect(made.status).toBe(201);
    const inside = {
      beneficiary: {
        bank_account: { account_number: '0123456789', bank_code: '058' },
        email: 'ada@example.com',
        name: 'Ada Obi',
      },
      quote_id: quote.body.data.id,
      reference: 'idem-nested',
    };
    const replayed = await api.post('/v1/offramp/orders', JSON.stringify(inside), orderKey);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.body).toEqual(made.body);
    // Another account number in the nested object is another request.
    const changed = {
      ...inside,
      beneficiary: {
        ...inside.beneficiary,
        bank_account: { account_number: '0123456780', bank_code: '058' },
      },
    };
    expect((await api.post('/v1/offramp/orders', JSON.stringify(changed), orderKey)).status).toBe(409);
  });

  it('replays failures too, and refuses the same key with another body', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const key = { 'Idempotency-Key': 'k-1' };
    const bad = await api.post('/v1/quotes', { ...quoteBody, source_amount: '10' }, key);
    expect(bad.body.code).toBe('invalid_amount');
    expect((await api.post('/v1/quotes', { ...quoteBody, source_amount: '10' }, key)).body).toEqual(bad.body);
    const other = await api.post('/v1/quotes', quoteBody, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    const otherPath = await api.post('/v1/banks/resolve', { ...quoteBody, source_amount: '10' }, key);
    expect(otherPath.body.code).toBe('idempotency_key_reused');
  });

  it('scopes keys per API key', async () => {
    const h = harness();
    const key = { 'Idempotency-Key': 'shared' };
    const a = await h.as(h.keys.test).post('/v1/quotes', quoteBody, key);
    const b = await h.as(h.keys.otherTest).post('/v1/quotes', quoteBody, key);
    expect(b.status).toBe(201);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect(b.body.data.id).not.toBe(a.body.data.id);
  });

  it('forgets keys after 24 hours of sandbox time and rejects empty keys', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const key = { 'Idempotency-Key': 'old' };
    const a = await api.post('/v1/quotes', quoteBody, key);
    h.advance(24 * 3600 + 1);
    const b = await api.post('/v1/quotes', quoteBody, key);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect((await api.post('/v1/quotes', quoteBody, { 'Idempotency-Key': ' ' })).body.code).toBe(
      'invalid_idempotency_key',
    );
  });

  it('takes keys of up to 255 characters and refuses longer ones', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const longest = await api.post('/v1/quotes', quoteBody, { 'Idempotency-Key': 'k'.repeat(255) });
    expect(longest.status).toBe(201);
    const tooLong = await api.post('/v1/quotes', quoteBody, { 'Idempotency-Key': 'k'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: false, code: 'invalid_idempotency_key' });
  });

  it('refuses a repeat while the first is still running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const h = harness({ hooks: { beforeOrderCommit: () => gate } });
    const quote = await h.onrampQuote();
    const body = {
      reference: 'slow',
      quote_id: quote.id,
      payer: { name: 'Ada', email: 'ada@example.com' },
      destination: { address: `0x${'1'.repeat(40)}` },
    };
    const key = { 'Idempotency-Key': 'slow-key' };
    const first = h.as(h.keys.test).post('/v1/onramp/orders', body, key);
    await new Promise((r) => setTimeout(r, 0));
    const second = await h.as(h.keys.test).post('/v1/onramp/orders', body, key);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('idempotency_key_in_use');
    release();
    expect((await first).status).toBe(201);
  });
});

describe('500 internal_error', () => {
  it('answers a thrown plain Error with the envelope and request-id, logs no secret, and keeps no replay', async () => {
    const lines: string[] = [];
    let calls = 0;
    const h = harness({
      log: (l) => lines.push(l),
      hooks: {
        // A plain Error (not an ApiError) stands for a bug or a failed provider call, once.
        beforeOrderCommit: async () => {
          if (++calls === 1) throw new Error('virtual account provider blew up');
        },
      },
    });
    const quote = await h.onrampQuote();
    const body = {
      reference: 'boom',
      quote_id: quote.id,
      payer: { name: 'Ada', email: 'ada@example.com' },
      destination: { address: `0x${'1'.repeat(40)}` },
    };
    const key = { 'Idempotency-Key': 'retry-after-500' };
    const failed = await h.as(h.keys.test).post('/v1/onramp/orders', body, key);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({
      status: false,
      code: 'internal_error',
      error: 'The sandbox failed on this request; quote the request-id.',
    });
    const requestId = failed.headers.get('request-id');
    expect(requestId).toMatch(/^req_[0-9a-f]{24}$/);
    // The stack is logged under the request-id; neither it nor the request line holds a credential.
    const errorLine = lines.find((l) => l.startsWith('error '));
    expect(errorLine).toContain(requestId);
    expect(errorLine).toContain('virtual account provider blew up');
    expect(lines.some((l) => l.startsWith(`POST /v1/onramp/orders 500 `))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(h.keys.test);
      expect(line).not.toContain('sk_test_');
    }
    // A 500 is not kept: the retry with the same key runs again and succeeds.
    const retried = await h.as(h.keys.test).post('/v1/onramp/orders', body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(calls).toBe(2);
    // Now the success is kept and replayed.
    const replayed = await h.as(h.keys.test).post('/v1/onramp/orders', body, key);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.body).toEqual(retried.body);
    expect(calls).toBe(2);
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limited with Retry-After past the limit, per credential', async () => {
    const h = harness({ rateLimitPerMinute: 3 });
    const api = h.as(h.keys.test);
    for (let i = 0; i < 3; i++) expect((await api.get('/v1/banks')).status).toBe(200);
    const limited = await api.get('/v1/banks');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: false, code: 'rate_limited' });
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('RateLimit-Remaining')).toBe('0');
    expect((await h.as(h.keys.otherTest).get('/v1/banks')).status).toBe(200);
  });

  it('is 60 a minute by default', async () => {
    const h = harness({ rateLimitPerMinute: undefined });
    const api = h.as(h.keys.test);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await api.get('/v1/banks')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });
});

describe('CORS', () => {
  const preflight = (h: ReturnType<typeof harness>, path: string) =>
    h.app.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://frame.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
      },
    });

  it('answers the embed’s preflight and exposes request-id and Retry-After', async () => {
    const h = harness();
    const pre = await preflight(h, '/v1/client/session/select');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBe('http://frame.example');
    const allowed = pre.headers.get('Access-Control-Allow-Headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key'])
      expect(allowed).toContain(header);
    expect(pre.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const s = await h.session();
    const res = await h.app.request('/v1/client/session', {
      headers: { Origin: 'http://frame.example', Authorization: `Bearer ${s.token}` },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const exposed = res.headers.get('Access-Control-Expose-Headers')!;
    expect(exposed).toContain('request-id');
    expect(exposed).toContain('Retry-After');
  });

  it('sends CORS headers on 429 and 401 answers, so a browser can read Retry-After and the code', async () => {
    const h = harness({ rateLimitPerMinute: 1 });
    const origin = { Origin: 'http://localhost:5173' };
    const s = await h.session();
    const read = () =>
      h.app.request('/v1/client/session', { headers: { ...origin, Authorization: `Bearer ${s.token}` } });
    expect((await read()).status).toBe(200);
    const limited = await read();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(limited.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const testKey = () => h.app.request('/v1/banks', { headers: { ...origin, 'X-API-Key': h.keys.test } });
    await testKey();
    const limitedKey = await testKey();
    expect(limitedKey.status).toBe(429);
    expect(limitedKey.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    for (const headers of [
      origin,
      { ...origin, Authorization: 'Bearer cs_test_unknowntoken00000000' },
      { ...origin, 'X-API-Key': 'sk_test_doesnotexist000000000000000' },
    ]) {
      for (const path of ['/v1/client/session', '/v1/banks']) {
        const r = await h.app.request(path, { headers });
        expect(r.status).toBe(401);
        expect(r.headers.get('Access-Control-Allow-Origin')).toBe(
          path === '/v1/banks' ? 'http://localhost:5173' : '*',
        );
        expect(r.headers.get('Access-Control-Expose-Headers')).toContain('request-id');
      }
    }
  });

  it('lets browsers read test-key answers but not live-key ones', async () => {
    const h = harness();
    const withKey = (key: string) =>
      h.app.request('/v1/banks', { headers: { Origin: 'http://localhost:5173', 'X-API-Key': key } });
    expect((await withKey(h.keys.test)).headers.get('Access-Control-Allow-Origin')).toBe(
      'http://localhost:5173',
    );
    // A live key from a page: refused by the CORS layer before any route runs, its answer unreadable too.
    const live = await withKey(h.keys.live);
    expect(live.status).toBe(403);
    expect(live.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const quote = await h.app.request('/v1/quotes', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:5173',
        'X-API-Key': h.keys.live,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '20000',
      }),
    });
    expect(quote.status).toBe(403);
    expect(quote.headers.get('Vary')).toContain('Origin');
    expect(await quote.json()).toMatchObject({ code: 'origin_not_allowed' });
  });

  it('lets an allowed page read a refused credential’s 401, and judges credentials only where they are used', async () => {
    const h = harness();
    const both = { 'X-API-Key': h.keys.test, Authorization: 'Bearer sk_test_bogus12345678' };
    const r = await h.app.request('/v1/banks', { headers: { Origin: 'http://localhost:5173', ...both } });
    expect(r.status).toBe(401);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(await r.json()).toMatchObject({ error: expect.stringMatching(/different credentials/) });
    // A route without a credential ignores what a request carries.
    expect((await h.app.request('/health', { headers: both })).status).toBe(200);
  });

  it('takes a key in X-API-Key, in Authorization, or in both when they are the same; never two', async () => {
    const h = harness();
    const banks = (headers: Record<string, string>) => h.app.request('/v1/banks', { headers });
    const bearer = (k: string) => `Bearer ${k}`;
    expect((await banks({ 'X-API-Key': h.keys.test })).status).toBe(200);
    expect((await banks({ Authorization: bearer(h.keys.test) })).status).toBe(200);
    expect((await banks({ 'X-API-Key': h.keys.test, Authorization: bearer(h.keys.test) })).status).toBe(200);
    for (const headers of [
      { 'X-API-Key': h.keys.test, Authorization: bearer(h.keys.live) },
      { 'X-API-Key': h.keys.test, Authorization: 'Bearer sk_test_bogus12345678' },
    ]) {
      const r = await banks(headers);
      expect(r.status).toBe(401);
      expect(await r.json()).toMatchObject({
        code: 'unauthorized',
        error: expect.stringMatching(/different credentials/),
      });
    }
  });
});

describe('logging', () => {
  it('logs one line per request with method, path, status, ms and request-id, and no credential', async () => {
    const lines: string[] = [];
    const h = harness({ log: (l) => lines.push(l) });
    const s = await h.session();
    await h.call('GET', '/v1/client/session?x=1', s.token);
    await h.call('GET', '/v1/banks', h.keys.live);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^GET \/v1\/client\/session 200 \d+\.\dms req_[0-9a-f]{24}$/);
    for (const line of lines) {
      expect(line).not.toContain(s.token);
      expect(line).not.toContain(h.keys.test);
      expect(line).not.toContain(h.keys.live);
    }
  });
});

describe('seeded businesses', () => {
  it('makes random keys per start, distinct per business and environment', () => {
    const a = harness().businesses;
    const b = harness().businesses;
    expect(a[0]!.test.secretKey).not.toBe(b[0]!.test.secretKey);
    expect(a[0]!.test.webhookSecret).not.toBe(b[0]!.test.webhookSecret);
    const all = a.flatMap((x) => [
      x.test.secretKey,
      x.live.secretKey,
      x.test.webhookSecret,
      x.live.webhookSecret,
    ]);
    expect(new Set(all).size).toBe(all.length);
    for (const x of a) {
      expect(x.test.secretKey).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
      expect(x.live.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    }
  });
});

describe('startSandbox', () => {
  it('serves over loopback with seeded keys, a clock and stop()', async () => {
    const sb = await startSandbox();
    try {
      expect(sb.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sb.businesses.length).toBeGreaterThanOrEqual(2);
      expect(sb.keys.test).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
      expect(sb.keys.live).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
      expect(sb.keys.test).toBe(sb.businesses[0]!.test.secretKey);
      const res = await fetch(`${sb.url}/v1/banks`, { headers: { 'X-API-Key': sb.keys.test } });
      expect(res.status).toBe(200);
      const before = sb.clock.now().getTime();
      sb.clock.advance(60_000);
      expect(sb.clock.now().getTime() - before).toBeGreaterThanOrEqual(60_000);
      const clock = await fetch(`${sb.url}/v1/sandbox/clock`, { headers: { 'X-API-Key': sb.keys.test } });
      const body = (await clock.json()) as { data: { now: string } };
      expect(Date.parse(body.data.now)).toBeGreaterThanOrEqual(before + 60_000);
    } finally {
      await sb.stop();
    }
    await expect(fetch(`${sb.url}/v1/banks`)).rejects.toThrow();
  });
});

describe('docs', () => {
  it('documents every error code with its HTTP status in docs/sandbox.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const { SANDBOX_ERROR_CODES } = await import('../src/index.js');
    const doc = await readFile(new URL('../../../docs/sandbox.md', import.meta.url), 'utf8');
    for (const [code, { status }] of Object.entries(SANDBOX_ERROR_CODES)) {
      expect(doc, code).toMatch(new RegExp(`\\| ${status} +\\| \`${code}\` +\\|`));
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createCheckoutProxy } from '../src/index.js';
import { fakeService, json, MISCONFIGURED } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const base = 'https://shop.example/api/pulse/checkout';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000001',
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe('createCheckoutProxy', () => {
  it('forwards each checkout route with the key added and the Idempotency-Key passed through', async () => {
    const service = fakeService(() =>
      json(201, { status: true, data: { id: 'q_1' } }, { 'request-id': 'req_9' }),
    );
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local/',
      fetchImpl: service.fetchImpl,
    });
    const res = await proxy(
      post(
        '/v1/quotes',
        { source_currency: 'NGN' },
        { authorization: 'Bearer cs_test_fromthebrowser1', cookie: 's=1' },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('request-id')).toBe('req_9');
    expect(await res.json()).toEqual({ status: true, data: { id: 'q_1', environment: 'test' } });
    const [call] = service.calls;
    expect(call?.url).toBe('https://svc.local/v1/quotes');
    expect(call?.headers['x-api-key']).toBe(apiKey);
    expect(call?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(call?.headers['idempotency-key']).toBe('a1b2c3d4-0000-4000-8000-000000000001');
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.body).toBe(JSON.stringify({ source_currency: 'NGN' }));

    await proxy(post('/v1/quotes/q_1/refresh', undefined));
    await proxy(post('/v1/onramp/orders', { quote_id: 'q_1' }));
    await proxy(post('/v1/offramp/orders', { quote_id: 'q_1' }));
    await proxy(post('/v1/banks/resolve', { bank_code: '058' }));
    await proxy(new Request(`${base}/v1/banks`));
    await proxy(new Request(`${base}/v1/orders/3f1c-aa_9?expand=all`));
    expect(service.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://svc.local/v1/quotes',
      'POST https://svc.local/v1/quotes/q_1/refresh',
      'POST https://svc.local/v1/onramp/orders',
      'POST https://svc.local/v1/offramp/orders',
      'POST https://svc.local/v1/banks/resolve',
      'GET https://svc.local/v1/banks',
      'GET https://svc.local/v1/orders/3f1c-aa_9',
    ]);
  });

  it('refuses every other route and method without calling the service', async () => {
    const service = fakeService();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: service.fetchImpl });
    const refused = [
      [new Request(`${base}/v1/orders`), 404],
      [new Request(`${base}/v1/recipients`), 404],
      [post('/v1/collections/deposits/simulate', {}), 404],
      [post('/v1/orders/abc/../../recipients', {}), 404],
      [new Request(`${base}/v1/quotes`), 405],
      [post('/v1/orders/abc', {}), 405],
      [new Request(`${base}/v1/banks`, { method: 'DELETE' }), 405],
    ] as const;
    for (const [request, status] of refused) {
      const res = await proxy(request);
      expect(res.status, request.url).toBe(status);
      expect(((await res.json()) as { status: boolean }).status).toBe(false);
    }
    expect(service.calls).toEqual([]);
  });

  it('requires an Idempotency-Key on POST and a JSON body', async () => {
    const service = fakeService();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: service.fetchImpl });
    const noKey = new Request(`${base}/v1/quotes`, { method: 'POST', body: '{}' });
    expect(((await (await proxy(noKey)).json()) as { code: string }).code).toBe('idempotency_key_required');
    const notJson = post('/v1/quotes', 1, {});
    const bad = new Request(notJson, { body: 'nope{' });
    expect(((await (await proxy(bad)).json()) as { code: string }).code).toBe('invalid_json');
    expect(service.calls).toEqual([]);
  });

  it('limits the body in bytes, not characters: 16 KiB of UTF-8 at most', async () => {
    const service = fakeService();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: service.fetchImpl });
    // 6,000 euro signs: 6,000 characters but 18,000 bytes.
    const wide = JSON.stringify({ note: '€'.repeat(6000) });
    expect(wide.length).toBeLessThan(16 * 1024);
    const over = await proxy(new Request(post('/v1/quotes', 1, {}), { body: wide }));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { code: string }).code).toBe('body_too_large');
    // Exactly 16 KiB of bytes passes.
    const exact = JSON.stringify({ note: 'a'.repeat(16 * 1024 - 11) });
    expect(new TextEncoder().encode(exact).byteLength).toBe(16 * 1024);
    expect((await proxy(new Request(post('/v1/quotes', 1, {}), { body: exact }))).status).not.toBe(413);
    // Bytes that are not UTF-8 are not JSON.
    const latin1 = new Request(post('/v1/quotes', 1, {}), { body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(((await (await proxy(latin1)).json()) as { code: string }).code).toBe('invalid_json');
    expect(service.calls).toHaveLength(1);
  });

  it('maps a refused server key to 502 and an unreachable service to 502', async () => {
    const refused = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: fakeService(() => json(401, { status: false, code: 'unauthorized', error: 'bad key' }))
        .fetchImpl,
    });
    const res = await refused(new Request(`${base}/v1/banks`));
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('upstream_unauthorized');
    const down = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(((await (await down(new Request(`${base}/v1/banks`))).json()) as { code: string }).code).toBe(
      'upstream_unreachable',
    );
  });

  it('passes service errors through unchanged', async () => {
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: fakeService(() => json(409, { status: false, code: 'quote_changed', error: 'changed' }))
        .fetchImpl,
    });
    const res = await proxy(post('/v1/onramp/orders', {}));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: false, code: 'quote_changed', error: 'changed' });
  });

  it('asks authorize() first', async () => {
    const service = fakeService();
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: service.fetchImpl,
      authorize: (r) => r.headers.get('x-shop-session') === 'ok',
    });
    expect((await proxy(new Request(`${base}/v1/banks`))).status).toBe(401);
    expect(
      (await proxy(new Request(`${base}/v1/banks`, { headers: { 'x-shop-session': 'ok' } }))).status,
    ).toBe(200);
    expect(service.calls).toHaveLength(1);
  });

  it('is made without checking its options, and answers the first request naming the bad one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // As a framework's build loads the module: no key in the environment, and nothing throws.
    const noKey = createCheckoutProxy({ apiKey: 'pk_nope', baseUrl: 'https://svc.local' });
    const relative = createCheckoutProxy({ apiKey, baseUrl: '/relative' });
    for (const [proxy, named] of [
      [noKey, /apiKey/],
      [relative, /baseUrl/],
    ] as const) {
      const res = await proxy(new Request('https://shop.example/api/pulse/checkout/v1/banks'));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(MISCONFIGURED);
      expect(String(logged.mock.lastCall?.[0])).toMatch(named);
    }
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

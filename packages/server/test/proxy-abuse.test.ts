// Each way a visitor could misuse the checkout proxy, refused without spending the key.
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutProxy, createMemoryStore, createOrderTracker } from '../src/index.js';
import { fakeService, json, loggedText, MISCONFIGURED, order, type Seen } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const liveKey = 'sk_live_abcdefgh12345678';
const base = 'https://shop.example/api/pulse/checkout';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
    body: JSON.stringify(body),
  });
const code = async (res: Response) => ((await res.json()) as { code: string }).code;

/** A service that creates quotes and orders and reads orders, like the real one. */
function service() {
  let n = 0;
  return fakeService((seen: Seen) => {
    if (seen.url.endsWith('/v1/quotes')) return json(201, { status: true, data: { id: `q_${++n}` } });
    if (seen.url.endsWith('/orders') && seen.method === 'POST') {
      const body = JSON.parse(seen.body ?? '{}') as { reference?: string };
      return json(201, {
        status: true,
        data: order(`o_${++n}`, 'awaiting_payment', '2026-11-23T10:00:00.000Z', {
          reference: body.reference ?? 'r',
        }),
      });
    }
    return json(200, { status: true, data: { ok: true } });
  });
}

/** authorize from a demo session header: `x-shop-user: <id>`, and that user's cart pins the order. */
const authorize = (r: Request) => {
  const user = r.headers.get('x-shop-user');
  if (!user) return false;
  return {
    id: user,
    order: { amount: '20000', currency: 'NGN' as const, reference: `cart_${user}`, address: '0xabc' },
  };
};

/** A proxy over service() whose callers are pinned by `authorize`. */
function pinned() {
  const s = service();
  return {
    s,
    proxy: createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl, authorize }),
  };
}

describe('checkout proxy against abuse', () => {
  it('matches the whole parsed path: …/v1/quotes/v1/refresh is not forwarded as /v1/refresh', async () => {
    const s = service();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl });
    await proxy(post('/v1/quotes/v1/refresh', undefined));
    expect(s.calls.map((c) => c.url)).toEqual(['https://svc.local/v1/quotes/v1/refresh']);
    // A route hidden after another one's path is not one of the seven.
    for (const path of ['/v1/orders/abc/v1/banks', '/v1/quotes/x/v1/recipients', '/v1/banks/v1/banks']) {
      const res = await proxy(new Request(base + path));
      expect(res.status, path).toBe(404);
    }
    expect(s.calls).toHaveLength(1);
  });

  it('sends the service the body it checked, not a raw text that could say two things', async () => {
    const { s, proxy } = pinned();
    // The pin allows only naira in; JSON.parse keeps the last of two keys, a parser keeping the first would
    // read USDT.
    const raw =
      '{"source_currency":"USDT","source_currency":"NGN","destination_currency":"USDT","network":"BASE","source_amount":"20000"}';
    const res = await proxy(
      new Request(`${base}/v1/quotes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          'x-shop-user': 'ada',
        },
        body: raw,
      }),
    );
    expect(res.status).toBe(201);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.body).toBe(JSON.stringify(JSON.parse(raw)));
    expect(s.calls[0]!.body).not.toContain('USDT","source_currency');
  });

  it('with basePath, the route is exactly the rest of the path', async () => {
    const s = service();
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      basePath: '/api/pulse/checkout',
    });
    expect((await proxy(new Request('https://shop.example/other/v1/banks'))).status).toBe(404);
    expect((await proxy(new Request(`${base}/x/v1/banks`))).status).toBe(404);
    expect((await proxy(new Request(`${base}/v1/banks`))).status).toBe(200);
    expect(s.calls).toHaveLength(1);
  });

  it('never follows a redirect with the key, and refuses plain http off loopback', async () => {
    const seen: { url: string; redirect: RequestRedirect | undefined }[] = [];
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: async (url, init) => {
        seen.push({ url, redirect: init.redirect });
        return new Response(null, { status: 307, headers: { location: 'https://evil.example/v1/banks' } });
      },
    });
    const res = await proxy(new Request(`${base}/v1/banks`));
    expect(res.status).toBe(502);
    expect(await code(res)).toBe('upstream_redirect');
    expect(seen).toEqual([{ url: 'https://svc.local/v1/banks', redirect: 'manual' }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clear = createCheckoutProxy({ apiKey, baseUrl: 'http://svc.example' });
    const refused = await clear(new Request(`${base}/v1/banks`));
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual(MISCONFIGURED);
    expect(loggedText(logged)).toMatch(/must use https .*got svc\.example/);
    const local = createCheckoutProxy({
      apiKey,
      baseUrl: 'http://127.0.0.1:4010',
      fetchImpl: async () => json(200, { status: true, data: [] }),
    });
    expect((await local(new Request(`${base}/v1/banks`))).status).toBe(200);
    logged.mockRestore();
  });

  it('requires authorize with a live key, saying so on the first request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = createCheckoutProxy({ apiKey: liveKey, baseUrl: 'https://svc.local' });
    for (let i = 0; i < 2; i++) {
      const res = await open(new Request(`${base}/v1/banks`));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(MISCONFIGURED);
      expect(loggedText(logged)).toMatch(/authorize/);
    }
    // Logged once, however many requests meet it.
    expect(logged).toHaveBeenCalledTimes(1);
    const guarded = createCheckoutProxy({
      apiKey: liveKey,
      baseUrl: 'https://svc.local',
      authorize: () => false,
    });
    const res = await guarded(new Request(`${base}/v1/banks`));
    expect(res.status).not.toBe(500);
    logged.mockRestore();
  });

  it('pins what an order may contain and which quote it uses', async () => {
    const { s, proxy } = pinned();
    const as = { 'x-shop-user': 'u1' };
    // No session: refused before anything is read.
    expect((await proxy(post('/v1/banks/resolve', { account_number: '1' }))).status).toBe(401);
    // Another amount than the cart's.
    const cheap = await proxy(
      post(
        '/v1/quotes',
        { source_currency: 'NGN', destination_currency: 'USDT', source_amount: '15000' },
        as,
      ),
    );
    expect(cheap.status).toBe(403);
    expect(await code(cheap)).toBe('order_not_allowed');
    const quote = await proxy(
      post(
        '/v1/quotes',
        { source_currency: 'NGN', destination_currency: 'USDT', source_amount: '20000.00' },
        as,
      ),
    );
    expect(quote.status).toBe(201);
    const { id: quoteId } = ((await quote.json()) as { data: { id: string } }).data;
    const good = { quote_id: quoteId, reference: 'cart_u1', destination: { address: '0xabc' } };
    // Another wallet, another reference, or someone else's quote: refused.
    for (const body of [
      { ...good, destination: { address: '0xevil' } },
      { ...good, reference: 'cart_u2' },
      { ...good, quote_id: 'q_someone_else' },
    ]) {
      const res = await proxy(post('/v1/onramp/orders', body, as));
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    // The same quote from another session: refused.
    const other = await proxy(
      post('/v1/onramp/orders', { ...good, reference: 'cart_u2' }, { 'x-shop-user': 'u2' }),
    );
    expect(other.status).toBe(403);
    const created = await proxy(post('/v1/onramp/orders', good, as));
    expect(created.status).toBe(201);
    expect(s.calls.map((c) => c.url)).toEqual([
      'https://svc.local/v1/quotes',
      'https://svc.local/v1/onramp/orders',
    ]);
  });

  it('answers order reads only to the caller that created the order, without calling the service', async () => {
    const s = service();
    const orders = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      store: createMemoryStore(),
      autoSync: false,
    });
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      authorize,
      orders,
    });
    await orders.remember(order('o_mine', 'awaiting_payment', '2026-11-23T10:00:00.000Z'), 'u1');
    await orders.remember(order('o_webhook_only', 'awaiting_payment', '2026-11-23T10:00:00.000Z'));
    const read = (id: string, user: string) =>
      proxy(new Request(`${base}/v1/orders/${id}`, { headers: { 'x-shop-user': user } }));
    expect((await read('o_mine', 'u1')).status).toBe(200);
    for (const [id, user] of [
      ['o_mine', 'u2'],
      ['o_webhook_only', 'u1'],
      ['o_unknown', 'u1'],
    ] as const) {
      const res = await read(id, user);
      expect(res.status, `${id} as ${user}`).toBe(404);
      expect(await code(res)).toBe('order_not_found');
    }
    expect(s.calls).toEqual([]);
  });

  it('answers an unchanged order with 304 to If-None-Match', async () => {
    const s = service();
    const orders = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      autoSync: false,
    });
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      orders,
    });
    await orders.remember(order('o_1', 'awaiting_payment', '2026-11-23T10:00:00.000Z'));
    const first = await proxy(new Request(`${base}/v1/orders/o_1`));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await proxy(new Request(`${base}/v1/orders/o_1`, { headers: { 'if-none-match': etag! } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await orders.remember(order('o_1', 'processing', '2026-11-23T10:05:00.000Z'));
    const changed = await proxy(
      new Request(`${base}/v1/orders/o_1`, { headers: { 'if-none-match': etag! } }),
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { status: string } }).data.status).toBe('processing');
    expect(s.calls).toEqual([]);
  });

  it('turns the service’s 429 into a retryable busy answer, never rate_limited text', async () => {
    const proxy = createCheckoutProxy({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: async () =>
        json(
          429,
          { status: false, code: 'rate_limited', error: 'Too many requests' },
          { 'retry-after': '7' },
        ),
    });
    const res = await proxy(post('/v1/quotes', { source_amount: '20000' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('7');
    const text = await res.text();
    expect(text).not.toMatch(/rate.?limit/i);
    expect(JSON.parse(text)).toMatchObject({ code: 'service_busy' });
  });
});

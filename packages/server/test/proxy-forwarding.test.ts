// How the checkout proxy forwards and answers: headers, errors, order reads and the lookup by reference,
// against the sandbox's real answers; and, for what the sandbox never does (a redirect, an answer without
// headers, a list ignoring its filter), against a small HTTP service on loopback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { createCheckoutProxy, createKeyBudget, type CheckoutProxyOptions } from '../src/index.js';
import { errorOf, loggedText, MISCONFIGURED, onrampOrder, onrampQuote as quote } from './helpers.js';

let sandbox: StartedSandbox;
let odd: Server;
let oddUrl = '';
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
  odd = createServer((req, res) => answer(req, res));
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise((resolve) => odd?.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mount = 'https://shop.example/api/pulse/checkout';
const get = (path: string, headers: Record<string, string> = {}) => new Request(mount + path, { headers });
const post = (path: string, body: unknown) =>
  new Request(mount + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
const proxyOn = (extra: Partial<CheckoutProxyOptions> = {}) =>
  createCheckoutProxy({ apiKey: sandbox.keys.test, baseUrl: sandbox.url, ...extra });
/** An order made at the sandbox directly, not through any proxy. */
async function orderAtService(reference: string) {
  const headers = {
    'content-type': 'application/json',
    'x-api-key': sandbox.keys.test,
    'idempotency-key': crypto.randomUUID(),
  };
  const q = await fetch(`${sandbox.url}/v1/quotes`, { method: 'POST', headers, body: JSON.stringify(quote) });
  const { data } = (await q.json()) as { data: { id: string } };
  const o = await fetch(`${sandbox.url}/v1/onramp/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(onrampOrder(reference, data.id)),
  });
  expect(o.status).toBe(201);
  return ((await o.json()) as { data: { id: string; reference: string } }).data;
}

describe('options', () => {
  it('names createCheckoutProxy in a bad option, and asks a live key for authorize in so many words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = createCheckoutProxy({ apiKey: 'pk_test_abcdefgh12345678', baseUrl: sandbox.url });
    expect(await errorOf(await bad(get('/v1/banks')))).toEqual({ ...MISCONFIGURED, status: 500 });
    // The key's kind, never a character of its value.
    expect(loggedText(logged)).toContain(
      'createCheckoutProxy: apiKey must be a secret key starting with sk_test_ or sk_live_ (usually PULSE_SECRET_KEY); it starts "pk_"…',
    );
    const live = createCheckoutProxy({ apiKey: 'sk_live_abcdefgh12345678', baseUrl: sandbox.url });
    expect(await errorOf(await live(get('/v1/banks')))).toEqual({ ...MISCONFIGURED, status: 500 });
    expect(loggedText(logged)).toContain(
      'createCheckoutProxy: a live key needs `authorize`, or any visitor could create orders and read them with it (return a CheckoutCaller naming the signed-in customer).',
    );
  });

  it('takes basePath with trailing slashes', async () => {
    for (const basePath of ['/api/pulse/checkout/', '/api/pulse/checkout//']) {
      const res = await proxyOn({ basePath })(get('/v1/banks'));
      expect(res.status, basePath).toBe(200);
    }
  });
});

describe('forwarding', () => {
  it('answers with the service’s status, body, request-id and content type, never cached', async () => {
    const res = await proxyOn()(post('/v1/quotes', quote));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('request-id')).toBeTruthy();
    const { data } = (await res.json()) as { data: { id: string; source_amount: string } };
    expect(data.source_amount).toMatch(/^20000(\.0+)?$/);
  });

  it('adds no request-id the service did not send, and JSON as the type of an untyped answer', async () => {
    answer = (_req, res) => {
      res.writeHead(400, {});
      res.end('{"status":false,"code":"invalid_request","error":"no"}');
    };
    const res = await proxyOn({ baseUrl: oddUrl })(post('/v1/quotes', quote));
    expect(res.status).toBe(400);
    expect(res.headers.has('request-id')).toBe(false);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says what went wrong upstream, in words for the customer: refused key, redirect, unreachable', async () => {
    const refused = proxyOn({ apiKey: 'sk_test_doesnotexist0000' });
    expect(await errorOf(await refused(post('/v1/quotes', quote)))).toEqual({
      status: 502,
      code: 'upstream_unauthorized',
      error: 'The payment service refused the server key.',
    });
    answer = (_req, res) => {
      res.writeHead(307, { location: 'https://elsewhere.example/v1/quotes' });
      res.end();
    };
    expect(await errorOf(await proxyOn({ baseUrl: oddUrl })(post('/v1/quotes', quote)))).toEqual({
      status: 502,
      code: 'upstream_redirect',
      error: 'The payment service answered with a redirect.',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await errorOf(await proxyOn({ baseUrl: `http://127.0.0.1:${port}` })(post('/v1/quotes', quote))),
    ).toEqual({
      status: 502,
      code: 'upstream_unreachable',
      error: 'The payment service could not be reached; try again.',
    });
  });
});

describe('a service that stops answering', () => {
  it('is given up after 15 s with 504 upstream_timeout, and when the visitor goes', async () => {
    const open: ServerResponse[] = [];
    const closed: string[] = [];
    answer = (req, res) => {
      open.push(res);
      res.on('close', () => closed.push(req.url ?? ''));
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = proxyOn({ baseUrl: oddUrl })(post('/v1/quotes', quote));
    await vi.waitFor(() => expect(open).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await errorOf(await pending)).toEqual({
      status: 504,
      code: 'upstream_timeout',
      error: 'The payment service did not answer in time; try again.',
    });
    await vi.waitFor(() => expect(closed).toEqual(['/v1/quotes']));
    vi.useRealTimers();
    // The visitor leaves before the service answers: the call to the service is given up with it.
    const visitor = new AbortController();
    const request = post('/v1/quotes', quote);
    const left = proxyOn({ baseUrl: oddUrl })(new Request(request, { signal: visitor.signal }));
    await vi.waitFor(() => expect(open).toHaveLength(2));
    visitor.abort();
    await left;
    await vi.waitFor(() => expect(closed).toEqual(['/v1/quotes', '/v1/quotes']));
  });
});

describe('order reads', () => {
  it('unscoped: an order made elsewhere is read once from the service, then answered with an ETag, no-cache', async () => {
    const made = await orderAtService(`direct-${crypto.randomUUID().slice(0, 8)}`);
    const proxy = proxyOn();
    const first = await proxy(get(`/v1/orders/${made.id}`));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = (await first.json()) as { status: boolean; data: { id: string; reference: string } };
    expect(body.status).toBe(true);
    expect(body.data.id).toBe(made.id);
    expect(body.data.reference).toBe(made.reference);
    // An id the service does not know is its own 404, passed on.
    const unknown = await proxy(get('/v1/orders/ord_doesnotexist'));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
  });

  it('unscoped: an answer about another order than the one asked is refused', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: true, data: { id: 'ord_other', status: 'awaiting_payment' } }));
    };
    expect(await errorOf(await proxyOn({ baseUrl: oddUrl })(get('/v1/orders/ord_asked')))).toEqual({
      status: 502,
      code: 'invalid_response',
      error: 'The service answered another order.',
    });
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: true }));
    };
    expect((await proxyOn({ baseUrl: oddUrl })(get('/v1/orders/ord_asked'))).status).toBe(502);
  });

  it('scoped: an order this checkout did not create is not found, in words', async () => {
    const made = await orderAtService(`direct-${crypto.randomUUID().slice(0, 8)}`);
    const proxy = proxyOn({ authorize: () => ({ id: 'ada' }) });
    expect(await errorOf(await proxy(get(`/v1/orders/${made.id}`)))).toEqual({
      status: 404,
      code: 'order_not_found',
      error: 'No order with this id was created through this checkout.',
    });
  });

  it('an unscoped read of an unknown order and the lookup by reference spend the background share only', async () => {
    // No background share at all: the reads wait; a quote (essential) still goes through.
    const budget = createKeyBudget({ perMinute: 5, reserve: 5 });
    const proxy = proxyOn({ budget });
    const made = await orderAtService(`direct-${crypto.randomUUID().slice(0, 8)}`);
    for (const path of [`/v1/orders/${made.id}`, `/v1/orders?reference=${made.reference}`]) {
      const res = await proxy(get(path));
      expect([res.status, ((await res.json()) as { code: string }).code], path).toEqual([
        503,
        'service_busy',
      ]);
    }
    expect((await proxy(post('/v1/quotes', quote))).status).toBe(201);
  });
});

describe('the lookup by reference', () => {
  it('needs a reference, of at most 256 characters', async () => {
    const proxy = proxyOn();
    expect(await errorOf(await proxy(get('/v1/orders')))).toEqual({
      status: 404,
      code: 'route_not_allowed',
      error: 'The checkout proxy does not forward /api/pulse/checkout/v1/orders.',
    });
    expect(await errorOf(await proxy(get(`/v1/orders?reference=${'r'.repeat(257)}`)))).toEqual({
      status: 400,
      code: 'invalid_request',
      error: 'The order list is forwarded only by a reference of yours.',
    });
    const longest = await proxy(get(`/v1/orders?reference=${'r'.repeat(256)}`));
    expect(longest.status).toBe(200);
    expect(await longest.json()).toEqual({ status: true, data: [] });
  });

  it('answers only orders made through this checkout by this caller; unscoped, every order of the reference', async () => {
    const reference = `ada:${crypto.randomUUID().slice(0, 8)}`;
    const elsewhere = await orderAtService(reference);
    const scoped = proxyOn({ authorize: () => ({ id: 'ada' }) });
    const none = await scoped(get(`/v1/orders?reference=${encodeURIComponent(reference)}`));
    expect(await none.json()).toEqual({ status: true, data: [] });
    const unscoped = await proxyOn()(get(`/v1/orders?reference=${encodeURIComponent(reference)}`));
    expect(unscoped.status).toBe(200);
    const all = (await unscoped.json()) as { status: boolean; data: { id: string }[] };
    expect(all.status).toBe(true);
    expect(all.data.map((o) => o.id)).toEqual([elsewhere.id]);
  });

  it('passes on the service’s refusal, and keeps only orders of the asked reference from what it lists', async () => {
    const refused = await proxyOn({ apiKey: 'sk_test_doesnotexist0000' })(get('/v1/orders?reference=r1'));
    expect(refused.status).toBe(502);
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: true,
          data: [
            { id: 'ord_1', reference: 'r1', status: 'awaiting_payment' },
            { id: 'ord_2', reference: 'r2', status: 'awaiting_payment' },
            'ord_3',
          ],
        }),
      );
    };
    const listed = await proxyOn({ baseUrl: oddUrl })(get('/v1/orders?reference=r1'));
    expect(((await listed.json()) as { data: { id: string }[] }).data.map((o) => o.id)).toEqual(['ord_1']);
  });
});

describe('mounts, live keys and odd answers', () => {
  it('a mount of the same length is not this one', async () => {
    const proxy = proxyOn({ basePath: '/api/pulse/checkout' });
    const res = await proxy(new Request('https://shop.example/api/pulse/checkoux/v1/banks'));
    expect(res.status).toBe(404);
  });

  it('with a live key, a CheckoutCaller is served; true is refused in words, logged once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scoped = proxyOn({ apiKey: sandbox.keys.live, authorize: () => ({ id: 'ada' }) });
    expect((await scoped(get('/v1/banks'))).status).toBe(200);
    const open = proxyOn({ apiKey: sandbox.keys.live, authorize: () => true });
    const message =
      'createCheckoutProxy: with a live key, authorize must answer a CheckoutCaller ({ id, order? }), not true: unscoped access would let every customer read every live order.';
    for (let i = 0; i < 2; i++) {
      expect(await errorOf(await open(get('/v1/banks')))).toEqual({ ...MISCONFIGURED, status: 500 });
    }
    expect(error.mock.calls).toEqual([[`@pulse/server: ${message}`]]);
  });

  it('a successful answer that is not JSON is passed on as it came', async () => {
    answer = (_req, res) => {
      res.writeHead(201, { 'content-type': 'text/plain' });
      res.end('created');
    };
    const res = await proxyOn({ baseUrl: oddUrl, authorize: () => ({ id: 'ada' }) })(
      post('/v1/quotes', quote),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toBe('created');
  });

  it('the bank list spends the background share only; a spent share is "busy", to be tried again', async () => {
    const proxy = proxyOn({ budget: createKeyBudget({ perMinute: 5, reserve: 5 }) });
    const res = await proxy(get('/v1/banks'));
    expect(await errorOf(res)).toEqual({
      status: 503,
      code: 'service_busy',
      error: 'The payment service is busy; this will be tried again shortly.',
    });
  });
});

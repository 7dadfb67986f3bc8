import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCheckoutProxy,
  createOrderTracker,
  createOrderWebhookHandler,
  signWebhook,
  toNodeHandler,
} from '../src/index.js';
import { delivery, order } from './helpers.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('toNodeHandler', () => {
  it('runs a web handler on node:http with the method, path, headers and body', async () => {
    const seen: { url: string; method: string; key: string | null; body: string }[] = [];
    const proxy = createCheckoutProxy({
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: async (url, init) => {
        seen.push({
          url,
          method: String(init.method),
          key: new Headers(init.headers).get('idempotency-key'),
          body: String(init.body),
        });
        return new Response(JSON.stringify({ status: true, data: { id: 'q_1' } }), {
          status: 201,
          headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
        });
      },
    });
    const url = await listen(toNodeHandler(proxy));
    const res = await fetch(`${url}/api/pulse/checkout/v1/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
      body: '{"source_amount":"20000"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('request-id')).toBe('req_1');
    expect(await res.json()).toEqual({ status: true, data: { id: 'q_1', environment: 'test' } });
    expect(seen).toEqual([
      {
        url: 'https://svc.local/v1/quotes',
        method: 'POST',
        // Not a UUID, so sent as the UUID the service asks for (a UUID key goes on as it is).
        key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        body: '{"source_amount":"20000"}',
      },
    ]);
  });

  it('uses a body an Express-style parser already read', async () => {
    let body = '';
    const handler = toNodeHandler(async (request) => {
      body = await request.text();
      return new Response('ok');
    });
    const url = await listen((req, res) => {
      // What express.json() leaves behind: the stream consumed and the parsed object on req.body.
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        (req as IncomingMessage & { body?: unknown }).body = JSON.parse(Buffer.concat(chunks).toString());
        void handler(req, res);
      });
    });
    await fetch(`${url}/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(JSON.parse(body)).toEqual({ a: 1 });
  });

  it('behind express.json(), refuses to check a webhook over a body rebuilt from the parsed object (500, never a false mismatch)', async () => {
    const secret = 'whsec_test_parsedbody0001';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hooks = toNodeHandler(
      createOrderWebhookHandler({
        secret,
        tracker: createOrderTracker({ apiKey: '', baseUrl: '', autoSync: false }),
        now: () => 1_700_000_000,
      }),
    );
    const url = await listen((req, res) => {
      // What express.json() leaves behind: the stream consumed and the parsed object on req.body.
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        (req as IncomingMessage & { body?: unknown }).body = JSON.parse(Buffer.concat(chunks).toString());
        void hooks(req, res);
      });
    });
    // Signed over its own spacing and escapes, as a sender may write JSON: rebuilt, it differs byte for byte.
    const body = '{"id": "evt_spaced", "type": "order.completed", "data": {"name": "Ad\\u00e9"}}';
    const signature = signWebhook(body, secret, { timestamp: 1_700_000_000 });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'service-signature': signature },
      body,
    });
    expect(res.status).toBe(500);
    // The cause is in the server's log, naming the fix; the sender reads no detail.
    const logged = error.mock.calls.flat().join(' ');
    error.mockRestore();
    expect(logged).toContain('The request body was parsed before this route');
    expect(logged).toContain('express.raw');
  });

  it('does not wait for a body that middleware already read to its end and left nowhere', async () => {
    let body: string | undefined;
    const handler = toNodeHandler(async (request) => {
      body = await request.text();
      return new Response('ok');
    });
    const url = await listen((req, res) => {
      // A middleware that drains the stream but keeps nothing on req.body.
      req.resume();
      req.on('end', () => void handler(req, res));
    });
    const res = await fetch(`${url}/x`, { method: 'POST', body: '{"a":1}' });
    expect(await res.text()).toBe('ok');
    expect(body).toBe('');
  });

  it('answers 413 body_too_large for a body over its limit, not a cut-short body the handler calls invalid_json', async () => {
    let called = 0;
    const proxy = createCheckoutProxy({
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: async () => {
        called += 1;
        return new Response('{}');
      },
    });
    const url = await listen(toNodeHandler(proxy));
    const send = (bytes: number) =>
      fetch(`${url}/api/pulse/checkout/v1/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
        body: JSON.stringify({ note: 'a'.repeat(bytes) }),
      });
    // Over the adapter's 1 MiB: refused while reading.
    const huge = await send(2 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('body_too_large');
    // Between the proxy's 16 KiB and the adapter's 1 MiB: refused by the proxy.
    const large = await send(20 * 1024);
    expect(large.status).toBe(413);
    expect(((await large.json()) as { code: string }).code).toBe('body_too_large');
    expect(called).toBe(0);
  });

  it('takes a webhook delivery of any size the web runtimes take (up to 1 MiB)', async () => {
    const secret = 'whsec_test_secret_0123456789';
    const seen: string[] = [];
    const hook = createOrderWebhookHandler({
      secret,
      tracker: createOrderTracker({ apiKey: '', baseUrl: '', autoSync: false }),
      onEvent: (e) => void seen.push(e.id),
    });
    // An order event whose data carries a long field: 130 KB of JSON.
    const big = {
      id: 'evt_big',
      type: 'order.completed',
      environment: 'test',
      created_at: '2026-11-23T10:00:00.000Z',
      data: { ...order('o_big', 'completed', '2026-11-23T10:07:00.000Z'), note: 'x'.repeat(130_000) },
    };
    const signed = delivery(big, secret);
    const url = await listen(toNodeHandler(hook));
    const res = await fetch(`${url}/api/pulse/webhooks`, {
      method: 'POST',
      headers: Object.fromEntries(signed.headers),
      body: await signed.text(),
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual(['evt_big']);
  });

  it("aborts the handler's request when the visitor goes after sending the body", async () => {
    let aborted = false;
    let started: () => void = () => undefined;
    const began = new Promise<void>((r) => (started = r));
    const url = await listen(
      toNodeHandler(async (request) => {
        await request.text();
        request.signal.addEventListener('abort', () => (aborted = true));
        started();
        await new Promise((r) => setTimeout(r, 2_000));
        return new Response('late');
      }),
    );
    const visitor = new AbortController();
    const call = fetch(`${url}/x`, { method: 'POST', body: '{"a":1}', signal: visitor.signal }).catch(
      () => undefined,
    );
    await began;
    visitor.abort();
    await call;
    await expect.poll(() => aborted).toBe(true);
  });

  it('sends every Set-Cookie of the answer, each as a header of its own', async () => {
    const url = await listen(
      toNodeHandler(async () => {
        const headers = new Headers({ 'content-type': 'text/plain' });
        headers.append('set-cookie', 'cart=1; Path=/; HttpOnly');
        headers.append('set-cookie', 'seen=yes; Path=/');
        return new Response('ok', { headers });
      }),
    );
    const res = await fetch(`${url}/`);
    expect(res.headers.getSetCookie()).toEqual(['cart=1; Path=/; HttpOnly', 'seen=yes; Path=/']);
    expect(await res.text()).toBe('ok');
  });

  it('answers 500 with a JSON code when the handler throws', async () => {
    const url = await listen(
      toNodeHandler(async () => {
        throw new Error('boom');
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(`${url}/x?secret=1`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { code: string }).code).toBe('internal_error');
    // The cause is on the server's log (the route and the error), the query is not.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]).toEqual(['@pulse/server: GET /x failed:', new Error('boom')]);
    error.mockRestore();
  });
});

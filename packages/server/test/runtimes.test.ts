// The rate route and the checkout proxy mounted as docs/server.md mounts them on each runtime: node:http and
// Express (toNodeHandler), Hono on Node (@hono/node-server), and the shapes of a Next.js route handler, a
// React Router resource route and a worker's fetch handler. One visitor's burst must never limit another,
// a header the visitor sets never names the visitor, and an oversized body is refused before it is read.
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import express from 'express';
import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCheckoutProxy,
  createRateHandler,
  readRequestBody,
  toNodeHandler,
  withClientAddress,
  withCors,
  type WebHandler,
} from '../src/index.js';
import { fakeService, json } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const rates = { rates: [{ asset: 'USDT', network: 'BASE', buy: '1600.00', sell: '1580.00' }] };
const QUERY = '/api/pulse/rate?from=NGN&to=USDT&amount=20000';
const VISITOR_A = '127.0.0.2';
const VISITOR_B = '127.0.0.3';

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});
afterEach(() => vi.restoreAllMocks());

const makeRate = (extra: Parameters<typeof createRateHandler>[0] extends infer O ? Partial<O> : never) => {
  const s = fakeService(() => json(200, { status: true, data: rates }));
  return createRateHandler({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl, ...extra });
};

async function listen(server: Server): Promise<string> {
  servers.push(server);
  if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One real HTTP request from a given loopback address, with optional headers; answers the status. */
function hit(
  url: string,
  from: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { localAddress: from, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Visitor A asks 40 times, each time claiming another address in headers a visitor can set; then visitor B
 * asks 5 times. Answers the 429s each saw.
 */
async function burst(ask: (visitor: string, i: number) => Promise<number>) {
  let a = 0;
  let b = 0;
  for (let i = 0; i < 40; i++) if ((await ask(VISITOR_A, i)) === 429) a++;
  for (let i = 0; i < 5; i++) if ((await ask(VISITOR_B, i)) === 429) b++;
  return { a, b };
}
const spoof = (i: number) => ({
  'x-pulse-client-address': `10.0.0.${i}`,
  'x-forwarded-for': `10.1.0.${i}`,
  'x-real-ip': `10.2.0.${i}`,
});

describe('one visitor’s burst, per runtime (perClientPerMinute 30)', () => {
  it('node:http with toNodeHandler: A is limited after 30, B never', async () => {
    const url = await listen(createServer(toNodeHandler(makeRate({}))));
    expect(await burst((v, i) => hit(url + QUERY, v, { headers: spoof(i) }))).toEqual({ a: 10, b: 0 });
  });

  it('Express with toNodeHandler: A is limited after 30, B never', async () => {
    const app = express();
    app.get('/api/pulse/rate', toNodeHandler(makeRate({})));
    const url = await listen(createServer(app));
    expect(await burst((v, i) => hit(url + QUERY, v, { headers: spoof(i) }))).toEqual({ a: 10, b: 0 });
  });

  it('Express behind a load balancer it trusts (`trust proxy`): each visitor by the address it forwards', async () => {
    const app = express();
    // Every request comes from the balancer's address; the balancer names the visitor in X-Forwarded-For.
    app.set('trust proxy', 'loopback');
    app.get('/api/pulse/rate', toNodeHandler(makeRate({})));
    const url = await listen(createServer(app));
    const balancer = VISITOR_A;
    const forwarded = (visitor: string) => ({ 'x-forwarded-for': visitor });
    expect(
      await burst((v) =>
        hit(url + QUERY, balancer, { headers: forwarded(v === VISITOR_A ? '203.0.113.7' : '198.51.100.9') }),
      ),
    ).toEqual({ a: 10, b: 0 });
  });

  it('Express trusting every proxy (`trust proxy` true): a header the visitor writes never names them', async () => {
    const app = express();
    // req.ip is then the leftmost X-Forwarded-For entry, which the visitor sets: the socket's address counts.
    app.set('trust proxy', true);
    app.get('/api/pulse/rate', toNodeHandler(makeRate({})));
    const url = await listen(createServer(app));
    expect(await burst((v, i) => hit(url + QUERY, v, { headers: spoof(i) }))).toEqual({ a: 10, b: 0 });
  });

  it('Hono on Node with withClientAddress(getConnInfo): A is limited after 30, B never', async () => {
    const rate = makeRate({});
    const app = new Hono();
    app.get('/api/pulse/rate', (c) => rate(withClientAddress(c.req.raw, getConnInfo(c).remote.address)));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((r) => server.once('listening', r));
    const url = await listen(server);
    expect(await burst((v, i) => hit(url + QUERY, v, { headers: spoof(i) }))).toEqual({ a: 10, b: 0 });
  });

  it('a Next.js route handler without clientId: no shared bucket, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // app/api/pulse/rate/route.ts: `export const GET = createRateHandler(options)`.
    const GET: WebHandler = makeRate({});
    const counts = await burst(
      async (_v, i) => (await GET(new Request(`https://shop.example${QUERY}`, { headers: spoof(i) }))).status,
    );
    // Nothing names the visitor, so nobody is limited per visitor (the key's budget still applies).
    expect(counts).toEqual({ a: 0, b: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/clientId/);
  });

  it('a Next.js route handler on Vercel, clientId reading x-real-ip (set by the platform)', async () => {
    const GET: WebHandler = makeRate({ clientId: (r) => r.headers.get('x-real-ip') });
    // The platform overwrites x-real-ip with the connection's address whatever the visitor sent.
    const counts = await burst(
      async (v) =>
        (await GET(new Request(`https://shop.example${QUERY}`, { headers: { 'x-real-ip': v } }))).status,
    );
    expect(counts).toEqual({ a: 10, b: 0 });
  });

  it('a React Router resource route, the peer address passed in its load context', async () => {
    const rate = makeRate({});
    // app/routes/api.pulse.rate.ts, with getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress })
    const loader = ({ request, context }: { request: Request; context: { clientAddress?: string } }) =>
      rate(withClientAddress(request, context.clientAddress));
    const counts = await burst(
      async (v, i) =>
        (
          await loader({
            request: new Request(`https://shop.example${QUERY}`, { headers: spoof(i) }),
            context: { clientAddress: v },
          })
        ).status,
    );
    expect(counts).toEqual({ a: 10, b: 0 });
  });

  it('a worker’s fetch handler, clientId reading cf-connecting-ip (set by the platform)', async () => {
    const rate = makeRate({ clientId: (r) => r.headers.get('cf-connecting-ip') });
    const worker = { fetch: (request: Request) => rate(request) };
    const counts = await burst(
      async (v) =>
        (
          await worker.fetch(
            new Request(`https://shop.example${QUERY}`, { headers: { 'cf-connecting-ip': v } }),
          )
        ).status,
    );
    expect(counts).toEqual({ a: 10, b: 0 });
  });
});

describe('oversized bodies on web runtimes', () => {
  /** A body of `size` bytes made as it is pulled, counting what the reader took. */
  const counted = (size: number) => {
    const state = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, size - state.pulled));
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, state };
  };
  const post = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
      duplex: 'half',
    } as RequestInit);

  it('the proxy answers 413 after reading little more than 16 KiB of a 64 MiB chunked upload', async () => {
    const s = fakeService();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl });
    const { stream, state } = counted(64 * 1024 * 1024);
    const res = await proxy(post('https://shop.example/api/pulse/checkout/v1/quotes', stream));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('body_too_large');
    // What was pulled: at most the limit and the chunk that crossed it, plus what the stream buffered ahead.
    expect(state.pulled).toBeLessThanOrEqual(4 * 64 * 1024);
    expect(s.calls).toHaveLength(0);
  });

  it('a Content-Length over the limit is refused before any byte is read', async () => {
    const { stream, state } = counted(64 * 1024 * 1024);
    const request = post('https://shop.example/hooks', stream, {
      'content-length': String(64 * 1024 * 1024),
    });
    await expect(readRequestBody(request)).rejects.toMatchObject({ code: 'body_too_large', status: 413 });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('Hono on Node: the proxy answers a 1 MiB upload 413 on the web handler', async () => {
    const s = fakeService();
    const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl });
    const app = new Hono();
    app.all('/api/pulse/checkout/*', (c) => proxy(c.req.raw));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((r) => server.once('listening', r));
    const url = await listen(server);
    const status = await hit(`${url}/api/pulse/checkout/v1/quotes`, VISITOR_A, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: Buffer.alloc(1024 * 1024, 0x20),
    });
    expect(status).toBe(413);
    expect(s.calls).toHaveLength(0);
  });
});

describe('withCors', () => {
  it('takes exact origins only, and answers a preflight from another origin 403', async () => {
    const rate = makeRate({});
    for (const origin of ['*', 'https://shop.example/', 'shop.example'])
      expect(() => withCors(rate, { origins: [origin] })).toThrow(
        expect.objectContaining({ code: 'invalid_options' }),
      );
    const cors = withCors(rate, { origins: ['https://shop.example'] });
    const preflight = (origin: string) =>
      cors(new Request(`https://api.shop.example${QUERY}`, { method: 'OPTIONS', headers: { origin } }));
    const ok = await preflight('https://shop.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/);
    expect((await preflight('https://evil.example')).status).toBe(403);
    const answer = await cors(
      new Request(`https://api.shop.example${QUERY}`, { headers: { origin: 'https://evil.example' } }),
    );
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

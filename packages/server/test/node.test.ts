import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutProxy, toNodeHandler } from '../src/index.js';

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
      baseUrl: 'http://svc.local',
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
    expect(await res.json()).toEqual({ status: true, data: { id: 'q_1' } });
    expect(seen).toEqual([
      {
        url: 'http://svc.local/v1/quotes',
        method: 'POST',
        key: 'key-12345678',
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

  it('answers 500 with a JSON code when the handler throws', async () => {
    const url = await listen(
      toNodeHandler(async () => {
        throw new Error('boom');
      }),
    );
    const res = await fetch(`${url}/x`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { code: string }).code).toBe('internal_error');
  });
});

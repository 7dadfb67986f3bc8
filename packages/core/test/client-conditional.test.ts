import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/index.js';

/** A server that answers with an ETag and 304 when If-None-Match matches it. */
function etagServer() {
  let version = 1;
  const seen: (string | null)[] = [];
  const fetchImpl = async (_url: string, init: RequestInit) => {
    const match = new Headers(init.headers).get('if-none-match');
    seen.push(match);
    const etag = `W/"v${version}"`;
    if (match === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify({ status: true, data: { version } }), {
      status: 200,
      headers: { etag, 'content-type': 'application/json' },
    });
  };
  return { seen, fetchImpl, bump: () => version++ };
}

describe('conditional GETs', () => {
  it('repeats a GET with If-None-Match and reuses the answer on 304', async () => {
    const server = etagServer();
    const client = createApiClient({ baseUrl: 'https://shop.example/api', fetchImpl: server.fetchImpl });
    const first = await client.get<{ version: number }>('/v1/orders/o_1');
    expect(first.data).toEqual({ version: 1 });
    const second = await client.get<{ version: number }>('/v1/orders/o_1');
    expect(second).toMatchObject({ data: { version: 1 }, notModified: true });
    server.bump();
    const third = await client.get<{ version: number }>('/v1/orders/o_1');
    expect(third.data).toEqual({ version: 2 });
    expect(third.notModified).toBeUndefined();
    expect(server.seen).toEqual([null, 'W/"v1"', 'W/"v1"']);
  });

  it('sends no extra header without a known ETag, and none when turned off', async () => {
    const server = etagServer();
    const off = createApiClient({
      baseUrl: 'https://shop.example/api',
      fetchImpl: server.fetchImpl,
      conditional: false,
    });
    await off.get('/v1/orders/o_1');
    await off.get('/v1/orders/o_1');
    const on = createApiClient({ baseUrl: 'https://shop.example/api', fetchImpl: server.fetchImpl });
    await on.get('/v1/orders/o_2');
    expect(server.seen).toEqual([null, null, null]);
  });
});

// toNodeHandler against request targets a visitor can craft: 400, and the server keeps serving.
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createCheckoutProxy, toNodeHandler } from '../src/index.js';
import { fakeService, json } from './helpers.js';

const raw = (port: number, request: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
  });

describe('toNodeHandler with unreadable requests', () => {
  it('answers 400 to //[ and a broken escape, then still serves', async () => {
    const s = fakeService(() => json(200, { status: true, data: [] }));
    const proxy = createCheckoutProxy({
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
    });
    const server = createServer(toNodeHandler(proxy));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const get = (target: string) =>
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
      expect(await raw(port, get('//['))).toBe(400);
      // Not a route: refused without calling the service, whatever the escape.
      expect(await raw(port, get('/api/pulse/checkout/v1/%E0%A4%A'))).toBe(404);
      expect(await raw(port, get('/api/pulse/checkout/v1/banks'))).toBe(200);
      expect(s.calls).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

// Prints the process's peak resident memory while a 256 MiB upload is sent to the checkout proxy and the
// order-webhook route served on a web-standard runtime (Hono's Node server, which hands the handler a
// streaming Request), with and without a Content-Length. Figures only.
import { Readable } from 'node:stream';
import { request as httpRequest } from 'node:http';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createCheckoutProxy, createOrderTracker, createOrderWebhookHandler } from '../src/index.js';

const MiB = 1024 * 1024;
const options = { apiKey: 'sk_test_bench0123456789', baseUrl: 'http://127.0.0.1:9' };
const proxy = createCheckoutProxy(options);
const webhooks = createOrderWebhookHandler({
  secret: 'whsec_bench_0123456789',
  tracker: createOrderTracker(options),
});
const server = serve({
  fetch: (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/pulse/webhooks') ? webhooks(request) : proxy(request),
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

/** Sends `size` bytes of zeros without holding them: 64 KiB chunks made as the socket drains. */
function upload(path: string, size: number, withLength: boolean): Promise<number> {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  const body = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          ...(withLength ? { 'content-length': String(size) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    body.pipe(req);
  });
}

const mib = (n: number) => `${Math.round(n / MiB)} MiB`;
const baseline = process.memoryUsage().rss;
for (const [path, label] of [
  ['/api/pulse/checkout/v1/quotes', 'proxy'],
  ['/api/pulse/webhooks', 'order webhooks'],
] as const) {
  for (const withLength of [true, false]) {
    peak = 0;
    const status = await upload(path, 256 * MiB, withLength);
    console.log(
      `${label.padEnd(15)} ${withLength ? 'Content-Length' : 'chunked       '} status ${status}, peak RSS ${mib(peak)}`,
    );
  }
}
console.log(`RSS before the uploads: ${mib(baseline)}`);
clearInterval(sample);
server.close();
process.exit(0);

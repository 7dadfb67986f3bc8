import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import {
  createCheckoutProxy,
  createRateHandler,
  toNodeHandler,
  withCors,
} from '../../packages/server/src/index.js';

// A merchant's backend on another origin than its pages, wrapped in withCors: the listed page's fetches (with
// the checkout's preflighted POST) get answers, another origin's are kept from it by the browser itself.
let sandbox: StartedSandbox;
const servers: Server[] = [];
let allowedPage = '';
let otherPage = '';
let backend = '';

const listen = async (server: Server, host: string) => {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, host, r));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
};

test.beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
  const page = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title><p>shop</p>');
  });
  // Two real origins for the pages: 127.0.0.1 and localhost, on ports of their own.
  allowedPage = await listen(page, '127.0.0.1');
  otherPage = await listen(
    createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>other</p>')),
    'localhost',
  );
  const options = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
  const rate = withCors(createRateHandler(options), { origins: [allowedPage] });
  const checkout = withCors(createCheckoutProxy({ ...options, basePath: '/api/pulse/checkout' }), {
    origins: [allowedPage],
  });
  const rateNode = toNodeHandler(rate);
  const checkoutNode = toNodeHandler(checkout);
  backend = await listen(
    createServer(
      (req, res) => void (req.url!.startsWith('/api/pulse/rate') ? rateNode : checkoutNode)(req, res),
    ),
    '127.0.0.1',
  );
});

test.afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await sandbox?.stop();
});

/** Runs in the page (serialised, so it takes the backend's URL as its argument). */
const calls = async (backendUrl: string) => {
  const out: string[] = [];
  const attempt = async (label: string, run: () => Promise<Response>) => {
    try {
      const res = await run();
      // An exposed header is readable across origins: the proxy's word on test or live.
      const environment = res.headers.get('pulse-environment');
      out.push(`${label} ${res.status}${environment ? ` ${environment}` : ''}`);
    } catch {
      out.push(`${label} blocked`);
    }
  };
  await attempt('rate', () => fetch(`${backendUrl}/api/pulse/rate?from=NGN&to=USDT&amount=20000`));
  await attempt('quote', () =>
    fetch(`${backendUrl}/api/pulse/checkout/v1/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '20000',
      }),
    }),
  );
  return out;
};

test('the listed origin reaches the backend; another origin is blocked by the browser', async ({ page }) => {
  await page.goto(allowedPage);
  expect(await page.evaluate(calls, backend)).toEqual(['rate 200', 'quote 201 test']);
  await page.goto(otherPage);
  expect(await page.evaluate(calls, backend)).toEqual(['rate blocked', 'quote blocked']);
});

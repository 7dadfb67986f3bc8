// The order state kept current by the sandbox's real, signed webhook delivery, with no list read at all.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  createCheckoutProxy,
  createOrderTracker,
  createOrderWebhookHandler,
  toNodeHandler,
  type OrderTracker,
} from '../src/index.js';

let sandbox: StartedSandbox;
let hooks: Server;
let tracker: OrderTracker;
const types: string[] = [];
const upstream: string[] = [];
const counted = async (input: string, init: RequestInit) => {
  upstream.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
  return fetch(input, init);
};

beforeAll(async () => {
  // The webhook route listens first, so the sandbox can be told where to deliver.
  let handler: RequestListener = (_req, res) => void res.writeHead(503).end();
  hooks = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/pulse/webhooks`;
  sandbox = await startSandbox({ webhooks: { forwardTo: url, retryBaseMs: 50 } });
  tracker = createOrderTracker({
    apiKey: sandbox.keys.test,
    baseUrl: sandbox.url,
    fetchImpl: counted,
    autoSync: false,
  });
  const route = createOrderWebhookHandler({
    secret: sandbox.businesses[0]!.test.webhookSecret,
    tracker,
    onEvent: (e) => void types.push(String(e.type)),
  });
  const node = toNodeHandler(route);
  handler = (req, res) => void node(req, res);
});

afterAll(async () => {
  await sandbox?.stop();
  hooks?.closeAllConnections();
  await new Promise((r) => hooks?.close(r));
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
};

const call = async (path: string, body: unknown) => {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': sandbox.keys.test,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

describe('order state from the sandbox’s webhook delivery', () => {
  it('follows an order from creation to completed with no order read of its own', async () => {
    const proxy = createCheckoutProxy({
      apiKey: sandbox.keys.test,
      baseUrl: sandbox.url,
      fetchImpl: counted,
      orders: tracker,
    });
    const post = (path: string, body: unknown) =>
      proxy(
        new Request(`http://shop.local/api/pulse/checkout${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify(body),
        }),
      );
    const quote = (await (
      await post('/v1/quotes', {
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '20000',
      })
    ).json()) as { data: { id: string } };
    const created = await post('/v1/onramp/orders', {
      reference: `hook-${crypto.randomUUID()}`,
      quote_id: quote.data.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'d'.repeat(40)}` },
    });
    expect(created.status).toBe(201);
    const order = (
      (await created.json()) as { data: { id: string; funding_account: Record<string, string> } }
    ).data;
    await call('/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await until(async () => (await tracker.read(order.id))?.order.status === 'processing');
    await call('/v1/sandbox/clock/advance', { seconds: 31 });
    await until(async () => (await tracker.read(order.id))?.order.status === 'completed');
    const read = await proxy(new Request(`http://shop.local/api/pulse/checkout/v1/orders/${order.id}`));
    const body = (await read.json()) as { data: { status: string; funding_account: unknown } };
    expect(body.data.status).toBe('completed');
    // The creation answer's funding account survives the events' merges.
    expect(body.data.funding_account).toEqual(order.funding_account);
    expect(types).toEqual(
      expect.arrayContaining(['order.awaiting_payment', 'order.processing', 'order.completed']),
    );
    // Only the checkout's own calls went to the service: no order read, no list read.
    expect(upstream).toEqual(['POST /v1/quotes', 'POST /v1/onramp/orders']);
  });
});

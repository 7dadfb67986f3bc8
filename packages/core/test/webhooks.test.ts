// Webhook event names and the signature header, checked against what the sandbox really delivers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_SIGNATURE_HEADER, isWebhookEventType } from '../src/webhooks.js';

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  type: unknown;
}

let sandbox: StartedSandbox;
const deliveries: Delivery[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    deliveries.push({ headers: req.headers, type: (JSON.parse(body) as { type: unknown }).type });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await sandbox.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function call<T>(path: string, auth: Record<string, string>, body?: unknown): Promise<T> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

describe('webhook events', () => {
  it('knows every event type, and nothing else', () => {
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(11);
    for (const t of WEBHOOK_EVENT_TYPES) expect(isWebhookEventType(t)).toBe(true);
    for (const x of [
      'order.paid',
      'ORDER.COMPLETED',
      'order.completed ',
      '',
      undefined,
      null,
      7,
      ['order.completed'],
    ]) {
      expect(isWebhookEventType(x)).toBe(false);
    }
  });

  it('recognises every event the sandbox delivers, under the signature header it names', async () => {
    const key = { 'x-api-key': sandbox.keys.test };
    const port = (receiver.address() as AddressInfo).port;
    await call('/v1/webhook-endpoints', key, { url: `http://127.0.0.1:${port}/hooks` });
    const created = await call<{ token: string }>('/v1/collection-sessions', key, {
      reference: `hooks-${Math.random().toString(36).slice(2)}`,
      amount: '150000',
      currency: 'NGN',
      flow: 'direct',
      asset: 'USDT',
      network: 'BASE',
    });
    const bearer = { authorization: `Bearer ${created.token}` };
    const session = await call<{ deposit_address: string; due: { amount: string } }>(
      '/v1/client/session',
      bearer,
    );
    await call('/v1/collections/deposits/simulate', key, {
      address: session.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: session.due.amount,
    });
    await sandbox.webhooksIdle();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(WEBHOOK_SIGNATURE_HEADER).toBe('Service-Signature');
    for (const d of deliveries) {
      expect(isWebhookEventType(d.type)).toBe(true);
      // Node lower-cases header names; the service's header is the one the constant names.
      expect(d.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    }
    expect(deliveries.map((d) => d.type)).toContain('collection_order.updated');
  });
});

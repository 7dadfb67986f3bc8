import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_EVENT_TYPES } from '@pulse/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../packages/server/src/index.js';
import { PROCESSING_MS } from '../src/domain/orders.js';
import { startSandbox } from '../src/index.js';
import { harness, type Harness } from './harness.js';
import { startReceiver, type Receiver } from './receiver.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn();
});

/** A sandbox with short real retry timers, and a receiver registered as its endpoint. */
async function setup(
  options: { retryBaseMs?: number; timeoutMs?: number; maxAttempts?: number; now?: () => number } = {},
) {
  const h = harness({ webhooks: { retryBaseMs: 20, timeoutMs: 2000, ...options } });
  const receiver = await startReceiver();
  cleanup.push(
    () => h.webhooks.stop(),
    () => receiver.close(),
  );
  const endpoint = await h.as(h.keys.test).post('/v1/webhook-endpoints', { url: receiver.url });
  expect(endpoint.status).toBe(201);
  receiver.secrets.push(endpoint.body.data.secret);
  return { h, receiver, endpoint: endpoint.body.data as { id: string; secret: string; url: string } };
}

const types = (r: Receiver) => r.received.map((x) => x.event.type);

async function payOnramp(h: Harness) {
  const order = await h.onrampOrder();
  await h.as(h.keys.test).post('/v1/sandbox/bank-transfers', {
    account_number: order.funding_account.account_number,
    amount: order.funding_account.amount,
  });
  h.advance(60);
  await h.as(h.keys.test).get('/v1/sandbox/clock'); // any request runs the due steps
  return order;
}

describe('lifecycle steps without a request', () => {
  it('completes a paid order and sends its webhook when its time comes, while nobody asks anything', async () => {
    const sb = await startSandbox({ webhooks: { retryBaseMs: 20 } });
    const receiver = await startReceiver();
    cleanup.push(
      () => sb.stop(),
      () => receiver.close(),
    );
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${sb.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sb.keys.test}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      // The sandbox's answers, read field by field below.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return ((await res.json()) as { data: Record<string, any> }).data;
    };
    receiver.secrets.push((await call('/v1/webhook-endpoints', { url: receiver.url })).secret);
    const quote = await call('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '20000',
    });
    const order = await call('/v1/onramp/orders', {
      reference: `tick-${crypto.randomUUID().slice(0, 8)}`,
      quote_id: quote.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'d'.repeat(40)}` },
    });
    await call('/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    // To a second before the order completes; then no request at all.
    sb.clock.advance(PROCESSING_MS - 1000);
    await receiver.waitFor(3);
    expect(types(receiver)).toEqual(['order.awaiting_payment', 'order.processing', 'order.completed']);
    expect(receiver.received[2]!.event.data).toMatchObject({ id: order.id, status: 'completed' });
  }, 20_000);
});

describe('sending an event by hand', () => {
  it('sends an order’s event only for the status the order is in, never order.completed for an unpaid one', async () => {
    const { h, receiver } = await setup();
    const order = await h.onrampOrder();
    const trigger = (type: string) =>
      h.as(h.keys.test).post('/v1/sandbox/events', { type, object_id: order.id });
    const refused = await trigger('order.completed');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invalid_state',
      error: expect.stringMatching(/is awaiting_payment, so it has no order\.completed event to send/),
    });
    expect((await trigger('order.awaiting_payment')).status).toBe(201);
    await receiver.waitFor(2);
    expect(types(receiver)).toEqual(['order.awaiting_payment', 'order.awaiting_payment']);
  });
});

describe('webhook endpoints', () => {
  it('registers with a secret shown once, lists without it, validates the URL, deletes', async () => {
    const { h, endpoint } = await setup();
    expect(endpoint.id).toMatch(/^we_/);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    const list = await h.as(h.keys.test).get('/v1/webhook-endpoints');
    expect(list.body.data).toEqual([{ id: endpoint.id, url: endpoint.url, created_at: expect.any(String) }]);
    for (const url of ['ftp://x.example/hook', 'not a url', 'http://user:pw@localhost/hook', 42]) {
      const r = await h.as(h.keys.test).post('/v1/webhook-endpoints', { url });
      expect([r.status, r.body.code], String(url)).toEqual([400, 'invalid_request']);
    }
    expect((await h.as(h.keys.otherTest).get('/v1/webhook-endpoints')).body.data).toEqual([]);
    expect((await h.call('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, h.keys.otherTest)).status).toBe(
      404,
    );
    expect((await h.call('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, h.keys.test)).status).toBe(200);
    expect((await h.as(h.keys.test).get('/v1/webhook-endpoints')).body.data).toEqual([]);
    for (let i = 0; i < 10; i++)
      await h.as(h.keys.test).post('/v1/webhook-endpoints', { url: `http://localhost:1/${i}` });
    const over = await h.as(h.keys.test).post('/v1/webhook-endpoints', { url: 'http://localhost:1/x' });
    expect([over.status, over.body.code]).toEqual([409, 'webhook_endpoint_limit']);
  });

  it('sandbox logs (events, deliveries) are test-only', async () => {
    const h = harness();
    expect((await h.as(h.keys.live).get('/v1/sandbox/events')).status).toBe(404);
    expect((await h.as(h.keys.live).get('/v1/sandbox/webhook-deliveries')).status).toBe(404);
    expect((await h.as(h.keys.test).get('/v1/sandbox/events?type=order.nope')).body.code).toBe(
      'invalid_request',
    );
  });
});

describe('webhook delivery', () => {
  it('delivers an onramp order’s events in order, each verified, with funding details and the delivered amount', async () => {
    const { h, receiver } = await setup();
    const order = await payOnramp(h);
    await receiver.waitFor(3);
    await h.webhooks.idle();
    expect(receiver.refused).toEqual([]);
    expect(types(receiver)).toEqual(['order.awaiting_payment', 'order.processing', 'order.completed']);
    const [awaiting, , completed] = receiver.received.map((r) => r.event);
    expect(awaiting).toMatchObject({
      type: 'order.awaiting_payment',
      environment: 'test',
      data: { id: order.id, funding_account: { bank_code: '101', amount: order.funding_account.amount } },
    });
    expect(awaiting!.id).toMatch(/^evt_/);
    expect(awaiting!.created_at).toBe(order.created_at);
    const read = (await h.as(h.keys.test).get(`/v1/orders/${order.id}`)).body.data;
    expect(completed!.data).toEqual(read);
    expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(3);
    // The event log has the same events.
    const logged = (await h.as(h.keys.test).get('/v1/sandbox/events?type=order.completed')).body.data;
    expect(logged).toEqual([completed]);
  });

  it('retries a failing endpoint with the same event id until it answers 2xx, and logs each attempt', async () => {
    const { h, receiver, endpoint } = await setup();
    receiver.answer = (event, count) => (event.type === 'order.awaiting_payment' && count <= 2 ? 500 : 200);
    const order = await h.onrampOrder();
    await h.as(h.keys.test).post('/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await receiver.waitFor(4);
    await h.webhooks.idle();
    const ids = receiver.received.map((r) => r.event.id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[1]).toBe(ids[2]);
    // Ordered per resource: processing waits until awaiting_payment is delivered.
    expect(types(receiver)).toEqual([
      'order.awaiting_payment',
      'order.awaiting_payment',
      'order.awaiting_payment',
      'order.processing',
    ]);
    const log = (await h.as(h.keys.test).get(`/v1/sandbox/webhook-deliveries?event_id=${ids[0]}`)).body.data;
    expect(
      log.map((d: { attempt: number; outcome: string; response_status: number }) => [
        d.attempt,
        d.outcome,
        d.response_status,
      ]),
    ).toEqual([
      [3, 'succeeded', 200],
      [2, 'retrying', 500],
      [1, 'retrying', 500],
    ]);
    expect(log[0]).toMatchObject({
      endpoint_id: endpoint.id,
      url: receiver.url,
      event_type: 'order.awaiting_payment',
    });
  });

  it('gives up after maxAttempts and retries a timed-out attempt', async () => {
    const { h, receiver } = await setup({ maxAttempts: 2, timeoutMs: 100 });
    receiver.answer = () => 'hang';
    await h.onrampOrder();
    await h.webhooks.idle();
    expect(receiver.received).toHaveLength(2);
    const log = (await h.as(h.keys.test).get('/v1/sandbox/webhook-deliveries')).body.data;
    expect(log.map((d: { outcome: string }) => d.outcome)).toEqual(['failed', 'retrying']);
    expect(log[0].error).toContain('no answer within 100 ms');
    expect(log[0].response_status).toBeNull();
  });

  it('signs with both secrets during a rotation overlap, then only the new one, on real time', async () => {
    // Webhooks run on real time; the test moves it by an offset both sides read.
    let offset = 0;
    const realNow = () => Date.now() + offset;
    const { h, receiver, endpoint } = await setup({ now: realNow });
    receiver.now = realNow;
    const rotated = await h.as(h.keys.test).post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, {
      overlap_seconds: 3600,
    });
    expect(rotated.status).toBe(200);
    const fresh: string = rotated.body.data.secret;
    expect(fresh).not.toBe(endpoint.secret);
    receiver.secrets.push(fresh);
    const v1Of = (header: string) => header.split(',').filter((p) => p.startsWith('v1='));
    const tOf = (header: string) => Number(/t=(\d+)/.exec(header)![1]);
    await h.onrampOrder();
    await receiver.waitFor(1);
    const during = receiver.received[0]!;
    expect(v1Of(during.header)).toHaveLength(2);
    // Each v1 is the one a secret gives: the new one and the old one both verify.
    const both = signWebhook(during.raw, fresh, {
      timestamp: tOf(during.header),
      extraSecrets: [endpoint.secret],
    });
    expect(both).toBe(during.header);
    // Moving the test clock past the overlap (to expire the first order) leaves both secrets signing.
    h.advance(3601);
    await h.as(h.keys.test).get('/v1/sandbox/clock');
    await receiver.waitFor(2);
    await h.webhooks.idle();
    expect(receiver.received[1]!.event.type).toBe('order.expired');
    expect(v1Of(receiver.received[1]!.header)).toHaveLength(2);
    // An hour of real time later the overlap is over: only the new secret signs.
    offset = 3601_000;
    await h.onrampOrder();
    await receiver.waitFor(3);
    await h.webhooks.idle();
    const after = receiver.received[2]!;
    expect(v1Of(after.header)).toHaveLength(1);
    expect(signWebhook(after.raw, fresh, { timestamp: tOf(after.header) })).toBe(after.header);
    expect(receiver.refused).toEqual([]);
    const bad = await h
      .as(h.keys.test)
      .post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { overlap_seconds: -1 });
    expect(bad.body.code).toBe('invalid_request');
  });

  it('sends collection, deposit and order events for a simulated deposit, as a live one would', async () => {
    const { h, receiver } = await setup();
    await h.as(h.keys.test).post('/v1/recipients', {
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    const c = (
      await h.as(h.keys.test).post('/v1/collections', {
        reference: 'cust-1',
        customer: { name: 'Ada Obi', email: 'ada@example.com' },
      })
    ).body.data;
    const address = c.deposit_addresses[0].address;
    const simulate = (amount: string) =>
      h
        .as(h.keys.test)
        .post('/v1/collections/deposits/simulate', { address, asset: 'USDT', network: 'BASE', amount });
    const d = (await simulate('25')).body.data;
    await simulate('0.5');
    await h.call('PATCH', `/v1/collections/${c.id}`, h.keys.test, { status: 'disabled' });
    h.advance(60);
    await h.as(h.keys.test).get('/v1/sandbox/clock');
    await h.webhooks.idle();
    const byType = (type: string) =>
      receiver.received.filter((r) => r.event.type === type).map((r) => r.event);
    expect(byType('collection.created')[0]!.data).toMatchObject({ id: c.id, reference: 'cust-1' });
    expect(byType('collection.deposit.received')[0]!.data).toMatchObject({
      id: d.id,
      order_id: d.order_id,
      status: 'accepted',
    });
    expect(byType('collection.deposit.held')[0]!.data).toMatchObject({ hold_reason: 'below_minimum' });
    expect(byType('collection.updated')[0]!.data).toMatchObject({ status: 'disabled' });
    expect(byType('order.processing')[0]!.data).toMatchObject({ id: d.order_id, type: 'offramp' });
    expect(byType('order.completed')[0]!.data).toMatchObject({ id: d.order_id, status: 'completed' });
    // Per collection, in emission order.
    const collectionEvents = types(receiver).filter((t) => t.startsWith('collection.'));
    expect(collectionEvents).toEqual([
      'collection.created',
      'collection.deposit.received',
      'collection.deposit.held',
      'collection.updated',
    ]);
    for (const r of receiver.received) expect(WEBHOOK_EVENT_TYPES).toContain(r.event.type);
  });

  it('announces collection-session order changes as collection_order.updated', async () => {
    const { h, receiver } = await setup();
    const s = await h.session();
    const select = await h.call('POST', '/v1/client/session/select', s.token, {
      asset: 'USDT',
      network: 'BASE',
    });
    expect(select.status).toBe(200);
    await h.as(h.keys.test).post('/v1/collections/deposits/simulate', {
      address: select.body.data.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: select.body.data.due.amount,
    });
    h.advance(600);
    await h.as(h.keys.test).get('/v1/sandbox/clock');
    await h.webhooks.idle();
    const statuses = receiver.received
      .filter((r) => r.event.type === 'collection_order.updated')
      .map((r) => (r.event.data as { status: string }).status);
    expect(statuses).toEqual(['deposit_detected', 'deposit_confirmed', 'converting', 'completed']);
  });

  it('announces a lapsed quote lock (expired) and a refresh that makes the order payable again', async () => {
    const { h, receiver } = await setup();
    const s = await h.session();
    await h.call('POST', '/v1/client/session/select', s.token, { asset: 'USDT', network: 'BASE' });
    h.advance(600);
    await h.as(h.keys.test).get('/v1/sandbox/clock');
    const refreshed = await h.call('POST', '/v1/client/session/refresh_quote', s.token);
    expect(refreshed.body.data.status).toBe('awaiting_payment');
    await h.webhooks.idle();
    const statuses = receiver.received
      .filter((r) => r.event.type === 'collection_order.updated')
      .map((r) => (r.event.data as { status: string }).status);
    expect(statuses).toEqual(['expired', 'awaiting_payment']);
  });
});

describe('pulse-sandbox --forward-to', () => {
  it('forwards every test event to a running app, signed with the printed test webhook secret', async () => {
    const receiver = await startReceiver();
    cleanup.push(() => receiver.close());
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--quiet', '--forward-to', receiver.url],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cleanup.push(() => child.kill('SIGTERM'));
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('Forwarding every test event')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`cli exited ${code}: ${out}`)));
    });
    const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
    const key = /test secret key\s+(sk_test_\S+)/.exec(out)![1]!;
    receiver.secrets.push(/test webhook\s+(whsec_\S+)/.exec(out)![1]!);
    const quote = await fetch(`${url}/v1/quotes`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '20000',
      }),
    }).then((r) => r.json() as Promise<{ data: { id: string } }>);
    const order = await fetch(`${url}/v1/onramp/orders`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reference: 'fwd-1',
        quote_id: quote.data.id,
        payer: { name: 'Ada Obi', email: 'ada@example.com' },
        destination: { address: `0x${'ab'.repeat(20)}` },
      }),
    }).then((r) => r.json() as Promise<{ data: { id: string } }>);
    await receiver.waitFor(1);
    expect(receiver.refused).toEqual([]);
    expect(receiver.received[0]!.event).toMatchObject({
      type: 'order.awaiting_payment',
      data: { id: order.data.id },
    });
  });
});

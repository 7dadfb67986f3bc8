// The checkout proxy says which environment each quote, order and resolved bank account is in (the service's
// name none), so the checkout can mark a test order as one and never build a mainnet wallet link for it.
// Against the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { createCheckoutProxy } from '../src/index.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox?.stop());

const mount = 'https://shop.example/api/pulse';
const post = (path: string, body: unknown) =>
  new Request(mount + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
const dataOf = async (res: Response) => {
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> & { environment?: string } }).data;
};

describe('the environment on what the checkout reads', () => {
  it('marks a test key’s quote, order, order read and lookup by reference as test', async () => {
    const proxy = createCheckoutProxy({ apiKey: sandbox.keys.test, baseUrl: sandbox.url });
    const quote = await dataOf(
      await proxy(
        post('/v1/quotes', {
          source_currency: 'NGN',
          destination_currency: 'USDT',
          network: 'BASE',
          source_amount: '20000',
        }),
      ),
    );
    expect(quote.environment).toBe('test');
    expect(quote.source_amount).toMatch(/^20000(\.0+)?$/); // the service's own fields are kept
    const reference = `env-${crypto.randomUUID()}`;
    const created = await proxy(
      post('/v1/onramp/orders', {
        reference,
        quote_id: quote.id,
        payer: { name: 'Ada Obi', email: 'ada@example.com' },
        destination: { address: `0x${'d'.repeat(40)}` },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('request-id')).toBeTruthy();
    const order = await dataOf(created);
    expect(order).toMatchObject({ environment: 'test', reference, status: 'awaiting_payment' });
    const read = await dataOf(await proxy(new Request(`${mount}/v1/orders/${String(order.id)}`)));
    expect(read).toMatchObject({ id: order.id, environment: 'test' });
    const list = await proxy(new Request(`${mount}/v1/orders?reference=${reference}`));
    const orders = ((await list.json()) as { data: { id: string; environment: string }[] }).data;
    expect(orders.map((o) => [o.id, o.environment])).toEqual([[order.id, 'test']]);
  });

  it('marks a resolved bank account as test, and keeps the service’s fields', async () => {
    const proxy = createCheckoutProxy({ apiKey: sandbox.keys.test, baseUrl: sandbox.url });
    const resolved = await dataOf(
      await proxy(post('/v1/banks/resolve', { bank_code: '058', account_number: '0123456789' })),
    );
    expect(resolved).toMatchObject({ environment: 'test', account_number: '0123456789', bank_code: '058' });
    expect(typeof resolved.account_name).toBe('string');
  });

  it('says test or live on every answer, the bank list and an error included, in its Pulse-Environment header', async () => {
    const test = createCheckoutProxy({ apiKey: sandbox.keys.test, baseUrl: sandbox.url });
    const banks = await test(new Request('http://shop.local/api/pulse/checkout/v1/banks'));
    expect(banks.status).toBe(200);
    expect(banks.headers.get('pulse-environment')).toBe('test');
    const refused = await test(post('/v1/banks/resolve', { bank_code: '058', account_number: '12' }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('pulse-environment')).toBe('test');
    const outside = await test(new Request('http://shop.local/api/pulse/checkout/v1/payout-accounts'));
    expect(outside.status).toBe(404);
    expect(outside.headers.get('pulse-environment')).toBe('test');
    const live = createCheckoutProxy({
      apiKey: sandbox.keys.live,
      baseUrl: sandbox.url,
      authorize: () => ({ id: 'customer-1' }),
    });
    const liveBanks = await live(new Request('http://shop.local/api/pulse/checkout/v1/banks'));
    expect(liveBanks.headers.get('pulse-environment')).toBe('live');
  });

  it('marks a live key’s quote as live', async () => {
    const proxy = createCheckoutProxy({
      apiKey: sandbox.keys.live,
      baseUrl: sandbox.url,
      authorize: () => ({ id: 'customer-1' }),
    });
    const res = await proxy(
      post('/v1/quotes', {
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '20000',
      }),
    );
    const body = (await res.json()) as { status: boolean; data?: { environment?: string } };
    expect(body.status).toBe(true);
    expect(body.data?.environment).toBe('live');
  });
});

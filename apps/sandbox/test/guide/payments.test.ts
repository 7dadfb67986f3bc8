// Finishing test payments against the sandbox: one payment of each kind, end to end.
import { startSandbox, type StartedSandbox } from '@pulse/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: StartedSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

/** A POST with the test key; the answer's `data`, or the failure thrown. */
async function post(path: string, body: unknown) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sandbox.keys.test}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!answer.status) throw new Error(`${path}: ${res.status} ${answer.code} ${answer.error}`);
  return answer.data;
}

let n = 0;
/** A collection session for 25,000 NGN, paid in USDT on BASE. */
const session = () =>
  post('/v1/collection-sessions', {
    reference: `guide-${++n}`,
    amount: '25000',
    currency: 'NGN',
    flow: 'direct',
    asset: 'USDT',
    network: 'BASE',
  });

/** Pays it as a customer would; by default the clock then moves until its lifecycle has run. */
const pay = (id: string, outcome = 'full') => post('/v1/sandbox/payments', { id, outcome });

describe('collection sessions', () => {
  it('paid in full: completed, announcing every step', async () => {
    const paid = await pay((await session()).id);
    expect(paid.status).toBe('completed');
    expect(paid.events.map((e: { type: string }) => e.type)).toEqual([
      'collection_order.updated', // deposit_detected
      'collection_order.updated', // deposit_confirmed
      'collection_order.updated', // converting
      'collection_order.updated', // completed
    ]);
  });

  it('underpaid: waits for the rest', async () => {
    expect((await pay((await session()).id, 'under')).status).toBe('underpaid');
  });

  it('overpaid: completed after the overpayment is noted', async () => {
    expect((await pay((await session()).id, 'over')).status).toBe('completed');
  });

  it('on the wrong network: held as wrong_chain', async () => {
    expect((await pay((await session()).id, 'wrong_network')).status).toBe('wrong_chain');
  });

  it('late, after the session ended: the deposit changes nothing', async () => {
    expect((await pay((await session()).id, 'late')).status).toBe('expired');
  });
});

describe('orders', () => {
  it('onramp: a bank transfer of the amount due completes it', async () => {
    const quote = await post('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '20000',
    });
    const order = await post('/v1/onramp/orders', {
      reference: `guide-${++n}`,
      quote_id: quote.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'ab'.repeat(20)}` },
    });
    const paid = await pay(order.id);
    expect(paid.payment).toMatchObject({ method: 'bank_transfer', currency: 'NGN', executed: true });
    expect(paid.status).toBe('completed');
    expect(paid.events.map((e: { type: string }) => e.type)).toEqual(['order.processing', 'order.completed']);
  });

  it('offramp: crypto on the wrong network is not counted', async () => {
    const quote = await post('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: '50',
    });
    const order = await post('/v1/offramp/orders', {
      reference: `guide-${++n}`,
      quote_id: quote.id,
      beneficiary: {
        name: 'Ada Obi',
        email: 'ada@example.com',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
    });
    const paid = await pay(order.id, 'wrong_network');
    expect(paid.payment).toMatchObject({ executed: false, reason: 'wrong_network' });
    expect(paid.status).toBe('awaiting_payment');
    expect((await pay(order.id)).status).toBe('completed');
  });
});

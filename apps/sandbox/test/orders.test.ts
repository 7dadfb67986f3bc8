import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { harness } from './harness.js';

const address = `0x${'d'.repeat(40)}`;

describe('POST /v1/onramp/orders', () => {
  it('answers 201 with the order, its virtual account, rate, party and a 30-minute expiry', async () => {
    const h = harness();
    const quote = await h.onrampQuote();
    const r = await h.as(h.keys.test).post('/v1/onramp/orders', {
      reference: 'inv-1',
      quote_id: quote.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com', nin: '12345678901' },
      destination: { address },
    });
    expect(r.status).toBe(201);
    const o = r.body.data;
    expect(o).toMatchObject({
      reference: 'inv-1',
      type: 'onramp',
      status: 'awaiting_payment',
      rate: quote.rate,
      source: { currency: 'NGN', amount: '20000.00' },
      destination: { currency: 'USDT', amount: quote.destination_amount, network: 'BASE' },
      party: { name: 'Ada Obi', email: 'ada@example.com' },
      funding_account: { bank_code: '101', bank_name: 'Providus Bank', amount: '20000.00' },
      created_at: h.clock.now().toISOString(),
      updated_at: h.clock.now().toISOString(),
    });
    expect(o.funding_account.account_number).toMatch(/^\d{10}$/);
    expect(o.funding_account.account_name).toContain('Ada Obi');
    expect(Date.parse(o.expires_at) - h.clock.now().getTime()).toBe(30 * 60_000);
    const read = await h.as(h.keys.test).get(`/v1/orders/${o.id}`);
    expect(read.body.data).toEqual(o);
    expect((await h.as(h.keys.test).get(`/v1/onramp/orders/${o.id}`)).body.data).toEqual(o);
    expect((await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).status).toBe(404);
  });

  it('validates the body with specific codes', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const quote = await h.onrampQuote();
    const base = {
      reference: 'x',
      quote_id: quote.id,
      payer: { name: 'A', email: 'a@b.co' },
      destination: { address },
    };
    const cases: [unknown, string, RegExp][] = [
      [{ ...base, reference: undefined }, 'invalid_request', /^reference is required$/],
      [{ ...base, payer: { name: 'A' } }, 'invalid_request', /^payer\.email is required$/],
      [{ ...base, payer: { name: 'A', email: 'nope' } }, 'invalid_request', /^payer\.email must be an email/],
      [
        { ...base, payer: { ...base.payer, bvn: '123' } },
        'invalid_request',
        /^payer\.bvn must be the 11-digit BVN/,
      ],
      [{ ...base, destination: { address: 'nope' } }, 'invalid_address', /BASE address/],
      [{ ...base, quote_id: 'unknown' }, 'not_found', /No quote unknown/],
    ];
    for (const [body, code, message] of cases) {
      const r = await api.post('/v1/onramp/orders', body);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(r.body.error).toMatch(message);
    }
  });

  it('refuses a duplicate reference and an offramp quote', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const first = await h.onrampOrder();
    const quote = await h.onrampQuote();
    const dup = await api.post('/v1/onramp/orders', {
      reference: first.reference,
      quote_id: quote.id,
      payer: { name: 'A', email: 'a@b.co' },
      destination: { address },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('duplicate_reference');
    const sellQuote = await api.post('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'BASE',
      source_amount: '20',
    });
    const mismatch = await api.post('/v1/onramp/orders', {
      reference: 'other',
      quote_id: sellQuote.body.data.id,
      payer: { name: 'A', email: 'a@b.co' },
      destination: { address },
    });
    expect(mismatch.body.code).toBe('quote_mismatch');
  });
});

describe('onramp lifecycle', () => {
  const pay = (h: ReturnType<typeof harness>, accountNumber: string, amount: string, key = h.keys.test) =>
    h.as(key).post('/v1/sandbox/bank-transfers', { account_number: accountNumber, amount });

  it('awaiting_payment → processing on payment → completed 30 s later', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    const t = await pay(h, o.funding_account.account_number, '20000');
    expect(t.body.data).toMatchObject({
      executed: true,
      reason: null,
      order_status: 'processing',
      order_id: o.id,
    });
    const processing = (await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data;
    expect(processing.status).toBe('processing');
    expect(processing.destination.amount).toBe(o.destination.amount);
    h.advance(30);
    expect((await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data.status).toBe('completed');
  });

  it('expires unfunded after 30 minutes; payment after expires_at does not execute', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    h.advance(30 * 60 - 1);
    expect((await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data.status).toBe('awaiting_payment');
    h.advance(1);
    const expired = (await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data;
    expect(expired.status).toBe('expired');
    expect(expired.updated_at).toBe(expired.expires_at);
    const t = await pay(h, o.funding_account.account_number, '20000');
    expect(t.body.data).toMatchObject({ executed: false, reason: 'order_expired', order_status: 'expired' });
  });

  it('re-prices funding that arrives after the rate hold, within the window', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    h.advance(20 * 60);
    await pay(h, o.funding_account.account_number, '20000');
    const late = (await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data;
    expect(late.status).toBe('processing');
    expect(late.rate).not.toBe(o.rate);
    expect(late.destination.amount).toBe(new Big('20000').div(late.rate).round(6, Big.roundDown).toFixed(6));
    expect(late.funding_account.amount).toBe('20000.00');
  });

  it('counts the amount that arrived when it differs from the one asked', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    await pay(h, o.funding_account.account_number, '30000');
    const paid = (await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data;
    expect(paid.rate).toBe(o.rate);
    expect(paid.source.amount).toBe('30000.00');
    expect(paid.destination.amount).toBe(new Big('30000').div(o.rate).round(6, Big.roundDown).toFixed(6));
  });

  it('does not execute on a payment below the amount due; payments add up until it is reached', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    const get = async () => (await h.as(h.keys.test).get(`/v1/orders/${o.id}`)).body.data;
    const cent = await pay(h, o.funding_account.account_number, '0.01');
    expect(cent.body.data).toMatchObject({
      executed: false,
      reason: 'amount_below_due',
      order_status: 'awaiting_payment',
      amount_received: '0.01',
    });
    expect(await get()).toMatchObject({ status: 'awaiting_payment', destination: o.destination });
    const rest = await pay(h, o.funding_account.account_number, '19999.99');
    expect(rest.body.data).toMatchObject({
      executed: true,
      reason: null,
      order_status: 'processing',
      amount_received: '20000.00',
    });
    expect(await get()).toMatchObject({ status: 'processing', source: { amount: '20000.00' } });
    expect((await get()).destination.amount).toBe(o.destination.amount);
  });

  it('expires with a part payment counted and held; later payments do not execute', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    await pay(h, o.funding_account.account_number, '10000');
    h.advance(30 * 60);
    const t = await pay(h, o.funding_account.account_number, '10000');
    expect(t.body.data).toMatchObject({
      executed: false,
      reason: 'order_expired',
      order_status: 'expired',
      amount_received: '10000.00',
    });
  });

  it('refuses a second payment, unknown accounts and foreign accounts', async () => {
    const h = harness();
    const o = await h.onrampOrder();
    await pay(h, o.funding_account.account_number, '20000');
    const again = await pay(h, o.funding_account.account_number, '20000');
    expect(again.body.data).toMatchObject({ executed: false, reason: 'order_processing' });
    expect((await pay(h, '1234567890', '100')).status).toBe(404);
    expect((await pay(h, o.funding_account.account_number, '100', h.keys.otherTest)).status).toBe(404);
    expect((await pay(h, o.funding_account.account_number, '100', h.keys.live)).status).toBe(404);
  });
});

describe('offramp orders', () => {
  it('creates with a deposit address, resolves the beneficiary, and completes on deposit', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    expect(o).toMatchObject({
      type: 'offramp',
      status: 'awaiting_payment',
      source: { currency: 'USDT', amount: '50.000000', network: 'POLYGON' },
      destination: { currency: 'NGN' },
      funding_account: { network: 'POLYGON' },
    });
    expect(o.funding_account.deposit_address).toMatch(/^0x[0-9a-f]{40}$/);
    const wrongNetwork = await h.as(h.keys.test).post('/v1/collections/deposits/simulate', {
      address: o.funding_account.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: '50',
    });
    expect(wrongNetwork.status).toBe(200);
    expect(wrongNetwork.body.data).toMatchObject({
      executed: false,
      reason: 'wrong_network',
      order_status: 'awaiting_payment',
      amount_received: '0.000000',
    });
    expect((await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data.status).toBe(
      'awaiting_payment',
    );
    const dep = await h.as(h.keys.test).post('/v1/collections/deposits/simulate', {
      address: o.funding_account.deposit_address,
      asset: 'USDT',
      network: 'POLYGON',
      amount: '50',
    });
    expect(dep.body.data).toMatchObject({
      order_id: o.id,
      amount: '50.000000',
      collection_id: null,
      executed: true,
      reason: null,
      order_status: 'processing',
      amount_received: '50.000000',
    });
    expect(dep.body.data.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data.status).toBe('processing');
    h.advance(30);
    expect((await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data.status).toBe('completed');
  });

  const send = (h: ReturnType<typeof harness>, to: string, amount: string, extra: object = {}) =>
    h.as(h.keys.test).post('/v1/collections/deposits/simulate', {
      address: to,
      asset: 'USDT',
      network: 'POLYGON',
      amount,
      ...extra,
    });

  it('answers a deposit in another asset as held, not executed', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    const r = await send(h, o.funding_account.deposit_address, '50', { asset: 'USDC' });
    expect(r.body.data).toMatchObject({
      executed: false,
      reason: 'wrong_asset',
      order_status: 'awaiting_payment',
    });
  });

  it('expires unfunded after 30 minutes; a deposit after expires_at does not execute', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    const get = async () => (await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data;
    h.advance(30 * 60 - 1);
    expect((await get()).status).toBe('awaiting_payment');
    h.advance(1);
    const expired = await get();
    expect(expired.status).toBe('expired');
    expect(expired.updated_at).toBe(expired.expires_at);
    const late = await send(h, o.funding_account.deposit_address, '50');
    expect(late.body.data).toMatchObject({
      executed: false,
      reason: 'order_expired',
      order_status: 'expired',
      amount_received: '0.000000',
    });
    expect((await get()).status).toBe('expired');
  });

  it('re-prices a deposit that arrives after the rate hold, within the window', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    h.advance(20 * 60);
    const r = await send(h, o.funding_account.deposit_address, '50');
    expect(r.body.data).toMatchObject({ executed: true, order_status: 'processing' });
    const late = (await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data;
    expect(late.status).toBe('processing');
    expect(late.rate).not.toBe(o.rate);
    expect(late.destination.amount).toBe(new Big('50').times(late.rate).round(2, Big.roundDown).toFixed(2));
    expect(late.source.amount).toBe('50.000000');
  });

  it('counts the amount that arrived when it is more than asked', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    const r = await send(h, o.funding_account.deposit_address, '60');
    expect(r.body.data).toMatchObject({ executed: true, amount_received: '60.000000' });
    const paid = (await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data;
    expect(paid.rate).toBe(o.rate);
    expect(paid.source.amount).toBe('60.000000');
    expect(paid.destination.amount).toBe(new Big('60').times(o.rate).round(2, Big.roundDown).toFixed(2));
  });

  it('adds up deposits below the amount due and executes when they reach it', async () => {
    const h = harness();
    const o = await h.offrampOrder();
    const part = await send(h, o.funding_account.deposit_address, '10');
    expect(part.body.data).toMatchObject({
      executed: false,
      reason: 'amount_below_due',
      order_status: 'awaiting_payment',
      amount_received: '10.000000',
    });
    const rest = await send(h, o.funding_account.deposit_address, '40');
    expect(rest.body.data).toMatchObject({ executed: true, amount_received: '50.000000' });
    const paid = (await h.as(h.keys.test).get(`/v1/offramp/orders/${o.id}`)).body.data;
    expect(paid).toMatchObject({ status: 'processing', rate: o.rate, destination: o.destination });
    const again = await send(h, o.funding_account.deposit_address, '1');
    expect(again.body.data).toMatchObject({ executed: false, reason: 'order_processing' });
  });

  it('fails on accounts that name enquiry rejects', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const q = await api.post('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'BASE',
      source_amount: '20',
    });
    const body = (account: string) => ({
      reference: `r-${account}`,
      quote_id: q.body.data.id,
      beneficiary: {
        name: 'A',
        email: 'a@b.co',
        bank_account: { bank_code: '058', account_number: account },
      },
    });
    expect((await api.post('/v1/offramp/orders', body('0000000000'))).body.code).toBe('account_not_found');
    expect((await api.post('/v1/offramp/orders', body('9999999999'))).status).toBe(503);
    expect((await api.post('/v1/offramp/orders', body('123'))).body.code).toBe('invalid_account_number');
    expect((await api.post('/v1/offramp/orders', body('0123456789'))).status).toBe(201);
  });
});

describe('GET /v1/orders', () => {
  it('lists newest first as summaries, with filters', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const a = await h.onrampOrder();
    h.advance(60);
    const b = await h.offrampOrder();
    const all = (await api.get('/v1/orders')).body;
    expect(all.data.map((o: { id: string }) => o.id)).toEqual([b.id, a.id]);
    expect(all.data[0]).not.toHaveProperty('funding_account');
    expect(all.data[0]).not.toHaveProperty('party');
    expect(all.meta).toEqual({ per_page: 20 });
    expect((await api.get('/v1/orders?type=onramp')).body.data.map((o: { id: string }) => o.id)).toEqual([
      a.id,
    ]);
    expect((await api.get(`/v1/orders?reference=${b.reference}`)).body.data).toHaveLength(1);
    expect((await api.get('/v1/orders?reference=none')).body.data).toHaveLength(0);
    const from = encodeURIComponent(b.created_at);
    expect((await api.get(`/v1/orders?from=${from}`)).body.data.map((o: { id: string }) => o.id)).toEqual([
      b.id,
    ]);
    expect((await api.get(`/v1/orders?to=${encodeURIComponent(a.created_at)}`)).body.data).toHaveLength(1);
  });

  it('paginates with cursors that stay stable while orders are added', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await h.onrampOrder()).id);
    const newestFirst = [...made].reverse();
    const p1 = (await api.get('/v1/orders?per_page=2')).body;
    expect(p1.data.map((o: { id: string }) => o.id)).toEqual(newestFirst.slice(0, 2));
    expect(p1.meta.next_cursor).toEqual(expect.any(String));
    await h.onrampOrder();
    const p2 = (await api.get(`/v1/orders?per_page=2&cursor=${p1.meta.next_cursor}`)).body;
    expect(p2.data.map((o: { id: string }) => o.id)).toEqual(newestFirst.slice(2, 4));
    const p3 = (await api.get(`/v1/orders?per_page=2&cursor=${p2.meta.next_cursor}`)).body;
    expect(p3.data.map((o: { id: string }) => o.id)).toEqual(newestFirst.slice(4));
    expect(p3.meta.next_cursor).toBeUndefined();
  });

  it('rejects bad paging and filter values', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    expect((await api.get('/v1/orders?per_page=101')).body).toMatchObject({
      code: 'invalid_request',
      error: 'per_page must be a whole number from 1 to 100',
    });
    expect((await api.get('/v1/orders?per_page=0')).status).toBe(400);
    expect((await api.get('/v1/orders?cursor=garbage')).body.code).toBe('invalid_cursor');
    expect((await api.get('/v1/orders?from=yesterday')).body.error).toMatch(/^from must be an RFC 3339/);
    expect((await api.get('/v1/orders?type=swap')).body.error).toBe('type must be onramp or offramp');
    expect((await api.get('/v1/orders/unknown')).status).toBe(404);
  });
});

describe('banks', () => {
  it('lists Nigerian banks with codes', async () => {
    const h = harness();
    const banks = (await h.as(h.keys.test).get('/v1/banks')).body.data as { name: string; code: string }[];
    expect(banks.length).toBeGreaterThan(20);
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  });

  it('resolves names deterministically and fails the documented test numbers', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const a = await api.post('/v1/banks/resolve', { bank_code: '058', account_number: '0123456789' });
    const b = await api.post('/v1/banks/resolve', { bank_code: '058', account_number: '0123456789' });
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.data).toMatchObject({
      account_number: '0123456789',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
    });
    expect(a.body.data.account_name).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    const notFound = await api.post('/v1/banks/resolve', { bank_code: '058', account_number: '0000000000' });
    expect([notFound.status, notFound.body.code]).toEqual([404, 'account_not_found']);
    const down = await api.post('/v1/banks/resolve', { bank_code: '044', account_number: '9999999999' });
    expect([down.status, down.body.code]).toEqual([503, 'bank_unavailable']);
    const unknown = await api.post('/v1/banks/resolve', { bank_code: '999', account_number: '0123456789' });
    expect(unknown.body.code).toBe('unknown_bank');
    const short = await api.post('/v1/banks/resolve', { bank_code: '058', account_number: '12345' });
    expect(short.body.code).toBe('invalid_account_number');
  });
});

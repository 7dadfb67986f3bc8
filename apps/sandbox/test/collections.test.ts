import { describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

const evm = `0x${'c'.repeat(40)}`;

async function recipient(h: Harness, account = '0123456789', isDefault = true, key = h.keys.test) {
  const r = await h.as(key).post('/v1/recipients', {
    type: 'bank_account',
    is_default: isDefault,
    bank_account: { bank_code: '058', account_number: account },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

async function collection(h: Harness, body: Record<string, unknown> = {}, key = h.keys.test) {
  const r = await h.as(key).post('/v1/collections', {
    reference: 'cust-1',
    customer: { name: 'Ada Obi', email: 'ada@example.com' },
    ...body,
  });
  expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
  return r.body.data;
}

const deposit = (h: Harness, address: string, amount = '100', network = 'POLYGON', key = h.keys.test) =>
  h.as(key).post('/v1/collections/deposits/simulate', { address, asset: 'USDT', network, amount });

describe('payout accounts (POST/GET/DELETE /v1/recipients)', () => {
  it('verifies with name enquiry, stores the registered name, and a new default replaces the old', async () => {
    const h = harness();
    const resolved = await h.as(h.keys.test).post('/v1/banks/resolve', {
      bank_code: '058',
      account_number: '0123456789',
    });
    const first = await recipient(h);
    expect(first).toMatchObject({
      type: 'bank_account',
      is_default: true,
      bank_account: resolved.body.data,
      created_at: h.clock.now().toISOString(),
    });
    expect(first.id).toMatch(/^rcp_/);
    h.advance(1);
    const second = await recipient(h, '1234567890', true);
    const list = await h.as(h.keys.test).get('/v1/recipients');
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(list.body.data.map((r: { is_default: boolean }) => r.is_default)).toEqual([true, false]);
    expect(list.body.meta).toEqual({ per_page: 20 });
    // Another business and the live environment see none of them.
    expect((await h.as(h.keys.otherTest).get('/v1/recipients')).body.data).toEqual([]);
    expect((await h.as(h.keys.live).get('/v1/recipients')).body.data).toEqual([]);
    expect((await h.as(h.keys.otherTest).get(`/v1/recipients/${first.id}`)).status).toBe(404);
  });

  it('answers validation and name-enquiry failures with specific codes', async () => {
    const h = harness();
    const post = (body: unknown) => h.as(h.keys.test).post('/v1/recipients', body);
    const cases: [unknown, number, string][] = [
      [
        { is_default: true, bank_account: { bank_code: '058', account_number: '0123456789' } },
        400,
        'invalid_request',
      ],
      [
        { type: 'card', bank_account: { bank_code: '058', account_number: '0123456789' } },
        400,
        'invalid_request',
      ],
      [
        {
          type: 'bank_account',
          is_default: 'yes',
          bank_account: { bank_code: '058', account_number: '0123456789' },
        },
        400,
        'invalid_request',
      ],
      [
        { type: 'bank_account', bank_account: { bank_code: '999', account_number: '0123456789' } },
        400,
        'unknown_bank',
      ],
      [
        { type: 'bank_account', bank_account: { bank_code: '058', account_number: '12345' } },
        400,
        'invalid_account_number',
      ],
      [
        { type: 'bank_account', bank_account: { bank_code: '058', account_number: '0000000000' } },
        404,
        'account_not_found',
      ],
      [
        { type: 'bank_account', bank_account: { bank_code: '058', account_number: '9999999999' } },
        503,
        'bank_unavailable',
      ],
    ];
    for (const [body, status, code] of cases) {
      const r = await post(body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.status).toBe(false);
    }
    expect((await h.as(h.keys.test).get('/v1/recipients')).body.data).toEqual([]);
    expect((await h.as(h.keys.test).get('/v1/recipients?per_page=101')).body.code).toBe('invalid_request');
    expect((await h.as(h.keys.test).get('/v1/recipients?from=yesterday')).body.code).toBe('invalid_request');
    expect((await h.as(h.keys.test).get('/v1/recipients?cursor=bogus')).body.code).toBe('invalid_cursor');
    expect((await h.call('GET', '/v1/recipients')).status).toBe(401);
  });

  it('pages with per_page and cursor and filters on from/to', async () => {
    const h = harness();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await recipient(h, `012345678${i}`, false));
      h.advance(60);
    }
    const p1 = await h.as(h.keys.test).get('/v1/recipients?per_page=2');
    expect(p1.body.data.map((r: { id: string }) => r.id)).toEqual([made[2].id, made[1].id]);
    const p2 = await h.as(h.keys.test).get(`/v1/recipients?per_page=2&cursor=${p1.body.meta.next_cursor}`);
    expect(p2.body.data.map((r: { id: string }) => r.id)).toEqual([made[0].id]);
    expect(p2.body.meta.next_cursor).toBeUndefined();
    const ranged = await h
      .as(h.keys.test)
      .get(
        `/v1/recipients?from=${encodeURIComponent(made[1].created_at)}&to=${encodeURIComponent(made[1].created_at)}`,
      );
    expect(ranged.body.data.map((r: { id: string }) => r.id)).toEqual([made[1].id]);
  });

  it('refuses deletion while a collection uses the account or an order paying it is unfinished', async () => {
    const h = harness();
    const a = await recipient(h, '0123456789', true);
    const b = await recipient(h, '1234567890', false);
    const col = await collection(h);
    const del = (id: string) => h.call('DELETE', `/v1/recipients/${id}`, h.keys.test);
    const used = await del(a.id);
    expect([used.status, used.body.code]).toEqual([409, 'recipient_in_use']);
    expect(used.body.error).toContain(col.id);
    // Point the collection at b, deposit: the order pays b and is processing.
    await h.call('PATCH', `/v1/collections/${col.id}`, h.keys.test, { recipient_id: b.id });
    expect((await del(a.id)).status).toBe(200);
    const d = await deposit(h, col.deposit_addresses[0].address);
    expect(d.body.data.status).toBe('accepted');
    // b is still used by the collection; move the collection away to see the order refusal.
    const c = await recipient(h, '2345678901', false);
    await h.call('PATCH', `/v1/collections/${col.id}`, h.keys.test, { recipient_id: c.id });
    const busy = await del(b.id);
    expect([busy.status, busy.body.code]).toEqual([409, 'recipient_in_use']);
    expect(busy.body.error).toContain(d.body.data.order_id);
    h.advance(60); // the order completes
    const done = await del(b.id);
    expect(done.status).toBe(200);
    expect(done.body.data.id).toBe(b.id);
    expect((await del(b.id)).status).toBe(404);
    expect(
      (await h.as(h.keys.test).get('/v1/recipients')).body.data.map((r: { id: string }) => r.id),
    ).toEqual([c.id]);
  });
});

describe('collection accounts (POST/GET /v1/collection-accounts)', () => {
  it('issues permanent bank details, returns the same account for the same reference, and searches', async () => {
    const h = harness();
    const post = (body: unknown) => h.as(h.keys.test).post('/v1/collection-accounts', body);
    const created = await post({
      reference: 'user-1',
      name: 'Ada Obi',
      payout_destination: { chain: 'BASE', address: evm },
    });
    expect(created.status).toBe(201);
    const a = created.body.data;
    expect(a).toMatchObject({
      reference: 'user-1',
      name: 'Ada Obi',
      bank_account: { bank_name: 'Providus Bank' },
      payout_destination: { chain: 'BASE', address: evm },
    });
    expect(a.bank_account.account_number).toMatch(/^\d{10}$/);
    const again = await post({
      reference: 'user-1',
      name: 'Other',
      payout_destination: { chain: 'BASE', address: evm },
    });
    expect([again.status, again.body.data]).toEqual([200, a]);
    h.advance(1);
    const b = (
      await post({
        reference: 'user-2',
        name: 'Bola Eze',
        payout_destination: { chain: 'SOLANA', address: '4Nd1mYvPZrT3x8q9Uo2hGk5sLwE7cJbVfXa6RzDpQmKt' },
      })
    ).body.data;
    const search = async (q: string) =>
      (await h.as(h.keys.test).get(`/v1/collection-accounts?search=${encodeURIComponent(q)}`)).body;
    expect((await search('bola')).data.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect((await search('user-1')).data.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await search(a.bank_account.account_number)).data.map((x: { id: string }) => x.id)).toEqual([
      a.id,
    ]);
    // The bank account's name, as a customer reads it on a transfer, and part of the number.
    expect((await search(b.bank_account.account_name)).data.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(
      (await search(a.bank_account.account_number.slice(1))).data.map((x: { id: string }) => x.id),
    ).toEqual([a.id]);
    const all = await search('');
    expect(all.data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    expect(all.meta).toEqual({ per_page: 20, from: a.created_at, to: b.created_at });
    const p1 = (await h.as(h.keys.test).get('/v1/collection-accounts?per_page=1')).body;
    expect(p1.meta.next_cursor).toBeTruthy();
    const p2 = (
      await h.as(h.keys.test).get(`/v1/collection-accounts?per_page=1&cursor=${p1.meta.next_cursor}`)
    ).body;
    expect(p2.data[0].id).toBe(a.id);
    expect((await h.as(h.keys.otherTest).get('/v1/collection-accounts')).body.data).toEqual([]);
  });

  it('validates the payout destination for its chain', async () => {
    const h = harness();
    const post = (payout_destination: unknown) =>
      h.as(h.keys.test).post('/v1/collection-accounts', { reference: 'u', name: 'N', payout_destination });
    expect((await post({ chain: 'BASE', address: 'not-an-address' })).body.code).toBe('invalid_address');
    expect((await post({ chain: 'SOLANA', address: evm })).body.code).toBe('invalid_address');
    expect((await post({ chain: 'TRON', address: evm })).body).toMatchObject({
      code: 'unsupported_chain',
      error: expect.stringContaining('TRON'),
    });
    expect((await post({ chain: 42, address: evm })).body.code).toBe('invalid_request');
    expect((await post(undefined)).body.code).toBe('invalid_request');
  });

  it('settles a simulated bank transfer to its payout destination as an onramp order; holds small ones', async () => {
    const h = harness();
    const a = (
      await h.as(h.keys.test).post('/v1/collection-accounts', {
        reference: 'user-1',
        name: 'Ada Obi',
        payout_destination: { chain: 'BASE', address: evm },
      })
    ).body.data;
    const pay = (amount: string) =>
      h
        .as(h.keys.test)
        .post('/v1/sandbox/bank-transfers', { account_number: a.bank_account.account_number, amount });
    const t = await pay('20000');
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({
      collection_account_id: a.id,
      amount: '20000.00',
      status: 'accepted',
      executed: true,
    });
    const order = (await h.as(h.keys.test).get(`/v1/orders/${t.body.data.order_id}`)).body.data;
    expect(order).toMatchObject({
      type: 'onramp',
      status: 'processing',
      source: { currency: 'NGN', amount: '20000.00' },
      destination: { currency: 'USDT', network: 'BASE' },
    });
    h.advance(60);
    expect((await h.as(h.keys.test).get(`/v1/orders/${order.id}`)).body.data.status).toBe('completed');
    const small = await pay('500');
    expect(small.body.data).toMatchObject({
      status: 'held',
      hold_reason: 'below_minimum',
      order_id: null,
      executed: false,
    });
    expect(
      (
        await h.as(h.keys.live).post('/v1/sandbox/bank-transfers', {
          account_number: a.bank_account.account_number,
          amount: '20000',
        })
      ).status,
    ).toBe(404);
  });
});

describe('collections', () => {
  it('creates permanent addresses (EVM shared, SOLANA its own) and returns the same collection for a reference', async () => {
    const h = harness();
    const r = await recipient(h);
    const first = await h.as(h.keys.test).post('/v1/collections', {
      reference: 'cust-1',
      customer: { name: 'Ada Obi', email: 'ada@example.com' },
    });
    expect(first.status).toBe(201);
    const c = first.body.data;
    expect(c).toMatchObject({
      reference: 'cust-1',
      type: 'offramp',
      status: 'active',
      recipient_id: r.id,
      last_deposit_at: null,
      customer: { name: 'Ada Obi', email: 'ada@example.com' },
    });
    expect(c.deposit_addresses).toEqual([
      {
        address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        networks: ['BASE', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'ETHEREUM', 'CELO', 'PLASMA'],
      },
      { address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{44}$/), networks: ['SOLANA'] },
    ]);
    const again = await h
      .as(h.keys.test)
      .post('/v1/collections', { reference: 'cust-1', customer: { name: 'Other', email: 'o@example.com' } });
    expect([again.status, again.body.data]).toEqual([200, c]);
    // The other fields are ignored on a repeat, even missing or wrong ones.
    for (const retry of [
      { reference: 'cust-1' },
      { reference: 'cust-1', recipient_id: 'rcp_nope', customer: { name: 'A', email: 'nope' } },
    ]) {
      const repeated = await h.as(h.keys.test).post('/v1/collections', retry);
      expect([repeated.status, repeated.body.data]).toEqual([200, c]);
    }
    expect((await h.as(h.keys.test).get(`/v1/collections/${c.id}`)).body.data).toEqual(c);
    expect((await h.as(h.keys.otherTest).get(`/v1/collections/${c.id}`)).status).toBe(404);
    expect((await h.as(h.keys.live).get(`/v1/collections/${c.id}`)).status).toBe(404);
  });

  it('needs a default payout account when recipient_id is omitted, and a known one when sent', async () => {
    const h = harness();
    const none = await h
      .as(h.keys.test)
      .post('/v1/collections', { reference: 'x', customer: { name: 'A', email: 'a@example.com' } });
    expect([none.status, none.body.code]).toEqual([400, 'no_default_recipient']);
    const unknown = await h.as(h.keys.test).post('/v1/collections', {
      reference: 'x',
      recipient_id: 'rcp_nope',
      customer: { name: 'A', email: 'a@example.com' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'unknown_recipient']);
    const other = await recipient(h, '0123456789', true, h.keys.otherTest);
    const foreign = await h.as(h.keys.test).post('/v1/collections', {
      reference: 'x',
      recipient_id: other.id,
      customer: { name: 'A', email: 'a@example.com' },
    });
    expect(foreign.body.code).toBe('unknown_recipient');
    const explicit = await recipient(h, '1234567890', false);
    const made = await collection(h, { reference: 'x', recipient_id: explicit.id });
    expect(made.recipient_id).toBe(explicit.id);
    expect((await h.as(h.keys.test).post('/v1/collections', { reference: 'y' })).body.code).toBe(
      'invalid_request',
    );
    expect(
      (
        await h
          .as(h.keys.test)
          .post('/v1/collections', { reference: 'y', customer: { name: 'A', email: 'nope' } })
      ).body.code,
    ).toBe('invalid_request');
  });

  it('lists with reference, status, from, to, per_page and cursor', async () => {
    const h = harness();
    await recipient(h);
    const a = await collection(h, { reference: 'a' });
    h.advance(60);
    const b = await collection(h, { reference: 'b' });
    await h.call('PATCH', `/v1/collections/${a.id}`, h.keys.test, { status: 'disabled' });
    const ids = async (q: string) =>
      (await h.as(h.keys.test).get(`/v1/collections${q}`)).body.data.map((x: { id: string }) => x.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('?reference=a')).toEqual([a.id]);
    expect(await ids('?status=disabled')).toEqual([a.id]);
    expect(await ids('?status=active')).toEqual([b.id]);
    expect(await ids(`?from=${encodeURIComponent(b.created_at)}`)).toEqual([b.id]);
    expect(await ids(`?to=${encodeURIComponent(a.created_at)}`)).toEqual([a.id]);
    const p1 = (await h.as(h.keys.test).get('/v1/collections?per_page=1')).body;
    expect(p1.data[0].id).toBe(b.id);
    expect(
      (await h.as(h.keys.test).get(`/v1/collections?per_page=1&cursor=${p1.meta.next_cursor}`)).body.data[0]
        .id,
    ).toBe(a.id);
    expect((await h.as(h.keys.test).get('/v1/collections?status=paused')).body.code).toBe('invalid_request');
  });

  it('PATCH validates its body and answers 404 for an unknown collection', async () => {
    const h = harness();
    await recipient(h);
    const c = await collection(h);
    const patch = (id: string, body: unknown) => h.call('PATCH', `/v1/collections/${id}`, h.keys.test, body);
    expect((await patch(c.id, {})).body.code).toBe('invalid_request');
    expect((await patch(c.id, { status: 'paused' })).body.code).toBe('invalid_request');
    expect((await patch(c.id, { recipient_id: 'rcp_nope' })).body.code).toBe('unknown_recipient');
    expect((await patch('col_nope', { status: 'disabled' })).status).toBe(404);
    expect((await patch(c.id, '{not json')).body.code).toBe('invalid_json');
  });

  it('turns a deposit into an offramp order paying the payout account, fills collection_id and last_deposit_at', async () => {
    const h = harness();
    const r = await recipient(h);
    const c = await collection(h);
    h.advance(5);
    const d = await deposit(h, c.deposit_addresses[0].address, '100', 'POLYGON');
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({
      collection_id: c.id,
      asset: 'USDT',
      network: 'POLYGON',
      amount: '100.000000',
      status: 'accepted',
      hold_reason: null,
      recipient_id: r.id,
    });
    expect(d.body.data.deposit_id).toBe(d.body.data.id);
    expect(d.body.data.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const order = (await h.as(h.keys.test).get(`/v1/orders/${d.body.data.order_id}`)).body.data;
    expect(order).toMatchObject({
      type: 'offramp',
      status: 'processing',
      source: { currency: 'USDT', amount: '100.000000', network: 'POLYGON' },
      destination: { currency: 'NGN' },
    });
    const read = (await h.as(h.keys.test).get(`/v1/collections/${c.id}`)).body.data;
    expect(read.last_deposit_at).toBe(h.clock.now().toISOString());
    const sol = await deposit(h, c.deposit_addresses[1].address, '5', 'SOLANA');
    expect(sol.body.data.status).toBe('accepted');
    // A Solana transaction's id is a base58 signature, not an EVM hash.
    expect(sol.body.data.transaction_hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{88}$/);
    const wrong = await deposit(h, c.deposit_addresses[1].address, '5', 'BASE');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'unsupported_network']);
    const deposits = (await h.as(h.keys.test).get(`/v1/collections/${c.id}/deposits`)).body.data;
    expect(deposits.map((x: { id: string }) => x.id)).toEqual([sol.body.data.id, d.body.data.id]);
    const live = await h.as(h.keys.live).post('/v1/collections/deposits/simulate', {
      address: c.deposit_addresses[0].address,
      asset: 'USDT',
      network: 'BASE',
      amount: '10',
    });
    expect(live.status).toBe(404);
  });

  it('holds deposits while disabled or below the minimum, never losing them, and releases disabled holds on re-activation', async () => {
    const h = harness();
    await recipient(h);
    const c = await collection(h);
    const address = c.deposit_addresses[0].address;
    const small = await deposit(h, address, '0.5');
    expect(small.body.data).toMatchObject({ status: 'held', hold_reason: 'below_minimum', order_id: null });
    await h.call('PATCH', `/v1/collections/${c.id}`, h.keys.test, { status: 'disabled' });
    const held = await deposit(h, address, '40');
    expect(held.body.data).toMatchObject({
      status: 'held',
      hold_reason: 'collection_disabled',
      order_id: null,
    });
    expect((await h.as(h.keys.test).get(`/v1/collections/${c.id}`)).body.data.last_deposit_at).toBe(
      held.body.data.created_at,
    );
    const orders = async () => (await h.as(h.keys.test).get('/v1/orders')).body.data.length;
    expect(await orders()).toBe(0);
    const on = await h.call('PATCH', `/v1/collections/${c.id}`, h.keys.test, { status: 'active' });
    expect(on.body.data.status).toBe('active');
    const deposits = (await h.as(h.keys.test).get(`/v1/collections/${c.id}/deposits`)).body.data;
    const released = deposits.find((x: { id: string }) => x.id === held.body.data.id);
    expect(released).toMatchObject({ status: 'accepted' });
    expect(released.order_id).toBeTruthy();
    expect(deposits.find((x: { id: string }) => x.id === small.body.data.id)).toMatchObject({
      status: 'held',
      hold_reason: 'below_minimum',
    });
    expect(await orders()).toBe(1);
  });

  it('sends small held deposits of one asset and network out together once they reach the minimum', async () => {
    const h = harness();
    await recipient(h);
    const c = await collection(h);
    const address = c.deposit_addresses[0].address;
    const a = (await deposit(h, address, '0.4', 'BASE')).body.data;
    const other = (await deposit(h, address, '0.9', 'POLYGON')).body.data;
    const b = (await deposit(h, address, '0.4', 'BASE')).body.data;
    expect([a.status, b.status, other.status]).toEqual(['held', 'held', 'held']);
    const third = (await deposit(h, address, '0.3', 'BASE')).body.data;
    expect(third.status).toBe('accepted');
    const deposits = (await h.as(h.keys.test).get(`/v1/collections/${c.id}/deposits`)).body.data;
    const byId = new Map(deposits.map((x: { id: string }) => [x.id, x]));
    for (const id of [a.id, b.id])
      expect(byId.get(id)).toMatchObject({ status: 'accepted', order_id: third.order_id });
    expect(byId.get(other.id)).toMatchObject({
      status: 'held',
      hold_reason: 'below_minimum',
      order_id: null,
    });
    const order = (await h.as(h.keys.test).get(`/v1/orders/${third.order_id}`)).body.data;
    expect(order.source).toEqual({ currency: 'USDT', amount: '1.100000', network: 'BASE' });
  });

  it('applies a new recipient_id only to deposits that arrive after the change', async () => {
    const h = harness();
    const a = await recipient(h, '0123456789', true);
    const b = await recipient(h, '1234567890', false);
    const c = await collection(h);
    const address = c.deposit_addresses[0].address;
    const before = (await deposit(h, address, '10')).body.data;
    await h.call('PATCH', `/v1/collections/${c.id}`, h.keys.test, { status: 'disabled' });
    const heldBefore = (await deposit(h, address, '10')).body.data;
    const changed = await h.call('PATCH', `/v1/collections/${c.id}`, h.keys.test, {
      recipient_id: b.id,
      status: 'active',
    });
    expect(changed.body.data.recipient_id).toBe(b.id);
    const after = (await deposit(h, address, '10')).body.data;
    expect([before.recipient_id, heldBefore.recipient_id, after.recipient_id]).toEqual([a.id, a.id, b.id]);
    const bankOf = async (id: string) => {
      const order = h.store.ledgers.get(`${h.businesses[0]!.id}:test`)!.ordersById.get(id)!;
      return order.beneficiaryBank!.account_number;
    };
    expect(await bankOf(before.order_id)).toBe('0123456789');
    const released = (await h.as(h.keys.test).get(`/v1/collections/${c.id}/deposits`)).body.data.find(
      (x: { id: string }) => x.id === heldBefore.id,
    );
    expect(await bankOf(released.order_id)).toBe('0123456789');
    expect(await bankOf(after.order_id)).toBe('1234567890');
  });
});

describe('platform rules on the new routes', () => {
  it('replays a POST with the same Idempotency-Key instead of creating twice', async () => {
    const h = harness();
    const body = {
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    };
    const key = { 'Idempotency-Key': '6f0b2a52-9a43-4c0e-8d3f-0a4a3f1f2b11' };
    const first = await h.as(h.keys.test).post('/v1/recipients', body, key);
    const again = await h.as(h.keys.test).post('/v1/recipients', body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await h.as(h.keys.test).get('/v1/recipients')).body.data).toHaveLength(1);
    const other = await h.as(h.keys.test).post('/v1/recipients', { ...body, is_default: false }, key);
    expect([other.status, other.body.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('counts the new routes toward the per-key rate limit', async () => {
    const h = harness({ rateLimitPerMinute: 2 });
    expect((await h.as(h.keys.test).get('/v1/collections')).status).toBe(200);
    expect((await h.as(h.keys.test).get('/v1/recipients')).status).toBe(200);
    const limited = await h.as(h.keys.test).get('/v1/collection-accounts');
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
  });
});

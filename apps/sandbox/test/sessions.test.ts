import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

const deposit = (h: Harness, address: string, amount: string, extra: Record<string, unknown> = {}) =>
  h.as(h.keys.test).post('/v1/collections/deposits/simulate', {
    address,
    asset: 'USDT',
    network: 'BASE',
    amount,
    ...extra,
  });

/** A select-flow NGN session with USDT on BASE chosen; returns its token and client view. */
async function chosen(h: Harness, body: Record<string, unknown> = {}) {
  const s = await h.session(body);
  const view = (await h.as(s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'BASE' }))
    .body.data;
  const read = async () => (await h.as(s.token).get('/v1/client/session')).body.data;
  return { s, view, read };
}

describe('POST /v1/collection-sessions', () => {
  it('mints a cs_test_ token and returns the same session for the same reference', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const body = { reference: 'cart-1', amount: '25000', currency: 'NGN', user_ref: 'u-1', gate: 'checkout' };
    const r = await api.post('/v1/collection-sessions', body);
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      environment: 'test',
      reference: 'cart-1',
      flow: 'select',
      created_at: h.clock.now().toISOString(),
      expires_at: new Date(h.clock.now().getTime() + 3600_000).toISOString(),
    });
    expect(r.body.data.token).toMatch(/^cs_test_[A-Za-z0-9]{40}$/);
    expect(r.body.data.id).toMatch(/^cses_/);
    const again = await api.post('/v1/collection-sessions', { ...body, amount: '99999' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(r.body.data);
  });

  it('mints cs_live_ tokens for live keys', async () => {
    const h = harness();
    const s = await h.session({}, h.keys.live);
    expect(s.token).toMatch(/^cs_live_/);
    expect((await h.as(s.token).get('/v1/client/session')).body.data.environment).toBe('live');
  });

  it('validates the body', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const base = { reference: 'v', amount: '25000', currency: 'NGN' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, flow: 'direct' }, 'invalid_request', /flow direct needs both asset and network/],
      [{ ...base, asset: 'USDT' }, 'invalid_request', /for flow direct/],
      [{ ...base, amount: '999.99' }, 'invalid_amount', /between 1000 and 100000000 NGN/],
      [{ ...base, currency: 'USDT', amount: '0.5' }, 'invalid_amount', /between 1 and 100000 USDT/],
      [{ ...base, amount: '10.123' }, 'invalid_amount', /at most 2/],
      [{ ...base, currency: 'GBP' }, 'invalid_request', /^currency must be NGN/],
      [{ ...base, expires_in: 10 }, 'invalid_request', /^expires_in must be at least 300/],
      [{ ...base, expires_in: 90_000 }, 'invalid_request', /^expires_in must be at most 86400/],
      [{ ...base, assets: [] }, 'invalid_request', /^assets must list at least one asset/],
      [{ ...base, networks: ['BASE', 'TRON'] }, 'invalid_request', /^networks\.1 must be one of/],
      [
        { ...base, flow: 'direct', asset: 'USDT', network: 'SOLANA', networks: ['BASE'] },
        'network_not_allowed',
        /BASE/,
      ],
      [
        { ...base, flow: 'direct', asset: 'USDC', network: 'PLASMA' },
        'unsupported_network',
        /USDC is not carried/,
      ],
      [{ ...base, customer: { name: 'A' } }, 'invalid_request', /^customer\.email is required/],
      [{ ...base, reference: '' }, 'invalid_request', /^reference must not be empty/],
    ];
    for (const [body, code, message] of cases) {
      const r = await api.post('/v1/collection-sessions', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(r.body.error, JSON.stringify(body)).toMatch(message);
    }
  });

  it('tells the token holder the sandbox clock as server_time, also after the clock is advanced', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    expect(view.server_time).toBe(h.clock.now().toISOString());
    await h.advance(90);
    const later = await read();
    expect(later.server_time).toBe(h.clock.now().toISOString());
    expect(Date.parse(later.quote.locked_until) - Date.parse(later.server_time)).toBe(
      Date.parse(view.quote.locked_until) - Date.parse(view.server_time) - 90_000,
    );
  });

  it('narrows options by the business configuration, never widening them', async () => {
    const h = harness();
    const s = await h.session({ networks: ['BASE', 'ARBITRUM', 'SOLANA'] }, h.keys.otherTest);
    const view = (await h.as(s.token).get('/v1/client/session')).body.data;
    expect(view.options).toMatchObject({ assets: ['USDT', 'USDC'], networks: ['BASE', 'SOLANA'] });
    const none = await h.as(h.keys.otherTest).post('/v1/collection-sessions', {
      reference: 'n',
      amount: '25000',
      currency: 'NGN',
      networks: ['ARBITRUM'],
    });
    expect(none.body.code).toBe('invalid_request');
    expect(none.body.error).toMatch(/No asset and network left/);
    const usdcOnly = await h.session({ assets: ['USDC'] });
    const opts = (await h.as(usdcOnly.token).get('/v1/client/session')).body.data.options;
    expect(opts.assets).toEqual(['USDC']);
    expect(opts.networks).not.toContain('PLASMA');
  });
});

describe('GET /v1/client/session and select', () => {
  it('reads the session before and after the customer chooses', async () => {
    const h = harness();
    const s = await h.session({ amount: '31000' });
    const before = (await h.as(s.token).get('/v1/client/session')).body.data;
    expect(before).toEqual({
      id: s.id,
      environment: 'test',
      flow: 'select',
      server_time: h.clock.now().toISOString(),
      expires_at: s.expires_at,
      status: 'awaiting_payment',
      order_id: s.order_id,
      due: {
        denomination: 'fiat',
        fiat_currency: 'NGN',
        fiat_amount: '31000.00',
        asset: null,
        network: null,
        amount: null,
      },
      quote: null,
      deposit_address: null,
      received: { amount: '0.000000', remaining: '0.000000', excess: '0.000000', deposits: 0, held: [] },
      options: {
        assets: ['USDT', 'USDC'],
        networks: ['BASE', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'ETHEREUM', 'CELO', 'PLASMA', 'SOLANA'],
        prices: expect.any(Array),
      },
      failure_reason: null,
      token: null,
    });
    const sel = await h.as(s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'SOLANA' });
    expect(sel.status).toBe(200);
    const after = sel.body.data;
    expect(after.due).toMatchObject({ asset: 'USDT', network: 'SOLANA', fiat_amount: '31000.00' });
    expect(after.deposit_address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect(after.quote.locked_until).toBe(new Date(h.clock.now().getTime() + 10 * 60_000).toISOString());
    expect(new Big(after.due.amount).eq(new Big('31000').div(after.quote.rate).round(6, Big.roundUp))).toBe(
      true,
    );
    expect((await h.as(s.token).get('/v1/client/session')).body.data).toEqual(after);
  });

  it('keeps one EVM address across EVM networks and refuses choices outside the options', async () => {
    const h = harness();
    const s = await h.session({ assets: ['USDT'], networks: ['BASE', 'POLYGON', 'SOLANA'] });
    const client = h.as(s.token);
    const base = (await client.post('/v1/client/session/select', { asset: 'USDT', network: 'BASE' })).body
      .data;
    const polygon = (await client.post('/v1/client/session/select', { asset: 'USDT', network: 'POLYGON' }))
      .body.data;
    expect(polygon.deposit_address).toBe(base.deposit_address);
    expect(
      (await client.post('/v1/client/session/select', { asset: 'USDC', network: 'BASE' })).body.code,
    ).toBe('asset_not_allowed');
    expect(
      (await client.post('/v1/client/session/select', { asset: 'USDT', network: 'CELO' })).body.code,
    ).toBe('network_not_allowed');
    expect(
      (await client.post('/v1/client/session/select', { asset: 'USDT', network: 'TRON' })).body.code,
    ).toBe('unsupported_network');
    expect((await client.post('/v1/client/session/select', { network: 'BASE' })).body.error).toBe(
      'asset is required',
    );
  });

  it('answers the same choice again, while its price is locked, with the session unchanged', async () => {
    const h = harness();
    const s = await h.session({ assets: ['USDT'], networks: ['BASE', 'POLYGON'] });
    const client = h.as(s.token);
    const choose = async (network: string) =>
      (await client.post('/v1/client/session/select', { asset: 'USDT', network })).body.data;
    const first = await choose('BASE');
    // A retry, a second tap or a late copy of the first request: no new price under the customer.
    await h.advance(90);
    const again = await choose('BASE');
    expect(again.due).toEqual(first.due);
    expect(again.quote).toEqual(first.quote);
    // Another choice locks anew, and so does the same choice once its lock has run out.
    const other = await choose('POLYGON');
    expect(other.quote.locked_until).not.toBe(first.quote.locked_until);
    await h.advance(11 * 60);
    const relocked = await choose('POLYGON');
    expect(Date.parse(relocked.quote.locked_until)).toBeGreaterThan(Date.parse(other.quote.locked_until));
    expect(relocked.status).toBe('awaiting_payment');
  });

  it('pins asset and network for flow direct and refuses select', async () => {
    const h = harness();
    const s = await h.session({ flow: 'direct', asset: 'USDC', network: 'ARBITRUM' });
    const view = (await h.as(s.token).get('/v1/client/session')).body.data;
    expect(view).toMatchObject({ flow: 'direct', due: { asset: 'USDC', network: 'ARBITRUM' } });
    expect(view.deposit_address).toMatch(/^0x/);
    expect(view.quote).not.toBeNull();
    const sel = await h.as(s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'BASE' });
    expect([sel.status, sel.body.code]).toEqual([409, 'invalid_state']);
  });

  it('fixes the crypto amount for a crypto-denominated session and derives its naira value', async () => {
    const h = harness();
    const s = await h.session({ currency: 'USDC', amount: '40' });
    const before = (await h.as(s.token).get('/v1/client/session')).body.data;
    expect(before.due).toMatchObject({
      denomination: 'crypto',
      asset: 'USDC',
      amount: '40.000000',
      fiat_amount: null,
    });
    expect(before.options.assets).toEqual(['USDC']);
    const after = (await h.as(s.token).post('/v1/client/session/select', { asset: 'USDC', network: 'BASE' }))
      .body.data;
    expect(after.due.amount).toBe('40.000000');
    expect(after.due.fiat_amount).toBe(
      new Big('40').times(after.quote.rate).round(2, Big.roundDown).toFixed(2),
    );
  });

  it('lets a token read only its own session', async () => {
    const h = harness();
    const a = await h.session();
    const b = await h.session();
    expect((await h.as(a.token).get('/v1/client/session')).body.data.id).toBe(a.id);
    expect((await h.as(b.token).get('/v1/client/session')).body.data.id).toBe(b.id);
  });
});

describe('quote lock, refresh and expiry', () => {
  it('expires when the lock ends with nothing received, and refresh re-locks at a new price', async () => {
    const h = harness();
    const { s, view, read } = await chosen(h);
    h.advance(10 * 60 - 1);
    expect((await read()).status).toBe('awaiting_payment');
    h.advance(1);
    const expired = await read();
    expect(expired.status).toBe('expired');
    h.advance(5 * 60);
    const r = await h.as(s.token).post('/v1/client/session/refresh_quote');
    expect(r.body.data.status).toBe('awaiting_payment');
    expect(r.body.data.quote.locked_until).toBe(new Date(h.clock.now().getTime() + 600_000).toISOString());
    expect(r.body.data.quote.rate).not.toBe(view.quote.rate);
    expect(r.body.data.due.fiat_amount).toBe('25000.00');
    expect(r.body.data.deposit_address).toBe(view.deposit_address);
  });

  it('refuses refresh before a choice, after a deposit, and once the session ended', async () => {
    const h = harness();
    const fresh = await h.session();
    expect((await h.as(fresh.token).post('/v1/client/session/refresh_quote')).body.code).toBe(
      'invalid_state',
    );
    const { s, view } = await chosen(h, { expires_in: 900 });
    await deposit(h, view.deposit_address, view.due.amount);
    expect((await h.as(s.token).post('/v1/client/session/refresh_quote')).body.code).toBe('invalid_state');
    const other = await chosen(h, { expires_in: 900 });
    h.advance(900);
    expect((await other.read()).status).toBe('expired');
    const late = await h.as(other.s.token).post('/v1/client/session/refresh_quote');
    expect([late.status, late.body.code]).toEqual([409, 'session_expired']);
    expect(
      (await h.as(other.s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'BASE' })).body
        .code,
    ).toBe('session_expired');
  });

  it('re-locks an underpaid order, re-pricing what remains', async () => {
    const h = harness();
    const { s, view, read } = await chosen(h);
    await deposit(h, view.deposit_address, '5');
    h.advance(15 * 60);
    expect((await read()).status).toBe('underpaid');
    const r = (await h.as(s.token).post('/v1/client/session/refresh_quote')).body.data;
    expect(r.status).toBe('underpaid');
    expect(r.quote.rate).not.toBe(view.quote.rate);
    expect(r.received.remaining).toBe(new Big(r.due.amount).minus(5).toFixed(6));
    await deposit(h, view.deposit_address, r.received.remaining);
    expect((await read()).status).toBe('deposit_detected');
  });

  it('never locks beyond the session end', async () => {
    const h = harness();
    const { view, s } = await chosen(h, { expires_in: 300 });
    expect(view.quote.locked_until).toBe(s.expires_at);
  });

  it('refreshes through the secret-key route too', async () => {
    const h = harness();
    const { s } = await chosen(h);
    h.advance(600);
    const r = await h.as(h.keys.test).post(`/v1/collection-orders/${s.order_id}/refresh_quote`);
    expect(r.body.data).toMatchObject({ id: s.order_id, status: 'awaiting_payment' });
    expect(
      (await h.as(h.keys.otherTest).post(`/v1/collection-orders/${s.order_id}/refresh_quote`)).status,
    ).toBe(404);
  });
});

describe('POST /v1/collection-orders/{id}/refresh_quote refusals', () => {
  const refresh = (h: Harness, id: string, key = h.keys.test) =>
    h.as(key).post(`/v1/collection-orders/${id}/refresh_quote`);

  it('404s an unknown order and one of another business or environment', async () => {
    const h = harness();
    const { s } = await chosen(h);
    for (const [id, key] of [
      ['00000000-0000-4000-8000-000000000000', h.keys.test],
      [s.order_id, h.keys.otherTest],
      [s.order_id, h.keys.live],
    ] as const) {
      const r = await refresh(h, id, key);
      expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    }
  });

  it('answers 409 invalid_state before a choice and once funded, and session_expired after the end', async () => {
    const h = harness();
    const fresh = await h.session();
    const before = await refresh(h, fresh.order_id);
    expect([before.status, before.body.code]).toEqual([409, 'invalid_state']);
    expect(before.body.error).toMatch(/Choose an asset and network/);

    const funded = await chosen(h, { expires_in: 900 });
    await deposit(h, funded.view.deposit_address, funded.view.due.amount);
    const after = await refresh(h, funded.s.order_id);
    expect([after.status, after.body.code]).toEqual([409, 'invalid_state']);
    expect(after.body.error).toMatch(/status deposit_detected/);

    const ended = await chosen(h, { expires_in: 900 });
    h.advance(900);
    const late = await refresh(h, ended.s.order_id);
    expect([late.status, late.body.code]).toEqual([409, 'session_expired']);
    // A refused refresh changes nothing.
    expect((await ended.read()).status).toBe('expired');
  });

  it('takes a secret key only', async () => {
    const h = harness();
    const { s } = await chosen(h);
    const r = await refresh(h, s.order_id, s.token);
    expect([r.status, r.body.code]).toEqual([401, 'unauthorized']);
  });
});

describe('embed statuses driven by simulated deposits', () => {
  it('exact amount: deposit_detected → deposit_confirmed → converting → completed', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    const dep = await deposit(h, view.deposit_address, view.due.amount);
    expect(dep.body.data).toMatchObject({
      address: view.deposit_address,
      amount: view.due.amount,
      order_id: view.order_id,
    });
    const seen: string[] = [(await read()).status];
    for (const seconds of [15, 5, 10]) {
      h.advance(seconds);
      seen.push((await read()).status);
    }
    expect(seen).toEqual(['deposit_detected', 'deposit_confirmed', 'converting', 'completed']);
    expect((await read()).received).toEqual({
      amount: view.due.amount,
      remaining: '0.000000',
      excess: '0.000000',
      deposits: 1,
      held: [],
    });
  });

  it('less → underpaid with what remains; the rest completes it', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    const due = new Big(view.due.amount);
    await deposit(h, view.deposit_address, '5');
    const under = await read();
    expect(under.status).toBe('underpaid');
    expect(under.received).toMatchObject({
      amount: '5.000000',
      remaining: due.minus(5).toFixed(6),
      deposits: 1,
    });
    await deposit(h, view.deposit_address, due.minus(5).toFixed(6));
    expect((await read()).status).toBe('deposit_detected');
  });

  it('more → deposit_detected → overpaid (excess reported) → converting → completed', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    const sent = new Big(view.due.amount).plus('2.5');
    await deposit(h, view.deposit_address, sent.toFixed(6));
    const detected = await read();
    expect(detected.status).toBe('deposit_detected');
    expect(detected.received.excess).toBe('2.500000');
    const seen: string[] = [];
    for (const seconds of [15, 5, 10]) {
      h.advance(seconds);
      seen.push((await read()).status);
    }
    expect(seen).toEqual(['overpaid', 'converting', 'completed']);
    expect((await read()).received.excess).toBe('2.500000');
  });

  it('another network than chosen → wrong_chain; a later deposit changes nothing but is held too', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    await deposit(h, view.deposit_address, '5.5', { network: 'POLYGON' });
    const wrong = await read();
    expect(wrong.status).toBe('wrong_chain');
    // The deposit as it arrived, held: its own amount and network, not the session's.
    const polygon = { asset: 'USDT', network: 'POLYGON', amount: '5.500000', reason: 'wrong_network' };
    expect(wrong.received.held).toEqual([polygon]);
    await deposit(h, view.deposit_address, view.due.amount);
    const after = await read();
    expect(after.status).toBe('wrong_chain');
    expect(after.received.amount).toBe('0.000000');
    expect(after.received.deposits).toBe(2);
    expect(after.received.held).toEqual([
      polygon,
      { asset: 'USDT', network: 'BASE', amount: view.due.amount, reason: 'late' },
    ]);
  });

  it('after part of the payment, a deposit on another network or of another coin is held and the rest still awaited', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    await deposit(h, view.deposit_address, '5');
    await deposit(h, view.deposit_address, '20', { network: 'POLYGON' });
    await deposit(h, view.deposit_address, '3', { asset: 'USDC' });
    const s = await read();
    // Not wrong_chain nor failed, which are final: the 5 USDT that arrived would have no end.
    expect(s).toMatchObject({
      status: 'underpaid',
      failure_reason: null,
      received: { amount: '5.000000', deposits: 3 },
    });
    expect(s.received.held).toEqual([
      { asset: 'USDT', network: 'POLYGON', amount: '20.000000', reason: 'wrong_network' },
      { asset: 'USDC', network: 'BASE', amount: '3.000000', reason: 'wrong_asset' },
    ]);
    expect(new Big(s.received.remaining).eq(new Big(view.due.amount).minus(5))).toBe(true);
    // The rest on the right network completes it.
    await deposit(h, view.deposit_address, s.received.remaining);
    expect((await read()).status).toBe('deposit_detected');
  });

  it('a deposit after the order is paid in full, or after the session ended, is held and announced, never lost', async () => {
    const h = harness();
    const { view, read } = await chosen(h, { expires_in: 600 });
    await deposit(h, view.deposit_address, view.due.amount);
    // Sent twice by mistake, while the first is being confirmed: the payment goes on as it was.
    await deposit(h, view.deposit_address, view.due.amount);
    const twice = await read();
    expect(twice).toMatchObject({
      status: 'deposit_detected',
      received: { amount: view.due.amount, excess: '0.000000', deposits: 2 },
    });
    expect(twice.received.held).toEqual([
      { asset: 'USDT', network: 'BASE', amount: view.due.amount, reason: 'late' },
    ]);
    h.advance(30);
    expect((await read()).status).toBe('completed');
    // After completion, and on another network: held as late, whatever its network.
    await deposit(h, view.deposit_address, '500', { network: 'POLYGON' });
    const done = await read();
    expect(done.status).toBe('completed');
    expect(done.received.held?.map((d: Record<string, string>) => [d.amount, d.network, d.reason])).toEqual([
      [view.due.amount, 'BASE', 'late'],
      ['500.000000', 'POLYGON', 'late'],
    ]);
    // The merchant sees the same list on the collection order.
    const order = (await h.as(h.keys.test).get(`/v1/collection-orders/${done.order_id}`)).body.data;
    expect(order.held).toEqual(done.received.held);
    expect(order.amount_received).toBe(view.due.amount);
    // After the session ended: the customer's token is spent, the merchant's order still lists it.
    h.advance(600);
    await deposit(h, view.deposit_address, '700');
    const ended = (await h.as(h.keys.test).get(`/v1/collection-orders/${done.order_id}`)).body.data;
    expect(ended.held.at(-1)).toEqual({
      asset: 'USDT',
      network: 'BASE',
      amount: '700.000000',
      reason: 'late',
    });
  });

  it('outcome failed → the steps run and conversion fails; another asset fails at once', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    await deposit(h, view.deposit_address, view.due.amount, { outcome: 'failed' });
    h.advance(20);
    expect((await read()).status).toBe('converting');
    h.advance(10);
    expect(await read()).toMatchObject({ status: 'failed', failure_reason: 'conversion_failed' });
    const other = await chosen(h);
    await deposit(h, other.view.deposit_address, other.view.due.amount, { asset: 'USDC' });
    const wrongCoin = await other.read();
    expect(wrongCoin).toMatchObject({ status: 'failed', failure_reason: 'wrong_asset' });
    // What arrived is held, as it arrived: the coin it was, not counted as the payment's.
    expect(wrongCoin.received).toMatchObject({ amount: '0.000000', deposits: 1 });
    expect(wrongCoin.received.held).toEqual([
      { asset: 'USDC', network: 'BASE', amount: other.view.due.amount, reason: 'wrong_asset' },
    ]);
  });

  it('nothing before the session ends → expired for good', async () => {
    const h = harness();
    const s = await h.session({ expires_in: 300 });
    h.advance(300);
    expect((await h.as(s.token).get('/v1/client/session')).body.data.status).toBe('expired');
  });

  it('underpaid when the session ends → expired, keeping what was received (held for refund)', async () => {
    const h = harness();
    const { view, read } = await chosen(h, { expires_in: 300 });
    await deposit(h, view.deposit_address, '5');
    expect(await read()).toMatchObject({ status: 'underpaid', received: { amount: '5.000000' } });
    h.advance(299);
    expect((await read()).status).toBe('underpaid');
    h.advance(1);
    const ended = await read();
    expect(ended).toMatchObject({
      status: 'expired',
      received: { amount: '5.000000', remaining: '0.000000', deposits: 1 },
    });
    // Stamped with the session's end, not with when it was read.
    const order = (await h.as(h.keys.test).get(`/v1/collection-orders/${ended.order_id}`)).body.data;
    expect(order).toMatchObject({ status: 'expired', amount_received: '5.000000' });
    expect(order.updated_at).toBe(ended.expires_at);
    // The rest arriving afterwards is held too: the order stays expired.
    await deposit(h, view.deposit_address, view.due.amount);
    expect(await read()).toMatchObject({ status: 'expired', received: { amount: '5.000000' } });
  });

  it('re-prices a deposit that arrives after the lock, while the session lives', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    h.advance(20 * 60);
    expect((await read()).status).toBe('expired');
    const now = h.clock.now().getTime();
    await deposit(h, view.deposit_address, '1');
    const after = await read();
    expect(after.status).toBe('underpaid');
    expect(after.quote.locked_until).toBe(new Date(now + 600_000).toISOString());
    expect(after.due.amount).not.toBe(view.due.amount);
  });

  it('holds deposits to an ended session', async () => {
    const h = harness();
    const { view, read } = await chosen(h, { expires_in: 300 });
    h.advance(300);
    await deposit(h, view.deposit_address, view.due.amount);
    expect(await read()).toMatchObject({ status: 'expired', received: { amount: '0.000000' } });
  });

  it('is test-only and needs a known address', async () => {
    const h = harness();
    const { view } = await chosen(h);
    const live = await h.as(h.keys.live).post('/v1/collections/deposits/simulate', {
      address: view.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: '1',
    });
    expect([live.status, live.body.code]).toEqual([404, 'not_found']);
    expect((await deposit(h, `0x${'0'.repeat(40)}`, '1')).status).toBe(404);
    const foreign = await h.as(h.keys.otherTest).post('/v1/collections/deposits/simulate', {
      address: view.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: '1',
    });
    expect(foreign.status).toBe(404);
    expect((await deposit(h, view.deposit_address, '1', { outcome: 'maybe' })).body.code).toBe(
      'invalid_request',
    );
  });

  it('refuses a deposit no chain could make: a Solana transfer to a 0x address', async () => {
    const h = harness();
    const { view, read } = await chosen(h);
    const refused = await deposit(h, view.deposit_address, '5', { network: 'SOLANA', asset: 'USDC' });
    expect([refused.status, refused.body.code]).toEqual([400, 'unsupported_network']);
    expect(refused.body.error).toMatch(/cannot receive on SOLANA: a deposit there goes to a base58 address/);
    // Nothing arrived; the same address on another EVM network is a deposit that can happen, and is held.
    expect((await read()).status).toBe('awaiting_payment');
    const other = await deposit(h, view.deposit_address, '5', { network: 'POLYGON' });
    expect(other.status).toBe(200);
    expect(other.body.data.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('collection orders', () => {
  it('lists newest first with filters and cursor pagination, and reads one', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const a = await h.session({ gate: 'shop', user_ref: 'u1' });
    h.advance(60);
    const b = await h.session({ gate: 'shop', user_ref: 'u2' });
    h.advance(60);
    const c = await chosen(h, { gate: 'tips', user_ref: 'u1' });
    await deposit(h, c.view.deposit_address, c.view.due.amount);
    const ids = async (query: string) =>
      (await api.get(`/v1/collection-orders${query}`)).body.data.map((o: { id: string }) => o.id);
    expect(await ids('')).toEqual([c.s.order_id, b.order_id, a.order_id]);
    expect(await ids('?gate=shop')).toEqual([b.order_id, a.order_id]);
    expect(await ids('?user_ref=u1')).toEqual([c.s.order_id, a.order_id]);
    expect(await ids('?status=deposit_detected')).toEqual([c.s.order_id]);
    expect(await ids(`?created_after=${encodeURIComponent(b.created_at)}`)).toEqual([
      c.s.order_id,
      b.order_id,
    ]);
    expect(await ids(`?created_before=${encodeURIComponent(a.created_at)}`)).toEqual([a.order_id]);
    const p1 = (await api.get('/v1/collection-orders?limit=2')).body;
    expect(p1.data).toHaveLength(2);
    await h.session();
    const p2 = (await api.get(`/v1/collection-orders?limit=2&cursor=${p1.meta.next_cursor}`)).body;
    expect(p2.data.map((o: { id: string }) => o.id)).toEqual([a.order_id]);
    expect(p2.meta.next_cursor).toBeUndefined();
    expect((await api.get('/v1/collection-orders?status=paid')).body.code).toBe('invalid_request');
    expect((await api.get('/v1/collection-orders?limit=500')).body.code).toBe('invalid_request');
    for (const cursor of ['nonsense', Buffer.from('s:abc').toString('base64url'), '%%%']) {
      const bad = await api.get(`/v1/collection-orders?cursor=${encodeURIComponent(cursor)}`);
      expect([bad.status, bad.body.code]).toEqual([400, 'invalid_cursor']);
    }

    const one = (await api.get(`/v1/collection-orders/${c.s.order_id}`)).body.data;
    expect(one).toMatchObject({
      id: c.s.order_id,
      session_id: c.s.id,
      gate: 'tips',
      user_ref: 'u1',
      status: 'deposit_detected',
      flow: 'select',
      asset: 'USDT',
      network: 'BASE',
      amount: c.view.due.amount,
      fiat_amount: '25000.00',
      rate: c.view.quote.rate,
      locked_until: c.view.quote.locked_until,
      deposit_address: c.view.deposit_address,
      amount_received: c.view.due.amount,
    });
    expect((await h.as(h.keys.otherTest).get(`/v1/collection-orders/${c.s.order_id}`)).status).toBe(404);
    expect((await h.as(h.keys.live).get('/v1/collection-orders')).body.data).toEqual([]);
  });
});

describe('POST /v1/client/telemetry', () => {
  it('accepts up to 50 well-formed events and refuses the rest', async () => {
    const h = harness();
    const s = await h.session();
    const client = h.as(s.token);
    const event = { name: 'select', at: '2026-11-22T10:00:00Z', data: { asset: 'USDT', ms: 12, ok: true } };
    const r = await client.post('/v1/client/telemetry', {
      events: [event, { name: 'load', at: '2026-11-22T10:00:01Z' }],
    });
    expect(r.body).toEqual({ status: true, data: { accepted: 2 } });
    expect(h.store.ledgers.get('biz_lagos_threads:test')!.telemetry).toHaveLength(2);
    const tooMany = await client.post('/v1/client/telemetry', { events: Array(51).fill(event) });
    expect(tooMany.body.error).toBe('events must hold at most 50 events');
    expect(
      (await client.post('/v1/client/telemetry', { events: [{ ...event, name: 'click' }] })).body.error,
    ).toMatch(/^events\.0\.name must be one of/);
    expect(
      (await client.post('/v1/client/telemetry', { events: [{ ...event, data: { nested: {} } }] })).status,
    ).toBe(400);
    expect((await h.as(h.keys.test).post('/v1/client/telemetry', { events: [event] })).status).toBe(401);
  });
});

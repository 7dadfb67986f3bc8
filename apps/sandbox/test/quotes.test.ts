import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { harness } from './harness.js';

const onramp = { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE' };
const offramp = { source_currency: 'USDC', destination_currency: 'NGN', network: 'SOLANA' };

describe('POST /v1/quotes', () => {
  it('prices an onramp quote from the naira sent, with a two-minute lifetime', async () => {
    const h = harness();
    const r = await h.as(h.keys.test).post('/v1/quotes', { ...onramp, source_amount: '20000' });
    expect(r.status).toBe(201);
    const q = r.body.data;
    expect(q).toMatchObject({ ...onramp, source_amount: '20000.00' });
    expect(q.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(q.rate).toMatch(/^\d+\.\d{2}$/);
    expect(q.destination_amount).toMatch(/^\d+\.\d{6}$/);
    expect(
      new Big(q.destination_amount).eq(new Big(q.source_amount).div(q.rate).round(6, Big.roundDown)),
    ).toBe(true);
    expect(Date.parse(q.expires_at) - h.clock.now().getTime()).toBe(120_000);
  });

  it('prices from a fixed destination and rounds the computed source up', async () => {
    const h = harness();
    const r = await h.as(h.keys.test).post('/v1/quotes', { ...offramp, destination_amount: '50000' });
    const q = r.body.data;
    expect(q.destination_amount).toBe('50000.00');
    expect(new Big(q.source_amount).eq(new Big('50000').div(q.rate).round(6, Big.roundUp))).toBe(true);
  });

  it('needs exactly one of source_amount and destination_amount', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    for (const body of [onramp, { ...onramp, source_amount: '20000', destination_amount: '10' }]) {
      const r = await api.post('/v1/quotes', body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('amount_required');
    }
  });

  it('enforces the 15,000 NGN onramp minimum on either side', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const low = await api.post('/v1/quotes', { ...onramp, source_amount: '14999.99' });
    expect(low.body.code).toBe('invalid_amount');
    expect(low.body.error).toContain('15000');
    const lowDest = await api.post('/v1/quotes', { ...onramp, destination_amount: '5' });
    expect(lowDest.body.code).toBe('invalid_amount');
    expect((await api.post('/v1/quotes', { ...onramp, source_amount: '15000' })).status).toBe(201);
  });

  it('rejects malformed, negative, over-precise and oversized amounts with invalid_amount', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    for (const amount of ['-5', '1e5', '20,000', '20000.001', 'abc', '0', 20000, '', '1'.repeat(20)]) {
      const r = await api.post('/v1/quotes', { ...onramp, source_amount: amount });
      expect(r.status, String(amount)).toBe(400);
      expect(r.body.code, String(amount)).toBe('invalid_amount');
    }
    const tooBig = await api.post('/v1/quotes', { ...onramp, source_amount: '100000000.01' });
    expect(tooBig.body.code).toBe('invalid_amount');
    expect(tooBig.body.error).toBe(
      'The maximum order is 100000000 NGN (and 100000 units of crypto); this one comes to 100000000.01 NGN.',
    );
    // 150,000 USDT sold: over the crypto side's maximum, said with the figure it came to.
    const manyCoins = await api.post('/v1/quotes', { ...offramp, source_amount: '150000' });
    expect(manyCoins.body.code).toBe('invalid_amount');
    expect(manyCoins.body.error).toMatch(/^The maximum order is .*this one comes to /);
    const cryptoTooPrecise = await api.post('/v1/quotes', { ...offramp, source_amount: '10.1234567' });
    expect(cryptoTooPrecise.body.error).toContain('at most 6');
  });

  it('validates the network and the pair', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const unknown = await api.post('/v1/quotes', { ...onramp, network: 'DOGE', source_amount: '20000' });
    expect(unknown.body.code).toBe('unsupported_network');
    expect(unknown.body.error).toContain('network');
    const notCarried = await api.post('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDC',
      network: 'PLASMA',
      source_amount: '20000',
    });
    expect(notCarried.body.code).toBe('unsupported_network');
    const missing = await api.post('/v1/quotes', { ...onramp, network: undefined, source_amount: '20000' });
    expect(missing.body).toMatchObject({ code: 'invalid_request', error: 'network is required' });
    const pair = await api.post('/v1/quotes', {
      ...onramp,
      destination_currency: 'NGN',
      source_amount: '20000',
    });
    expect(pair.body.code).toBe('unsupported_pair');
    const fiat = await api.post('/v1/quotes', { ...onramp, source_currency: 'EUR', source_amount: '20000' });
    expect(fiat.body.code).toBe('unsupported_pair');
  });

  it('makes ETHEREUM dearer than BASE and small orders dearer than large ones', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const rate = async (network: string, amount: string) =>
      new Big((await api.post('/v1/quotes', { ...onramp, network, source_amount: amount })).body.data.rate);
    expect((await rate('ETHEREUM', '20000')).gt(await rate('BASE', '20000'))).toBe(true);
    expect((await rate('ETHEREUM', '20000')).gt(await rate('ETHEREUM', '2000000'))).toBe(true);
  });
});

describe('POST /v1/quotes/{id}/refresh', () => {
  it('keeps the id and fixed amount, re-prices the other, resets expiry and returns partner_fee', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const q = await h.onrampQuote();
    h.advance(10 * 60);
    const r = await api.post(`/v1/quotes/${q.id}/refresh`);
    expect(r.status).toBe(200);
    const fresh = r.body.data;
    expect(fresh.id).toBe(q.id);
    expect(fresh.source_amount).toBe(q.source_amount);
    expect(fresh.rate).not.toBe(q.rate);
    expect(fresh.destination_amount).not.toBe(q.destination_amount);
    expect(Date.parse(fresh.expires_at)).toBe(h.clock.now().getTime() + 120_000);
    expect(fresh.partner_fee).toEqual({ bps: 0, amount: '0.000000', currency: 'USDT' });
  });

  it('re-prices under the onramp minimum without refusing, and the order is made from it', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const probe = await h.onrampQuote(h.keys.test, '15000');
    // A destination that comes to just over the 15,000 NGN minimum at the market now.
    const destination = new Big(15_010).div(probe.rate).round(2, Big.roundDown).toFixed(2);
    const q = (await api.post('/v1/quotes', { ...onramp, destination_amount: destination })).body.data;
    expect(new Big(q.source_amount).gte(15_000), q.source_amount).toBe(true);
    let fresh = q;
    for (let i = 0; i < 200 && new Big(fresh.source_amount).gte(15_000); i++) {
      h.advance(120);
      const r = await api.post(`/v1/quotes/${q.id}/refresh`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      fresh = r.body.data;
    }
    // The market moved the naira under the minimum: the refresh answered it all the same.
    expect(new Big(fresh.source_amount).lt(15_000), fresh.source_amount).toBe(true);
    expect(fresh.destination_amount).toBe(q.destination_amount);
    const order = await api.post('/v1/onramp/orders', {
      reference: 'under-the-minimum-after-a-refresh',
      quote_id: q.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'ab'.repeat(20)}` },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.data.source.amount).toBe(fresh.source_amount);
  });

  it('reports the partner fee of a business that charges one', async () => {
    const h = harness();
    const api = h.as(h.keys.otherTest);
    const q = (await api.post('/v1/quotes', { ...offramp, network: 'BASE', source_amount: '100' })).body.data;
    const fee = (await api.post(`/v1/quotes/${q.id}/refresh`)).body.data.partner_fee;
    expect(fee.bps).toBe(50);
    expect(fee.currency).toBe('NGN');
    expect(fee.amount).toMatch(/^\d+\.\d{2}$/);
    expect(new Big(fee.amount).gt(0)).toBe(true);
  });

  it('refuses a consumed quote, and 404s an unknown or foreign one', async () => {
    const h = harness();
    const order = await h.onrampOrder();
    const list = await h.as(h.keys.test).get('/v1/orders');
    expect(list.body.data[0].id).toBe(order.id);
    const quoteId = [...h.store.ledgers.values()].flatMap((l) => [...l.quotes.values()])[0]!.id;
    const consumed = await h.as(h.keys.test).post(`/v1/quotes/${quoteId}/refresh`);
    expect(consumed.status).toBe(409);
    expect(consumed.body.code).toBe('quote_consumed');
    expect((await h.as(h.keys.otherTest).post(`/v1/quotes/${quoteId}/refresh`)).status).toBe(404);
    expect((await h.as(h.keys.test).post('/v1/quotes/nope/refresh')).body.code).toBe('not_found');
  });
});

describe('quotes and order creation', () => {
  const orderBody = (quoteId: string, reference = 'r-1') => ({
    reference,
    quote_id: quoteId,
    payer: { name: 'Ada', email: 'ada@example.com' },
    destination: { address: `0x${'c'.repeat(40)}` },
  });

  it('refuses an expired quote until it is refreshed', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const q = await h.onrampQuote();
    h.advance(120);
    const late = await api.post('/v1/onramp/orders', orderBody(q.id));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('quote_expired');
    await api.post(`/v1/quotes/${q.id}/refresh`);
    expect((await api.post('/v1/onramp/orders', orderBody(q.id))).status).toBe(201);
  });

  it('consumes the quote: a second order with it is refused', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const q = await h.onrampQuote();
    expect((await api.post('/v1/onramp/orders', orderBody(q.id, 'a'))).status).toBe(201);
    expect((await api.post('/v1/onramp/orders', orderBody(q.id, 'b'))).body.code).toBe('quote_consumed');
  });

  it('answers 409 quote_changed when a refresh lands during order creation', async () => {
    let onCommit: (() => Promise<void>) | undefined;
    const h = harness({ hooks: { beforeOrderCommit: () => onCommit?.() ?? Promise.resolve() } });
    const api = h.as(h.keys.test);
    const q = await h.onrampQuote();
    onCommit = async () => {
      onCommit = undefined;
      expect((await api.post(`/v1/quotes/${q.id}/refresh`)).status).toBe(200);
    };
    const r = await api.post('/v1/onramp/orders', orderBody(q.id));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('quote_changed');
    expect((await api.post('/v1/onramp/orders', orderBody(q.id))).status).toBe(201);
  });
});

describe('GET /v1/rates', () => {
  it('lists every carried pair with buy above sell', async () => {
    const h = harness();
    const r = await h.as(h.keys.test).get('/v1/rates');
    const rates = r.body.data.rates as { asset: string; network: string; buy: string; sell: string }[];
    expect(rates).toHaveLength(15);
    expect(rates.find((x) => x.asset === 'USDC' && x.network === 'PLASMA')).toBeUndefined();
    for (const x of rates) expect(new Big(x.buy).gt(x.sell)).toBe(true);
  });

  it('filters by asset and network and sizes by amount', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    const one = (await api.get('/v1/rates?asset=USDT&network=ETHEREUM')).body.data.rates;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ asset: 'USDT', network: 'ETHEREUM' });
    const big = (
      await api.get('/v1/rates?asset=USDT&network=ETHEREUM&fiat_amount=5000000&crypto_amount=5000')
    ).body.data.rates[0];
    expect(new Big(big.buy).lt(one[0].buy)).toBe(true);
    expect(new Big(big.sell).gt(one[0].sell)).toBe(true);
  });

  it('answers invalid_amount below the minimums and above the largest order, and unsupported_network for unknown networks', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    expect((await api.get('/v1/rates?fiat_amount=14999')).body.code).toBe('invalid_amount');
    // The largest order is priced; a size above it, which no quote would take, is not: 100,000 USDC sold
    // comes to more than 100,000,000 NGN at the sandbox's price.
    expect((await api.get('/v1/rates?fiat_amount=100000000')).body.data.rates.length).toBeGreaterThan(0);
    expect((await api.get('/v1/rates?crypto_amount=60000')).body.data.rates.length).toBeGreaterThan(0);
    expect((await api.get('/v1/rates?fiat_amount=100000000.01')).body).toMatchObject({
      code: 'invalid_amount',
      error:
        'The maximum order is 100000000 NGN (and 100000 units of crypto); this one comes to 100000000.01 NGN.',
    });
    expect((await api.get('/v1/rates?crypto_amount=100000')).body.error).toMatch(
      /^The maximum order is 100000000 NGN \(and 100000 units of crypto\); this one comes to \d+\.\d{2} NGN\.$/,
    );
    expect((await api.get('/v1/rates?crypto_amount=9.99')).body.code).toBe('invalid_amount');
    expect((await api.get('/v1/rates?crypto_amount=ten')).body.code).toBe('invalid_amount');
    expect((await api.get('/v1/rates?network=TRON')).body.code).toBe('unsupported_network');
    expect((await api.get('/v1/rates?asset=DAI')).body.code).toBe('invalid_request');
  });
});

// Who may do what through the checkout proxy: against the sandbox's real answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { createCheckoutProxy, type CheckoutCaller } from '../src/index.js';
import { fakeService, onrampOrder, onrampQuote } from './helpers.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

/** A proxy whose authorize names the caller from an `x-customer` header (standing in for a session). */
function proxyFor(callers: Record<string, CheckoutCaller>) {
  const proxy = createCheckoutProxy({
    apiKey: sandbox.keys.test,
    baseUrl: sandbox.url,
    basePath: '/api/pulse/checkout',
    authorize: (r) => callers[r.headers.get('x-customer') ?? ''] ?? false,
  });
  const send = async (customer: string, path: string, body?: unknown, key = crypto.randomUUID()) => {
    const res = await proxy(
      new Request(`https://shop.example/api/pulse/checkout${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-customer': customer,
          ...(body !== undefined ? { 'content-type': 'application/json', 'idempotency-key': key } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox's answers, read field by field
    return { status: res.status, body: (await res.json()) as { code?: string; data?: any } };
  };
  return send;
}
const offrampQuote = {
  source_currency: 'USDT',
  destination_currency: 'NGN',
  network: 'POLYGON',
  source_amount: '50',
};
const offrampOrder = (reference: string, quoteId: string) => ({
  reference,
  quote_id: quoteId,
  beneficiary: {
    name: 'Ada Obi',
    email: 'ada@example.com',
    bank_account: { bank_code: '058', account_number: '0123456789' },
  },
});

describe('checkout authorisation', () => {
  it('refuses an unscoped authorize (true) with a live key, without calling the service', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = fakeService();
    const proxy = createCheckoutProxy({
      apiKey: 'sk_live_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      authorize: () => true,
    });
    const res = await proxy(new Request('https://shop.example/api/pulse/checkout/v1/orders/ord_1'));
    expect(res.status).toBe(500);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_options');
    expect(s.calls).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('refuses a caller id with a colon (or none) unless its reference is pinned: `a` would own `a:b:…`', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = proxyFor({
      a: { id: 'a' },
      ab: { id: 'a:b' },
      blank: { id: '' },
      pinned: { id: 'user:7', order: { type: 'onramp', reference: 'cart-7' } },
    });
    // Caller `a` keeps its own references, and `a:b:1` is one of them.
    const quote = await send('a', '/v1/quotes', onrampQuote);
    expect(quote.status).toBe(201);
    const taken = await send('a', '/v1/onramp/orders', onrampOrder('a:b:1', quote.body.data.id));
    expect(taken.status).toBe(201);
    // So `a:b` is refused as a misconfiguration, before anything reaches the service, as is an empty id.
    for (const customer of ['ab', 'blank']) {
      const refused = await send(customer, '/v1/quotes', onrampQuote);
      expect([refused.status, refused.body.code], customer).toEqual([500, 'invalid_options']);
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("contains ':'");
    expect(String(error.mock.calls[0]?.[0])).not.toContain('a:b');
    // A pinned reference is exact: a colon in that caller's id takes nothing of anyone's.
    const pinned = await send('pinned', '/v1/quotes', onrampQuote);
    expect(pinned.status).toBe(201);
    const made = await send('pinned', '/v1/onramp/orders', onrampOrder('cart-7', pinned.body.data.id));
    expect(made.status).toBe(201);
    error.mockRestore();
  });

  it('a pin with a type keeps a cart’s reference off an order the other way', async () => {
    const reference = `cart-${crypto.randomUUID().slice(0, 8)}`;
    const send = proxyFor({
      ada: { id: 'ada', order: { type: 'onramp', amount: '20000', currency: 'NGN', reference } },
    });
    const off = await send('ada', '/v1/quotes', offrampQuote);
    expect([off.status, off.body.code]).toEqual([403, 'order_not_allowed']);
    const quote = await send('ada', '/v1/quotes', onrampQuote);
    expect(quote.status).toBe(201);
    const wrongWay = await send('ada', '/v1/offramp/orders', offrampOrder(reference, quote.body.data.id));
    expect([wrongWay.status, wrongWay.body.code]).toEqual([403, 'order_not_allowed']);
    const made = await send('ada', '/v1/onramp/orders', onrampOrder(reference, quote.body.data.id));
    expect(made.status).toBe(201);
  });

  it('namespaces the Idempotency-Key per caller: replaying another’s key takes nothing of theirs', async () => {
    const send = proxyFor({ ada: { id: 'ada' }, eve: { id: 'eve' } });
    const key = crypto.randomUUID();
    const ada = await send('ada', '/v1/quotes', onrampQuote, key);
    const adaAgain = await send('ada', '/v1/quotes', onrampQuote, key);
    expect(adaAgain.body.data.id).toBe(ada.body.data.id);
    const eve = await send('eve', '/v1/quotes', onrampQuote, key);
    expect(eve.status).toBe(201);
    expect(eve.body.data.id).not.toBe(ada.body.data.id);
    // And Ada's quote stays hers.
    const taken = await send('eve', '/v1/onramp/orders', onrampOrder('eve:x', ada.body.data.id));
    expect([taken.status, taken.body.code]).toEqual([403, 'order_not_allowed']);
  });

  it('forwards a caller’s Idempotency-Key as the UUID the service asks for, the same for the same caller and key', async () => {
    const keys: (string | null)[] = [];
    const proxy = createCheckoutProxy({
      apiKey: 'sk_live_abcdefgh12345678',
      baseUrl: 'https://svc.example',
      basePath: '/api/pulse/checkout',
      authorize: (r) => ({ id: r.headers.get('x-customer') ?? '' }),
      fetchImpl: async (_url, init) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return new Response(JSON.stringify({ status: true, data: { id: 'q_1' } }), { status: 201 });
      },
    });
    const post = (customer: string, key: string) =>
      proxy(
        new Request('https://shop.example/api/pulse/checkout/v1/quotes', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-customer': customer },
          body: JSON.stringify(onrampQuote),
        }),
      );
    const key = crypto.randomUUID();
    for (const [who, k] of [
      ['ada', key],
      ['ada', key],
      ['eve', key],
      ['ada', 'key-12345678'],
    ] as const) {
      expect((await post(who, k)).status).toBe(201);
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const k of keys) expect(k).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(key);
  });

  it('keeps unpinned callers to references under their id, and answers the lookup by reference with their own', async () => {
    const send = proxyFor({ ada: { id: 'ada' }, eve: { id: 'eve' } });
    const cart = `cart-${crypto.randomUUID().slice(0, 8)}`;
    const eveQuote = await send('eve', '/v1/quotes', onrampQuote);
    // Eve cannot take the reference Ada's checkout will use.
    const squat = await send('eve', '/v1/onramp/orders', onrampOrder(`ada:${cart}`, eveQuote.body.data.id));
    expect([squat.status, squat.body.code]).toEqual([403, 'order_not_allowed']);
    const adaQuote = await send('ada', '/v1/quotes', onrampQuote);
    const made = await send('ada', '/v1/onramp/orders', onrampOrder(`ada:${cart}`, adaQuote.body.data.id));
    expect(made.status).toBe(201);
    const mine = await send('ada', `/v1/orders?reference=${encodeURIComponent(`ada:${cart}`)}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o: { id: string }) => o.id)).toEqual([made.body.data.id]);
    const theirs = await send('eve', `/v1/orders?reference=${encodeURIComponent(`ada:${cart}`)}`);
    expect(theirs.status).toBe(400);
  });
});

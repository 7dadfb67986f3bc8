// What the checkout proxy takes from the browser and sends on: methods, the Idempotency-Key, the body and its
// limits, the key headers, the bank list's hour, and which quotes and orders it remembers for whom. Against
// the sandbox's real answers (its calls recorded on the way).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  createCheckoutProxy,
  createMemoryStore,
  createOrderTracker,
  type CheckoutProxyOptions,
} from '../src/index.js';
import { errorOf, loggedText, MISCONFIGURED, onrampOrder, onrampQuote as quote } from './helpers.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mount = 'https://shop.example/api/pulse/checkout';
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A proxy on the sandbox whose calls are recorded, with authorize naming the caller from `x-customer`. */
function recorded(extra: Partial<CheckoutProxyOptions> = {}, scoped = true) {
  const sent: Sent[] = [];
  const proxy = createCheckoutProxy({
    apiKey: sandbox.keys.test,
    baseUrl: sandbox.url,
    fetchImpl: async (url, init) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: init.body as string | undefined,
      });
      return fetch(url, init);
    },
    ...(scoped ? { authorize: (r: Request) => ({ id: r.headers.get('x-customer') ?? 'ada' }) } : {}),
    ...extra,
  });
  return { proxy, sent };
}
const post = (
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string> = {},
  key: string | null = crypto.randomUUID(),
) =>
  new Request(mount + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
  });
const json = (value: unknown) => JSON.stringify(value);

describe('the browser’s request', () => {
  it('a route with the wrong method is refused, named', async () => {
    const { proxy, sent } = recorded();
    expect(await errorOf(await proxy(post('/v1/banks', json({}))))).toEqual({
      status: 405,
      code: 'method_not_allowed',
      error: 'POST is not allowed on /api/pulse/checkout/v1/banks.',
    });
    expect(sent).toEqual([]);
  });

  it('a POST needs an Idempotency-Key of 8 to 128 letters, digits, _ or -', async () => {
    const { proxy, sent } = recorded();
    const refusal = {
      status: 400,
      code: 'idempotency_key_required',
      error: 'POST requests need an Idempotency-Key header (a UUID).',
    };
    for (const key of [null, '', '1234567', 'a'.repeat(129), 'abc def 123', 'abcdefgh!', 'abcdefgé']) {
      expect(await errorOf(await proxy(post('/v1/quotes', json(quote), {}, key))), `${key}`).toEqual(refusal);
    }
    expect(sent).toEqual([]);
    for (const key of ['12345678', 'a'.repeat(128), 'A-b_C-d_9']) {
      expect((await proxy(post('/v1/quotes', json(quote), {}, key))).status, key).toBe(201);
    }
  });

  it('a body of at most 16 KiB, UTF-8 JSON; an empty one is sent as none', async () => {
    const { proxy, sent } = recorded({}, false);
    // Exactly 16 KiB goes on to the service (which answers for itself).
    const padded = (size: number) => {
      const base = json({ ...quote, note: '' });
      return json({ ...quote, note: 'x'.repeat(size - base.length) });
    };
    expect(padded(16 * 1024)).toHaveLength(16 * 1024);
    const atLimit = await proxy(post('/v1/quotes', padded(16 * 1024)));
    expect(atLimit.status).not.toBe(413);
    expect(sent).toHaveLength(1);
    const over = await errorOf(await proxy(post('/v1/quotes', padded(16 * 1024 + 1))));
    expect([over.status, over.code]).toEqual([413, 'body_too_large']);
    expect(await errorOf(await proxy(post('/v1/quotes', new Uint8Array([0x7b, 0xff, 0x7d]))))).toEqual({
      status: 400,
      code: 'invalid_json',
      error: 'The request body is not UTF-8 JSON.',
    });
    expect(await errorOf(await proxy(post('/v1/quotes', '{"source_amount":')))).toEqual({
      status: 400,
      code: 'invalid_json',
      error: 'The request body is not JSON.',
    });
    expect(sent).toHaveLength(1);
    // A refresh has no body: none is sent, and no Content-Type.
    const made = await proxy(post('/v1/quotes', json(quote)));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const refreshed = await proxy(post(`/v1/quotes/${id}/refresh`, undefined));
    expect(refreshed.status).toBe(200);
    const last = sent.at(-1)!;
    expect(last.body).toBeUndefined();
    expect(last.headers['content-type']).toBeUndefined();
    expect(sent.at(-2)!.headers['content-type']).toBe('application/json');
  });

  it('a body that breaks the request is answered 400 bad_request', async () => {
    const { proxy } = recorded();
    const broken = new Request(`${mount}/v1/quotes`, {
      method: 'POST',
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: new ReadableStream({
        pull(controller) {
          controller.error(new Error('connection reset'));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await errorOf(await proxy(broken))).toEqual({
      status: 400,
      code: 'bad_request',
      error: 'The request body could not be read.',
    });
  });
});

describe('what goes to the service', () => {
  it('the key as X-API-Key and Bearer, JSON accepted, the path after /v1 and nothing of the browser’s', async () => {
    const { proxy, sent } = recorded({}, false);
    const res = await proxy(
      post('/v1/quotes', json(quote), { cookie: 's=1', authorization: 'Bearer cs_test_frombrowser' }),
    );
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${sandbox.url}/v1/quotes`);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers).toMatchObject({
      accept: 'application/json',
      'x-api-key': sandbox.keys.test,
      authorization: `Bearer ${sandbox.keys.test}`,
    });
    expect(sent[0]!.headers.cookie).toBeUndefined();
  });

  it('a caller’s Idempotency-Key, hashed with its id: the same for the same caller, never another’s', async () => {
    const { proxy, sent } = recorded();
    const key = 'x1234567890';
    await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }, key));
    await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }, key));
    // The id and key split elsewhere: another caller, so another key.
    await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'adax' }, '1234567890'));
    const [first, again, other] = sent.map((s) => s.headers['idempotency-key']);
    // A UUID, as the service asks every POST's key to be.
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(first).not.toContain(key);
  });

  it('without a caller, a UUID key goes on as it is, and any other as a UUID made from it', async () => {
    const { proxy, sent } = recorded({}, false);
    const uuid = crypto.randomUUID();
    await proxy(post('/v1/quotes', json(quote), {}, uuid));
    await proxy(post('/v1/quotes', json(quote), {}, 'key-12345678'));
    await proxy(post('/v1/quotes', json(quote), {}, 'key-12345678'));
    const [given, made, again] = sent.map((s) => s.headers['idempotency-key']);
    expect(given).toBe(uuid);
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again).toBe(made);
  });
});

describe('the bank list', () => {
  it('is read once an hour, and not kept when the service refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { proxy, sent } = recorded();
    const banks = () => proxy(new Request(`${mount}/v1/banks`));
    const first = await banks();
    expect(first.status).toBe(200);
    const list = await first.text();
    expect(JSON.parse(list).data.length).toBeGreaterThan(3);
    vi.setSystemTime(Date.now() + 60 * 60_000 - 1);
    const cached = await banks();
    expect(cached.status).toBe(200);
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(cached.headers.get('cache-control')).toBe('no-store');
    expect(await cached.text()).toBe(list);
    expect(sent).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    expect((await banks()).status).toBe(200);
    expect(sent).toHaveLength(2);

    const refused = recorded({ apiKey: 'sk_test_doesnotexist0000' });
    expect((await refused.proxy(new Request(`${mount}/v1/banks`))).status).toBe(502);
    expect((await refused.proxy(new Request(`${mount}/v1/banks`))).status).toBe(502);
    expect(refused.sent).toHaveLength(2);
  });
});

describe('quotes and orders, per caller', () => {
  it('only the caller that made a quote may refresh it or order from it', async () => {
    const { proxy } = recorded();
    const made = await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const notYours = {
      status: 403,
      code: 'order_not_allowed',
      error: 'This quote was not made through this checkout session.',
    };
    expect(
      await errorOf(await proxy(post(`/v1/quotes/${id}/refresh`, undefined, { 'x-customer': 'eve' }))),
    ).toEqual(notYours);
    expect((await proxy(post(`/v1/quotes/${id}/refresh`, undefined, { 'x-customer': 'ada' }))).status).toBe(
      200,
    );
    expect(
      await errorOf(
        await proxy(post('/v1/onramp/orders', json(onrampOrder('ada:1', [id])), { 'x-customer': 'ada' })),
      ),
    ).toEqual(notYours);
    const order = await proxy(
      post('/v1/onramp/orders', json(onrampOrder(`ada:${id}`, id)), { 'x-customer': 'ada' }),
    );
    expect(order.status).toBe(201);
  });

  it('one caller past its twelve requests a minute waits, and another caller’s quote still goes through', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { proxy, sent } = recorded();
    const ask = (who: string) => proxy(post('/v1/quotes', json(quote), { 'x-customer': who }));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask('mallory')).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await ask('mallory');
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await errorOf(refused)).toEqual({
      status: 429,
      code: 'rate_limited',
      error: 'Too many checkout requests from this session in a minute; try again shortly.',
    });
    // Refused here: the key was not spent on it.
    expect(sent).toHaveLength(12);
    expect((await ask('alice')).status).toBe(201);
    // A minute after the first, the window has room again.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await ask('mallory')).status).toBe(201);
  });

  it('counts a caller’s order lookups and uncached bank lists against a limit of their own, leaving the background share to others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { proxy, sent } = recorded({ perCallerPerMinute: 3 });
    const lookup = (who: string) =>
      proxy(new Request(`${mount}/v1/orders?reference=${who}:1`, { headers: { 'x-customer': who } }));
    const banks = (who: string) =>
      proxy(new Request(`${mount}/v1/banks`, { headers: { 'x-customer': who } }));
    expect((await lookup('mallory')).status).toBe(200);
    expect((await lookup('mallory')).status).toBe(200);
    expect((await banks('mallory')).status).toBe(200);
    const refused = await lookup('mallory');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await errorOf(refused)).code).toBe('rate_limited');
    // The bank list, once read, is answered from its hour without the service, for anyone.
    expect((await banks('mallory')).status).toBe(200);
    expect(sent).toHaveLength(3);
    // Another customer's lookup still reaches the service.
    expect((await lookup('alice')).status).toBe(200);
    expect(sent).toHaveLength(4);
    // Reads and POSTs are counted apart: past its reads, the caller may still ask for a quote (and a caller
    // past its POSTs may still find its order by reference after a 409).
    expect((await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'mallory' }))).status).toBe(201);
    expect(sent).toHaveLength(5);
    // A bank list past its hour is a request to the service: a caller past the limit waits, another reads it.
    vi.setSystemTime(Date.now() + 3_600_001);
    for (let i = 0; i < 3; i++) expect((await lookup('mallory')).status).toBe(200);
    expect((await banks('mallory')).status).toBe(429);
    expect(sent).toHaveLength(8);
    expect((await banks('alice')).status).toBe(200);
    expect(sent).toHaveLength(9);
  });

  it('refuses a perCallerPerMinute that is not a whole number of at least 1, naming it in the log', async () => {
    for (const bad of [0, 2.5, Number.NaN]) {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { proxy } = recorded({ perCallerPerMinute: bad });
      expect(await errorOf(await proxy(post('/v1/quotes', json(quote))))).toEqual({
        ...MISCONFIGURED,
        status: 500,
      });
      expect(loggedText(logged)).toContain('perCallerPerMinute must be a whole number of at least 1');
      logged.mockRestore();
    }
    // One a minute is a limit like any other.
    const { proxy } = recorded({ perCallerPerMinute: 1 });
    expect((await proxy(post('/v1/quotes', json(quote)))).status).toBe(201);
    expect((await proxy(post('/v1/quotes', json(quote)))).status).toBe(429);
  });

  it('a quote stays its caller’s for two days from its last refresh, as long as it may be refreshed', async () => {
    let now = Date.now();
    const orders = createOrderTracker({
      apiKey: sandbox.keys.test,
      baseUrl: sandbox.url,
      store: createMemoryStore({ now: () => now }),
      now: () => now,
      autoSync: false,
    });
    const { proxy } = recorded({ orders });
    const quoteOf = async () => {
      const made = await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }));
      return ((await made.json()) as { data: { id: string } }).data.id;
    };
    const refresh = async (id: string) =>
      (await proxy(post(`/v1/quotes/${id}/refresh`, undefined, { 'x-customer': 'ada' }))).status;
    const DAY = 86_400_000;
    const kept = await quoteOf();
    // A customer who leaves the checkout open past the price lock refreshes the quote (the service always
    // allows it), again and again: each refresh keeps the quote hers for two more days.
    now += 2 * DAY - 1;
    expect(await refresh(kept)).toBe(200);
    now += 2 * DAY - 1;
    expect(await refresh(kept)).toBe(200);
    const order = await proxy(
      post('/v1/onramp/orders', json(onrampOrder(`ada:${kept}`, kept)), { 'x-customer': 'ada' }),
    );
    expect(order.status).toBe(201);
    const gone = await quoteOf();
    now += 2 * DAY;
    expect(await refresh(gone)).toBe(403);
  });

  it('an order made through the checkout is its caller’s to read, from what this server knows', async () => {
    const { proxy, sent } = recorded();
    const made = await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const created = await proxy(
      post('/v1/onramp/orders', json(onrampOrder(`ada:${id}`, id)), { 'x-customer': 'ada' }),
    );
    expect(created.status).toBe(201);
    const order = ((await created.json()) as { data: { id: string; status: string } }).data;
    const calls = sent.length;
    const read = await proxy(
      new Request(`${mount}/v1/orders/${order.id}`, { headers: { 'x-customer': 'ada' } }),
    );
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { id: string; status: string } }).data).toMatchObject({
      id: order.id,
      status: order.status,
    });
    const theirs = await proxy(
      new Request(`${mount}/v1/orders/${order.id}`, { headers: { 'x-customer': 'eve' } }),
    );
    expect(theirs.status).toBe(404);
    // Answered from the state: the order itself is never read from the service (a list sync may run).
    expect(sent.slice(calls).filter((c) => c.url.includes(`/v1/orders/${order.id}`))).toEqual([]);
  });

  it('the service’s refusal of an order is passed on, and nothing is remembered from it', async () => {
    const { proxy } = recorded();
    const made = await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const bad = await proxy(
      post(
        '/v1/onramp/orders',
        json({ ...onrampOrder(`ada:${id}`, id), destination: { address: 'nowhere' } }),
        {
          'x-customer': 'ada',
        },
      ),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('invalid_address');
  });

  it('unscoped, a quote belongs to no one: a caller cannot order from it', async () => {
    const store = createMemoryStore();
    const orders = createOrderTracker({
      apiKey: sandbox.keys.test,
      baseUrl: sandbox.url,
      store,
      autoSync: false,
    });
    const open = recorded({ orders }, false);
    const made = await open.proxy(post('/v1/quotes', json(quote)));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    expect(await store.get(`quote:${id}`)).toBeNull();
    const scoped = recorded({ orders });
    const order = await scoped.proxy(
      post('/v1/onramp/orders', json(onrampOrder(`ada:${id}`, id)), { 'x-customer': 'ada' }),
    );
    expect(order.status).toBe(403);
  });
});

describe('the proxy’s own order tracker', () => {
  it('keeps an order current from the service’s order list once its sync is due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { proxy } = recorded({}, false);
    const made = await proxy(post('/v1/quotes', json(quote)));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const created = await proxy(post('/v1/onramp/orders', json(onrampOrder(`sync-${id}`, id))));
    const order = (
      (await created.json()) as {
        data: { id: string; status: string; funding_account: { account_number: string; amount: string } };
      }
    ).data;
    expect(order.status).toBe('awaiting_payment');
    const paid = await fetch(`${sandbox.url}/v1/sandbox/bank-transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': sandbox.keys.test },
      body: json({
        account_number: order.funding_account.account_number,
        amount: order.funding_account.amount,
      }),
    });
    const transfer = (await paid.json()) as { data: { executed: boolean; order_status: string } };
    expect(transfer.data.executed).toBe(true);
    // The tracker reads the order list at most every 2.5 s.
    vi.setSystemTime(Date.now() + 3000);
    const read = await proxy(new Request(`${mount}/v1/orders/${order.id}`));
    const now = ((await read.json()) as { data: { status: string } }).data;
    expect(now.status).not.toBe('awaiting_payment');
    expect(now.status).toBe(transfer.data.order_status);
  });
});

describe('what is remembered from an answer', () => {
  it('a quote is not an order: its id read as an order is not found', async () => {
    const { proxy } = recorded();
    const made = await proxy(post('/v1/quotes', json(quote), { 'x-customer': 'ada' }));
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const read = await proxy(new Request(`${mount}/v1/orders/${id}`, { headers: { 'x-customer': 'ada' } }));
    expect(read.status).toBe(404);
  });

  it('a stray quote_id on a bank-name lookup is not checked as a quote', async () => {
    const { proxy } = recorded();
    const res = await proxy(
      post('/v1/banks/resolve', json({ bank_code: '058', account_number: '0123456789', quote_id: 'q_x' }), {
        'x-customer': 'ada',
      }),
    );
    expect(res.status).toBe(200);
  });

  it('a body stream that fails is bad_request, whatever its error says', async () => {
    const { proxy } = recorded();
    const broken = new Request(`${mount}/v1/quotes`, {
      method: 'POST',
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: new ReadableStream({
        pull(controller) {
          controller.error(
            Object.assign(new Error('upload said body_too_large'), { code: 'body_too_large' }),
          );
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await errorOf(await proxy(broken))).toEqual({
      status: 400,
      code: 'bad_request',
      error: 'The request body could not be read.',
    });
  });
});

// What a CheckoutCaller's pin lets through the checkout proxy, field by field, and which routes the proxy
// forwards at all: against the sandbox's real answers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { CHECKOUT_ROUTES, createCheckoutProxy, type CheckoutCaller } from '../src/index.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

const mount = 'https://shop.example/api/pulse/checkout';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox's answers, read field by field
  body: { code?: string; error?: string; data?: any };
}

/** A proxy whose authorize answers `caller` (a stand-in for your session), and a way to send it JSON. */
function proxyFor(caller: unknown) {
  const proxy = createCheckoutProxy({
    apiKey: sandbox.keys.test,
    baseUrl: sandbox.url,
    basePath: '/api/pulse/checkout',
    authorize: () => caller as CheckoutCaller,
  });
  return async (path: string, body?: unknown): Promise<Answer> => {
    const res = await proxy(
      new Request(mount + path, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body !== undefined
          ? {
              headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify(body),
            }
          : {}),
      }),
    );
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
}

const fixed = (problem: string) => ({
  status: 403,
  code: 'order_not_allowed',
  error: `This checkout's order is fixed: ${problem}`,
});
const seen = (a: Answer) => ({ status: a.status, code: a.body.code, error: a.body.error });
/** The answer to an order whose body keeps to the pin but whose quote this caller never made. */
const notTheirQuote = {
  status: 403,
  code: 'order_not_allowed',
  error: 'This quote was not made through this checkout session.',
};

const unique = () => crypto.randomUUID().slice(0, 8);
const buy = (extra: Record<string, unknown> = {}) => ({
  source_currency: 'NGN',
  destination_currency: 'USDT',
  network: 'BASE',
  source_amount: '20000',
  ...extra,
});
const sell = (extra: Record<string, unknown> = {}) => ({
  source_currency: 'USDT',
  destination_currency: 'NGN',
  network: 'POLYGON',
  source_amount: '50',
  ...extra,
});
const wallet = `0x${'d'.repeat(40)}`;
const onrampOrder = (reference: unknown, quoteId: unknown, address = wallet) => ({
  reference,
  quote_id: quoteId,
  payer: { name: 'Ada Obi', email: 'ada@example.com' },
  destination: { address },
});
const account = { bank_code: '058', account_number: '0123456789' };
const offrampOrder = (reference: unknown, quoteId: unknown, bankAccount: object = account) => ({
  reference,
  quote_id: quoteId,
  beneficiary: { name: 'Ada Obi', email: 'ada@example.com', bank_account: bankAccount },
});

describe('the checkout proxy’s routes', () => {
  it('are the ones docs/server.md lists, each forwarded with its own method only', async () => {
    const guide = readFileSync(new URL('../../../docs/server.md', import.meta.url), 'utf8');
    const table = guide.slice(guide.indexOf('| method | route'));
    const documented = [
      ...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| (GET|POST) +\| `([^`]+)`/gm),
    ].map((m) => `${m[1]} ${m[2]!.replace('…', '')}`);
    expect(CHECKOUT_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(documented);

    const send = proxyFor({ id: 'ada' });
    const proxy = createCheckoutProxy({
      apiKey: sandbox.keys.test,
      baseUrl: sandbox.url,
      basePath: '/api/pulse/checkout',
      authorize: () => ({ id: 'ada' }),
    });
    for (const route of CHECKOUT_ROUTES) {
      const path = route.path.replace('{id}', 'q_none').replace('reference=', 'reference=ada:x');
      // The documented path is the route's own: the proxy forwards it (whatever the service then answers).
      const answer = route.method === 'GET' ? await send(path) : await send(path, {});
      expect(['route_not_allowed', 'method_not_allowed'], `${route.method} ${path}`).not.toContain(
        answer.body.code,
      );
      const other = await proxy(
        new Request(mount + path, { method: route.method === 'GET' ? 'POST' : 'GET' }),
      );
      expect(other.status, `${path} with the other method`).toBe(405);
    }
  });

  it('match the whole rest of the path after the mount: nothing before /v1 and nothing after', async () => {
    const send = proxyFor({ id: 'ada' });
    for (const path of [
      '/x/v1/quotes',
      '/v1/quotes/x',
      '/x/v1/onramp/orders',
      '/v1/onramp/orders/x',
      '/x/v1/offramp/orders',
      '/v1/offramp/orders/x',
    ]) {
      expect(seen(await send(path, buy())), path).toEqual({
        status: 404,
        code: 'route_not_allowed',
        error: `The checkout proxy does not forward /api/pulse/checkout${path}.`,
      });
    }
    for (const path of [
      '/x/v1/orders?reference=ada:x',
      '/v1/orders/a/b?reference=ada:x',
      '/v1/ordersx?reference=ada:x',
    ]) {
      const answer = await send(path);
      expect([answer.status, answer.body.code], path).toEqual([404, 'route_not_allowed']);
    }
  });
});

describe('a pinned reference', () => {
  it('allows the reference and the checkout’s retries of it (-2 to -99), nothing else', async () => {
    const cart = `cart-${unique()}`;
    const send = proxyFor({ id: 'ada', order: { reference: cart } });
    // An order that keeps to the pin goes on to the quote check (a quote this caller never made here).
    for (const reference of [cart, `${cart}-2`, `${cart}-9`, `${cart}-10`, `${cart}-12`, `${cart}-99`]) {
      expect(seen(await send('/v1/onramp/orders', onrampOrder(reference, 'q_nobody'))), reference).toEqual(
        notTheirQuote,
      );
    }
    for (const reference of [
      `${cart}-1`,
      `${cart}-0`,
      `${cart}-05`,
      `${cart}-100`,
      `${cart}-123`,
      `${cart}-2x`,
      `${cart}-x2`,
      `${cart}-x12`,
      `${cart}x2`,
      `${cart}-`,
      `x${cart}`,
      42,
    ]) {
      expect(
        seen(await send('/v1/onramp/orders', onrampOrder(reference, 'q_nobody'))),
        `${reference}`,
      ).toEqual(fixed(`reference must be ${JSON.stringify(cart)}.`));
    }
  });

  it('makes a retry only once the order before it expired unpaid: never two payable orders for one cart', async () => {
    const cart = `cart-${unique()}`;
    const send = proxyFor({ id: 'ada', order: { reference: cart } });
    const order = async (reference: string) => {
      const quote = await send('/v1/quotes', buy());
      expect(quote.status).toBe(201);
      return send('/v1/onramp/orders', onrampOrder(reference, quote.body.data.id));
    };
    // No first order yet: neither -2 nor a later suffix.
    expect(seen(await order(`${cart}-2`))).toEqual({
      status: 409,
      code: 'order_not_allowed',
      error: `This cart has no order ${JSON.stringify(cart)}: its orders are made in turn, each once the one before expired unpaid.`,
    });
    const first = await order(cart);
    expect(first.status).toBe(201);
    // The first can still be paid: a second payable order would let the customer pay the cart twice.
    expect(seen(await order(`${cart}-2`))).toEqual({
      status: 409,
      code: 'order_not_allowed',
      error: `This cart's order ${JSON.stringify(cart)} is awaiting_payment: ${JSON.stringify(`${cart}-2`)} is made only once it has expired unpaid.`,
    });
    // Skipping a suffix does not get round it.
    expect((await order(`${cart}-3`)).body.error).toBe(
      `This cart has no order ${JSON.stringify(`${cart}-2`)}: its orders are made in turn, each once the one before expired unpaid.`,
    );
    // Past the funding window (30 minutes) the first expired: the retry is a real order at the service.
    const advanced = await fetch(`${sandbox.url}/v1/sandbox/clock/advance`, {
      method: 'POST',
      headers: { 'x-api-key': sandbox.keys.test, 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 31 * 60 }),
    });
    expect(advanced.status).toBe(200);
    const made = await order(`${cart}-2`);
    expect(made.status).toBe(201);
    expect(made.body.data.reference).toBe(`${cart}-2`);
    // And the one after it waits for -2 in turn.
    expect((await order(`${cart}-3`)).status).toBe(409);
  });

  it('without one, a reference must be the caller’s id, a colon and something after it', async () => {
    const send = proxyFor({ id: 'ada' });
    expect(seen(await send('/v1/onramp/orders', onrampOrder('ada:x', 'q_nobody')))).toEqual(notTheirQuote);
    for (const reference of ['ada:', 'ada', 'adax', 'eve:x', ':ada:x', 7]) {
      expect(
        seen(await send('/v1/onramp/orders', onrampOrder(reference, 'q_nobody'))),
        `${reference}`,
      ).toEqual(fixed('reference must start with "ada:".'));
    }
  });
});

describe('a pinned direction, asset, network and amount', () => {
  it('type onramp: quotes from NGN only, onramp orders only', async () => {
    const send = proxyFor({ id: 'ada', order: { type: 'onramp' } });
    expect(seen(await send('/v1/quotes', sell()))).toEqual(
      fixed('this checkout buys crypto with naira: source_currency must be NGN.'),
    );
    expect((await send('/v1/quotes', buy())).status).toBe(201);
    expect(seen(await send('/v1/offramp/orders', offrampOrder(`ada:${unique()}`, 'q_nobody')))).toEqual(
      fixed('only onramp orders may be made here.'),
    );
  });

  it('type offramp: quotes to NGN only, offramp orders only', async () => {
    const send = proxyFor({ id: 'ada', order: { type: 'offramp' } });
    expect(seen(await send('/v1/quotes', buy()))).toEqual(
      fixed('this checkout sells crypto for naira: destination_currency must be NGN.'),
    );
    expect((await send('/v1/quotes', sell())).status).toBe(201);
    expect(seen(await send('/v1/onramp/orders', onrampOrder(`ada:${unique()}`, 'q_nobody')))).toEqual(
      fixed('only offramp orders may be made here.'),
    );
  });

  it('asset: the crypto side of the quote, whichever way it goes', async () => {
    const send = proxyFor({ id: 'ada', order: { asset: 'USDC' } });
    expect(seen(await send('/v1/quotes', buy()))).toEqual(fixed('the asset must be USDC.'));
    expect(seen(await send('/v1/quotes', sell()))).toEqual(fixed('the asset must be USDC.'));
    expect((await send('/v1/quotes', buy({ destination_currency: 'USDC' }))).status).toBe(201);
    expect((await send('/v1/quotes', sell({ source_currency: 'USDC' }))).status).toBe(201);
  });

  it('network', async () => {
    const send = proxyFor({ id: 'ada', order: { network: 'BASE' } });
    expect(seen(await send('/v1/quotes', buy({ network: 'POLYGON' })))).toEqual(
      fixed('network must be BASE.'),
    );
    expect((await send('/v1/quotes', buy())).status).toBe(201);
  });

  it('amount in a currency: on the side that carries that currency, as a decimal string of the same value', async () => {
    const naira = proxyFor({ id: 'ada', order: { amount: '20000', currency: 'NGN' } });
    const onramp = await naira('/v1/quotes', buy({ source_amount: '20000.00' }));
    expect(onramp.status).toBe(201);
    expect(onramp.body.data.source_amount).toMatch(/^20000(\.0+)?$/);
    // Selling crypto for exactly ₦20,000: the naira is the destination.
    const offramp = await naira(
      '/v1/quotes',
      sell({ source_amount: undefined, destination_amount: '20000' }),
    );
    expect(offramp.status).toBe(201);
    expect(offramp.body.data.destination_amount).toMatch(/^20000(\.0+)?$/);
    expect(seen(await naira('/v1/quotes', sell()))).toEqual(fixed('destination_amount must be 20000.'));
    for (const amount of ['15000', 20000, 'twenty thousand', '']) {
      expect(seen(await naira('/v1/quotes', buy({ source_amount: amount }))), `${amount}`).toEqual(
        fixed('source_amount must be 20000.'),
      );
    }

    const tether = proxyFor({ id: 'ada', order: { amount: '50', currency: 'USDT' } });
    expect((await tether('/v1/quotes', sell({ source_amount: '50.000000' }))).status).toBe(201);
    expect(seen(await tether('/v1/quotes', sell({ source_amount: '40' })))).toEqual(
      fixed('source_amount must be 50.'),
    );
    expect(seen(await tether('/v1/quotes', buy({ destination_currency: 'USDC' })))).toEqual(
      fixed('the quote must be in USDT.'),
    );
  });

  it('amount without a currency: the source amount', async () => {
    const send = proxyFor({ id: 'ada', order: { amount: '20000' } });
    expect((await send('/v1/quotes', buy())).status).toBe(201);
    expect(
      seen(await send('/v1/quotes', buy({ source_amount: undefined, destination_amount: '20000' }))),
    ).toEqual(fixed('source_amount must be 20000.'));
  });
});

describe('a pinned wallet or payout account', () => {
  it('address: an onramp order pays that wallet only; an offramp order is not held to it', async () => {
    const send = proxyFor({ id: 'ada', order: { address: wallet } });
    expect(
      seen(
        await send('/v1/onramp/orders', onrampOrder(`ada:${unique()}`, 'q_nobody', `0x${'e'.repeat(40)}`)),
      ),
    ).toEqual(fixed('destination.address is not the address this checkout is for.'));
    expect(
      seen(await send('/v1/onramp/orders', { reference: `ada:${unique()}`, quote_id: 'q_nobody' })),
    ).toEqual(fixed('destination.address is not the address this checkout is for.'));
    const quote = await send('/v1/quotes', buy());
    const made = await send('/v1/onramp/orders', onrampOrder(`ada:${unique()}`, quote.body.data.id));
    expect(made.status).toBe(201);
    expect(made.body.data.type).toBe('onramp');
    const sold = await send('/v1/quotes', sell());
    const payout = await send('/v1/offramp/orders', offrampOrder(`ada:${unique()}`, sold.body.data.id));
    expect(payout.status).toBe(201);
  });

  it('bankAccount: an offramp order pays that bank and number only; an onramp order is not held to it', async () => {
    const send = proxyFor({ id: 'ada', order: { bankAccount: account } });
    for (const other of [
      { ...account, account_number: '0123456780' },
      { ...account, bank_code: '044' },
      {},
    ]) {
      expect(
        seen(await send('/v1/offramp/orders', offrampOrder(`ada:${unique()}`, 'q_nobody', other))),
        JSON.stringify(other),
      ).toEqual(fixed('beneficiary.bank_account is not the account this checkout is for.'));
    }
    const sold = await send('/v1/quotes', sell());
    const payout = await send('/v1/offramp/orders', offrampOrder(`ada:${unique()}`, sold.body.data.id));
    expect(payout.status).toBe(201);
    expect(payout.body.data.type).toBe('offramp');
    const bought = await send('/v1/quotes', buy());
    const made = await send('/v1/onramp/orders', onrampOrder(`ada:${unique()}`, bought.body.data.id));
    expect(made.status).toBe(201);
  });

  it("bank name lookups: only that account's with bankAccount, none for a purchase, any for an open sale", async () => {
    const stranger = { bank_code: '044', account_number: '2233445566' };
    const pinned = proxyFor({ id: 'ada', order: { type: 'offramp', bankAccount: account } });
    expect(seen(await pinned('/v1/banks/resolve', stranger))).toEqual(
      fixed('the bank account is not the account this checkout is for.'),
    );
    const own = await pinned('/v1/banks/resolve', account);
    expect(own.status).toBe(200);
    expect(own.body.data.account_name).toEqual(expect.any(String));
    const buying = proxyFor({ id: 'ada', order: { type: 'onramp' } });
    for (const body of [stranger, account]) {
      expect(seen(await buying('/v1/banks/resolve', body))).toEqual(
        fixed('this checkout buys crypto with naira: it looks up no bank account.'),
      );
    }
    // A sale whose account the customer types: its name is looked up, for them to check.
    const selling = await proxyFor({ id: 'ada', order: { type: 'offramp' } })('/v1/banks/resolve', stranger);
    expect(selling.status).toBe(200);
  });
});

describe('authorize', () => {
  it('a caller is an object with a string id: an array, even one carrying an id, is refused', async () => {
    for (const caller of [Object.assign(['ada'], { id: 'ada' }), { id: 7 }, null, 'ada']) {
      const answer = await proxyFor(caller)('/v1/banks');
      expect(seen(answer), JSON.stringify(caller)).toEqual({
        status: 401,
        code: 'unauthorized',
        error: 'This request is not allowed to use the checkout.',
      });
    }
    expect((await proxyFor({ id: 'ada' })('/v1/banks')).status).toBe(200);
  });
});

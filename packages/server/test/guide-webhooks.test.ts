// The webhook guide's own code (lib/credit.ts, lib/shop.ts, the Next.js route and the Express app), taken
// from docs/guides/webhooks.md and run against the sandbox's real, signed deliveries of an embed payment, a
// checkout order, and orders that must not credit anything.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { snippetModule } from '../../../scripts/doc-snippets.js';
import { toNodeHandler } from '../src/index.js';

const GUIDE = 'docs/guides/webhooks.md';
const serverEntry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const expressEntry = createRequire(import.meta.url).resolve('express');

interface Cart {
  reference: string;
  amount: string;
  currency: 'NGN' | 'USDT' | 'USDC';
  asset?: 'USDT' | 'USDC';
}
interface ShopModule {
  addCart(cart: Cart): void;
  credits: { reference: string; orderId: string; eventId: string }[];
  paidTwice: { reference: string; orderId: string; eventId: string }[];
  short: Map<string, { reference: string; eventId: string; delivered: { amount: string; currency: string } }>;
}
interface Endpoint {
  name: string;
  shop: ShopModule;
  target?: string;
  server: Server;
  /** Every delivery that reached the guide's handler: event id, type, and the handler's status. */
  seen: { id: string; type: string; dataStatus: string; status: number }[];
}

/**
 * Writes the guide's modules into a folder of their own (one copy per route, so each has its own shop) with
 * the `@/lib/...` imports pointing at each other, and loads them.
 */
async function loadGuide(route: '@/app/api/pulse/webhooks/route' | '@/server', secret: string) {
  const dir = mkdtempSync(join(tmpdir(), 'guide-'));
  const rewrite = (code: string) =>
    code
      .replaceAll("from '@pulse/server'", `from ${JSON.stringify(serverEntry)}`)
      .replaceAll("from 'express'", `from ${JSON.stringify(expressEntry)}`)
      .replaceAll("from '@/lib/credit'", `from ${JSON.stringify(join(dir, 'credit.ts'))}`)
      .replaceAll("from '@/lib/shop'", `from ${JSON.stringify(join(dir, 'shop.ts'))}`);
  writeFileSync(join(dir, 'credit.ts'), rewrite(snippetModule(GUIDE, '@/lib/credit').code));
  writeFileSync(join(dir, 'shop.ts'), rewrite(snippetModule(GUIDE, '@/lib/shop').code));
  writeFileSync(join(dir, 'route.ts'), rewrite(snippetModule(GUIDE, route).code));
  process.env.PULSE_WEBHOOK_SECRET = secret;
  const routeModule = (await import(/* @vite-ignore */ join(dir, 'route.ts'))) as Record<string, unknown>;
  const shop = (await import(/* @vite-ignore */ join(dir, 'shop.ts'))) as ShopModule;
  delete process.env.PULSE_WEBHOOK_SECRET;
  return { dir, routeModule, shop };
}

let sandbox: StartedSandbox;
const endpoints: Endpoint[] = [];
const dirs: string[] = [];
const servers: Server[] = [];

const api = async (path: string, body?: unknown, credential = sandbox.keys.test, at = sandbox.url) => {
  const res = await fetch(`${at}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${credential}`,
      ...(body !== undefined
        ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }
        : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  // The sandbox's answers, read field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = (await res.json()) as { data: Record<string, any> };
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
};

/**
 * An onramp order (the in-app checkout) for `asset`, made with `reference` and paid by bank transfer, with
 * `extra` naira more than asked.
 */
async function onramp(
  reference: string,
  amount: { source_amount: string } | { destination_amount: string },
  extra = '0',
  asset: 'USDT' | 'USDC' = 'USDT',
) {
  const quote = await api('/v1/quotes', {
    source_currency: 'NGN',
    destination_currency: asset,
    network: 'BASE',
    ...amount,
  });
  const order = await api('/v1/onramp/orders', {
    reference,
    quote_id: quote.id,
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address: `0x${'d'.repeat(40)}` },
  });
  await api('/v1/sandbox/bank-transfers', {
    account_number: order.funding_account.account_number,
    amount: new Big(order.funding_account.amount as string).plus(extra).toFixed(2),
  });
  return order;
}

/** Listens on a free loopback port. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A front for one route on a real port, registered with the sandbox: it forwards each delivery untouched to
 * the guide's route and records the answer. The first delivery of every event is then answered 500, so the
 * sandbox delivers it again: every event reaches the guide's handler twice.
 */
async function front(name: string): Promise<Endpoint & { secret: string }> {
  const seen: Endpoint['seen'] = [];
  let target = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const { id, type, data } = JSON.parse(raw.toString('utf8')) as {
        id: string;
        type: string;
        data: { status: string };
      };
      void fetch(target, {
        method: 'POST',
        headers: {
          'content-type': String(req.headers['content-type']),
          'service-signature': String(req.headers['service-signature']),
        },
        body: raw,
      }).then(async (answer) => {
        await answer.arrayBuffer();
        const again = seen.some((s) => s.id === id);
        seen.push({ id, type, dataStatus: data.status, status: answer.status });
        res.writeHead(again ? answer.status : 500).end();
      });
    });
  });
  const url = await listen(server);
  const { secret } = (await api('/v1/webhook-endpoints', { url: `${url}/hooks` })) as { secret: string };
  const endpoint = {
    name,
    server,
    seen,
    secret,
    shop: undefined as unknown as ShopModule,
    set target(value: string) {
      target = value;
    },
  };
  endpoints.push(endpoint);
  return endpoint;
}

beforeAll(async () => {
  sandbox = await startSandbox({ webhooks: { retryBaseMs: 30 } });
  // The Next.js route: its exported POST, called with a web Request (toNodeHandler stands in for Next.js).
  const next = await front('Next.js route handler');
  const nextGuide = await loadGuide('@/app/api/pulse/webhooks/route', next.secret);
  dirs.push(nextGuide.dir);
  next.shop = nextGuide.shop;
  const POST = nextGuide.routeModule.POST as (request: Request) => Promise<Response>;
  const nextServer = createServer((req, res) => void toNodeHandler(POST)(req, res));
  next.target = `${await listen(nextServer)}/api/pulse/webhooks`;
  servers.push(nextServer);
  // The Express app, as the guide builds it, listening for real.
  const exp = await front('Express');
  const expGuide = await loadGuide('@/server', exp.secret);
  dirs.push(expGuide.dir);
  exp.shop = expGuide.shop;
  const app = expGuide.routeModule.app as { listen(port: number, host: string, cb: () => void): Server };
  const expServer = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(expServer);
  exp.target = `http://127.0.0.1:${(expServer.address() as AddressInfo).port}/api/pulse/webhooks`;
}, 30_000);

afterAll(async () => {
  for (const e of endpoints) {
    e.server.closeAllConnections();
    await new Promise((r) => e.server.close(r));
  }
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  await sandbox?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const until = async (what: string, check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check(), what).toBe(true);
};

describe('the webhook guide’s handlers, against the sandbox’s deliveries', () => {
  it('credit an embed payment and a checkout order exactly once, and nothing else', async () => {
    const ref = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;
    const embedCart: Cart = { reference: ref('embed'), amount: '25000', currency: 'NGN' };
    const checkoutCart: Cart = {
      reference: ref('checkout'),
      amount: '20000',
      currency: 'NGN',
      asset: 'USDT',
    };
    // A cart whose reference an offramp order carries: paying the customer never pays the cart.
    // It is priced as the order's source side (50 USDT), so only the order's type tells them apart.
    const offrampCart: Cart = { reference: ref('offramp'), amount: '50', currency: 'USDT' };
    // A cart of 30,000 naira, and a checkout order of 20,000 with its reference: not paid in full.
    const shortCart: Cart = { reference: ref('short'), amount: '30000', currency: 'NGN' };
    // Paid with a kobo more than asked: the order's source.amount becomes the total, 20,000.01.
    const overCart: Cart = { reference: ref('over'), amount: '20000', currency: 'NGN' };
    // Paid by the checkout's second order, after the first expired unpaid: `<reference>-2`.
    const retriedCart: Cart = { reference: ref('retried'), amount: '20000', currency: 'NGN' };
    // Priced in crypto: the checkout's quote fixes the 12.5 USDT the order delivers.
    const cryptoCart: Cart = { reference: ref('crypto'), amount: '12.5', currency: 'USDT' };
    // Paid twice: by its order and by a `-2` paid beside it (the first one paid late, say). One credit, and
    // the other order recorded for a refund, not dropped as a repeat.
    const twiceCart: Cart = { reference: ref('twice'), amount: '20000', currency: 'NGN' };
    const carts = [
      embedCart,
      checkoutCart,
      offrampCart,
      shortCart,
      overCart,
      retriedCart,
      cryptoCart,
      twiceCart,
    ];
    for (const e of endpoints) for (const cart of carts) e.shop.addCart(cart);

    // The hosted embed: a session, the customer's choice, a deposit of what is due, then the clock.
    const session = await api('/v1/collection-sessions', {
      reference: embedCart.reference,
      amount: '25000',
      currency: 'NGN',
    });
    const chosen = await api(
      '/v1/client/session/select',
      { asset: 'USDT', network: 'BASE' },
      session.token as string,
    );
    await api('/v1/collections/deposits/simulate', {
      address: chosen.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: chosen.due.amount,
    });

    // The in-app checkout: an onramp order paid by bank transfer.
    await onramp(checkoutCart.reference, { source_amount: '20000' });
    await onramp(shortCart.reference, { source_amount: '20000' });
    await onramp(overCart.reference, { source_amount: '20000' }, '0.01');
    await onramp(`${retriedCart.reference}-2`, { source_amount: '20000' });
    const cryptoOrder = await onramp(cryptoCart.reference, { destination_amount: '12.5' });
    const twiceOrders = [
      await onramp(twiceCart.reference, { source_amount: '20000' }),
      await onramp(`${twiceCart.reference}-2`, { source_amount: '20000' }),
    ].map((o) => o.id as string);
    expect(cryptoOrder.destination).toMatchObject({ currency: 'USDT', amount: '12.500000' });

    // An offramp order with a cart's reference, funded by a crypto deposit.
    const offQuote = await api('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: '50',
    });
    const off = await api('/v1/offramp/orders', {
      reference: offrampCart.reference,
      quote_id: offQuote.id,
      beneficiary: {
        name: 'Ada Obi',
        email: 'ada@example.com',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
    });
    await api('/v1/collections/deposits/simulate', {
      address: off.funding_account.deposit_address,
      asset: 'USDT',
      network: 'POLYGON',
      amount: '50',
    });
    for (const seconds of [15, 5, 10, 31]) await api('/v1/sandbox/clock/advance', { seconds });

    for (const e of endpoints) {
      await until(`${e.name}: every completion delivered twice`, () => {
        const orders = e.seen.filter((s) => s.type === 'order.completed');
        const embed = e.seen.filter((s) => s.type === 'collection_order.updated');
        // Eight orders complete (checkout, short, over, retried, crypto, twice and its -2, offramp), each
        // delivered twice; the embed order moves through four statuses, each delivered twice.
        return orders.length >= 16 && embed.length >= 8;
      });
    }
    for (const e of endpoints) {
      // Every delivery was accepted by the guide's route (the front answered 500 only to the first copy).
      expect(
        e.seen.every((s) => s.status === 204),
        `${e.name}: ${JSON.stringify(e.seen)}`,
      ).toBe(true);
      expect(e.shop.credits.map((c) => c.reference).sort(), e.name).toEqual(
        [embedCart, checkoutCart, overCart, retriedCart, cryptoCart, twiceCart]
          .map((c) => c.reference)
          .sort(),
      );
      // The cart paid twice: credited by one of its orders, the other recorded once for a refund.
      const twiceCredit = e.shop.credits.find((c) => c.reference === twiceCart.reference);
      expect(e.shop.paidTwice, e.name).toEqual([
        {
          reference: twiceCart.reference,
          orderId: twiceOrders.find((id) => id !== twiceCredit?.orderId),
          eventId: expect.stringMatching(/^evt_/),
        },
      ]);
      expect(twiceOrders, e.name).toContain(twiceCredit?.orderId);
      const byRef = Object.fromEntries(e.shop.credits.map((c) => [c.reference, c.eventId]));
      const event = (id: string | undefined) => e.seen.find((s) => s.id === id);
      expect(event(byRef[embedCart.reference]), e.name).toMatchObject({
        type: 'collection_order.updated',
        dataStatus: 'completed',
      });
      expect(event(byRef[checkoutCart.reference]), e.name).toMatchObject({
        type: 'order.completed',
        dataStatus: 'completed',
      });
    }
  }, 60_000);
  it('records a naira cart that grew after its checkout order, paid at the old amount, as short: never credited, never dropped', async () => {
    const next = endpoints.find((e) => e.name === 'Next.js route handler')!;
    const reference = `grew_${crypto.randomUUID().slice(0, 8)}`;
    next.shop.addCart({ reference, amount: '25000', currency: 'NGN' });
    const quote = await api('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '25000',
    });
    const order = await api('/v1/onramp/orders', {
      reference,
      quote_id: quote.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'e'.repeat(40)}` },
    });
    // The cart grows to 40,000 under the same reference; the customer pays the order they were shown.
    next.shop.addCart({ reference, amount: '40000', currency: 'NGN' });
    await api('/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await api('/v1/sandbox/clock/advance', { seconds: 31 });
    await until('the completed order reached the guide', () => next.shop.short.has(order.id as string));
    expect(next.shop.short.get(order.id as string)).toMatchObject({
      reference,
      delivered: { amount: '25000.00', currency: 'NGN' },
    });
    expect(next.shop.credits.filter((c) => c.reference === reference)).toEqual([]);
  }, 60_000);

  it('records an embed payment of a cart that grew after its session as short, and credits a naira cart paid in the other stablecoin', async () => {
    const next = endpoints.find((e) => e.name === 'Next.js route handler')!;
    const id = () => crypto.randomUUID().slice(0, 8);
    /** A session for the cart, the customer's choice, and a deposit of what is due: the order's id. */
    const pay = async (cart: Cart, asset: 'USDT' | 'USDC') => {
      const session = await api('/v1/collection-sessions', {
        reference: cart.reference,
        amount: cart.amount,
        currency: cart.currency,
      });
      const chosen = await api(
        '/v1/client/session/select',
        { asset, network: 'BASE' },
        session.token as string,
      );
      await api('/v1/collections/deposits/simulate', {
        address: chosen.deposit_address,
        asset,
        network: 'BASE',
        amount: chosen.due.amount,
      });
      return chosen.order_id as string;
    };
    // A naira cart of 25,000: its session is made, then the cart grows to 30,000 under the same reference,
    // and the session asked for again keeps its first amount.
    const grew: Cart = { reference: `grew_${id()}`, amount: '25000', currency: 'NGN' };
    next.shop.addCart(grew);
    await api('/v1/collection-sessions', { reference: grew.reference, amount: '25000', currency: 'NGN' });
    next.shop.addCart({ ...grew, amount: '30000' });
    const grewOrder = await pay({ ...grew, amount: '30000' }, 'USDT');
    // A naira cart that names USDT, paid in full in USDC, which its session offered too: the naira arrived.
    const naira: Cart = { reference: `ngn_${id()}`, amount: '20000', currency: 'NGN', asset: 'USDT' };
    next.shop.addCart(naira);
    const nairaOrder = await pay(naira, 'USDC');
    for (const seconds of [15, 5, 10]) await api('/v1/sandbox/clock/advance', { seconds });
    await until(
      'the completed orders reached the guide',
      () => next.shop.short.has(grewOrder) && next.shop.credits.some((c) => c.reference === naira.reference),
    );
    expect(next.shop.short.get(grewOrder)).toMatchObject({
      reference: grew.reference,
      delivered: { amount: '25000.00', currency: 'NGN' },
    });
    expect(next.shop.credits.map((c) => c.reference)).not.toContain(grew.reference);
    expect(next.shop.credits.find((c) => c.reference === naira.reference)).toMatchObject({
      orderId: nairaOrder,
    });
  }, 60_000);

  it('records a checkout order of a crypto cart in another stablecoin as short, and credits a naira cart paid by its naira', async () => {
    const next = endpoints.find((e) => e.name === 'Next.js route handler')!;
    const id = () => crypto.randomUUID().slice(0, 8);
    // Checkout orders for USDC: no pin on the asset.
    const usdt: Cart = { reference: `usdt_${id()}`, amount: '12.5', currency: 'USDT' };
    const naira: Cart = { reference: `ngn_${id()}`, amount: '20000', currency: 'NGN', asset: 'USDT' };
    next.shop.addCart(usdt);
    next.shop.addCart(naira);
    const other = (await onramp(usdt.reference, { destination_amount: '12.5' }, '0', 'USDC')).id as string;
    const paid = (await onramp(naira.reference, { source_amount: '20000' }, '0', 'USDC')).id as string;
    await api('/v1/sandbox/clock/advance', { seconds: 31 });
    await until(
      'the completed orders reached the guide',
      () => next.shop.short.has(other) && next.shop.credits.some((c) => c.reference === naira.reference),
    );
    // What the order delivered, as the service states it.
    const done = await api(`/v1/orders/${other}`);
    expect(done.destination.currency).toBe('USDC');
    expect(next.shop.short.get(other)).toMatchObject({
      reference: usdt.reference,
      delivered: { amount: done.destination.amount, currency: 'USDC' },
    });
    expect(next.shop.credits.map((c) => c.reference)).not.toContain(usdt.reference);
    expect(next.shop.credits.find((c) => c.reference === naira.reference)).toMatchObject({ orderId: paid });
  }, 60_000);

  it('records a crypto cart paid after its price hold, priced again and delivering less, as short: never credited, never dropped', async () => {
    // The market rises over these 11 minutes of sandbox time (a fixed path), so the re-priced order delivers
    // less than its quote fixed; the clock moves only when told.
    const late = await startSandbox({
      clockStart: new Date('2026-11-22T12:00:00Z'),
      frozenClock: true,
      webhooks: { retryBaseMs: 30 },
    });
    const call = (path: string, body?: unknown) => api(path, body, late.keys.test, late.url);
    try {
      // The guide's Next.js route, loaded once the endpoint's secret is known.
      let route = (_: Request): Promise<Response> => Promise.resolve(new Response(null, { status: 503 }));
      const hooks = createServer((req, res) => void toNodeHandler((r) => route(r))(req, res));
      servers.push(hooks);
      const { secret } = (await call('/v1/webhook-endpoints', { url: `${await listen(hooks)}/hooks` })) as {
        secret: string;
      };
      const guide = await loadGuide('@/app/api/pulse/webhooks/route', secret);
      dirs.push(guide.dir);
      route = guide.routeModule.POST as (request: Request) => Promise<Response>;
      const cart: Cart = {
        reference: `late-${crypto.randomUUID().slice(0, 8)}`,
        amount: '12.5',
        currency: 'USDT',
      };
      guide.shop.addCart(cart);
      const quote = await call('/v1/quotes', {
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        destination_amount: '12.5',
      });
      const order = await call('/v1/onramp/orders', {
        reference: cart.reference,
        quote_id: quote.id,
        payer: { name: 'Ada Obi', email: 'ada@example.com' },
        destination: { address: `0x${'d'.repeat(40)}` },
      });
      expect(order.destination.amount).toBe('12.500000');
      // Paid in full, within the 30-minute window, after the order's price hold.
      await call('/v1/sandbox/clock/advance', { seconds: 11 * 60 });
      await call('/v1/sandbox/bank-transfers', {
        account_number: order.funding_account.account_number,
        amount: order.funding_account.amount,
      });
      await call('/v1/sandbox/clock/advance', { seconds: 31 });
      await until('the completed order reached the guide', () => guide.shop.short.has(order.id as string));
      const done = await call(`/v1/orders/${order.id}`);
      expect(done.status).toBe('completed');
      expect(done.source.amount).toBe(order.funding_account.amount);
      expect(new Big(done.destination.amount as string).lt('12.5')).toBe(true);
      expect(guide.shop.short.get(order.id as string)).toMatchObject({
        reference: cart.reference,
        delivered: { amount: done.destination.amount, currency: 'USDT' },
      });
      expect(guide.shop.credits).toEqual([]);
    } finally {
      await late.stop();
    }
  }, 60_000);
});

// Bounded load on loopback against the real sandbox and its 60-a-minute limit: the proxy's clock is simulated
// (2.5 s poll rounds), so a minute of traffic runs in seconds. Upstream requests are counted at fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  createCheckoutProxy,
  createKeyBudget,
  createOrderTracker,
  createRateHandler,
  createSession,
} from '../src/index.js';

const address = `0x${'d'.repeat(40)}`;
const shop = 'http://shop.local/api/pulse/checkout';

function counted() {
  const calls: { method: string; path: string; status: number }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    const res = await fetch(url, init);
    calls.push({ method: init.method ?? 'GET', path: new URL(url).pathname, status: res.status });
    return res;
  };
  return { calls, fetchImpl };
}

const post = (path: string, body: unknown) =>
  new Request(shop + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

async function createOrder(proxy: (r: Request) => Promise<Response>, i: number) {
  const quote = await proxy(
    post('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '20000',
    }),
  );
  expect(quote.status).toBe(201);
  const { id } = ((await quote.json()) as { data: { id: string } }).data;
  const created = await proxy(
    post('/v1/onramp/orders', {
      reference: `load-${i}-${Date.now()}`,
      quote_id: id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address },
    }),
  );
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

describe('load: 1,000 checkouts waiting on their orders', () => {
  let sandbox: StartedSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.stop());

  it('answers every poll from state, with no customer-visible error and a flat upstream count', async () => {
    let clock = Date.now();
    const now = () => clock;
    const upstream = counted();
    const budget = createKeyBudget({ now });
    const merchant = { apiKey: sandbox.keys.test, baseUrl: sandbox.url, fetchImpl: upstream.fetchImpl };
    const orders = createOrderTracker({ ...merchant, budget, now });
    const proxy = createCheckoutProxy({ ...merchant, budget, orders });

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createOrder(proxy, i));
    const creation = upstream.calls.length;
    expect(creation).toBe(10);

    const checkouts = Array.from({ length: 1000 }, (_, i) => ({
      order: ids[i % ids.length]!,
      etag: null as string | null,
      status: '',
    }));
    const statuses = new Map<number, number>();
    let errors = 0;
    const rounds = 20;
    for (let round = 0; round < rounds; round++) {
      if (round === 8) {
        // Past the 30-minute funding window: the orders expire on the service, and no webhook says so.
        const advanced = await fetch(`${sandbox.url}/v1/sandbox/clock/advance`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': sandbox.keys.test,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({ seconds: 31 * 60 }),
        });
        expect(advanced.status).toBe(200);
      }
      clock += 2500;
      await Promise.all(
        checkouts.map(async (c) => {
          const res = await proxy(
            new Request(`${shop}/v1/orders/${c.order}`, {
              headers: c.etag ? { 'if-none-match': c.etag } : {},
            }),
          );
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) {
            c.etag = res.headers.get('etag');
            c.status = ((await res.json()) as { data: { status: string } }).data.status;
          } else if (res.status !== 304) errors++;
        }),
      );
      await orders.settled();
    }
    const reads = upstream.calls.slice(creation);
    process.stdout.write(
      `1,000 checkouts × ${rounds} polls (${rounds * 2.5} simulated s): answers ${JSON.stringify(Object.fromEntries(statuses))}, upstream reads ${reads.length} (${reads.map((c) => c.path).join(', ')})\n`,
    );
    expect(errors).toBe(0);
    expect(statuses.get(200)! + statuses.get(304)!).toBe(rounds * 1000);
    // The expiry reached every customer through the batched list read.
    expect(new Set(checkouts.map((c) => c.status))).toEqual(new Set(['expired']));
    // At most one list read per 2.5 s round whatever the number of customers, never a per-order read, never a 429.
    expect(reads.every((c) => c.method === 'GET' && c.path === '/v1/orders')).toBe(true);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(rounds);
    expect(upstream.calls.some((c) => c.status === 429)).toBe(false);
  }, 60_000);
});

describe('load: 500 anonymous rate requests with random amounts', () => {
  let sandbox: StartedSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.stop());

  it('spend only the background share: the merchant still creates sessions and orders', async () => {
    const upstream = counted();
    const budget = createKeyBudget();
    const merchant = { apiKey: sandbox.keys.test, baseUrl: sandbox.url, fetchImpl: upstream.fetchImpl };
    const rate = createRateHandler({
      ...merchant,
      budget,
      // 500 different visitors, so the per-visitor throttle does not hide the key's budget.
      clientId: (r) => r.headers.get('x-test-visitor') ?? '',
    });
    // A fixed-seed generator: the same amounts every run.
    let seed = 13;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const bodies: string[] = [];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const amount = (15_000 + Math.floor(random() * 5_000_000)).toString();
        const network = i % 2 ? '&network=BASE' : '';
        const res = await rate(
          new Request(`http://shop.local/api/pulse/rate?from=NGN&to=USDT&amount=${amount}${network}`, {
            headers: { 'x-test-visitor': `v${i}` },
          }),
        );
        statuses.push(res.status);
        bodies.push(await res.text());
      }),
    );
    const byStatus = Object.fromEntries(
      [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
    );
    process.stdout.write(
      `500 rate requests: answers ${JSON.stringify(byStatus)}, upstream ${upstream.calls.length}\n`,
    );
    expect(bodies.some((b) => /rate.?limit/i.test(b))).toBe(false);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(250);
    expect(upstream.calls.length).toBeLessThanOrEqual(35);
    expect(upstream.calls.some((c) => c.status === 429)).toBe(false);

    // The merchant's own calls on the same key still go through.
    const session = await createSession(merchant, {
      reference: `after-${Date.now()}`,
      amount: '20000',
      currency: 'NGN',
    });
    expect(session.token).toMatch(/^cs_test_/);
    const proxy = createCheckoutProxy({ ...merchant, budget });
    await createOrder(proxy, 0);
  }, 60_000);
});

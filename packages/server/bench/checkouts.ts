// Prints the service requests a minute that waiting checkouts cost through the proxy, for 1, 10, 100 and 1,000
// concurrent checkouts, each polling its order every 2.5 s (the checkout's default) with If-None-Match. The
// sandbox runs on loopback; the proxy's clock is simulated, so the minute runs in seconds. Figures only.
import { createApiClient, type Order, type Quote } from '@pulse/core';
import { startSandbox } from '../../../apps/sandbox/src/index.js';
import { createCheckoutProxy, createKeyBudget, createMemoryStore, createOrderTracker } from '../src/index.js';

const sandbox = await startSandbox({ rateLimitPerMinute: false });
const direct = createApiClient({ baseUrl: sandbox.url, auth: { kind: 'api_key', key: sandbox.keys.test } });
const address = `0x${'d'.repeat(40)}`;

async function makeOrder(i: number): Promise<Order> {
  const { data: quote } = await direct.post<Quote>('/v1/quotes', {
    source_currency: 'NGN',
    destination_currency: 'USDT',
    network: 'BASE',
    source_amount: '20000',
  });
  const { data } = await direct.post<Order>('/v1/onramp/orders', {
    reference: `bench-${i}-${crypto.randomUUID()}`,
    quote_id: quote.id,
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address },
  });
  return data;
}

console.log('checkouts   polls a minute   service requests a minute (order reads)   a poll each before');
try {
  for (const n of [1, 10, 100, 1000]) {
    const orders: Order[] = [];
    for (let i = 0; i < n; i += 50)
      orders.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, k) => makeOrder(i + k)))),
      );
    let clock = Date.now();
    const now = () => clock;
    let upstream = 0;
    const fetchImpl = (url: string, init: RequestInit) => {
      upstream++;
      return fetch(url, init);
    };
    const merchant = { apiKey: sandbox.keys.test, baseUrl: sandbox.url, fetchImpl };
    const budget = createKeyBudget({ now });
    const tracker = createOrderTracker({ ...merchant, budget, now, store: createMemoryStore({ now }) });
    const proxy = createCheckoutProxy({ ...merchant, budget, orders: tracker });
    // The proxy learns each order from its creation answer, as when the checkout creates it through the proxy.
    for (const order of orders) await tracker.remember(order, null);
    const etags = new Map<string, string>();
    let polls = 0;
    let failed = 0;
    for (let round = 0; round < 24; round++) {
      clock += 2500;
      await Promise.all(
        orders.map(async (order) => {
          const etag = etags.get(order.id);
          const res = await proxy(
            new Request(`http://shop.local/api/pulse/checkout/v1/orders/${order.id}`, {
              headers: etag ? { 'if-none-match': etag } : {},
            }),
          );
          polls++;
          if (res.status === 200) etags.set(order.id, res.headers.get('etag') ?? '');
          else if (res.status !== 304) failed++;
          await res.arrayBuffer();
        }),
      );
    }
    console.log(
      `${String(n).padStart(9)}   ${String(polls).padStart(14)}   ${String(upstream).padStart(41)}   ${String(polls).padStart(18)}${failed ? `   (${failed} failed)` : ''}`,
    );
  }
} finally {
  await sandbox.stop();
}

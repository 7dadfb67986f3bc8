// Rate previews and the checkout share one key budget, as docs/server.md prescribes; previews have their own
// cap inside it, so a crowd looking at prices never takes what order syncs and the bank list need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { createCheckoutProxy, createKeyBudget, createRateHandler } from '../src/index.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

describe('previews inside the shared budget', () => {
  it('40 anonymous previews of different buckets leave the bank list and order syncs their share', async () => {
    const options = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
    const budget = createKeyBudget();
    const rate = createRateHandler({
      ...options,
      budget,
      perClientPerMinute: 1000,
      perClientUncachedPerMinute: 1000,
      clientId: () => 'crowd',
    });
    const checkout = createCheckoutProxy({ ...options, budget });
    const statuses: number[] = [];
    const pairs = [
      ['NGN', 'USDT'],
      ['NGN', 'USDC'],
    ] as const;
    for (let i = 0; i < 40; i++) {
      const [from, to] = pairs[i % 2]!;
      // Each request its own price bucket (1, 2 or 5 times a power of ten, none past the largest order), with
      // or without a network, so none is answered from cache.
      const step = Math.floor(i / 2);
      const amount = `${[1, 2, 5][(step % 10) % 3]}${'0'.repeat(5 + Math.floor((step % 10) / 3))}`;
      const network = step < 10 ? '' : '&network=BASE';
      const res = await rate(
        new Request(`https://shop.example/api/pulse/rate?from=${from}&to=${to}&amount=${amount}${network}`),
      );
      statuses.push(res.status);
    }
    // The previews' cap (20 of the default 35 background requests) is what they spent; the rest waited.
    expect(statuses.filter((s) => s !== 503)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(20).fill(503));
    expect(budget.used()).toBe(20);
    const banks = await checkout(new Request('https://shop.example/api/pulse/checkout/v1/banks'));
    expect(banks.status).toBe(200);
    // And order syncs still have 14 more of this minute's background share.
    let syncs = 0;
    while (budget.take('background')) syncs++;
    expect(syncs).toBe(14);
  });
});

// The rate route against the sandbox: one cached answer per network, a per-visitor window that slides, and
// an amount between price buckets priced in the direction asked (a sell multiplies, a buy divides).
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { createRateHandler, type RateHandlerOptions } from '../src/index.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

interface Preview {
  rate: string;
  youSend: string;
  youReceive: string;
  network: string;
  quoteId?: string;
}

/** A rate route on the sandbox, counting the service requests it makes, on a clock the test moves. */
function route(extra: Partial<RateHandlerOptions> = {}) {
  const clock = { t: Date.now() };
  const calls: string[] = [];
  const rate = createRateHandler({
    apiKey: sandbox.keys.test,
    baseUrl: sandbox.url,
    fetchImpl: (url, init) => {
      calls.push(String(url));
      return fetch(url, init);
    },
    now: () => clock.t,
    perClientPerMinute: 1000,
    ...extra,
  });
  const ask = async (query: string) => {
    const res = await rate(new Request(`https://shop.example/api/pulse/rate?${query}`));
    return { status: res.status, body: (await res.json()) as { data: Preview; code?: string } };
  };
  return { ask, calls, clock };
}

describe('rate route on the sandbox', () => {
  it('keeps one answer per network: a quote for one network is never served for another', async () => {
    const { ask, calls } = route();
    const base = await ask('from=NGN&to=USDT&amount=20000&network=BASE');
    const polygon = await ask('from=NGN&to=USDT&amount=20000&network=POLYGON');
    expect([base.status, polygon.status]).toEqual([200, 200]);
    expect(calls).toHaveLength(2);
    expect(base.body.data.quoteId).not.toBe(polygon.body.data.quoteId);
    expect([base.body.data.network, polygon.body.data.network]).toEqual(['BASE', 'POLYGON']);
    // The same network again is answered from the cache.
    await ask('from=NGN&to=USDT&amount=20000&network=BASE');
    expect(calls).toHaveLength(2);
    // And the best-network answer (no network) is a query of its own.
    await ask('from=NGN&to=USDT&amount=20000');
    expect(calls).toHaveLength(3);
  });

  it('prices a sell between buckets by multiplying, and a buy by dividing, rounded down', async () => {
    const { ask } = route();
    const sell = (await ask('from=USDT&to=NGN&amount=12.5&network=BASE')).body.data;
    expect(sell.youSend).toBe('12.500000');
    expect(sell.quoteId).toBeUndefined(); // the locked quote is for the bucket (10), not for 12.5
    expect(sell.youReceive).toBe(new Big('12.5').times(sell.rate).round(2, Big.roundDown).toFixed(2));
    const buy = (await ask('from=NGN&to=USDT&amount=23000&network=BASE')).body.data;
    expect(buy.youSend).toBe('23000.00');
    expect(buy.youReceive).toBe(new Big('23000').div(buy.rate).round(6, Big.roundDown).toFixed(6));
  });

  it('lets each visitor ask perClientPerMinute times in any sliding minute, never locking them out', async () => {
    const { ask, clock } = route({ perClientPerMinute: 3, clientId: () => 'visitor-1' });
    const start = clock.t;
    const statuses = async (n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await ask('from=NGN&to=USDT&amount=20000')).status);
      return out;
    };
    expect(await statuses(3)).toEqual([200, 200, 200]);
    const refused = await ask('from=NGN&to=USDT&amount=20000');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_busy');
    clock.t = start + 59_999;
    expect(await statuses(1)).toEqual([429]);
    // A minute after the first three, the window has moved past them.
    clock.t = start + 60_000;
    expect(await statuses(3)).toEqual([200, 200, 200]);
    expect(await statuses(1)).toEqual([429]);
    clock.t = start + 10 * 60_000;
    expect(await statuses(3)).toEqual([200, 200, 200]);
  });
});

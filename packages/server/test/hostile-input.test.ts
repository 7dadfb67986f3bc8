// The server's validators of visitor input (the rate query, the webhook signature header, the proxy's
// routes) run in linear time on the web-standard handler and behind toNodeHandler alike: an adversarial input
// costs about what a benign input of the same length costs. Ratios of the best of several rounds, never times.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutProxy,
  createRateHandler,
  signWebhook,
  toNodeHandler,
  verifyWebhook,
} from '../src/index.js';
import { fakeService, json } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const BOUND = 20;

async function cost(fn: () => Promise<unknown> | unknown, runs: number, rounds = 5): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < runs; i++) await fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

async function ratio(
  adversarial: string,
  benign: string,
  check: (value: string) => Promise<unknown> | unknown,
  runs = 100,
): Promise<number> {
  expect(adversarial.length).toBe(benign.length);
  const quiet = (value: string) => async () => {
    try {
      await check(value);
    } catch {
      // Refusals are expected; only the time matters.
    }
  };
  await cost(quiet(adversarial), 5, 1);
  await cost(quiet(benign), 5, 1);
  return (await cost(quiet(adversarial), runs)) / Math.max(await cost(quiet(benign), runs), 1e-3);
}

const s = fakeService(() => json(200, { status: true, data: { rates: [] } }));
const rate = createRateHandler({
  apiKey,
  baseUrl: 'https://svc.local',
  fetchImpl: s.fetchImpl,
  perClientPerMinute: 1e9,
});
const proxy = createCheckoutProxy({ apiKey, baseUrl: 'https://svc.local', fetchImpl: s.fetchImpl });
const node = createServer(
  (req, res) => void toNodeHandler(req.url!.startsWith('/api/pulse/rate') ? rate : proxy)(req, res),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
});
afterAll(async () => {
  node.closeAllConnections();
  await new Promise((r) => node.close(r));
});

// Amounts a decimal pattern could try many ways: digits, a dot, digits, and a letter at the end.
const amountAttack = `${'1'.repeat(4000)}.${'1'.repeat(3000)}x`;
const amountBenign = `${'a'.repeat(7000)}.x`;
const routeAttack = `/v1/orders/${'a-'.repeat(3000)}!`;
const routeBenign = `/v1/orders/${'!'.repeat(6000)}!`;

describe('hostile input to the server’s routes', () => {
  it('the rate query, on the web handler and behind toNodeHandler', async () => {
    const web = (amount: string) =>
      rate(new Request(`https://shop.example/api/pulse/rate?from=NGN&to=USDT&amount=${amount}`));
    expect(await ratio(amountAttack, amountBenign, web)).toBeLessThan(BOUND);
    const overHttp = (amount: string) =>
      fetch(`${base}/api/pulse/rate?from=NGN&to=USDT&amount=${amount}`).then((r) => r.arrayBuffer());
    expect(await ratio(amountAttack, amountBenign, overHttp, 20)).toBeLessThan(BOUND);
  });

  it('the proxy’s route match, on the web handler and behind toNodeHandler', async () => {
    const web = (path: string) => proxy(new Request(`https://shop.example/api/pulse/checkout${path}`));
    expect(await ratio(routeAttack, routeBenign, web)).toBeLessThan(BOUND);
    const overHttp = (path: string) =>
      fetch(`${base}/api/pulse/checkout${path}`).then((r) => r.arrayBuffer());
    expect(await ratio(routeAttack, routeBenign, overHttp, 20)).toBeLessThan(BOUND);
  });

  it('the webhook signature header', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'order.completed', data: {} });
    const valid = signWebhook(body, 'whsec_x');
    // Thousands of parts, each needing a look: the header is capped before it is split.
    const attack = `${'v1= ,'.repeat(20_000)}${valid}`;
    const benign = `${'x'.repeat(attack.length - valid.length)}${valid}`;
    expect(await ratio(attack, benign, (h) => verifyWebhook(body, h, 'whsec_x'))).toBeLessThan(BOUND);
    expect(() => verifyWebhook(body, attack, 'whsec_x')).toThrow(
      expect.objectContaining({ code: 'webhook_signature_malformed' }),
    );
  });
});

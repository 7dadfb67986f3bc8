// Prints how many webhook verifications and proxy round trips (fake service) run per second. Figures only.
import { createHmac } from 'node:crypto';
import { createCheckoutProxy, verifyWebhook } from '../src/index.js';

const secret = 'whsec_bench_0123456789';
const body = JSON.stringify({ id: 'evt_1', type: 'order.completed', data: { amount: '1520.75' } });
const t = Math.floor(Date.now() / 1000);
const header = `t=${t},v1=${'0'.repeat(64)},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

function rate(label: string, n: number, ms: number) {
  console.log(`${label.padEnd(44)} ${Math.round((n / ms) * 1000).toLocaleString('en')} per second`);
}

let start = performance.now();
const N = 50_000;
for (let i = 0; i < N; i++) verifyWebhook(body, header, secret);
rate('verifyWebhook (two v1 values)', N, performance.now() - start);

const proxy = createCheckoutProxy({
  apiKey: 'sk_test_bench0000000000',
  baseUrl: 'http://svc.local',
  fetchImpl: async () =>
    new Response('{"status":true,"data":[]}', { headers: { 'content-type': 'application/json' } }),
});
const M = 20_000;
start = performance.now();
for (let i = 0; i < M; i++) {
  await proxy(
    new Request('http://shop.local/api/pulse/checkout/v1/quotes', {
      method: 'POST',
      headers: { 'idempotency-key': 'bench-key-0001', 'content-type': 'application/json' },
      body: '{"source_amount":"20000"}',
    }),
  );
}
rate('createCheckoutProxy POST (fake service)', M, performance.now() - start);

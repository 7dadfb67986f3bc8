// Throughput and latency of the two hottest routes, over loopback with the rate limit lifted:
// GET /v1/client/session (the embed polls it) and POST /v1/quotes (every checkout prices with it).
// Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { startSandbox } from '../src/index.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const sandbox = await startSandbox({ rateLimitPerMinute: false });
try {
  const created = await fetch(`${sandbox.url}/v1/collection-sessions`, {
    method: 'POST',
    headers: { 'X-API-Key': sandbox.keys.test, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: 'bench', amount: '25000', currency: 'NGN' }),
  });
  const { data } = (await created.json()) as { data: { token: string } };
  await fetch(`${sandbox.url}/v1/client/session/select`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ asset: 'USDT', network: 'BASE' }),
  });

  const runs: { name: string; options: autocannon.Options }[] = [
    {
      name: 'GET /v1/client/session',
      options: {
        url: `${sandbox.url}/v1/client/session`,
        headers: { Authorization: `Bearer ${data.token}` },
      },
    },
    {
      name: 'POST /v1/quotes',
      options: {
        url: `${sandbox.url}/v1/quotes`,
        method: 'POST',
        headers: { 'X-API-Key': sandbox.keys.test, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          source_currency: 'NGN',
          destination_currency: 'USDT',
          network: 'BASE',
          source_amount: '20000',
        }),
      },
    },
  ];

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, rate limit lifted`);
  for (const run of runs) {
    const result = await autocannon({ ...run.options, connections: CONNECTIONS, duration: DURATION_S });
    const non2xx = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${run.name.padEnd(24)} ${Math.round(result.requests.average).toString().padStart(6)} req/s` +
        `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${non2xx} not 2xx)`,
    );
  }
} finally {
  await sandbox.stop();
}

// The embed frame calls the sandbox from its own origin with a session token: preflights, the session
// read, select with an Idempotency-Key, and reading request-id must all work in a real browser. A live
// secret key from a browser must be blocked by CORS.
import { expect, test } from '@playwright/test';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { serveStatic, type StaticServer } from '../fixtures/static.js';

let sandbox: StartedSandbox;
let page$: StaticServer;

test.beforeAll(async () => {
  sandbox = await startSandbox();
  page$ = await serveStatic({
    root: '.',
    host: 'localhost',
    handle: (req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>frame origin</title>');
      return true;
    },
  });
});

test.afterAll(async () => {
  await sandbox.stop();
  await page$.close();
});

test('a page on another origin reads and drives its session with a cs_ token', async ({ page }) => {
  const created = await fetch(`${sandbox.url}/v1/collection-sessions`, {
    method: 'POST',
    headers: { 'X-API-Key': sandbox.keys.test, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: 'cors-1', amount: '25000', currency: 'NGN' }),
  });
  const { data } = (await created.json()) as { data: { token: string; id: string } };
  await page.goto(`${page$.url}/`);
  const result = await page.evaluate(
    async ({ api, token }) => {
      const auth = { Authorization: `Bearer ${token}` };
      const read = await fetch(`${api}/v1/client/session`, { headers: auth });
      const select = await fetch(`${api}/v1/client/session/select`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ asset: 'USDT', network: 'BASE' }),
      });
      const body = (await select.json()) as { data: { id: string; deposit_address: string } };
      return {
        readStatus: read.status,
        requestId: select.headers.get('request-id'),
        selectStatus: select.status,
        id: body.data.id,
        address: body.data.deposit_address,
      };
    },
    { api: sandbox.url, token: data.token },
  );
  expect(result.readStatus).toBe(200);
  expect(result.selectStatus).toBe(200);
  expect(result.requestId).toMatch(/^req_/);
  expect(result.id).toBe(data.id);
  expect(result.address).toMatch(/^0x[0-9a-f]{40}$/);
});

test('a browser can read test-key answers but CORS blocks live-key ones', async ({ page }) => {
  await page.goto(`${page$.url}/`);
  const outcome = await page.evaluate(
    async ({ api, test: testKey, live }) => {
      const attempt = async (key: string) => {
        try {
          const r = await fetch(`${api}/v1/banks`, { headers: { 'X-API-Key': key } });
          return String(r.status);
        } catch {
          return 'blocked';
        }
      };
      return { test: await attempt(testKey), live: await attempt(live) };
    },
    { api: sandbox.url, test: sandbox.keys.test, live: sandbox.keys.live },
  );
  expect(outcome).toEqual({ test: '200', live: 'blocked' });
});

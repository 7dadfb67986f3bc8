import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../fixtures/static.js';

// What a developer reads when the client is pointed at the wrong place, in a real browser: a path nothing
// serves on the page's own origin, and a backend on another origin that sends no CORS headers.
let dir: string;
let page: StaticServer;
let backend: Server;
let backendUrl: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-core-errors-'));
  // Core's client, and the fetch wrapper @pulse/react's <Checkout> gives it.
  await build({
    stdin: {
      contents: [
        "export { createApiClient, crossOriginHint } from './packages/core/src/index.ts';",
        "export { explainingCors } from './packages/react/src/checkout/network.ts';",
      ].join('\n'),
      resolveDir: join(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    outfile: join(dir, 'core.js'),
    logLevel: 'silent',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>errors</title>');
  page = await serveStatic({ root: dir });
  // A backend that answers every request, including the preflight, but allows no other origin.
  backend = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true,"data":[]}');
  });
  await new Promise<void>((resolve) => backend.listen(0, 'localhost', resolve));
  backendUrl = `http://localhost:${(backend.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await page.close();
  await new Promise((resolve) => backend.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type Failure = { code: string; status: number; message: string } | null;

const failure = (baseUrl: string) =>
  `(async () => {
    const { createApiClient, explainingCors } = await import('/core.js');
    const client = createApiClient({ baseUrl: ${JSON.stringify(baseUrl)}, retries: 0, fetchImpl: explainingCors() });
    try {
      await client.get('/v1/banks');
      return null;
    } catch (e) {
      return { code: e.code, status: e.status, message: e.message };
    }
  })()`;

test('a path nothing serves names the URL and the route to mount there', async ({ page: tab }) => {
  await tab.goto(`${page.url}/`);
  const error = await tab.evaluate<Failure>(failure('/api/pulse/checkout'));
  expect(error).toMatchObject({ code: 'unknown_error', status: 404 });
  expect(error?.message).toContain(`GET ${page.url}/api/pulse/checkout/v1/banks`);
  expect(error?.message).toContain('createCheckoutProxy');
});

test('a backend on another origin without CORS is named as a CORS problem', async ({ page: tab }) => {
  await tab.goto(`${page.url}/`);
  // The backend answers, so the only reason the code sees no answer is the browser's CORS check.
  expect(await (await fetch(`${backendUrl}/v1/banks`)).json()).toEqual({ status: true, data: [] });
  const error = await tab.evaluate<Failure>(failure(backendUrl));
  expect(error).toMatchObject({ code: 'network_error', status: 0 });
  expect(error?.message).toContain(`Could not reach ${backendUrl}/v1/banks`);
  expect(error?.message).toContain('the likely cause is CORS');
  expect(error?.message).toContain('Failed to fetch');
  expect(error?.message).toContain(`Access-Control-Allow-Origin: ${page.url}`);
});

test("a URL on the page's own origin gets no CORS hint, another origin does", async ({ page: tab }) => {
  await tab.goto(`${page.url}/`);
  const message = await tab.evaluate<string[]>(`(async () => {
    const { crossOriginHint } = await import('/core.js');
    return [crossOriginHint(location.origin + '/api/pulse/rate'), crossOriginHint('http://localhost:1/x')];
  })()`);
  expect(message[0]).toBe('');
  expect(message[1]).toContain('the likely cause is CORS');
});

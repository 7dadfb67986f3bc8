// <Embed> in a real browser: the React wrapper over the real mount script and the built frame, against the
// sandbox, with a session minted by createSession from @pulse/server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { frameScriptSources } from '../../apps/sandbox/src/http/embed-serving.js';
import { createSession } from '../../packages/server/src/index.js';
import { serveStatic, type StaticServer } from '../fixtures/static.js';

const root = process.cwd();
const FRAME_DIST = join(root, 'packages/frame/dist');

let sandbox: StartedSandbox;
let frameServer: StaticServer;
let pageServer: StaticServer;
let out: string;

test.beforeAll(async () => {
  if (!existsSync(join(FRAME_DIST, 'index.html'))) {
    throw new Error('packages/frame/dist is missing: run `pnpm build` before the browser tests.');
  }
  sandbox = await startSandbox({ rateLimitPerMinute: false });
  frameServer = await serveStatic({
    root: FRAME_DIST,
    host: '127.0.0.1',
    headers: {
      'content-security-policy': `default-src 'none'; script-src ${frameScriptSources(FRAME_DIST).join(' ')}; style-src 'self'; img-src 'self'; connect-src ${sandbox.url}; frame-ancestors http://localhost:*`,
    },
  });
  out = mkdtempSync(join(tmpdir(), 'pulse-embed-page-'));
  await build({
    entryPoints: { app: join(root, 'e2e/checkout/app/embed.tsx') },
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  pageServer = await serveStatic({
    root: out,
    host: 'localhost',
    headers: { 'content-security-policy': "default-src 'self'; frame-src http://127.0.0.1:*" },
    handle(req, res) {
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/') return false;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<!doctype html><html lang="en"><head><title>Embed page</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
      );
      return true;
    },
  });
});

test.afterAll(async () => {
  await pageServer?.close();
  await frameServer?.close();
  await sandbox?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

const events = (page: Page) => page.evaluate(() => window.embedEvents);

async function primaryIn(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const all = [document.documentElement, ...Array.from(document.querySelectorAll<HTMLElement>('*'))];
    return all.map((el) => el.style.getPropertyValue('--pulse-primary')).find((v) => v !== '') ?? '';
  });
}

test('mounts one iframe under StrictMode, updates the theme without a reload, survives re-renders with new callbacks, unmounts', async ({
  page,
}) => {
  const session = await createSession(
    { apiKey: sandbox.keys.test, baseUrl: sandbox.url },
    { reference: `embed-${Date.now()}`, amount: '150000', currency: 'NGN' },
  );
  const q = new URLSearchParams({
    token: session.token,
    embedUrl: `${frameServer.url}/`,
    apiUrl: sandbox.url,
  });
  await page.goto(`${pageServer.url}/?${q}`);
  await expect.poll(() => events(page)).toContain('ready@0');
  await expect(page.locator('div.pay iframe')).toHaveCount(1);
  expect(await page.locator('iframe').count()).toBe(1);

  const handle = await page.locator('div.pay iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no frame');
  await expect.poll(() => primaryIn(frame)).toBe('#4f46e5');
  // A marker in the frame's window survives only if the frame is never reloaded.
  await frame.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByRole('button', { name: 'Green' }).click();
  await expect.poll(() => primaryIn(frame)).toBe('#0a7d33');
  expect(await frame.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  await page.getByRole('button', { name: /Re-render/ }).click();
  await expect(page.getByRole('button', { name: 'Re-render 1' })).toBeVisible();
  expect(await frame.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.locator('iframe').count()).toBe(1);
  expect((await events(page)).filter((e) => e.startsWith('ready'))).toEqual(['ready@0']);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect((await events(page)).filter((e) => e.startsWith('error'))).toEqual([]);
});

// The sandbox's hosted embed under its frame-ancestors policy in a real browser: a page on a loopback origin
// frames it by default with no CSP console error, and an origin left out of the configured CORS origins
// cannot frame it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { serveStatic, type StaticServer } from '../fixtures/static.js';

let embedDir: string;
let host$: StaticServer;
const started: StartedSandbox[] = [];

test.beforeAll(async () => {
  embedDir = mkdtempSync(join(tmpdir(), 'pulse-embed-'));
  writeFileSync(join(embedDir, 'index.html'), '<!doctype html><title>frame</title><p id="x">framed</p>');
  host$ = await serveStatic({
    root: '.',
    host: 'localhost',
    handle: (req, res) => {
      const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>host</title><iframe src="${src.replace(/"/g, '')}"></iframe>`);
      return true;
    },
  });
});

test.afterAll(async () => {
  for (const s of started) await s.stop();
  await host$.close();
  rmSync(embedDir, { recursive: true, force: true });
});

async function frameFrom(page: Page, sandbox: StartedSandbox) {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const loaded = page.waitForEvent('framenavigated', (f) => f !== page.mainFrame());
  await page.goto(`${host$.url}/?src=${encodeURIComponent(sandbox.embedUrl)}`);
  const frame = await loaded;
  await page.waitForLoadState('load');
  return { frame, messages };
}

test('a loopback page frames the embed by default, with no invalid-source report', async ({ page }) => {
  const sandbox = await startSandbox({ embedDir });
  started.push(sandbox);
  const { frame, messages } = await frameFrom(page, sandbox);
  await expect(frame.locator('#x')).toHaveText('framed');
  expect(messages.filter((m) => /Content.Security.Policy|source expression/i.test(m))).toEqual([]);
});

test('an origin outside the configured CORS origins cannot frame the embed', async ({ page }) => {
  const sandbox = await startSandbox({ embedDir, corsOrigins: ['https://dev.example'] });
  started.push(sandbox);
  const { frame, messages } = await frameFrom(page, sandbox);
  expect(await frame.locator('#x').count()).toBe(0);
  await expect.poll(() => messages.some((m) => m.includes('frame-ancestors'))).toBe(true);
});

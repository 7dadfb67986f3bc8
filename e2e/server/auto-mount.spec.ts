import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { createSession } from '../../packages/server/src/index.js';

// pulse-auto.iife.js on a page that also shows visitors' HTML: only the root the page's script tag names is
// mounted, and only with the configured embed origin.
const AUTO = join(import.meta.dirname, '../../packages/embed/dist/pulse-auto.iife.js');

let sandbox: StartedSandbox;
let host: Server;
let hostUrl: string;
let page = '';

test.beforeAll(async () => {
  sandbox = await startSandbox();
  host = createServer((req, res) => {
    if (req.url === '/pulse-auto.iife.js')
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(AUTO));
    res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((r) => host.listen(0, 'localhost', r));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  host?.closeAllConnections();
  await new Promise((r) => host?.close(r));
  await sandbox?.stop();
});

const token = async () =>
  (
    await createSession(
      { apiKey: sandbox.keys.test, baseUrl: sandbox.url },
      { reference: `auto-${crypto.randomUUID()}`, amount: '20000', currency: 'NGN' },
    )
  ).token;

test('mounts inside the named root only, and never a frame from another origin', async ({
  page: browser,
}) => {
  const [mine, stolen] = [await token(), await token()];
  page = `<!doctype html><title>shop</title>
    <section class="comments">
      <div id="ugc" data-pulse-session-token="${stolen}" data-pulse-embed-url="${hostUrl}/"></div>
    </section>
    <div id="checkout">
      <div id="pay" data-pulse-session-token="${mine}" data-pulse-api-url="${sandbox.url}"></div>
      <div id="evil" data-pulse-session-token="${mine}" data-pulse-embed-url="${hostUrl}/"></div>
    </div>
    <script src="/pulse-auto.iife.js" data-pulse-root="#checkout" data-pulse-embed-url="${sandbox.embedUrl}"></script>`;
  await browser.goto(`${hostUrl}/`);
  await expect(browser.locator('#pay iframe')).toHaveCount(1);
  expect(new URL((await browser.locator('#pay iframe').getAttribute('src'))!).origin).toBe(
    new URL(sandbox.embedUrl).origin,
  );
  await expect(browser.frameLocator('#pay iframe').getByRole('heading').first()).toBeVisible();
  await expect(browser.locator('#evil iframe')).toHaveCount(0);
  // The visitor's markup is outside the root: untouched, token and all.
  await expect(browser.locator('#ugc iframe')).toHaveCount(0);
  expect(await browser.locator('#ugc').getAttribute('data-pulse-session-token')).toBe(stolen);
});

test('without data-pulse-root, or with a root matched twice, nothing mounts by itself', async ({
  page: browser,
}) => {
  const t = await token();
  const body = `<div id="checkout"><div data-pulse-session-token="${t}" data-pulse-api-url="${sandbox.url}"></div></div>`;
  page = `<!doctype html>${body}<script src="/pulse-auto.iife.js" data-pulse-embed-url="${sandbox.embedUrl}"></script>`;
  await browser.goto(`${hostUrl}/`);
  await browser.waitForLoadState('load');
  expect(await browser.locator('iframe').count()).toBe(0);
  page = `<!doctype html><p id="checkout"></p>${body}<script src="/pulse-auto.iife.js" data-pulse-root="#checkout" data-pulse-embed-url="${sandbox.embedUrl}"></script>`;
  await browser.goto(`${hostUrl}/`);
  await browser.waitForLoadState('load');
  expect(await browser.locator('iframe').count()).toBe(0);
  // The page's own script can still mount its element explicitly.
  await browser.evaluate(() =>
    (window as unknown as { Pulse: { autoMount(root: Element): unknown[] } }).Pulse.autoMount(
      document.querySelectorAll('#checkout')[1]!,
    ),
  );
  await expect(browser.locator('iframe')).toHaveCount(1);
});

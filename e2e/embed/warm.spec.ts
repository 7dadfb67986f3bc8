/**
 * Connection warming: preconnect hints for the embed (and the API) origins, added by mount() and, for the
 * declarative script-tag build, as soon as the script runs.
 */
import type { Page } from '@playwright/test';
import { expect, mintSession, mountEmbed, specFor, test, waitFor } from '../fixtures/embed.js';

const hints = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')].map((l) => ({
      href: l.href,
      crossOrigin: l.crossOrigin,
    })),
  );

test('mount() adds one preconnect hint for the embed origin and one, anonymous, for the API', async ({
  hostPage: page,
  servers,
}) => {
  const a = await mintSession(servers.sandbox);
  const b = await mintSession(servers.sandbox);
  await mountEmbed(page, 'one', specFor(servers, a.token));
  await mountEmbed(page, 'two', specFor(servers, b.token));
  await waitFor(page, 'two', 'ready');
  expect(await hints(page)).toEqual([
    { href: `${servers.frame.url}/`, crossOrigin: null },
    { href: `${servers.sandbox.url}/`, crossOrigin: 'anonymous' },
  ]);
});

test('the declarative script-tag build adds its hint while the page is still parsing', async ({
  page,
  servers,
}) => {
  await page.route(`${servers.host.url}/warm.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><script src="/pulse-auto.iife.js" data-pulse-embed-url="${servers.frame.url}/"></script>
<script>window.atParse = [...document.querySelectorAll('link[rel=preconnect]')].map((l) => l.href);</script>
</head><body></body></html>`,
    }),
  );
  await page.goto(`${servers.host.url}/warm.html`);
  expect(await page.evaluate(() => (window as unknown as { atParse: string[] }).atParse)).toEqual([
    `${servers.frame.url}/`,
  ]);
});

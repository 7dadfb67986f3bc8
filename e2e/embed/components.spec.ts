import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameScriptSources } from '../../apps/sandbox/src/http/embed-serving.js';
import { PNG } from 'pngjs';
import { inlineScripts } from './servers.js';
import {
  events,
  expect,
  FRAME_DIST,
  frameOf,
  mintSession,
  mountEmbed,
  readOrder,
  specFor,
  test,
  waitFor,
  type HostWindow,
} from '../fixtures/embed.js';

test('payment, quote and status components each render', async ({ hostPage: page, servers }) => {
  for (const component of ['payment', 'quote', 'status'] as const) {
    const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'SOLANA' });
    await mountEmbed(page, component, specFor(servers, s.token, { component, flow: 'direct' }));
  }
  for (const id of ['payment', 'quote', 'status']) await waitFor(page, id, 'ready');
  const payment = await frameOf(page, 'payment');
  await expect(payment.locator('.address')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Copy address' })).toBeVisible();
  const quote = await frameOf(page, 'quote');
  await expect(quote.getByText(/^1 USDT = ₦[\d,]+\.\d+$/)).toBeVisible();
  await expect(quote.getByText(/Price locked for \d+:\d\d/)).toBeVisible();
  await expect(quote.locator('.address')).toHaveCount(0);
  const status = await frameOf(page, 'status');
  await expect(status.getByRole('list', { name: 'Payment progress' })).toBeVisible();
  await expect(status.locator('[aria-current=step]')).toHaveText(/Waiting for payment/);
});

test('quote component: the lock runs out on the sandbox clock, refresh locks a new price', async ({
  hostPage: page,
  servers,
}) => {
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  await mountEmbed(
    page,
    'quote',
    specFor(servers, s.token, {
      component: 'quote',
      flow: 'direct',
      strings: { refreshButton: 'New price' },
    }),
  );
  await waitFor(page, 'quote', 'ready');
  const frame = await frameOf(page, 'quote');
  await expect(frame.getByText(/Price locked for \d+:\d\d/)).toBeVisible();
  const before = await readOrder(servers.sandbox, s.order_id);
  servers.sandbox.clock.advance(
    Date.parse(before.locked_until ?? '') - servers.sandbox.clock.now().getTime() + 1000,
  );
  await waitFor(page, 'quote', 'quote_expired');
  await frame.getByRole('button', { name: 'New price' }).click();
  await waitFor(page, 'quote', 'quote_refreshed');
  const after = await readOrder(servers.sandbox, s.order_id);
  expect(after.locked_until).not.toBe(before.locked_until);
  const log = await events(page, 'quote');
  expect(log.filter((e) => e.type === 'quote_expired')).toHaveLength(1);
  expect(log.filter((e) => e.type === 'quote_refreshed')).toEqual([
    { type: 'quote_refreshed', args: [after.locked_until] },
  ]);
  expect(log.filter((e) => e.type === 'error')).toEqual([]);
  await expect(frame.getByRole('button', { name: 'New price' })).toHaveCount(0);
  await expect(frame.getByText(/Price locked for \d+:\d\d/)).toBeVisible();
});

test('theme and strings change what is seen, and update() restyles without a reload', async ({
  hostPage: page,
  servers,
}) => {
  const s = await mintSession(servers.sandbox);
  await mountEmbed(
    page,
    'pay',
    specFor(servers, s.token, {
      theme: { primaryColor: '#ff0000', borderRadius: '0px', mode: 'dark', fontFamily: 'monospace' },
      strings: { title: 'Pay Ada Stores <b>now</b>' },
    }),
  );
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Pay Ada Stores <b>now</b>');
  const cont = frame.getByRole('button', { name: 'Continue' });
  await expect(cont).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(frame.locator('.card')).toHaveCSS('border-radius', '0px');
  // Dark mode: the dark palette's card background.
  await expect(frame.locator('.card')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await expect(frame.locator('body')).toHaveCSS('font-family', 'monospace');

  await frame.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.evaluate(() =>
    (window as unknown as HostWindow).handles.pay!.update({
      theme: { primaryColor: '#0000ff', mode: 'light' },
      strings: { title: 'Updated title' },
    }),
  );
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Updated title');
  await expect(cont).toHaveCSS('background-color', 'rgb(0, 0, 255)');
  await expect(frame.locator('.card')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await frame.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // A bad update throws at the host and leaves the frame as it was.
  const error = await page.evaluate(() => {
    try {
      (window as unknown as HostWindow).handles.pay!.update({ theme: { primaryColor: 'red; }' } });
      return null;
    } catch (e) {
      return (e as { code: string }).code;
    }
  });
  expect(error).toBe('invalid_options');
  await expect(cont).toHaveCSS('background-color', 'rgb(0, 0, 255)');
});

test('the frame runs under a strict CSP: no violations, one inline script allowed by its hash, no inline style', async ({
  hostPage: page,
  servers,
}) => {
  const html = readFileSync(join(FRAME_DIST, 'index.html'), 'utf8');
  // The boot script, the only inline script, first in the head (ahead of the stylesheet it would wait for).
  const inline = inlineScripts(html);
  expect(inline).toHaveLength(1);
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  const hash = inline[0]!.source;
  expect(frameScriptSources(FRAME_DIST)).toEqual(["'self'", hash]);
  expect(html).not.toMatch(/\sstyle=/);
  expect(html).not.toMatch(/<style/);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  const documents: (string | undefined)[] = [];
  page.on('response', async (r) => {
    if (r.url().startsWith(servers.frame.url) && r.request().resourceType() === 'document') {
      documents.push((await r.allHeaders())['content-security-policy']);
    }
  });
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  await mountEmbed(
    page,
    'pay',
    specFor(servers, s.token, { flow: 'direct', theme: { primaryColor: '#123456' } }),
  );
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.locator('svg.qr path')).toHaveCount(1); // the lazy chunk loaded under the policy
  await expect(frame.getByRole('button', { name: 'Copy address' })).toHaveCSS('border-radius', '12px');
  await expect(frame.locator('.amount-value')).toBeVisible();
  await expect.poll(() => documents[0]).toContain(`script-src 'self' ${hash}; style-src 'self'`);
  expect(problems).toEqual([]);
});

test('the iframe follows the content height with no inner scrollbar, never below minHeight', async ({
  hostPage: page,
  servers,
}) => {
  const s = await mintSession(servers.sandbox);
  await mountEmbed(page, 'pay', specFor(servers, s.token, { theme: { minHeight: '700px' } }));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  const iframe = page.locator('#pay iframe');
  const content = () =>
    frame.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().height));
  const fits = () =>
    frame.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight);
  // With a theme the first draw waits for the theme's chunk, which ready does not: both sides are read again.
  await expect.poll(async () => (await iframe.boundingBox())?.height === (await content())).toBe(true);
  expect(await content()).toBeGreaterThanOrEqual(700);
  expect(await fits()).toBe(true);

  await page.evaluate(() =>
    (window as unknown as HostWindow).handles.pay!.update({ theme: { minHeight: '0px' } }),
  );
  await frame.getByRole('radio', { name: 'Base' }).check();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.locator('svg.qr path')).toHaveCount(1);
  const tall = await content();
  expect(tall).toBeLessThan(2000);
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBe(tall);
  expect(await fits()).toBe(true);
});

test('the iframe goes from its initial height (0, or minHeight) to a skeleton of the first screen, then the screen', async ({
  hostPage: page,
  servers,
}) => {
  // Every height the iframe has on the host: on insertion (before any paint) and after each style change.
  await page.evaluate(() => {
    const w = window as unknown as { heights: Record<string, number[]> };
    w.heights = {};
    new MutationObserver((records) => {
      for (const r of records) {
        const nodes = r.type === 'childList' ? [...r.addedNodes] : [r.target];
        for (const el of nodes) {
          if (!(el instanceof HTMLIFrameElement)) continue;
          const id = el.parentElement!.id;
          (w.heights[id] ??= []).push(el.getBoundingClientRect().height);
        }
      }
    }).observe(document.getElementById('shop')!, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  const a = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  // A pair without a known token: the skeleton does not reserve the wallet QR choice a token adds.
  const b = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'PLASMA' });
  await mountEmbed(page, 'bare', specFor(servers, a.token, { flow: 'direct' }));
  await mountEmbed(
    page,
    'tall',
    specFor(servers, b.token, { flow: 'direct', theme: { minHeight: '400px' } }),
  );
  const content: Record<string, number> = {};
  for (const id of ['bare', 'tall']) {
    await waitFor(page, id, 'ready');
    const frame = await frameOf(page, id);
    await expect(frame.locator('svg.qr path')).toHaveCount(1);
    content[id] = await frame.evaluate(() =>
      Math.ceil(document.getElementById('app')!.getBoundingClientRect().height),
    );
    await expect
      .poll(async () => (await page.locator(`#${id} iframe`).boundingBox())?.height)
      .toBe(content[id]);
  }
  const heights = await page.evaluate(
    () => (window as unknown as { heights: Record<string, number[]> }).heights,
  );
  // No browser default (150 px) on the way: the start, the skeleton laid out like the first screen (so
  // within a line of it), then the screen.
  for (const [id, start] of [
    ['bare', 0],
    ['tall', 400],
  ] as const) {
    const seen = heights[id] ?? [];
    expect(seen[0]).toBe(start);
    expect(seen.at(-1)).toBe(content[id]);
    expect(seen.length).toBeLessThanOrEqual(3);
    for (const h of seen.slice(1)) expect(Math.abs(h - (content[id] ?? 0))).toBeLessThanOrEqual(24);
  }
});

test('a phone in dark mode on a page that declares no scheme: the card’s corners show the page, not a dark canvas', async ({
  hostPage: page,
  servers,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const session = await mintSession(servers.sandbox);
  await mountEmbed(page, 'pay', specFor(servers, session.token));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  // The card is dark: the phone's scheme.
  await expect(frame.locator('.card')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const box = (await page.locator('#pay iframe').boundingBox())!;
  // The pixel just inside the iframe's top-left corner lies outside the card's rounded corner.
  const shot = PNG.sync.read(
    await page.screenshot({ clip: { x: box.x, y: box.y, width: 2, height: 2 }, animations: 'disabled' }),
  );
  const [r, g, b] = [shot.data[0], shot.data[1], shot.data[2]];
  expect(`rgb(${r}, ${g}, ${b})`).toBe(page_ === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : page_);
});

test('a page that declares a dark scheme on a light background: the card’s corners still show the page', async ({
  hostPage: page,
  servers,
}) => {
  // The shop declares `color-scheme: dark` but paints itself light (a theme switch gone half way, or a
  // site-wide declaration): the iframe would inherit dark, differ from the frame's root and get a dark canvas.
  await page.evaluate(() => {
    document.documentElement.style.colorScheme = 'dark';
    document.body.style.background = 'rgb(250, 250, 250)';
  });
  const session = await mintSession(servers.sandbox);
  await mountEmbed(page, 'pay', specFor(servers, session.token));
  await waitFor(page, 'pay', 'ready');
  await expect(page.locator('#pay iframe')).toHaveCSS('color-scheme', 'normal');
  const box = (await page.locator('#pay iframe').boundingBox())!;
  const shot = PNG.sync.read(
    await page.screenshot({ clip: { x: box.x, y: box.y, width: 2, height: 2 }, animations: 'disabled' }),
  );
  expect(`rgb(${shot.data[0]}, ${shot.data[1]}, ${shot.data[2]})`).toBe('rgb(250, 250, 250)');
});

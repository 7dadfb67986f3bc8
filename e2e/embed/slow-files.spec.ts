/**
 * Files of the frame that a mobile network drops or stalls: the later screens' chunk, the QR encoder, the
 * theme's chunk and the language packs. Each is made to fail or hang for real (the browser's requests are
 * held or aborted), and the customer must still see a screen that says where the payment stands, and get
 * the file once the network lets it through, without reloading the merchant's page.
 */
import type { Page, Route } from '@playwright/test';
import { embed as en } from '../../packages/core/src/locales/en/embed.js';
import { embedLater as enLater } from '../../packages/core/src/locales/en/embed-later.js';
import { embed as pcm } from '../../packages/core/src/locales/pcm/embed.js';
import { embed as yo } from '../../packages/core/src/locales/yo/embed.js';
import { embedLater as yoLater } from '../../packages/core/src/locales/yo/embed-later.js';
import {
  clientSession,
  events,
  expect,
  frameOf,
  mintSession,
  mountDirect,
  mountEmbed,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type Servers,
} from '../fixtures/embed.js';
import { failFirst, tryAgainStillFailing } from '../fixtures/retry.js';
import type { ClientSession } from '../../packages/core/src/index.js';

/** Holds every request for `glob` until `release()` (a stalled download). */
async function hold(page: Page, glob: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(glob, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The chain brings exactly the amount due to the session's address. */
const payInFull = (servers: Servers, wire: ClientSession) =>
  simulateDeposit(servers.sandbox, {
    address: wire.deposit_address!,
    asset: wire.due.asset!,
    network: wire.due.network!,
    amount: wire.due.amount!,
  });

/** A session paid in full before the embed is mounted for it; the frame, once ready. */
async function mountPaid(page: Page, servers: Servers) {
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await payInFull(servers, await clientSession(servers.sandbox, session.token));
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct' }));
  await waitFor(page, 'pay', 'ready');
  return frameOf(page, 'pay');
}

const height = (page: Page, id: string) =>
  page.evaluate((i) => document.querySelector(`#${i} iframe`)!.getBoundingClientRect().height, id);

test('the later screens’ chunk fails: the paid customer is told the money is safe, and Try again brings the screen', async ({
  hostPage: page,
  servers,
}) => {
  // Every try fails until the route is lifted: the screen must say so rather than stay blank.
  await page.route('**/assets/later-*.js', (route) => route.abort('connectionreset'));
  const { frame, wire } = await mountDirect(page, servers, { asset: 'USDT', network: 'POLYGON' });
  await expect(frame.locator('.address')).toBeVisible();
  await payInFull(servers, wire);
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  const failed = frame.getByTestId('later-failed');
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('paragraph')).toHaveText(en.laterFailed);
  await expect(failed).toHaveAttribute('role', 'alert');
  // Nothing on the screen tells a customer who has paid to send the amount.
  await expect(frame.getByText(en.subtitle)).toHaveCount(0);
  // The iframe holds the whole message and its button (it shrank to the 141 px of a header and a footer).
  const box = await failed.evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(() => height(page, 'pay')).toBeGreaterThan(box);
  // The host hears the status all the same, and each failed download as an informational network_error
  // naming the embed's origin (nothing else: no load failure after ready).
  const errors = (await events(page, 'pay')).filter((e) => e.type === 'error');
  expect(errors.length).toBeGreaterThanOrEqual(1);
  for (const e of errors) {
    expect(e.args[0]).toBe('network_error');
    expect(e.args[1]).toContain(servers.frame.url);
  }

  await page.unroute('**/assets/later-*.js');
  await failed.getByRole('button', { name: en.retry }).click();
  await expect(frame.getByRole('heading', { name: enLater.statusDetectedTitle })).toBeVisible();
  await expect(frame.getByTestId('later-failed')).toHaveCount(0);
});

test('the later screens’ chunk fails on an ended session: a screen reader hears the alert, not “cannot continue”', async ({
  hostPage: page,
  servers,
}) => {
  await page.route('**/assets/later-*.js', (route) => route.abort('connectionreset'));
  const session = await mintSession(servers.sandbox, {
    flow: 'direct',
    asset: 'USDT',
    network: 'BASE',
    expires_in: 300,
  });
  servers.sandbox.clock.advance(301_000);
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct' }));
  await waitFor(page, 'pay', 'error');
  const frame = await frameOf(page, 'pay');
  const failed = frame.getByTestId('later-failed');
  await expect(failed).toBeVisible();
  // The screen says it could not load and offers Try again; the live region does not contradict it.
  await expect(frame.getByTestId('announcer')).toHaveText('');
  await page.unroute('**/assets/later-*.js');
  await failed.getByRole('button', { name: en.retry }).click();
  await expect(frame.getByRole('heading', { name: 'This payment session has ended' })).toBeVisible();
  await expect(frame.getByTestId('announcer')).toHaveText('This payment session has ended');
});

test('the later screens’ chunk fails once: an already-paid order’s screen comes by itself', async ({
  hostPage: page,
  servers,
}) => {
  const seen = await failFirst(page, '**/assets/later-*.js');
  const frame = await mountPaid(page, servers);
  // Tried again after a couple of seconds, with no one pressing anything.
  await expect(frame.getByRole('heading', { name: enLater.statusDetectedTitle })).toBeVisible({
    timeout: 15_000,
  });
  expect(seen.requests).toBeGreaterThanOrEqual(2);
  // One failed download, one report to the host.
  const errors = (await events(page, 'pay')).filter((e) => e.type === 'error');
  expect(errors.map((e) => e.args[0])).toEqual(['network_error']);
});

test('the later screens’ stylesheet fails once: the screen waits for it, then comes styled', async ({
  hostPage: page,
  servers,
}) => {
  const seen = await failFirst(page, '**/assets/later-*.css');
  const frame = await mountPaid(page, servers);
  await expect(frame.getByRole('heading', { name: enLater.statusDetectedTitle })).toBeVisible({
    timeout: 15_000,
  });
  expect(seen.requests).toBeGreaterThanOrEqual(2);
  // later.css's rules, drawn with the screen: the status's edge in its tone, the order number's row.
  await expect(frame.locator('section.screen')).toHaveCSS('border-left-width', '4px');
  await expect(frame.getByTestId('order-id')).toHaveCSS('display', 'flex');
});

test('a stalled later chunk after a payment: a status’s skeleton, not the address to pay again', async ({
  hostPage: page,
  servers,
}) => {
  const release = await hold(page, '**/assets/later-*.js');
  const { frame, wire } = await mountDirect(page, servers, { asset: 'USDT', network: 'POLYGON' });
  await expect(frame.locator('.address')).toBeVisible();
  await payInFull(servers, wire);
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  const skeleton = frame.getByTestId('skeleton');
  await expect(skeleton.locator('.steps')).toBeVisible();
  await expect(frame.getByText(en.subtitle)).toHaveCount(0);
  await expect(frame.locator('.address-block, .picker')).toHaveCount(0);
  release();
  await expect(frame.getByRole('heading', { name: enLater.statusDetectedTitle })).toBeVisible();
});

test('the QR encoder fails once: the code is drawn when it is tried again, and Open in wallet’s QR is offered', async ({
  hostPage: page,
  servers,
}) => {
  const seen = await failFirst(page, '**/assets/qr-encode-*.js');
  const { frame } = await mountDirect(page, servers, { asset: 'USDC', network: 'BASE' });
  await expect(frame.locator('.address')).toBeVisible();
  await expect(frame.locator('svg.qr')).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('radio')).toHaveCount(2);
  expect(seen.requests).toBeGreaterThanOrEqual(2);
});

test('the QR encoder cannot be downloaded: on a 360 px phone the square says so, points to the copy button, and Try again draws the code', async ({
  hostPage: page,
  servers,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const seen = await failFirst(page, '**/assets/qr-encode-*.js', Infinity);
  const { frame } = await mountDirect(page, servers, { asset: 'USDC', network: 'BASE' });
  await expect(frame.locator('.address')).toBeVisible();
  const failed = frame.getByTestId('qr-failed');
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('paragraph')).toHaveText(en.qrFailed);
  // The address stands beside it, copyable; no code of any text is drawn meanwhile.
  await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(frame.locator('svg.qr')).toHaveCount(0);
  // Inside the card at 360 px: nothing sticks out sideways, and the button is a full touch target.
  const fits = await frame.locator('body').evaluate((b) => b.scrollWidth <= b.clientWidth);
  expect(fits).toBe(true);
  const button = failed.getByRole('button', { name: en.retry });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The host hears nothing: the payment does without the code.
  expect((await events(page, 'pay')).filter((e) => e.type === 'error')).toEqual([]);

  // Try again by keyboard while the network still drops the file: the try fails, and the button keeps the
  // focus.
  await tryAgainStillFailing(page, button, failed, () => seen.requests);

  await page.unroute('**/assets/qr-encode-*.js');
  await page.keyboard.press('Enter');
  await expect(frame.locator('svg.qr')).toBeVisible();
  await expect(failed).toHaveCount(0);
  // The focus goes to the code that replaced the button, not to the page's body.
  await expect(frame.getByRole('img', { name: /QR code/ })).toBeFocused();
});

test('a stalled theme chunk: the frame shows with the default look, then takes the theme when it arrives', async ({
  hostPage: page,
  servers,
}) => {
  const release = await hold(page, '**/assets/apply-theme-*.js');
  const { frame } = await mountDirect(page, servers, {
    asset: 'USDT',
    network: 'POLYGON',
    more: { theme: { primaryColor: '#0f766e' } },
  });
  await expect(frame.locator('.address')).toBeVisible({ timeout: 10_000 });
  expect(await height(page, 'pay')).toBeGreaterThan(250);
  const primary = () =>
    frame.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--pulse-primary').trim(),
    );
  expect(await primary()).not.toBe('#0f766e');
  release();
  await expect.poll(primary).toBe('#0f766e');
});

test('a stalled language pack: English (and lang en-NG) after a few seconds, then Yorùbá when it arrives', async ({
  hostPage: page,
  servers,
}) => {
  const release = await hold(page, '**/assets/embed-yo-*.js');
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'POLYGON' });
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct', locale: 'yo' }));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  const lang = () => frame.evaluate(() => document.documentElement.lang);
  await expect(frame.getByRole('heading', { name: en.title })).toBeVisible({ timeout: 10_000 });
  expect(await lang()).toBe('en-NG');
  release();
  await expect(frame.getByRole('heading', { name: yo.title })).toBeVisible();
  expect(await lang()).toBe('yo');
});

test('below the fold, the iframe takes the height of a language’s longer words when its pack arrives late', async ({
  hostPage: page,
  servers,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  // The frame starts far below the fold, where the browser does not render it (and may hold back its resize
  // observations); nothing scrolls it into view.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.getElementById('shop')!.append(spacer);
  });
  const release = await hold(page, '**/assets/embed-pcm-*.js');
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'POLYGON' });
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct', locale: 'pcm' }));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.getByRole('heading', { name: en.title })).toBeAttached({ timeout: 10_000 });
  const content = () =>
    frame.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().height));
  await expect.poll(async () => (await height(page, 'pay')) - (await content())).toBe(0);
  const english = await height(page, 'pay');
  release();
  await expect(frame.getByRole('heading', { name: pcm.title })).toBeAttached();
  // Pidgin's words take more lines than English's at 320 px.
  await expect.poll(content).not.toBe(english);
  await expect.poll(async () => (await height(page, 'pay')) - (await content())).toBe(0);
});

test('one of a language’s later files fails: the others’ sentences stay in that language', async ({
  hostPage: page,
  servers,
}) => {
  await page.route('**/assets/embed-end-yo-*.js', (route) => route.abort('connectionreset'));
  const { frame, wire } = await mountDirect(page, servers, {
    asset: 'USDT',
    network: 'POLYGON',
    more: { locale: 'yo' },
  });
  await expect(frame.getByRole('heading', { name: yo.title })).toBeVisible();
  await payInFull(servers, wire);
  await expect(frame.getByRole('heading', { name: yoLater.statusDetectedTitle })).toBeVisible({
    timeout: 15_000,
  });
});

import { expect, test, type Page } from '@playwright/test';
import { startDemo, type Demo } from '../../apps/playground/server.js';

// The README's demo, started the way `pnpm demo` starts it (on free ports), driven as a new user would: one
// complete payment through each of the three integrations, a theme change seen by all three, keyboard tabs,
// and screenshots of the first screen at 360 px and desktop, light and dark, compared with a tolerance.
let demo: Demo;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  demo = await startDemo();
  // The demo's first page view compiles the page's modules on demand (Vite's development server), which took
  // more than 5 s on a fresh machine running two test workers: done once here, so that each test below
  // checks what the page does, not how fast a cold server compiles it.
  const page = await browser.newPage();
  await page.goto(`${demo.playgroundUrl}/`);
  await expect(page.getByRole('heading', { name: 'Pulse playground' })).toBeVisible({ timeout: 60_000 });
  await page.close();
});

test.afterAll(async () => {
  await demo?.stop();
});

const log = (page: Page) => page.getByRole('list', { name: 'Events' });
const advance = (page: Page, label: RegExp) => page.getByRole('button', { name: label }).click();
const keyTab = async (page: Page, key: string, name: string) => {
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press(key);
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};
const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

test('the page speaks only to its own demo: a second demo on the machine leaves it without errors', async ({
  page,
}) => {
  // Two demos at once (two checkouts, or a test run beside `pnpm demo`): each page's development client must
  // reach its own server, not a port fixed for every demo, where the other demo's server refuses it.
  test.setTimeout(90_000);
  const second = await startDemo();
  try {
    const errors: string[] = [];
    const sockets: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${second.playgroundUrl}/`);
    await expect(page.getByRole('heading', { name: 'Pulse playground' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Create session' }).click();
    await expect(log(page)).toContainText('onReady');
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(new URL(url).host).toBe(new URL(second.playgroundUrl).host);
    expect(errors).toEqual([]);
  } finally {
    await second.stop();
  }
});

test('hosted embed from the script tag: a direct session paid in full completes', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await expect(page.getByRole('heading', { name: 'Pulse playground' })).toBeVisible();
  await page.getByLabel('Flow').selectOption('direct');
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(log(page)).toContainText('onReady');

  const frame = page.frameLocator('.pg-embed-target iframe');
  await expect(frame.getByText('Send only USDT on the BASE network', { exact: false })).toBeVisible();
  // Mounted by the script-tag build, on the frame's own origin.
  expect(await page.evaluate(() => typeof (window as { Pulse?: unknown }).Pulse)).toBe('object');
  expect(new URL((await page.locator('.pg-embed-target iframe').getAttribute('src')) ?? '').origin).toBe(
    demo.frameUrl,
  );

  await page.getByRole('button', { name: 'Deposit exact' }).click();
  await expect(log(page)).toContainText('Deposit exact: amount');
  await advance(page, /\+30 s/);
  await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(log(page)).toContainText(/embed onSuccess [0-9a-f-]{36}/);
  await expect(log(page)).toContainText(/webhook collection_order\.updated \S+ completed \(verified, evt_/);
});

test('in-app checkout: an onramp order paid by bank transfer completes', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await openTab(page, 'In-app checkout');
  await page.getByRole('button', { name: 'Buy USDT with ₦50,000' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(log(page)).toContainText('checkout onStatusChange awaiting_payment');

  // The customer's bank transfer is scripted on the page (the default: the amount due).
  await expect(log(page)).toContainText('customer paid in full: order processing');
  await demo.sandbox.clock.advance(30_000);
  await expect(log(page)).toContainText(/checkout onStatusChange completed [0-9a-f-]{36}/);
  // The sandbox's signed webhooks reach the page's backend, which verifies them before they are logged.
  await expect(log(page)).toContainText(/webhook order\.completed [0-9a-f-]{36} completed \(verified, evt_/);
});

test('in-app checkout: closed while paying and opened again, it shows the order it made, as its leave dialog says', async ({
  page,
}) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await openTab(page, 'In-app checkout');
  await page.getByLabel('When the order is made, the customer pays').selectOption('off');
  await page.getByRole('button', { name: 'Buy USDT with ₦50,000' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(log(page)).toContainText('checkout onStatusChange awaiting_payment');
  const first = /checkout onStatusChange awaiting_payment ([0-9a-f-]{36})/.exec(
    (await log(page).textContent()) ?? '',
  )?.[1];
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByText('Reopen this checkout to see it again.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Buy USDT with ₦50,000' }).click();
  await expect(page.getByRole('dialog').getByTestId('resumed')).toBeVisible();
  // The same order, told to the page again; no other order was made.
  const told = async () =>
    [...((await log(page).textContent()) ?? '').matchAll(/checkout onStatusChange \w+ ([0-9a-f-]{36})/g)].map(
      (m) => m[1],
    );
  await expect.poll(async () => (await told()).length).toBeGreaterThanOrEqual(2);
  expect(new Set(await told())).toEqual(new Set([first]));
});

test('the language switcher drives the checkout and the embed', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByLabel('Customer language').selectOption('yo');
  await openTab(page, 'In-app checkout');
  await page.getByRole('button', { name: 'Buy USDT with ₦50,000' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ra USDT' });
  await expect(dialog.getByRole('button', { name: 'Fọwọ́ sí i, tẹ̀síwájú' })).toBeVisible();
  await expect(page.locator('.pulse-checkout')).toHaveAttribute('lang', 'yo');
  await dialog.getByRole('button', { name: 'Padé' }).click();

  await openTab(page, 'Hosted embed');
  await page.getByLabel('Flow').selectOption('direct');
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(log(page)).toContainText('onReady');
  await expect(page.frameLocator('.pg-embed-target iframe').locator('html')).toHaveAttribute('lang', 'yo');
});

test('price widget: useRate shows a live price from the backend route', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await openTab(page, 'Price widget');
  await expect(page.getByRole('tabpanel').getByText(/1 USDT = ₦[\d,.]+/)).toBeVisible();
  await expect(log(page)).toContainText(/rate useRate data 1 USDT = ₦[\d.]+ on BASE/);
});

test('one theme edit restyles all three surfaces; a bad value shows the SDK error; unset restores', async ({
  page,
}) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('button', { name: 'Create session' }).click();
  const frame = page.frameLocator('.pg-embed-target iframe');
  await expect(frame.getByRole('heading', { name: 'Pay with crypto' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Pay Ada Stores');
  await page.getByRole('textbox', { name: 'Primary color', exact: true }).fill('#ff0000');
  await expect(frame.getByRole('heading', { name: 'Pay Ada Stores' })).toBeVisible();
  const embedButton = frame.getByRole('button').last();
  await expect(embedButton).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.getByLabel('Options snippet')).toContainText('"primaryColor": "#ff0000"');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"title": "Pay Ada Stores"');

  // Switched from the keyboard here (the tabs' own test covers clicks and keys alike).
  await keyTab(page, 'End', 'States gallery');
  await keyTab(page, 'ArrowLeft', 'Price widget');
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCSS(
    'background-color',
    'rgb(255, 0, 0)',
  );

  await keyTab(page, 'ArrowLeft', 'In-app checkout');
  await page.getByRole('button', { name: 'Buy USDT with ₦50,000' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Ada Stores' });
  await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toHaveCSS(
    'background-color',
    'rgb(255, 0, 0)',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: 'Primary color', exact: true }).fill('red; }');
  await expect(page.getByRole('status').filter({ hasText: 'theme.primaryColor' })).toBeVisible();
  await keyTab(page, 'Home', 'Hosted embed');
  // The last valid theme stays applied while the value is invalid.
  await expect(embedButton).toHaveCSS('background-color', 'rgb(255, 0, 0)');

  await page.getByRole('button', { name: 'Unset Primary color' }).click();
  await page.getByRole('button', { name: 'Unset Title' }).click();
  await expect(frame.getByRole('heading', { name: 'Pay with crypto' })).toBeVisible();
  await expect(embedButton).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.getByLabel('Options snippet')).not.toContainText('primaryColor');

  // Mode dark darkens the page itself, not only the surfaces.
  await page.getByLabel('Mode').selectOption('dark');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(3, 7, 18)');
});

test('integration tabs follow the arrow keys, Home and End', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('tab', { name: 'Hosted embed' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'In-app checkout' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'In-app checkout' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'States gallery' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Hosted embed' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Hosted embed' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'In-app checkout' })).toBeHidden();
});

for (const [name, viewport] of [
  ['360', { width: 360, height: 800 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the three integrations at ${name} px in ${scheme} match their baselines`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(`${demo.playgroundUrl}/`);
      await expect(page.getByRole('button', { name: 'Create session' })).toBeVisible();
      // Nothing wider than the screen; on a phone the integration comes before the editor.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const main = await page.locator('.pg-main').boundingBox();
      const editor = await page.locator('.pg-editor').boundingBox();
      if (name === '360') expect(main!.y).toBeLessThan(editor!.y);
      const shot = { fullPage: true, maxDiffPixelRatio: 0.01 };
      await expect(page).toHaveScreenshot(`playground-${name}-${scheme}.png`, shot);
      // The other two integrations; live prices and the log lines they cause are masked.
      await keyTab(page, 'ArrowRight', 'In-app checkout');
      await expect(page).toHaveScreenshot(`checkout-${name}-${scheme}.png`, shot);
      await keyTab(page, 'ArrowRight', 'Price widget');
      await expect(
        page.getByRole('tabpanel', { name: 'Price widget' }).getByText(/1 USDT = ₦/),
      ).toBeVisible();
      await expect(page).toHaveScreenshot(`rate-${name}-${scheme}.png`, {
        ...shot,
        mask: [page.locator('.pg-rate-card p'), page.locator('.pg-log-card')],
      });
    });
  }
}

/**
 * The checkout's chunks on a mobile network that drops or stalls: each is made to fail or hang for real (the
 * browser's requests are aborted or held). The merchant's page must never go blank, and the customer must be
 * told where the payment stands and get the step once the network lets it through, without a reload.
 */
import type { Page, Route } from '@playwright/test';
import { checkout as en } from '../../packages/core/src/locales/en/checkout.js';
import { checkoutPay as enPay } from '../../packages/core/src/locales/en/checkout-pay.js';
import { checkout as yo } from '../../packages/core/src/locales/yo/checkout.js';
import { bankByKeyboard, expect, orderFor, test, type Shop } from '../fixtures/checkout.js';
import { failFirst, tryAgainStillFailing } from '../fixtures/retry.js';

const SYNC_MS = 15_000;
let counter = 0;

async function open(page: Page, shop: Shop, query: Record<string, string> = {}) {
  const ref = `e2e-slow-${process.pid}-${Date.now()}-${++counter}`;
  const q = new URLSearchParams({ flow: 'onramp', ref, close: '1', poll: '200', ...query });
  await page.goto(`${shop.url}/?${q}`);
  return ref;
}

test.use({ viewport: { width: 360, height: 740 } });

test('the end screens’ chunk fails after a payment: the shop stays, the customer is told the money is safe, Try again shows the receipt', async ({
  page,
  shop,
}) => {
  // Every try fails until the route is lifted (the funding step preloads it, and retries by itself).
  await page.route('**/ResultStep-*.js', (route: Route) => route.abort('connectionreset'));
  const ref = await open(page, shop);
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy USDT' });
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
  const order = await orderFor(shop, ref);
  if (order.type !== 'onramp') throw new Error('expected an onramp order');
  await shop.service('POST', '/v1/sandbox/bank-transfers', {
    account_number: order.funding_account.account_number,
    amount: order.funding_account.amount,
  });
  await shop.advance(31);
  const failed = dialog.getByTestId('step-failed');
  await expect(failed).toBeVisible({ timeout: SYNC_MS });
  await expect(failed).toHaveAttribute('role', 'alert');
  await expect(failed.getByRole('paragraph')).toHaveText(en.laterFailed);
  // The merchant's page is still there behind the dialog.
  await expect(page.getByRole('button', { name: 'Buy USDT', includeHidden: true })).toBeAttached();
  expect(await page.evaluate(() => window.pulseEvents)).toContain('success');

  await page.unroute('**/ResultStep-*.js');
  await failed.getByRole('button', { name: en.retry }).click();
  await expect(dialog.locator('.pulse-step-title')).toHaveText('Payment received');
});

test('the bank step’s chunk fails once: the sell checkout asks for it again by itself', async ({
  page,
  shop,
}) => {
  const seen = await failFirst(page, '**/AccountStep-*.js');
  await open(page, shop, { flow: 'offramp' });
  await page.getByRole('button', { name: 'Sell USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell USDT' });
  await expect(dialog.getByRole('combobox', { name: 'Bank' })).toBeVisible({ timeout: 10_000 });
  expect(seen.requests).toBeGreaterThanOrEqual(2);
});

test('the checkout’s own chunk fails: onError says network_error, and Buy opens it once it downloads', async ({
  page,
  shop,
}) => {
  await failFirst(page, /\/Checkout-[\w-]+\.js$/, 2);
  await open(page, shop);
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  await expect
    .poll(() => page.evaluate(() => window.pulseEvents.some((e) => e.startsWith('error:network_error'))))
    .toBe(true);
  await expect(page.getByRole('dialog', { name: 'Buy USDT' })).toBeVisible({ timeout: 15_000 });
});

test('a stalled language pack: English after a few seconds with a close button, then Yorùbá', async ({
  page,
  shop,
}) => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/checkout-later-*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  await open(page, shop, { locale: 'yo-NG' });
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: en.close })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.pulse-checkout')).toHaveAttribute('lang', 'en');
  release();
  await expect(dialog.getByRole('button', { name: yo.close })).toBeVisible();
  await expect(page.locator('.pulse-checkout')).toHaveAttribute('lang', 'yo');
});

test('a language pack that fails once: English meanwhile, then Yorùbá without a reload', async ({
  page,
  shop,
}) => {
  const seen = await failFirst(page, '**/checkout-pay-*.js');
  await open(page, shop, { locale: 'yo-NG' });
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  const dialog = page.getByRole('dialog');
  // At once English, with its close button, rather than bones while the pack is asked for again.
  await expect(dialog.getByRole('button', { name: en.close })).toBeVisible();
  // Asked for again (after 2 s, or at once back online): the customer's language comes, and stays.
  await expect(dialog.getByRole('button', { name: yo.close })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.pulse-checkout')).toHaveAttribute('lang', 'yo');
  expect(seen.requests).toBeGreaterThanOrEqual(2);
});

/** Opens a sell checkout and goes through the bank step by keyboard to the deposit address and its QR. */
async function sellToDeposit(page: Page, shop: Shop) {
  await open(page, shop, { flow: 'offramp' });
  await page.getByRole('button', { name: 'Sell USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell USDT' });
  const picker = dialog.getByRole('combobox', { name: 'Bank' });
  await picker.click();
  await bankByKeyboard(page, picker);
  await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  return dialog;
}

test('the QR encoder fails once: the deposit QR is drawn when it is tried again', async ({ page, shop }) => {
  const seen = await failFirst(page, /\/dist-[\w-]+\.js$/);
  const dialog = await sellToDeposit(page, shop);
  await expect(dialog.locator('.pulse-qr path')).toHaveCount(1, { timeout: 15_000 });
  expect(seen.requests).toBeGreaterThanOrEqual(2);
});

test('the QR encoder cannot be downloaded: the square says so and to copy the address, and Try again draws the code', async ({
  page,
  shop,
}) => {
  const seen = await failFirst(page, /\/dist-[\w-]+\.js$/, Infinity);
  const dialog = await sellToDeposit(page, shop);
  const failed = dialog.getByTestId('qr-failed');
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('paragraph')).toHaveText(enPay.qrFailed);
  // Nothing claims to be a QR code meanwhile, and the dialog does not scroll sideways at 360 px.
  await expect(dialog.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  // Try again by keyboard while the network still drops the file: the button keeps the focus.
  const button = failed.getByRole('button', { name: en.retry });
  await tryAgainStillFailing(page, button, failed, () => seen.requests);
  await page.unroute(/\/dist-[\w-]+\.js$/);
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.pulse-qr path')).toHaveCount(1);
  await expect(failed).toHaveCount(0);
  // The focus goes to the code that replaced the button, not to the page's body.
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeFocused();
});

for (const how of ['fails', 'stalls'] as const) {
  test(`the list of banks when the positioning chunk ${how}: under the input, not invisible or in the page’s corner`, async ({
    page,
    shop,
  }) => {
    await page.route(/floating-ui[^/]*\.js$/, (route: Route) =>
      how === 'fails' ? route.abort('connectionreset') : new Promise(() => undefined),
    );
    await open(page, shop, { flow: 'offramp' });
    await page.getByRole('button', { name: 'Sell USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell USDT' });
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    await picker.click();
    await page.keyboard.type('zenith');
    const list = dialog.getByRole('listbox');
    await expect(list).toBeVisible();
    const [input, box] = [await picker.boundingBox(), await list.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(input!.y + input!.height);
    expect(Math.abs(box!.x - input!.x)).toBeLessThan(1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue('Zenith Bank');
  });
}

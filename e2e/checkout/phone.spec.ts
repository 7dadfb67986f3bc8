/**
 * The checkout on a touch phone, through the merchant's proxy and the sandbox: copying in browsers where the
 * clipboard is missing or refuses, going offline and back, the funding step above the fold, nothing past the
 * right edge at 320/360/412 px, and what the receipt and the tracker say.
 */
import type { Locator, Page } from '@playwright/test';
import type { Order } from '../../packages/core/src/index.js';
import { expect, test, type Shop } from '../fixtures/checkout.js';
import { splitWords } from '../embed/layout.js';
import { checkoutLayoutProblems } from './layout.js';

/** The merchant's proxy reads open orders from the service every 2.5 s: a status change waits a sync or two. */
const SYNC_MS = 15_000;

let counter = 0;
const newReference = (flow: string) => `e2e-phone-${flow}-${process.pid}-${Date.now()}-${++counter}`;

async function orderFor(shop: Shop, reference: string): Promise<Order> {
  const list = await shop.service<{ data: Order[] }>(
    'GET',
    `/v1/orders?reference=${encodeURIComponent(reference)}`,
  );
  const id = list.body.data[0]?.id;
  if (!id) throw new Error(`no order with reference ${reference}`);
  return (await shop.service<{ data: Order }>('GET', `/v1/orders/${id}`)).body.data;
}

interface Open {
  flow: 'onramp' | 'offramp';
  amount?: string;
  asset?: 'USDT' | 'USDC';
  network?: 'BASE' | 'ETHEREUM';
  theme?: string;
  poll?: string;
}

/** Opens the shop and the checkout; returns the reference and the dialog. */
async function open(page: Page, shop: Shop, o: Open) {
  const ref = newReference(o.flow);
  const q = new URLSearchParams({ flow: o.flow, ref, poll: o.poll ?? '200' });
  if (o.amount) q.set('amount', o.amount);
  if (o.asset) q.set('asset', o.asset);
  if (o.network) q.set('network', o.network);
  if (o.theme) q.set('theme', o.theme);
  await page.goto(`${shop.url}/?${q}`);
  await page.getByRole('button', { name: o.flow === 'onramp' ? 'Buy USDT' : 'Sell USDT' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { ref, dialog };
}

/** Pays the onramp order of `ref` in full with a simulated bank transfer; returns the order. */
async function payByTransfer(shop: Shop, ref: string) {
  const order = await orderFor(shop, ref);
  if (order.type !== 'onramp') throw new Error('expected an onramp order');
  await shop.service('POST', '/v1/sandbox/bank-transfers', {
    account_number: order.funding_account.account_number,
    amount: order.funding_account.amount,
  });
  return order;
}

/** Onramp up to the bank transfer instructions; returns the order. */
async function onrampFunding(page: Page, shop: Shop, o: Omit<Open, 'flow'> = {}) {
  const { ref, dialog } = await open(page, shop, { flow: 'onramp', ...o });
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
  const order = await orderFor(shop, ref);
  if (order.type !== 'onramp') throw new Error('expected an onramp order');
  return { ref, dialog, order };
}

/** Offramp through the bank step up to the deposit address; returns the order. */
async function offrampFunding(page: Page, shop: Shop, o: Omit<Open, 'flow'> = {}) {
  const { ref, dialog } = await open(page, shop, { flow: 'offramp', ...o });
  const picker = dialog.getByRole('combobox', { name: 'Bank' });
  await picker.fill('guaranty');
  await expect(dialog.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeVisible();
  await picker.press('Enter');
  await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
  await dialog.getByRole('button', { name: 'Verify account' }).click();
  await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
  const order = await orderFor(shop, ref);
  if (order.type !== 'offramp') throw new Error('expected an offramp order');
  return { ref, dialog, order };
}

test.describe('copy on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  /** Records what was selected each time execCommand('copy') ran, and what it answered. */
  async function recordExecCommand(page: Page, answer: 'real' | 'false') {
    await page.addInitScript((mode) => {
      const calls: { command: string; selected: string; result: boolean }[] = [];
      (window as unknown as { execCalls: typeof calls }).execCalls = calls;
      const real = Document.prototype.execCommand;
      Document.prototype.execCommand = function (this: Document, command: string, ...rest: unknown[]) {
        const active = this.activeElement;
        const selected =
          active instanceof HTMLTextAreaElement
            ? active.value.slice(active.selectionStart, active.selectionEnd)
            : String(this.getSelection());
        const result =
          mode === 'false' ? false : (real as (...a: unknown[]) => boolean).call(this, command, ...rest);
        calls.push({ command, selected, result });
        return result;
      };
    }, answer);
    return () =>
      page.evaluate(
        () =>
          (window as unknown as { execCalls: { command: string; selected: string; result: boolean }[] })
            .execCalls,
      );
  }

  const noClipboardApi = (page: Page) =>
    page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    });
  const refusingClipboardApi = (page: Page) =>
    page.addInitScript(() => {
      const refusing = {
        writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      };
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => refusing });
    });

  test('the Clipboard API copies the exact account number', async ({ page, shop, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { dialog, order } = await onrampFunding(page, shop);
    await dialog.getByRole('button', { name: 'Copy Account number' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied Account number' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      order.funding_account.account_number,
    );
  });

  test('API missing: the value is copied through a selection and execCommand', async ({ page, shop }) => {
    await noClipboardApi(page);
    const calls = await recordExecCommand(page, 'real');
    const { dialog, order } = await onrampFunding(page, shop);
    await dialog.getByRole('button', { name: 'Copy Account number' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied Account number' })).toBeVisible();
    expect(await calls()).toEqual([
      { command: 'copy', selected: order.funding_account.account_number, result: true },
    ]);
    await expect(dialog.getByTestId('copy-note').filter({ hasText: /\S/ })).toHaveCount(0);
    // Focus stays on the button the customer tapped.
    await expect(dialog.getByRole('button', { name: 'Copied Account number' })).toBeFocused();
  });

  test('API rejecting: the value is copied through a selection and execCommand', async ({ page, shop }) => {
    await refusingClipboardApi(page);
    const calls = await recordExecCommand(page, 'real');
    const { dialog, order } = await offrampFunding(page, shop);
    await dialog.getByRole('button', { name: 'Copy Deposit address' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied Deposit address' })).toBeVisible();
    expect(await calls()).toEqual([
      { command: 'copy', selected: order.funding_account.deposit_address, result: true },
    ]);
  });

  for (const api of ['missing', 'rejecting'] as const) {
    test(`API ${api} and execCommand failing: the value is selected and the customer is told`, async ({
      page,
      shop,
    }) => {
      await (api === 'missing' ? noClipboardApi(page) : refusingClipboardApi(page));
      const calls = await recordExecCommand(page, 'false');
      const { dialog, order } = await offrampFunding(page, shop);
      const address = order.funding_account.deposit_address;
      await dialog.getByRole('button', { name: 'Copy Deposit address' }).click();
      const note = dialog.getByTestId('copy-note').filter({ hasText: /\S/ });
      await expect(note).toHaveText("Couldn't copy. Press and hold to copy.");
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('aria-live', 'polite');
      expect(await calls()).toHaveLength(1);
      // Never "Copied" when it was not.
      await expect(dialog.getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Copied/ })).toHaveCount(0);
      expect(await page.evaluate(() => String(window.getSelection()))).toBe(address);
      // The value is selected whole on a long press.
      const userSelect = await dialog
        .getByText(address, { exact: true })
        .evaluate((el) => getComputedStyle(el).userSelect || getComputedStyle(el).webkitUserSelect);
      expect(userSelect).toBe('all');
    });
  }
});

test.describe('offline and back', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a payment made while offline shows once the connection returns, read at once', async ({
    page,
    shop,
    context,
  }) => {
    const { ref, dialog, order } = await onrampFunding(page, shop);
    const reads = () =>
      shop.requests.filter((r) => r.url.startsWith(`/api/pulse/checkout/v1/orders/${order.id}`)).length;

    await context.setOffline(true);
    const offline = dialog.getByTestId('offline');
    await expect(offline).toHaveText(
      "You're offline. If you've already paid, your payment is safe; this page updates when you're back online.",
    );
    await expect(offline).toHaveAttribute('role', 'status');
    await expect(dialog.getByTestId('watching')).toHaveCount(0);

    // The customer pays from their bank meanwhile; the service and the merchant's server see it.
    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await expect
      .poll(async () => (await orderFor(shop, ref)).status, { timeout: SYNC_MS })
      .toBe('processing');
    // Long enough for more than three failed reads, and for the merchant's proxy to sync the order.
    await page.waitForTimeout(4000);
    await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
    const readsWhileOffline = reads();

    const back = Date.now();
    await context.setOffline(false);
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: 10_000,
    });
    const elapsed = Date.now() - back;
    // A figure, not a check (machines here are shared): the read at the online event itself is the checkout's
    // unit test, on fake timers.
    console.log(`offline checkout: payment shown ${elapsed} ms after the connection returned`);
    expect(reads()).toBeGreaterThan(readsWhileOffline);
    await expect(offline).toHaveCount(0);
    await expect(dialog.getByTestId('error')).toHaveCount(0);
  });

  test('reading goes on under the notice, with backoff, until an answer comes', async ({ page, shop }) => {
    const { dialog, order } = await onrampFunding(page, shop);
    // The merchant's server stops answering for the order (its route fails) while the device stays online.
    let failing = true;
    await page.route(`**/api/pulse/checkout/v1/orders/${order.id}`, (route) =>
      failing ? route.abort('connectionfailed') : route.continue(),
    );
    const attempts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/v1/orders/${order.id}`)) attempts.push(r.url());
    });
    await expect(dialog.getByTestId('error')).toHaveText(
      'We cannot check your payment right now. If you have paid, your money is safe: we keep trying.Check now',
      { timeout: SYNC_MS },
    );
    // No "Please try again" above the payment instructions (it reads as "pay again"), and no "updates by
    // itself" while it cannot.
    await expect(dialog.getByText('Please try again')).toHaveCount(0);
    await expect(dialog.getByTestId('watching')).toHaveCount(0);
    const shownAt = attempts.length;
    // Reading goes on under the notice (the backoff's growth is unit-tested with a fake clock, not timed here).
    await expect.poll(() => attempts.length, { timeout: SYNC_MS }).toBeGreaterThan(shownAt + 2);

    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    failing = false;
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: 30_000,
    });
    await expect(dialog.getByTestId('error')).toHaveCount(0);
  });

  test('showing the page again reads the order at once', async ({ page, shop }) => {
    const { ref, dialog, order } = await onrampFunding(page, shop, { poll: '60000' });
    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await expect
      .poll(async () => (await orderFor(shop, ref)).status, { timeout: SYNC_MS })
      .toBe('processing');
    await page.waitForTimeout(3000);
    // With a one-minute interval nothing reads the order yet; a tab shown again does.
    await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: 5000,
    });
  });
});

/** The box of an element, and its font size, in the page. */
async function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      fontSize: parseFloat(getComputedStyle(el).fontSize),
    };
  });
}

test.describe('the funding step on a 360 x 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  /** Inside the viewport and inside the dialog's visible area, without scrolling. */
  async function aboveTheFold(page: Page, what: string, locator: Locator) {
    const box = await boxOf(locator);
    const dialog = await boxOf(page.getByRole('dialog'));
    const fold = Math.min(740, dialog.bottom);
    expect(box.top, `${what} top`).toBeGreaterThanOrEqual(Math.max(0, dialog.top));
    expect(box.bottom, `${what} bottom (fold at ${fold})`).toBeLessThanOrEqual(fold);
    expect(box.right, `${what} right`).toBeLessThanOrEqual(360);
    return box;
  }

  test('onramp: amount and account number are the hero, with Copy and the time left above the fold', async ({
    page,
    shop,
  }) => {
    const { dialog, order } = await onrampFunding(page, shop);
    const amount = dialog.locator('.pulse-hero-field .pulse-value').first();
    const number = dialog.getByText(order.funding_account.account_number, { exact: true });
    const countdown = dialog.getByTestId('fund-countdown');
    await expect(countdown).toContainText(/Pay within \d+:\d\d/);
    const a = await aboveTheFold(page, 'amount', amount);
    const n = await aboveTheFold(page, 'account number', number);
    await aboveTheFold(page, 'Copy amount', dialog.getByRole('button', { name: 'Copy Amount' }));
    await aboveTheFold(
      page,
      'Copy account number',
      dialog.getByRole('button', { name: 'Copy Account number' }),
    );
    const c = await aboveTheFold(page, 'time left', countdown);
    expect(a.fontSize).toBeGreaterThanOrEqual(20);
    expect(n.fontSize).toBeGreaterThanOrEqual(20);
    const bank = await boxOf(dialog.getByText(order.funding_account.bank_name, { exact: true }));
    expect(n.fontSize).toBeGreaterThan(bank.fontSize);
    // Beside the amount: in the amount's own field, on the line just above its figure.
    const field = await boxOf(dialog.locator('.pulse-hero-field').first());
    expect(c.top).toBeGreaterThanOrEqual(field.top);
    expect(c.bottom).toBeLessThanOrEqual(a.top + 2);
    expect(a.top - c.bottom).toBeLessThan(24);
    // Every value of the transfer card starts at one left edge, and every Copy ends at one right edge: the
    // bank's name and the account's name sit as the amount and the number do, not at the right or alone.
    const values = await Promise.all(
      [
        amount,
        number,
        dialog.getByText(order.funding_account.bank_name, { exact: true }),
        dialog.getByText(order.funding_account.account_name, { exact: true }),
      ].map(boxOf),
    );
    expect(new Set(values.map((v) => Math.round(v.left))).size, 'values at one left edge').toBe(1);
    const copies = await Promise.all(
      ['Amount', 'Account number', 'Bank name', 'Account name'].map((name) =>
        boxOf(dialog.getByRole('button', { name: `Copy ${name}` })),
      ),
    );
    expect(new Set(copies.map((b) => Math.round(b.right))).size, 'Copy at one right edge').toBe(1);
    // Each Copy on its value's line.
    copies.forEach((b, i) => expect(b.top, `Copy ${i} beside its value`).toBeLessThan(values[i]!.bottom));
    await page.screenshot({ path: 'test-results/phone-onramp-funding.png' });
  });

  test('offramp: amount and address are the hero, the network warning first, all above the fold', async ({
    page,
    shop,
  }) => {
    const { dialog, order } = await offrampFunding(page, shop);
    const address = order.funding_account.deposit_address;
    const amount = dialog.locator('.pulse-hero-field .pulse-value').first();
    const addr = dialog.getByText(address, { exact: true });
    const countdown = dialog.getByTestId('fund-countdown');
    const warning = dialog.getByText(
      'Send only USDT on the Base network. Funds sent on any other network may not reach this order and can be lost.',
    );
    const a = await aboveTheFold(page, 'amount', amount);
    const d = await aboveTheFold(page, 'address', addr);
    const w = await aboveTheFold(page, 'network warning', warning);
    await aboveTheFold(page, 'Copy amount', dialog.getByRole('button', { name: 'Copy Amount due' }));
    await aboveTheFold(page, 'Copy address', dialog.getByRole('button', { name: 'Copy Deposit address' }));
    const c = await aboveTheFold(page, 'time left', countdown);
    expect(a.fontSize).toBeGreaterThanOrEqual(20);
    expect(d.fontSize).toBeGreaterThanOrEqual(20);
    expect(w.bottom).toBeLessThanOrEqual(d.top);
    expect(c.bottom).toBeLessThanOrEqual(a.top + 2);
    expect(a.top - c.bottom).toBeLessThan(24);
    // The QR code and the rest come after the address.
    const qr = await boxOf(dialog.getByRole('img', { name: 'QR code of the Base deposit address' }));
    expect(qr.top).toBeGreaterThan(d.bottom);
    await page.screenshot({ path: 'test-results/phone-offramp-funding.png' });
  });
});

/** What is wrong with the layout of the open dialog on a phone `width` px wide (see layout.ts). */
const layoutProblems = (page: Page, width: number) => page.evaluate(checkoutLayoutProblems, width);

test.describe('the funding step with the phone’s text enlarged', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  // Android's text size at 200 %: the page's root and the dialog's text twice as large.
  const enlargeText = (page: Page) =>
    page.evaluate(() => {
      document.documentElement.style.fontSize = '32px';
      document.querySelector<HTMLElement>('.pulse-dialog')!.style.fontSize = '30px';
    });

  test('at 200 % text a refreshed price’s old figures wrap on the dialog, and the tracker splits no word', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    const { ref, dialog } = await open(page, shop, { flow: 'onramp' });
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await enlargeText(page);
    // The sandbox's price moves on nearly every two-minute step; a step that lands on the same price is
    // stepped past.
    for (let i = 0; i < 3 && (await dialog.locator('.pulse-was').count()) === 0; i++) {
      await shop.advance(121);
      await page.clock.fastForward(121_000);
      await dialog.getByRole('button', { name: 'Refresh quote' }).click();
      await expect(dialog.getByTestId('quote-notice')).toHaveText('Price refreshed.');
    }
    await expect(dialog.locator('.pulse-was').first()).toBeVisible();
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await payByTransfer(shop, ref);
    await expect(dialog.getByTestId('payment-detected')).toBeVisible({ timeout: SYNC_MS });
    await expect(dialog.locator('.pulse-tracker li')).toHaveCount(3);
    expect(await page.evaluate(splitWords, '.pulse-tracker li')).toEqual([]);
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
  });

  test('its sizes keep their proportions whatever the shop’s root font size: never smaller than at 16 px, doubled at 32 px', async ({
    page,
    shop,
  }) => {
    const { dialog } = await onrampFunding(page, shop);
    const sizes = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [
            '.pulse-dialog',
            '.pulse-title',
            '.pulse-step-title',
            '.pulse-attribution',
            '.pulse-copy',
            '.pulse-countdown',
          ].map((sel) => [sel, getComputedStyle(document.querySelector(sel)!).fontSize]),
        ),
      );
    const atSixteen = {
      '.pulse-dialog': '15px',
      '.pulse-title': '18.4px',
      '.pulse-step-title': '16px',
      '.pulse-attribution': '12px',
      '.pulse-copy': '13.6px',
      '.pulse-countdown': '14.4px',
    };
    await expect(dialog.getByRole('button', { name: /Copy/ }).first()).toBeVisible();
    expect(await sizes()).toEqual(atSixteen);
    // A shop's 62.5 % root (1rem = 10 px, for its own layout): the checkout's labels had shrunk to 7.5 px.
    await page.evaluate(() => (document.documentElement.style.fontSize = '62.5%'));
    expect(await sizes()).toEqual(atSixteen);
    // A reader's text at 200 % (a 32 px root): every size doubles, the labels with the headings.
    await page.evaluate(() => (document.documentElement.style.fontSize = '32px'));
    expect(await sizes()).toEqual(
      Object.fromEntries(Object.entries(atSixteen).map(([k, v]) => [k, `${parseFloat(v) * 2}px`])),
    );
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
  });

  test('at 200 % text the amount and the account number stay whole and on the dialog, as do a sale’s amount and QR choice', async ({
    page,
    shop,
  }) => {
    const enlarge = () => enlargeText(page);
    const { dialog, order } = await onrampFunding(page, shop);
    await enlarge();
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
    await expect(dialog.getByText(order.funding_account.account_number, { exact: true })).toBeVisible();
    // A sale whose order gives a token: the QR choice (exchange app or wallet) shows, its labels wrapping.
    const sale = await offrampFunding(page, shop, { asset: 'USDC', network: 'ETHEREUM' });
    await enlarge();
    await expect(sale.dialog.locator('.pulse-hero-field .pulse-value').first()).toBeVisible();
    await expect(sale.dialog.getByRole('group', { name: 'QR code for' })).toBeVisible();
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
  });
});

for (const width of [320, 360, 412]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`every checkout screen at ${width} px, ${theme}`, () => {
      test.use({
        viewport: { width, height: 740 },
        hasTouch: true,
        isMobile: true,
        colorScheme: theme,
      });

      // Read again while countdowns and lazy chunks settle, until a read finds nothing.
      const check = async (page: Page, screen: string) => {
        await expect.poll(() => layoutProblems(page, width), `${width} px ${theme}: ${screen}`).toEqual([]);
      };

      test('onramp: review, paying, offline, payment detected, receipt', async ({ page, shop, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const { ref, dialog } = await open(page, shop, { flow: 'onramp', theme });
        await expect(dialog.getByTestId('review-destination')).toBeVisible();
        await check(page, 'review');
        await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
        await check(page, 'paying');
        await page.keyboard.press('Escape');
        await expect(dialog.getByTestId('leave-confirm')).toBeVisible();
        await check(page, 'leave confirmation');
        await dialog.getByRole('button', { name: 'Keep paying' }).click();
        await context.setOffline(true);
        await expect(dialog.getByTestId('offline')).toBeVisible();
        await check(page, 'offline');
        await context.setOffline(false);
        const order = await payByTransfer(shop, ref);
        await expect(dialog.getByTestId('payment-detected')).toBeVisible({ timeout: SYNC_MS });
        await check(page, 'payment detected');
        // The order id, shown in groups, copies unchanged.
        await dialog.getByRole('button', { name: 'Copy Order number' }).click();
        await expect(dialog.getByRole('button', { name: 'Copied Order number' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.id);
        await shop.advance(31);
        await expect(dialog.getByTestId('receipt')).toBeVisible({ timeout: SYNC_MS });
        await check(page, 'receipt');
      });

      test('offramp: bank, account confirmed, review, deposit, copy failed, expired', async ({
        page,
        shop,
      }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'clipboard', {
            configurable: true,
            get: () => undefined,
          });
          Document.prototype.execCommand = () => false;
        });
        const { dialog } = await open(page, shop, { flow: 'offramp', theme });
        const picker = dialog.getByRole('combobox', { name: 'Bank' });
        await picker.fill('first city');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await check(page, 'bank list open');
        await picker.press('Enter');
        await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
        await dialog.getByRole('button', { name: 'Verify account' }).click();
        await expect(dialog.getByTestId('resolved-name')).toBeVisible();
        await check(page, 'account name to confirm');
        await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
        await expect(dialog.getByTestId('review-destination')).toBeVisible();
        await check(page, 'review');
        await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
        await check(page, 'deposit');
        await dialog.getByRole('button', { name: 'Copy Deposit address' }).click();
        await expect(dialog.getByTestId('copy-note').filter({ hasText: /\S/ })).toBeVisible();
        await check(page, 'copy failed');
        await shop.advance(30 * 60 + 1);
        await expect(dialog.getByRole('heading', { name: 'Time to pay has run out' })).toBeVisible({
          timeout: SYNC_MS,
        });
        await check(page, 'expired');
      });
    });
  }
}

test.describe('a merchant’s extreme look and words on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('a pill-shaped radius and the longest words keep the title, the close button and every label on the dialog', async ({
    page,
    shop,
  }) => {
    const q = new URLSearchParams({
      flow: 'onramp',
      ref: newReference('long'),
      theme: 'round',
      strings: 'long',
    });
    await page.goto(`${shop.url}/?${q}`);
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Exchange rate including every fee our partners charge')).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
      'BuyUSDTNowWithABankTransferFromAnyNigerianBankAccount',
    );
    expect(await page.evaluate(checkoutLayoutProblems, 320)).toEqual([]);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    // The corners are capped: a 9999px radius would round the dialog into a pill.
    expect(await dialog.evaluate((d) => getComputedStyle(d).borderTopLeftRadius)).toBe('24px');
  });
});

test.describe('touch targets and words on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('every bank option is at least 44 px tall', async ({ page, shop }) => {
    const { dialog } = await open(page, shop, { flow: 'offramp' });
    await dialog.getByRole('combobox', { name: 'Bank' }).focus();
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    const heights = await options.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });

  test('the tracker names finished steps in the past and the step to come by what it is', async ({
    page,
    shop,
  }) => {
    const { dialog, order } = await onrampFunding(page, shop);
    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    const tracker = dialog.getByRole('list', { name: 'Status' });
    await expect(tracker).toBeVisible({ timeout: SYNC_MS });
    await expect(tracker.getByRole('listitem')).toHaveText([
      '✓ Order created',
      '✓ Payment received',
      'Completion',
    ]);
    await expect(tracker.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await shop.advance(31);
    await expect(tracker.getByRole('listitem')).toHaveText(
      ['✓ Order created', '✓ Payment received', '✓ Completed'],
      { timeout: SYNC_MS },
    );
  });
});

test.describe('what arrived, on the receipt', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('an overpaid order keeps a receipt row for the extra sent and says who has it; prose amounts are trimmed', async ({
    page,
    shop,
  }) => {
    const { ref, dialog, order } = await offrampFunding(page, shop);
    expect(order.source.amount).toMatch(/^25\.0+$/);
    await shop.service('POST', '/v1/collections/deposits/simulate', {
      address: order.funding_account.deposit_address,
      asset: 'USDT',
      network: 'BASE',
      amount: '28.5',
    });
    await expect(dialog.getByTestId('payment-detected')).toBeVisible({ timeout: SYNC_MS });
    await shop.advance(31);
    const receipt = dialog.getByTestId('receipt');
    await expect(receipt).toBeVisible({ timeout: SYNC_MS });
    const done = await orderFor(shop, ref);
    // The service counted everything that arrived.
    expect(done.source.amount).toMatch(/^28\.50*$/);
    await expect(receipt).toContainText('You sent28.5 USDT');
    const extra = receipt.getByTestId('extra-sent');
    await expect(extra).toContainText('Extra sent3.5 USDT');
    await expect(extra).toContainText(
      "You sent 3.5 USDT more than the 25 USDT asked. The extra was converted with the rest at this order's rate and is part of what was delivered, so nothing is held and no refund is due.",
    );
    // No sentence or receipt row carries trailing zeros; the copied order id is unchanged.
    await expect(receipt).not.toContainText(/\d\.\d*0 (USDT|NGN)/);
    expect(await layoutProblems(page, 360)).toEqual([]);
  });
});

/**
 * The sandbox's own answers through the merchant's proxy, with the `environment` field a proxy that knows its
 * (test) key adds (see decisions.md, "The checkout learns test or live from what it reads"): the checkout then
 * knows the order is a test one and offers the test network's wallet link.
 */
async function markedTest(page: Page) {
  await page.route(/\/api\/pulse\/checkout\/v1\/(offramp\/)?orders/, async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let text: string;
    try {
      response = await route.fetch();
      text = await response.text();
    } catch {
      // The test ended while an order read was in flight: its page is going away, and the read with it.
      return;
    }
    // A 304 (the order unchanged since the last read) and other bodiless answers pass as they came.
    if (!response.headers()['content-type']?.includes('json') || !text) return route.fulfill({ response });
    const body = JSON.parse(text) as { data?: unknown };
    if (body.data && typeof body.data === 'object' && !Array.isArray(body.data))
      (body.data as Record<string, unknown>).environment = 'test';
    await route.fulfill({ response, json: body });
  });
}

test.describe('the funding step leads with what a phone can use', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('offramp on a touch phone: amount, address, Copy and Open in wallet above the fold, the QR after them', async ({
    page,
    shop,
  }) => {
    await markedTest(page);
    const { dialog, order } = await offrampFunding(page, shop, { asset: 'USDC', network: 'ETHEREUM' });
    const address = order.funding_account.deposit_address;
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const fold = Math.min(740, (await boxOf(dialog)).bottom);
    const inView = async (what: string, locator: Locator) => {
      const box = await boxOf(locator);
      expect(box.bottom, `${what} bottom (fold at ${fold})`).toBeLessThanOrEqual(fold);
      expect(box.top, `${what} top`).toBeGreaterThanOrEqual(0);
      return box;
    };
    await inView('amount', dialog.locator('.pulse-hero-field .pulse-value').first());
    await inView('Copy amount', dialog.getByRole('button', { name: 'Copy Amount due' }));
    const addr = await inView('address', dialog.getByText(address, { exact: true }));
    await inView('Copy address', dialog.getByRole('button', { name: 'Copy Deposit address' }));
    const link = dialog.getByTestId('wallet-link');
    const l = await inView('Open in wallet', link);
    // The link is the session's own transfer: the test token's contract on Sepolia, to this address.
    const href = await link.getAttribute('href');
    expect(href).toMatch(
      /^ethereum:0x[0-9a-fA-F]{40}@11155111\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=\d+$/,
    );
    expect(href).toContain(`address=${address}`);
    // The exchange fee note next to the amount; the network named with its nickname beside the address.
    await expect(dialog.getByTestId('fee-note')).toContainText('the full amount has to arrive');
    await expect(dialog.getByTestId('funding-network')).toHaveText('Ethereum (ERC-20)');
    // The QR code (for paying from a second device) comes after all of them.
    const qr = await boxOf(dialog.getByTestId('deposit-qr'));
    expect(qr.top).toBeGreaterThan(l.bottom);
    expect(l.top).toBeGreaterThan(addr.bottom);
    // The QR choice and the code stand centred in the step, not at its left edge.
    const step = await boxOf(dialog.locator('.pulse-step'));
    const middle = (b: { left: number; right: number }) => (b.left + b.right) / 2;
    for (const part of ['.pulse-segmented', '.pulse-qr'])
      expect(Math.abs(middle(await boxOf(dialog.locator(part))) - middle(step)), part).toBeLessThan(2);
    // Each half's label on one line, the chosen (bold) one too.
    for (const name of ['Exchange app', 'Wallet app']) {
      const lines = await dialog.getByRole('button', { name }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, name).toBe(1);
    }
    await page.screenshot({ path: 'test-results/phone-offramp-wallet-first.png' });
  });
});

test.describe('the funding step on a desktop', () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test('offramp with a mouse: the QR code leads, before the address and Open in wallet', async ({
    page,
    shop,
  }) => {
    await markedTest(page);
    const { dialog, order } = await offrampFunding(page, shop, { asset: 'USDC', network: 'ETHEREUM' });
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
    const qr = await boxOf(dialog.getByTestId('deposit-qr'));
    const addr = await boxOf(dialog.getByText(order.funding_account.deposit_address, { exact: true }));
    const link = await boxOf(dialog.getByTestId('wallet-link'));
    expect(qr.bottom).toBeLessThanOrEqual(addr.top);
    expect(addr.bottom).toBeLessThanOrEqual(link.top);
  });
});

import { join } from 'node:path';
import type { Order } from '../../packages/core/src/index.js';
import type { Locator, Page } from '@playwright/test';
import { bankByKeyboard, expect, test, type Shop } from '../fixtures/checkout.js';

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

interface Options {
  flow: 'onramp' | 'offramp';
  close?: boolean;
  amount?: string;
  /** An onramp cart that fixes the USDT the customer receives, not the naira. */
  receive?: string;
  /** Hand the checkout a live secret key instead of the proxy. */
  liveKey?: boolean;
}

/**
 * Status changes reach the page through the merchant's proxy, which reads open orders from the service every
 * 2.5 s (its default): a status assertion after a payment or a clock move waits for a sync or two.
 */
const SYNC_MS = 15_000;

/** The sandbox's funding window for an unfunded order (spec part 3), plus a second. */
const PAST_FUNDING_WINDOW_S = 30 * 60 + 1;

let counter = 0;
const newReference = (flow: string) => `e2e-${flow}-${process.pid}-${Date.now()}-${++counter}`;

/** Confirms the quote on screen and waits for the payment instructions of the order it makes. */
async function confirmOrder(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
}

/** Opens the shop page and the checkout; returns the order reference used. */
async function openCheckout(page: Page, shop: Shop, o: Options): Promise<string> {
  const ref = newReference(o.flow);
  const q = new URLSearchParams({ flow: o.flow, ref, close: o.close === false ? '0' : '1', poll: '200' });
  if (o.amount) q.set('amount', o.amount);
  if (o.receive) q.set('receive', o.receive);
  if (o.liveKey) q.set('auth', 'live');
  await page.goto(`${shop.url}/?${q}`);
  await page.getByRole('button', { name: o.flow === 'onramp' ? 'Buy USDT' : 'Sell USDT' }).click();
  await expect(
    page.getByRole('dialog', { name: o.flow === 'onramp' ? 'Buy USDT' : 'Sell USDT' }),
  ).toBeVisible();
  return ref;
}

async function ordersWith(shop: Shop, reference: string): Promise<Order[]> {
  const { body } = await shop.service<{ data: Order[] }>(
    'GET',
    `/v1/orders?reference=${encodeURIComponent(reference)}`,
  );
  return body.data;
}

async function orderFor(shop: Shop, reference: string): Promise<Order> {
  const [summary] = await ordersWith(shop, reference);
  if (!summary) throw new Error(`no order with reference ${reference}`);
  return (await shop.service<{ data: Order }>('GET', `/v1/orders/${summary.id}`)).body.data;
}

const events = (page: Page) => page.evaluate(() => window.pulseEvents);

/** Records CSP violations from the first script on, to prove the checkout needs no inline script or style. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

function noKeyReachedThePage(shop: Shop) {
  for (const r of shop.requests) {
    expect(r.headers['x-api-key'], r.url).toBeUndefined();
    expect(r.headers.authorization, r.url).toBeUndefined();
    expect(r.url).not.toContain('sk_');
  }
}

test.describe('in-app checkout against the sandbox', () => {
  test('completes an onramp order: quote, order, bank transfer, completed, callbacks in order', async ({
    page,
    shop,
  }) => {
    const csp = await watchCsp(page);
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^₦50,000\.00$/)).toBeVisible();
    await expect(dialog.getByTestId('quote-countdown')).toContainText(/[12]:\d\d/);
    await confirmOrder(dialog);

    const order = await orderFor(shop, ref);
    if (order.type !== 'onramp') throw new Error('expected an onramp order');
    const account = order.funding_account;
    await expect(dialog.getByText(account.account_number, { exact: true })).toBeVisible();
    await expect(dialog.getByText(account.account_name, { exact: true })).toBeVisible();
    await expect(dialog.getByText(account.bank_name, { exact: true })).toBeVisible();

    const transfer = await shop.service<{ data: { executed: boolean } }>(
      'POST',
      '/v1/sandbox/bank-transfers',
      {
        account_number: account.account_number,
        amount: account.amount,
      },
    );
    expect(transfer.body.data.executed).toBe(true);
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: SYNC_MS,
    });
    await shop.advance(31);
    // The receipt (the detected payment's step is titled 'Payment received' too, as its tracker step).
    await expect(dialog.getByTestId('receipt')).toBeVisible({ timeout: SYNC_MS });
    await expect(dialog.locator('.pulse-step-title')).toHaveText('Payment received');
    expect(await events(page)).toEqual([
      'status:awaiting_payment',
      'status:processing',
      'status:completed',
      'success',
    ]);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
    noKeyReachedThePage(shop);
    expect(await csp()).toEqual([]);
  });

  test('completes an offramp order: bank resolve and confirm, deposit, completed', async ({ page, shop }) => {
    const csp = await watchCsp(page);
    const ref = await openCheckout(page, shop, { flow: 'offramp' });
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    // A test sale says so from its first screen: the proxy's answers (the bank list) say test.
    await expect(dialog.getByTestId('test-mode')).toHaveText('Test mode · No real money moves');
    await picker.fill('guaranty');
    await expect(dialog.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeVisible();
    await picker.press('Enter');
    await expect(picker).toHaveValue('Guaranty Trust Bank');
    await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
    await dialog.getByRole('button', { name: 'Verify account' }).click();
    const name = await dialog.getByTestId('resolved-name').textContent();
    expect(name?.trim().length).toBeGreaterThan(3);
    await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
    await expect(dialog.getByText(/^25(\.0+)? USDT$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(
      dialog.getByText(
        'Send only USDT on the Base network. Funds sent on any other network may not reach this order and can be lost.',
      ),
    ).toBeVisible();

    const order = await orderFor(shop, ref);
    if (order.type !== 'offramp') throw new Error('expected an offramp order');
    const address = order.funding_account.deposit_address;
    await expect(dialog.getByText(address, { exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'QR code of the Base deposit address' }).locator('path'),
    ).toHaveCount(1);

    await shop.service('POST', '/v1/collections/deposits/simulate', {
      address,
      asset: 'USDT',
      network: 'BASE',
      amount: order.source.amount,
    });
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: SYNC_MS,
    });
    await shop.advance(31);
    // The receipt (the detected payment's step is titled 'Payment received' too, as its tracker step).
    await expect(dialog.getByTestId('receipt')).toBeVisible({ timeout: SYNC_MS });
    await expect(dialog.locator('.pulse-step-title')).toHaveText('Payment received');
    // The seller is the one paid: the receipt says so and names the account the naira went to.
    await expect(
      dialog.getByText('Thank you. Your sale is complete: the naira was paid to your bank account.'),
    ).toBeVisible();
    await expect(dialog.getByText('Your payment is complete', { exact: false })).toHaveCount(0);
    await expect(dialog.getByTestId('receipt-destination')).toHaveText(
      `Paid to${name!.trim()}Guaranty Trust Bank0123456789`,
    );
    expect(await events(page)).toEqual([
      'status:awaiting_payment',
      'status:processing',
      'status:completed',
      'success',
    ]);
    noKeyReachedThePage(shop);
    expect(await csp()).toEqual([]);
  });

  test('quote expiry on both clocks: expired screen, refresh with the change visible, then an order', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await shop.advance(121);
    await page.clock.fastForward(121_000);
    await expect(dialog.getByText('Quote expired', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toHaveCount(0);
    // The lapsed price's figures are struck through (the cart's naira, which the request fixed, stays).
    const figure = (label: string) =>
      dialog.locator('.pulse-figures .pulse-row').filter({ hasText: label }).locator('dd');
    const struck = (label: string) =>
      figure(label).evaluate((dd) => getComputedStyle(dd).textDecorationLine === 'line-through');
    expect([await struck('You send'), await struck('You receive'), await struck('Rate')]).toEqual([
      false,
      true,
      true,
    ]);
    // From the keyboard: Refresh keeps the focus while it runs; once the new price is in, Refresh goes and
    // the step's heading takes the focus, not the page.
    await dialog.getByRole('button', { name: 'Refresh quote' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('quote-notice')).toHaveText('Price refreshed.');
    await expect(dialog.locator('.pulse-step-title')).toBeFocused();
    expect(await struck('You receive')).toBe(false);
    await expect(dialog.getByTestId('quote-countdown')).toContainText(/[12]:\d\d/);
    await confirmOrder(dialog);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
  });

  test('a lapsed price that fixed what the customer receives strikes through the naira it priced, not the USDT', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    await openCheckout(page, shop, { flow: 'onramp', receive: '20' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await shop.advance(121);
    await page.clock.fastForward(121_000);
    await expect(dialog.getByText('Quote expired', { exact: true })).toBeVisible();
    const struck = (label: string) =>
      dialog
        .locator('.pulse-figures .pulse-row')
        .filter({ hasText: label })
        .locator('dd')
        .evaluate((dd) => getComputedStyle(dd).textDecorationLine === 'line-through');
    expect([await struck('You send'), await struck('You receive'), await struck('Rate')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  test('a phone whose clock is 10 minutes off still gets the quote’s two minutes and the order’s thirty', async ({
    page,
    shop,
  }) => {
    // The device's clock runs 10 minutes ahead of the service's (the sandbox's, which its Date header says).
    await page.addInitScript(() => {
      const Real = Date;
      const ahead = 10 * 60_000;
      class Ahead extends Real {
        constructor(...args: ConstructorParameters<typeof Date>) {
          if (args.length) super(...args);
          else super(Real.now() + ahead);
        }
        static override now() {
          return Real.now() + ahead;
        }
      }
      globalThis.Date = Ahead as DateConstructor;
    });
    await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await expect(dialog.getByTestId('quote-countdown')).toContainText(/[12]:\d\d/);
    await expect(dialog.getByText('Quote expired', { exact: true })).toHaveCount(0);
    await confirmOrder(dialog);
    await expect(dialog.getByTestId('fund-countdown')).toContainText(/(29|30):\d\d/);
  });

  test('a quote the service expired first is re-priced and confirmed again', async ({ page, shop }) => {
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await shop.advance(121);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog.getByTestId('quote-notice')).toHaveText(/price changed/);
    expect(await ordersWith(shop, ref)).toHaveLength(0);
    await confirmOrder(dialog);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
    expect(await events(page)).toEqual(['status:awaiting_payment']);
  });

  test('409 quote_changed: shows the re-priced quote, asks again, and makes one order', async ({
    page,
    shop,
  }) => {
    const quoteAnswer = page.waitForResponse((r) => r.url().endsWith('/api/pulse/checkout/v1/quotes'));
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const quoteId = ((await (await quoteAnswer).json()) as { data: { id: string } }).data.id;
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    // A refresh lands while the order is being created, as a concurrent one would in the service.
    shop.beforeNextOrderCommit(async () => {
      await shop.service('POST', `/v1/quotes/${quoteId}/refresh`);
    });
    const conflict = page.waitForResponse((r) => r.url().endsWith('/v1/onramp/orders') && r.status() === 409);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    expect(((await (await conflict).json()) as { code: string }).code).toBe('quote_changed');
    await expect(dialog.getByTestId('quote-notice')).toHaveText(/price changed/);
    await confirmOrder(dialog);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
  });

  test('a connection dropped during order creation still makes exactly one order', async ({ page, shop }) => {
    const keys: (string | undefined)[] = [];
    let dropped = false;
    let droppedStatus: number | undefined;
    await page.route('**/api/pulse/checkout/v1/onramp/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (dropped) return route.continue();
      dropped = true;
      // The order reaches the service and is made; the answer never reaches the browser. The status is
      // checked after the handler: a failed expect inside a route handler need not fail the test.
      const answer = await route.fetch();
      droppedStatus = answer.status();
      await route.abort('connectionreset');
    });
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await confirmOrder(dialog);
    expect(droppedStatus).toBe(201);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
  });

  test('an order whose every answer was lost at Confirm is shown when the customer refreshes the lapsed price', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    const made: number[] = [];
    await page.route('**/api/pulse/checkout/v1/onramp/orders', async (route) => {
      // Each try reaches the service (the first makes the order, the others replay it); no answer comes back.
      made.push((await route.fetch()).status());
      await route.abort('connectionreset');
    });
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    // The client's own tries, on the page's clock, until the customer is told.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return dialog.getByRole('alert').count();
      })
      .toBeGreaterThan(0);
    expect(made[0]).toBe(201);
    expect(await ordersWith(shop, ref)).toHaveLength(1);
    // The price lapses; the customer refreshes it. The quote was used by the order: that order is shown.
    await shop.advance(121);
    await page.clock.fastForward(121_000);
    await dialog.getByRole('button', { name: 'Refresh quote' }).click();
    await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await expect(dialog.getByTestId('resumed')).toBeVisible();
    const [order] = await ordersWith(shop, ref);
    const full = await orderFor(shop, ref);
    if (full.type !== 'onramp') throw new Error('an onramp order was expected');
    await expect(dialog.getByText(full.funding_account.account_number)).toBeVisible();
    expect(await ordersWith(shop, ref)).toEqual([order]);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('an amount under the service’s minimum: the customer is told it cannot be paid here, not that prices failed', async ({
    page,
    shop,
  }) => {
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/quotes') && r.status() === 400);
    await openCheckout(page, shop, { flow: 'onramp', amount: '1000' });
    expect(((await (await refused).json()) as { code: string }).code).toBe('invalid_amount');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText(
      'This amount cannot be paid here: it is below the minimum or above the maximum. Please go back to the shop.',
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // Not a dead end: Close, beside the sentence, takes the customer back to the shop.
    await dialog.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an order left unfunded past its window shows the expired screen, and Start again makes a new order', async ({
    page,
    shop,
  }) => {
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await confirmOrder(dialog);
    const [first] = await ordersWith(shop, ref);
    await shop.advance(PAST_FUNDING_WINDOW_S);
    await expect(dialog.getByRole('button', { name: 'Start again' })).toBeVisible({ timeout: SYNC_MS });
    await expect(dialog.locator('.pulse-step-title')).toHaveText('Time to pay has run out');
    expect((await orderFor(shop, ref)).status).toBe('expired');
    await dialog.getByRole('button', { name: 'Start again' }).click();
    await confirmOrder(dialog);
    // The service refuses a reference twice, so the new order carries a suffixed one.
    const again = await ordersWith(shop, `${ref}-2`);
    expect(again).toHaveLength(1);
    expect(again[0]?.id).not.toBe(first?.id);
    expect(await events(page)).toEqual([
      'status:awaiting_payment',
      'status:expired',
      'status:awaiting_payment',
    ]);
  });

  test('the window closes while no read comes through: the payment details go at 0:00, and the end is shown once reads return', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    const ref = await openCheckout(page, shop, { flow: 'offramp' });
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    await picker.fill('guaranty');
    await picker.press('Enter');
    await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
    await dialog.getByRole('button', { name: 'Verify account' }).click();
    await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
    await confirmOrder(dialog);
    const order = await orderFor(shop, ref);
    if (order.type !== 'offramp') throw new Error('an offramp order was expected');
    const address = order.funding_account.deposit_address;
    await expect(dialog.getByText(address, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /QR/ })).not.toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Copy/ })).not.toHaveCount(0);
    // The phone's network drops every read of the order; the window closes on both clocks meanwhile.
    await page.route(`**/api/pulse/checkout/v1/orders/${order.id}*`, (route) =>
      route.abort('internetdisconnected'),
    );
    await shop.advance(PAST_FUNDING_WINDOW_S);
    await page.clock.fastForward(PAST_FUNDING_WINDOW_S * 1000);
    const up = dialog.getByTestId('time-up');
    await expect(up).toBeVisible();
    await expect(up).toContainText('Time to pay has run out');
    await expect(up).toContainText(
      "Don't send anything now: we are checking whether your payment arrived in time. This page updates by itself.",
    );
    // Nor the last status read, "waiting for your payment", under "don't send anything now".
    await expect(up.getByTestId('order-status')).toHaveCount(0);
    await expect(up).not.toContainText('Waiting for');
    // Nothing left to pay with: no address, QR, wallet link or Copy button of an order that has ended.
    await expect(dialog.getByText(address, { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Copy/ })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /wallet/i })).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: /QR/ })).toHaveCount(0);
    // Reads come back: the service's own end of the order.
    await page.unroute(`**/api/pulse/checkout/v1/orders/${order.id}*`);
    await expect(dialog.getByRole('button', { name: 'Start again' })).toBeVisible({ timeout: SYNC_MS });
  });

  test('a changed cart under the same reference is refused, never resumed as the old order', async ({
    page,
    shop,
  }) => {
    const ref = await openCheckout(page, shop, { flow: 'onramp', amount: '50000' });
    const dialog = page.getByRole('dialog');
    await confirmOrder(dialog);
    const [first] = await ordersWith(shop, ref);
    // The same tab, the same reference: the shop changed the cart's amount, then (another visit) the wallet.
    for (const change of [{ amount: '80000' }, { wallet: '0x2222222222222222222222222222222222222222' }]) {
      const q = new URLSearchParams({ flow: 'onramp', ref, poll: '200', ...change });
      await page.goto(`${shop.url}/?${q}`);
      await page.getByRole('button', { name: 'Buy USDT' }).click();
      await expect(
        dialog.getByText('This checkout cannot start right now. Please contact the merchant.'),
      ).toBeVisible();
      await expect(dialog.getByTestId('resumed')).toHaveCount(0);
      await expect(dialog.getByTestId('order-status')).toHaveCount(0);
      expect(await events(page)).toEqual(['error:invalid_options']);
    }
    // No second quote's order, and the first is as it was.
    expect((await ordersWith(shop, ref)).map((o) => o.id)).toEqual([first?.id]);
    // The unchanged cart still resumes its order.
    await page.goto(
      `${shop.url}/?${new URLSearchParams({ flow: 'onramp', ref, poll: '200', amount: '50000' })}`,
    );
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    await expect(dialog.getByTestId('resumed')).toBeVisible();
  });

  test('Escape and the close button close only when onClose is given; focus returns', async ({
    page,
    shop,
  }) => {
    await openCheckout(page, shop, { flow: 'onramp', close: false });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await openCheckout(page, shop, { flow: 'onramp', close: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy USDT' })).toBeFocused();
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy USDT' })).toBeFocused();
    expect(await events(page)).toEqual(['close', 'close']);
  });

  test('focus is moved in, trapped with Tab and Shift+Tab, the page is inert, and focus is restored', async ({
    page,
    shop,
  }) => {
    await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    const inside = () =>
      dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    await expect(page.getByRole('button', { name: 'Buy USDT' })).toBeFocused();
  });

  test('after a click on the backdrop, Tab comes back into the dialog and Escape still closes', async ({
    page,
    shop,
  }) => {
    await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    await page.mouse.click(3, 3);
    expect(await inside()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(inside).toBe(true);
    await page.mouse.click(3, 3);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy USDT' })).toBeFocused();
  });

  test('keyboard alone: an offramp order from the shop button to the deposit address', async ({
    page,
    shop,
  }) => {
    const ref = newReference('offramp');
    await page.goto(`${shop.url}/?${new URLSearchParams({ flow: 'offramp', ref, poll: '200' })}`);
    await page.getByRole('button', { name: 'Sell USDT' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    await expect(picker).toBeVisible();
    // Close button, then the bank combobox.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await bankByKeyboard(page, picker);
    await expect(dialog.getByTestId('resolved-name')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Yes, this is my account' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = dialog.getByRole('button', { name: 'Confirm and continue' });
    await expect(confirm).toBeVisible();
    for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText(
        'Send only USDT on the Base network. Funds sent on any other network may not reach this order and can be lost.',
      ),
    ).toBeVisible();
    const order = await orderFor(shop, ref);
    expect(order.type).toBe('offramp');
  });

  test('useRate shows a live price from createRateHandler without a key in the page', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.url}/?flow=onramp`);
    await page.getByLabel('Naira to spend').fill('20000');
    await expect(page.getByTestId('rate-preview')).toHaveText(
      /^You receive \d+(\.\d+)? USDT at \d+(\.\d+)?$/,
    );
    // Under the minimum and over the maximum: one code, so one sentence that names both (it said "Enter a
    // larger amount" to a customer who had typed too much).
    const outOfRange =
      'error: invalid_amount: This amount is below the minimum or above the maximum. Enter another amount.';
    await page.getByLabel('Naira to spend').fill('100');
    await expect(page.getByTestId('rate-preview')).toHaveText(outOfRange);
    await page.getByLabel('Naira to spend').fill('200000000');
    await expect(page.getByTestId('rate-preview')).toHaveText(outOfRange);
    // An amount it cannot read is refused in the page, with its own sentence, and never asked for (it said
    // "We could not get a price right now."); a grouped one is priced.
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/pulse/rate?') && asked.push(r.url())));
    await page.getByLabel('Naira to spend').fill('1,5');
    await expect(page.getByTestId('rate-preview')).toHaveText(
      'error: invalid_amount: Enter the amount in numbers only, such as 50000 or 25.50.',
    );
    expect(asked).toEqual([]);
    await page.getByLabel('Naira to spend').fill('20,000');
    await expect(page.getByTestId('rate-preview')).toHaveText(/^You receive \d+(\.\d+)? USDT at /);
    expect(asked.map((u) => new URL(u).searchParams.get('amount'))).toEqual(['20000']);
    noKeyReachedThePage(shop);
  });
});

test.describe('accessibility (axe-core) of every step', () => {
  // axe is injected as an inline script, which the shop's strict policy would block.
  test.use({ bypassCSP: true });

  test('onramp: quote, funding, completed; expired quote', async ({ page, shop }) => {
    await page.clock.install();
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog.getByTestId('order-status')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const order = await orderFor(shop, ref);
    if (order.type !== 'onramp') throw new Error('expected an onramp order');
    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    await shop.advance(31);
    // The receipt (the detected payment's step is titled 'Payment received' too, as its tracker step).
    await expect(dialog.getByTestId('receipt')).toBeVisible({ timeout: SYNC_MS });
    await expect(dialog.locator('.pulse-step-title')).toHaveText('Payment received');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    // Reopening the same request shows the order it made, not a new quote.
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    await expect(page.getByRole('dialog').getByTestId('receipt')).toBeVisible();
    expect(await ordersWith(shop, ref)).toHaveLength(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    await openCheckout(page, shop, { flow: 'onramp' });
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Confirm and continue' }),
    ).toBeVisible();
    await page.clock.fastForward(121_000);
    await expect(page.getByRole('dialog').getByText('Quote expired', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('offramp: bank picker open, name confirmation, deposit with QR, and an error', async ({
    page,
    shop,
  }) => {
    await openCheckout(page, shop, { flow: 'offramp' });
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    await picker.fill('bank');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await picker.press('Enter');
    await dialog.getByLabel('Account number (10 digits)').fill('0000000000');
    await dialog.getByRole('button', { name: 'Verify account' }).click();
    await expect(dialog.getByLabel('Account number (10 digits)')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    // Pasted as a bank app or a chat writes it: all ten digits stay, the spaces go.
    const number = dialog.getByLabel('Account number (10 digits)');
    await number.fill('');
    await number.focus();
    await page.keyboard.insertText('0123 456 789');
    await expect(number).toHaveValue('0123456789');
    await dialog.getByRole('button', { name: 'Verify account' }).click();
    await expect(dialog.getByTestId('resolved-name')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
    // The offramp quote step: crypto in, naira out.
    await expect(dialog.getByText(/^25(\.0+)? USDT$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(
      dialog.getByRole('img', { name: 'QR code of the Base deposit address' }).locator('path'),
    ).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('onramp: expired order with Start again', async ({ page, shop }) => {
    await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog.getByTestId('order-status')).toBeVisible();
    await shop.advance(PAST_FUNDING_WINDOW_S);
    await expect(dialog.getByRole('button', { name: 'Start again' })).toBeVisible({ timeout: SYNC_MS });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the error screen of a refused live key', async ({ page, shop }) => {
    await openCheckout(page, shop, { flow: 'onramp', liveKey: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText(/contact the merchant/);
    // onError comes from the flow's start, a moment after the first render shows the alert.
    await expect.poll(() => events(page)).toEqual(['error:api_key_in_browser']);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('a network that stalls (requests held, never answered, until released)', () => {
  /** Holds every request matching `pattern` until `release()`; `held()` counts them. */
  async function stall(page: Page, pattern: RegExp) {
    const waiting: (() => Promise<void>)[] = [];
    let count = 0;
    let open = true;
    await page.route(pattern, (route) => {
      count += 1;
      // A request the page gave up meanwhile can no longer continue; that is what the page wanted.
      if (open) waiting.push(() => route.continue().catch(() => undefined));
      else void route.continue();
    });
    return {
      held: () => count,
      async release() {
        open = false;
        for (const go of waiting.splice(0)) await go();
      },
    };
  }

  test('after paying: the order reads are held, and within 10 s the customer is told the money is safe; it clears once they answer', async ({
    page,
    shop,
  }) => {
    const ref = await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await confirmOrder(dialog);
    const order = await orderFor(shop, ref);
    if (order.type !== 'onramp') throw new Error('expected an onramp order');
    const reads = await stall(page, /\/api\/pulse\/checkout\/v1\/orders\/[\w-]+$/);
    await shop.service('POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: order.funding_account.amount,
    });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('If you have paid, your money is safe: we keep trying.', {
      timeout: 10_000,
    });
    // Its button checks the payment; "Try again" above payment instructions would read as "pay again".
    await expect(alert.getByRole('button')).toHaveText('Check now');
    expect(reads.held()).toBeGreaterThan(0);
    expect(await events(page)).toContain('error:timeout');
    await reads.release();
    await page.unroute(/\/api\/pulse\/checkout\/v1\/orders\/[\w-]+$/);
    await expect(dialog.getByTestId('order-status')).toHaveText('Payment received, processing', {
      timeout: SYNC_MS,
    });
    await expect(alert).toHaveCount(0);
  });

  test('order creation held: after 5 s a phone says the service is slow and to keep the page open; the answer ends it', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openCheckout(page, shop, { flow: 'onramp' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeVisible();
    const creating = await stall(page, /\/api\/pulse\/checkout\/v1\/onramp\/orders$/);
    // From the keyboard: the button keeps the focus while the order is created, rather than dropping it to the
    // page's body, where a screen reader would lose its place.
    await dialog.getByRole('button', { name: 'Confirm and continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Creating your order…' })).toBeFocused();
    // Pressed again meanwhile, it does nothing: one order is being created.
    await page.keyboard.press('Enter');
    const slow = dialog.getByTestId('slow');
    await expect(slow).toHaveText(
      'The payment service is slow to answer. Keep this page open: we are still waiting.',
      { timeout: 8_000 },
    );
    await expect(slow).toHaveAttribute('role', 'status');
    await expect(dialog.getByRole('button', { name: 'Creating your order…' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(creating.held()).toBe(1);
    await creating.release();
    await page.unroute(/\/api\/pulse\/checkout\/v1\/onramp\/orders$/);
    await expect(dialog.getByTestId('order-status')).toHaveText('Waiting for your payment');
    await expect(slow).toHaveCount(0);
  });

  test('a bank check held: Verify keeps the keyboard focus in the dialog, and a second Enter checks nothing more', async ({
    page,
    shop,
  }) => {
    await openCheckout(page, shop, { flow: 'offramp' });
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: 'Bank' });
    await picker.fill('guaranty');
    await picker.press('Enter');
    await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
    const checking = await stall(page, /\/api\/pulse\/checkout\/v1\/banks\/resolve$/);
    await dialog.getByRole('button', { name: 'Verify account' }).focus();
    await page.keyboard.press('Enter');
    // A disabled button would drop the focus to the page's body, out of the dialog.
    const busy = dialog.getByRole('button', { name: 'Checking with the bank…' });
    await expect(busy).toBeFocused();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // The button is busy from the key press; its request reaches the network a moment later.
    await expect.poll(() => checking.held()).toBe(1);
    await page.keyboard.press('Enter');
    await checking.release();
    await page.unroute(/\/api\/pulse\/checkout\/v1\/banks\/resolve$/);
    await expect(dialog.getByTestId('resolved-name')).toBeVisible();
    expect(checking.held()).toBe(1);
  });

  test('a price that does not come: the rate preview says so after 10 s, not "updating" for ever', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.url}/?${new URLSearchParams({ flow: 'onramp', ref: newReference('rate') })}`);
    const rates = await stall(page, /\/api\/pulse\/rate\?/);
    await page.getByLabel('Naira to spend').fill('20000');
    const preview = page.getByTestId('rate-preview');
    await expect(preview).toHaveText(' (updating)');
    await expect(preview).toHaveText(
      'error: timeout: The payment service is taking too long to answer. Try again in a moment.',
      { timeout: 15_000 },
    );
    expect(rates.held()).toBe(1);
    await rates.release();
    await page.unroute(/\/api\/pulse\/rate\?/);
    // Back online, the preview asks again by itself.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect(preview).toHaveText(/^You receive [\d.]+ USDT at [\d.]+$/);
  });
});

test.describe('the bank step', () => {
  /** Opens a sale (offramp) checkout: its dialog, its bank field and its account number field. */
  async function openSale(page: Page, shop: Shop, o: Partial<Options> = {}) {
    await openCheckout(page, shop, { flow: 'offramp', ...o });
    const dialog = page.getByRole('dialog');
    return {
      dialog,
      picker: dialog.getByRole('combobox', { name: 'Bank' }),
      number: dialog.getByLabel('Account number (10 digits)'),
    };
  }

  /** Chooses Guaranty Trust Bank and asks the bank about `account`. */
  async function check({ dialog, picker, number }: Awaited<ReturnType<typeof openSale>>, account: string) {
    await picker.fill('guaranty');
    await picker.press('Enter');
    await number.fill(account);
    await dialog.getByRole('button', { name: 'Verify account' }).click();
  }

  test('a bank that did not answer, then a changed number: the new number is checked, never the old', async ({
    page,
    shop,
  }) => {
    const checked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/banks/resolve'))
        checked.push((r.postDataJSON() as { account_number: string }).account_number);
    });
    const sale = await openSale(page, shop);
    const { dialog, number } = sale;
    // The sandbox's account whose bank never answers (503 bank_unavailable).
    await check(sale, '9999999999');
    const retry = dialog.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    // The customer corrects the number: the failure and its Try again (which would check 9999999999) go.
    await number.fill('0123456789');
    await expect(retry).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Verify account' }).click();
    await expect(dialog.getByTestId('resolved-name')).toBeVisible();
    await expect(dialog.getByText(/0123456789/)).toBeVisible();
    expect(checked.at(-1)).toBe('0123456789');
    expect(new Set(checked)).toEqual(new Set(['9999999999', '0123456789']));
  });

  test('keyboard: Tab from the bank field with its list open goes to the account number, in the dialog', async ({
    page,
    shop,
  }) => {
    const { dialog, picker, number } = await openSale(page, shop);
    await picker.focus();
    await page.keyboard.type('bank');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(number).toBeFocused();
  });

  test('keyboard: after Change account, focus stays in the dialog and Tab reaches the bank field', async ({
    page,
    shop,
  }) => {
    const sale = await openSale(page, shop, { close: false });
    const { dialog, picker } = sale;
    await check(sale, '0123456789');
    await dialog.getByRole('button', { name: 'Change account' }).focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // On the form, named for what it asks: where the naira is paid to.
    await expect(dialog.getByRole('form', { name: 'Paid to' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
  });
});

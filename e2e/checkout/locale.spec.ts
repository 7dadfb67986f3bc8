/**
 * The in-app checkout in the customer's language, against the sandbox: a Yorùbá onramp order from the quote to
 * the receipt with no English on screen but the names the service gives (bank, account holder, network, coin),
 * and an override of a key the catalogue does not have refused by name.
 */
import type { Locator, Page } from '@playwright/test';
import { checkout as en } from '../../packages/core/src/locales/en/checkout.js';
import { checkoutErrors as enErrors } from '../../packages/core/src/locales/en/checkout-errors.js';
import { checkoutLater as enLater } from '../../packages/core/src/locales/en/checkout-later.js';
import { checkoutPay as enPay } from '../../packages/core/src/locales/en/checkout-pay.js';
import { checkout as yo } from '../../packages/core/src/locales/yo/checkout.js';
import { checkoutErrors as yoErrors } from '../../packages/core/src/locales/yo/checkout-errors.js';
import { checkoutLater as yoLater } from '../../packages/core/src/locales/yo/checkout-later.js';
import { checkoutPay as yoPay } from '../../packages/core/src/locales/yo/checkout-pay.js';
import { expect, orderFor, test, type Shop } from '../fixtures/checkout.js';

/** Status changes reach the page through the merchant's proxy, which reads open orders every 2.5 s. */
const SYNC_MS = 15_000;

let counter = 0;
const newReference = () => `e2e-locale-${process.pid}-${Date.now()}-${++counter}`;

/** Every English sentence of the checkout, cut at its placeholders, as fragments a customer could read. */
const ENGLISH = [en, enErrors, enPay, enLater]
  .flatMap((file) => Object.values(file))
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 6);

/** Everyday English words of a payment screen; none may be left once the service's names are taken out. */
const ENGLISH_WORDS =
  /\b(the|your|you|we|payment|pay|order|send|sent|amount|account|bank|copy|copied|network|price|rate|received|completed|waiting|done|number|confirm|continue|status)\b/i;

/** The dialog's text without the names and values the service gives (they are not ours to translate). */
async function ourWords(dialog: Locator, names: string[]): Promise<string> {
  let text = await dialog.innerText();
  for (const name of [...names, 'USDT', 'Base', 'Pulse', 'QR']) text = text.split(name).join(' ');
  return text;
}

async function expectNoEnglish(dialog: Locator, names: string[], screen: string) {
  const text = await ourWords(dialog, names);
  for (const fragment of ENGLISH) expect(text, `${screen}: "${fragment}"`).not.toContain(fragment);
  expect(text.match(ENGLISH_WORDS)?.[0], `${screen}: an English word`).toBeUndefined();
}

async function open(page: Page, shop: Shop, query: Record<string, string>) {
  const ref = newReference();
  const q = new URLSearchParams({ flow: 'onramp', ref, close: '1', poll: '200', ...query });
  await page.goto(`${shop.url}/?${q}`);
  // The merchant's own button, in the merchant's words.
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  return ref;
}

test.describe('in-app checkout in Yorùbá against the sandbox', () => {
  test('reaches a paid order with no English on screen but the names the service gives', async ({
    page,
    shop,
  }) => {
    const ref = await open(page, shop, { locale: 'yo-NG' });
    const dialog = page.getByRole('dialog', { name: 'Ra USDT' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('.pulse-checkout')).toHaveAttribute('lang', 'yo');
    // The dialog that replaced the skeleton's while the sentences loaded has the focus, not the page's body.
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole('heading', { name: yo.reviewTitle })).toBeVisible();
    await expect(dialog.getByText(/^₦50,000\.00$/)).toBeVisible();
    await expectNoEnglish(dialog, [], 'quote');

    await dialog.getByRole('button', { name: yo.confirm }).click();
    await expect(dialog.getByTestId('order-status')).toHaveText(yo.statusAwaitingTitle);
    const order = await orderFor(shop, ref);
    if (order.type !== 'onramp') throw new Error('expected an onramp order');
    const account = order.funding_account;
    const names = [account.account_name, account.bank_name, account.account_number, order.id];
    await expect(dialog.getByRole('heading', { name: yoPay.payInto })).toBeVisible();
    await expectNoEnglish(dialog, names, 'funding');

    const transfer = await shop.service<{ data: { executed: boolean } }>(
      'POST',
      '/v1/sandbox/bank-transfers',
      { account_number: account.account_number, amount: account.amount },
    );
    expect(transfer.body.data.executed).toBe(true);
    await expect(dialog.getByTestId('order-status')).toHaveText(yo.statusProcessing, { timeout: SYNC_MS });
    await expectNoEnglish(dialog, names, 'payment detected');

    await shop.advance(31);
    await expect(dialog.getByRole('heading', { name: yo.successTitle })).toBeVisible({ timeout: SYNC_MS });
    const receipt = dialog.getByTestId('receipt');
    await expect(receipt).toContainText(`${yoLater.youPaid}₦50,000.00`);
    await expect(receipt).toContainText(`${yo.orderNumber}`);
    await expect(dialog.getByRole('button', { name: yoLater.done })).toBeVisible();
    const done = await orderFor(shop, ref);
    expect(done.status).toBe('completed');
    await expectNoEnglish(dialog, [...names, done.destination.amount.replace(/0+$/, '')], 'receipt');
  });

  test('refuses an override of a key the catalogue does not have', async ({ page, shop }) => {
    await open(page, shop, { locale: 'yo', strings: 'bad' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('error')).toBeVisible();
    // onError runs in an effect after the render that shows the error.
    await expect.poll(() => page.evaluate(() => window.pulseEvents)).toContain('error:invalid_strings');
    // The customer reads that the checkout cannot start, in Yorùbá; the key is named to the merchant.
    await expect(dialog.getByTestId('error')).toContainText(yoErrors.errSetup);
  });
});

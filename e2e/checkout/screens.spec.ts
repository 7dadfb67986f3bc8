/**
 * Every screen the paying customer sees, at 360 px and on a desktop, in light, dark and a strong merchant
 * theme: the facts of each screen, the contrast of every pair computed from the rendered styles, values that
 * never break across lines, axe, and a screenshot kept under test-results/.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Order } from '../../packages/core/src/index.js';
import { expect, test, type Shop } from '../fixtures/checkout.js';

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');
const SHOTS = join(process.cwd(), 'test-results/checkout-screens');

/**
 * Status changes reach the page through the merchant's proxy, which reads open orders from the service every
 * 2.5 s (its default): a status assertion after a payment or a clock move waits for a sync or two.
 */
const SYNC_MS = 15_000;

const VIEWPORTS = { '360': { width: 360, height: 740 }, desktop: { width: 1280, height: 860 } } as const;
const THEMES = ['light', 'dark', 'strong'] as const;

let counter = 0;
const newReference = (flow: string) => `e2e-screens-${flow}-${process.pid}-${Date.now()}-${++counter}`;

async function orderFor(shop: Shop, reference: string): Promise<Order> {
  const list = await shop.service<{ data: Order[] }>(
    'GET',
    `/v1/orders?reference=${encodeURIComponent(reference)}`,
  );
  const id = list.body.data[0]?.id;
  if (!id) throw new Error(`no order with reference ${reference}`);
  return (await shop.service<{ data: Order }>('GET', `/v1/orders/${id}`)).body.data;
}

/**
 * Each visible text in the dialog against its effective background (4.5:1), and each focus ring and control
 * border against the card (3:1), from computed styles. Disabled controls and screen-reader-only text are
 * exempt, as in WCAG. Returns the failing pairs.
 */
function contrastFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parse = (c: string): [number, number, number, number] | null => {
      const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      if (rgb) return [+rgb[1]!, +rgb[2]!, +rgb[3]!, rgb[4] === undefined ? 1 : +rgb[4]];
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(c);
      if (srgb)
        return [+srgb[1]! * 255, +srgb[2]! * 255, +srgb[3]! * 255, srgb[4] === undefined ? 1 : +srgb[4]];
      return null;
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0.99) return c;
      }
      return [255, 255, 255];
    };
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ['no dialog'];
    const card = background(dialog);
    const failures: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 30)}"`;
    for (const el of dialog.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('[disabled], svg')) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (hasText) {
        const fg = parse(style.color);
        const r = fg ? ratio(fg, background(el)) : 0;
        if (r < 4.5) failures.push(`text ${r.toFixed(2)}:1 ${name(el)} ${style.color}`);
      }
      if (el.matches('.pulse-copy, .pulse-input, .pulse-secondary')) {
        const border = parse(style.borderTopColor);
        const r = border ? ratio(border, background(el.parentElement)) : 0;
        if (r < 3) failures.push(`border ${r.toFixed(2)}:1 ${name(el)}`);
      }
    }
    // The focus ring, drawn by the stylesheet on :focus-visible, against the card.
    const ring =
      getComputedStyle(dialog).getPropertyValue('--pulse-accent') || getComputedStyle(dialog).color;
    const probe = document.createElement('span');
    probe.style.color = ring;
    dialog.append(probe);
    const ringColor = parse(getComputedStyle(probe).color);
    probe.remove();
    const r = ringColor ? ratio(ringColor, card) : 0;
    if (r < 3) failures.push(`focus ring ${r.toFixed(2)}:1`);
    return failures;
  });
}

/** Values (amounts, account numbers, groups of an address or id) split across lines, and wrapped copy buttons. */
function brokenValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog'];
    const box = dialog.getBoundingClientRect();
    const pad = getComputedStyle(dialog);
    const right = box.right - parseFloat(pad.paddingRight) + 1;
    const left = box.left + parseFloat(pad.paddingLeft) - 1;
    for (const el of dialog.querySelectorAll<HTMLElement>('.pulse-value, .pulse-copy, .pulse-button')) {
      const r = el.getBoundingClientRect();
      if (r.right > right || r.left < left) out.push(`past the edge: ${el.textContent}`);
    }
    // The lines an element's text stands on (the rectangles of its text nodes, not of the boxes around them).
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) tops.add(Math.round(r.top));
      }
      return tops.size;
    };
    // Amounts and account numbers stay on one line; long values (addresses, ids) wrap only between their
    // groups of four characters.
    for (const el of document.querySelectorAll<HTMLElement>(
      '[role="dialog"] .pulse-value:not(.pulse-address), [role="dialog"] .pulse-group',
    )) {
      if (lines(el) > 1) out.push(`split: ${el.textContent}`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`clipped: ${el.textContent}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[role="dialog"] .pulse-copy')) {
      const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
      if (lines(el) > 1) out.push(`copy button wraps: ${el.getAttribute('aria-label')}`);
      if (el.getBoundingClientRect().height < 44 || el.getBoundingClientRect().width < 44)
        out.push(`copy button under 44 px: ${el.getAttribute('aria-label')} (${line})`);
    }
    return out;
  });
}

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const runner = (
      window as unknown as {
        axe: {
          run: (d: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await runner.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

/** The checks every screen gets, then its screenshot. */
async function screen(page: Page, label: string) {
  // Read again while countdowns and lazy chunks settle into the frame, until a read finds nothing.
  await expect.poll(() => contrastFailures(page), `${label}: contrast`).toEqual([]);
  await expect.poll(() => brokenValues(page), `${label}: values`).toEqual([]);
  expect(await axe(page), `${label}: axe`).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `${label}.png`), fullPage: true });
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    test.describe(`checkout screens at ${size}, ${theme}`, () => {
      // axe is injected as an inline script, which the shop's strict policy would block.
      test.use({ viewport, bypassCSP: true, colorScheme: theme === 'dark' ? 'dark' : 'light' });

      test('onramp: review, pay, payment detected, receipt', async ({ page, shop }) => {
        const ref = newReference('onramp');
        const tag = `${size}-${theme}-onramp`;
        await page.goto(`${shop.url}/?${new URLSearchParams({ flow: 'onramp', ref, poll: '200', theme })}`);
        await page.getByRole('button', { name: 'Buy USDT' }).click();
        const dialog = page.getByRole('dialog', { name: 'Buy USDT' });
        await expect(dialog.getByTestId('review-destination')).toContainText(
          '0x8ba1f109551bd432803012645ac136ddd64dba72',
        );
        await expect(dialog.getByText('Base', { exact: true })).toBeVisible();
        await screen(page, `${tag}-1-review`);

        await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(dialog.getByText('Transfer exactly this amount to the account below')).toBeVisible();
        await expect(dialog.getByTestId('fund-countdown')).toContainText(/Pay within \d+:\d\d/);
        await expect(dialog.getByTestId('watching')).toBeVisible();
        await expect(page.locator('[role="dialog"] > [role="status"]')).toHaveText(
          'Status: Waiting for your payment',
        );
        await screen(page, `${tag}-2-funding`);

        const order = await orderFor(shop, ref);
        if (order.type !== 'onramp') throw new Error('expected an onramp order');
        // The customer is on a copy button when the payment lands: it goes, and focus goes to what replaced it.
        await dialog.getByRole('button', { name: 'Copy Account number' }).focus();
        await shop.service('POST', '/v1/sandbox/bank-transfers', {
          account_number: order.funding_account.account_number,
          amount: order.funding_account.amount,
        });
        await expect(dialog.getByTestId('payment-detected')).toBeVisible({ timeout: SYNC_MS });
        await expect(dialog.getByText(/Transfer exactly/)).toHaveCount(0);
        await expect(dialog.getByText(order.funding_account.account_number, { exact: true })).toHaveCount(0);
        await expect(
          dialog.getByRole('button', { name: /Copy (Amount|Account number|Bank name)/ }),
        ).toHaveCount(0);
        await expect(dialog.getByTestId('fund-countdown')).toHaveCount(0);
        await expect(page.locator('[role="dialog"] > [role="status"]')).toHaveText(
          'Status: Payment received, processing',
        );
        await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeFocused();
        await screen(page, `${tag}-3-detected`);

        await shop.advance(31);
        const receipt = dialog.getByTestId('receipt');
        await expect(receipt).toBeVisible({ timeout: SYNC_MS });
        const done = await orderFor(shop, ref);
        await expect(receipt).toContainText(
          // Naira as Intl writes it for en-NG: 50000.00 reads ₦50,000.00.
          `You paid₦${done.source.amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
        );
        await expect(receipt).toContainText(/Delivered[\d.,]+ USDT/);
        // Where it went: the wallet the shop's request named, as the review showed it.
        await expect(receipt.getByTestId('receipt-destination')).toHaveText(
          'Delivered to wallet0x8ba1f109551bd432803012645ac136ddd64dba72',
        );
        await expect(dialog.getByText('Thank you. Your payment is complete.')).toBeVisible();
        await expect(receipt).toContainText('NetworkBase');
        await expect(receipt).toContainText(`Order number${done.id}`);
        await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
        await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeFocused();
        await screen(page, `${tag}-4-receipt`);
      });

      test('offramp: bank search, confirmed account, deposit, leave confirmation, expired order', async ({
        page,
        shop,
      }) => {
        const ref = newReference('offramp');
        const tag = `${size}-${theme}-offramp`;
        await page.goto(`${shop.url}/?${new URLSearchParams({ flow: 'offramp', ref, poll: '200', theme })}`);
        await page.getByRole('button', { name: 'Sell USDT' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sell USDT' });
        const picker = dialog.getByRole('combobox', { name: 'Bank' });
        await picker.focus();
        // Popular banks first.
        await expect(dialog.getByRole('option').first()).toHaveText('Guaranty Trust Bank');
        await picker.fill('GTB');
        await expect(dialog.getByRole('option').first()).toHaveText('Guaranty Trust Bank');
        await picker.fill('UBA');
        await expect(dialog.getByRole('option').first()).toHaveText('United Bank for Africa');
        await picker.fill('zzz');
        await expect(picker).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByText(/No bank matches "zzz"/)).toBeVisible();
        await picker.fill('FCMB');
        await picker.press('Enter');
        await expect(picker).toHaveValue('First City Monument Bank');
        await dialog.getByLabel('Account number (10 digits)').fill('0123456789');
        await screen(page, `${tag}-1-bank`);
        await dialog.getByRole('button', { name: 'Verify account' }).click();
        await expect(dialog.getByTestId('resolved-name')).toBeVisible();
        await expect(page.locator('[role="dialog"] > [role="status"]')).toContainText(
          'The bank says this account belongs to',
        );
        await dialog.getByRole('button', { name: 'Yes, this is my account' }).click();
        await expect(dialog.getByTestId('review-destination')).toContainText(
          'First City Monument Bank0123456789',
        );
        await screen(page, `${tag}-2-review`);

        await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(
          dialog.getByText(
            'Send only USDT on the Base network. Funds sent on any other network may not reach this order and can be lost.',
          ),
        ).toBeVisible();
        await expect(dialog.getByText(/withdrawal fee must not come off/)).toBeVisible();
        const order = await orderFor(shop, ref);
        if (order.type !== 'offramp') throw new Error('expected an offramp order');
        await expect(dialog.getByText(order.funding_account.deposit_address, { exact: true })).toBeVisible();
        await screen(page, `${tag}-3-deposit`);

        await page.keyboard.press('Escape');
        await expect(dialog.getByTestId('leave-confirm')).toContainText(order.id);
        await expect(dialog.getByRole('heading', { name: 'Leave checkout?' })).toBeFocused();
        await screen(page, `${tag}-4-leave`);
        await dialog.getByRole('button', { name: 'Keep paying' }).click();

        await shop.advance(30 * 60 + 1);
        await expect(dialog.getByRole('heading', { name: 'Time to pay has run out' })).toBeVisible({
          timeout: SYNC_MS,
        });
        await expect(dialog.getByTestId('expired-sent')).toContainText(
          'Already sent money? A payment that arrives after the order expired, or that was sent on another network, does not complete it.',
        );
        await expect(dialog.getByText(order.funding_account.deposit_address, { exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Copy Order number' })).toBeVisible();
        await screen(page, `${tag}-5-expired`);
      });
    });
  }
}

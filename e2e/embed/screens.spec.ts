/**
 * Every screen of the hosted embed a paying customer can reach, at 360 px and desktop, in light (a merchant's
 * white background on a dark-mode device), dark and a strong merchant theme. Each state asserts its facts,
 * runs axe in the frame and the page, checks the contrast of every rendered colour pair and that no value is
 * split across lines, and keeps a screenshot under test-results/.
 */
import type { Frame, Page } from '@playwright/test';
import { scale, trimZeros } from '../../packages/core/src/internal.js';
import {
  clientSession,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  readOrder,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type Servers,
} from '../fixtures/embed.js';
import { axe } from '../fixtures/axe.js';
import { offScreen } from './layout.js';

const THEMES = {
  // The case of issue 12: a merchant's white background must stay light on a device in dark mode.
  light: { theme: { backgroundColor: '#ffffff' }, colorScheme: 'dark' },
  dark: { theme: { mode: 'dark' }, colorScheme: 'light' },
  strong: {
    theme: { primaryColor: '#ffeb3b', borderRadius: '0px', fontFamily: 'Georgia, serif' },
    colorScheme: 'light',
  },
} as const;

// Phones of 320, 360 and 412 CSS px (the host page's 8 px margin leaves the frame 304, 344 and 396), and desktop.
const WIDTHS = [320, 360, 412, 1280];

/**
 * Every colour pair as rendered: text on its effective background (4.5:1, 3:1 for large text), control
 * borders and status marks on the card (3:1), and the focus ring's accent on the card (3:1).
 */
function contrastFailures(): string[] {
  const parse = (c: string): { rgb: number[]; a: number } | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m?.[1]) return null;
    const p = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { rgb: p.slice(0, 3), a: p.length > 3 ? (p[3] ?? 1) : 1 };
  };
  const lum = (rgb: number[]) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(rgb[0] ?? 0) + 0.7152 * f(rgb[1] ?? 0) + 0.0722 * f(rgb[2] ?? 0);
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const bgOf = (el: Element | null): number[] => {
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) return c.rgb;
    }
    return [255, 255, 255];
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const out: string[] = [];
  const check = (what: string, el: Element, fg: string, bg: number[], min: number) => {
    const c = parse(fg);
    if (!c) return;
    const r = ratio(c.rgb, bg);
    if (r < min) out.push(`${what} ${name(el)}: ${r.toFixed(2)}:1 < ${min}:1`);
  };
  const card = document.querySelector('.card');
  for (const el of document.querySelectorAll('.card *')) {
    if (el.closest('.offscreen, svg') || el.getClientRects().length === 0) continue;
    const style = getComputedStyle(el);
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
    if (hasText && !(el as HTMLButtonElement).disabled) {
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      check('text', el, style.color, bgOf(el), large ? 3 : 4.5);
    }
    if (el.matches('.copy, .option, input[type=text]') && style.borderTopStyle !== 'none') {
      check('control border', el, style.borderTopColor, bgOf(el.parentElement), 3);
    }
    if (el.matches('.screen, .note, .banner')) {
      check('status mark', el, style.borderLeftColor, bgOf(el.parentElement), 3);
    }
  }
  if (card) {
    // The focus ring is drawn in the accent, around controls on the card.
    const probe = document.createElement('span');
    probe.style.color = 'var(--pulse-accent)';
    card.append(probe);
    check('focus ring', card, getComputedStyle(probe).color, bgOf(card), 3);
    probe.remove();
  }
  return out;
}

/**
 * Values that were split across lines by layout (each must sit on one line; addresses and order numbers only
 * between their groups of four), and undersized copy buttons.
 */
function splitValues(): string[] {
  const out: string[] = [];
  // The lines its text stands on (the rectangles of its text nodes, not of the boxes around them).
  const lines = (el: Element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  };
  // Addresses and order numbers wrap between their groups of four, never inside one, and never scroll.
  for (const el of document.querySelectorAll(
    '.value, .amount-value, .grouped span, .copy, .countdown-time',
  )) {
    if (el.getClientRects().length === 0) continue;
    if (lines(el) > 1) out.push(`split over ${lines(el)} lines: ${(el.textContent ?? '').trim()}`);
    const grouped = el.closest('.grouped');
    if (grouped && grouped.scrollWidth > grouped.clientWidth + 1) {
      out.push(`value scrolls at this width: ${grouped.textContent ?? ''}`);
    }
    if (el.matches('.copy')) {
      const r = el.getBoundingClientRect();
      if (r.height < 44 || r.width < 44) out.push(`copy button ${r.width}x${r.height} under 44 px`);
    }
  }
  return out;
}

const announced = (frame: Frame) => frame.locator('[data-testid=announcer]');

test.describe.configure({ mode: 'parallel' });

for (const [themeName, { theme, colorScheme }] of Object.entries(THEMES)) {
  test(`every payment screen, ${themeName} theme, 320, 360, 412 px and desktop`, async ({
    hostPage: page,
    servers,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${servers.host.url}/host.html`);
      await page.waitForFunction(() => typeof (window as { mountEmbed?: unknown }).mountEmbed === 'function');
      await walk(page, servers, theme, `${themeName}-${width}`);
    }
  });
}

async function walk(page: Page, servers: Servers, theme: Record<string, unknown>, tag: string) {
  /** The facts every state shares: axe in frame and page, every pair's contrast, no split value. */
  const state = async (id: string, frame: Frame, name: string) => {
    await page.locator(`#${id} iframe`).screenshot({ path: test.info().outputPath(`${tag}-${name}.png`) });
    expect(await axe(frame), `axe in the frame, ${name}`).toEqual([]);
    expect(await axe(page.mainFrame()), `axe in the page, ${name}`).toEqual([]);
    expect(await frame.evaluate(contrastFailures), `contrast, ${name}`).toEqual([]);
    expect(await frame.evaluate(splitValues), `values on one line, ${name}`).toEqual([]);
    expect(await frame.evaluate(offScreen), `everything on screen, ${name}`).toEqual([]);
    const box = await page.locator(`#${id} iframe`).boundingBox();
    expect(box && box.x + box.width, `the frame inside the page, ${name}`).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  };
  const direct = async (id: string) => {
    const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'POLYGON' });
    await mountEmbed(page, id, specFor(servers, s.token, { flow: 'direct', theme }));
    return s;
  };

  // Picker (flow select): only the session's pairs, with human network names; no instruction to send yet.
  const picker = await mintSession(servers.sandbox);
  await mountEmbed(page, 'pick', specFor(servers, picker.token, { theme }));
  const pay = await direct('pay');
  const under = await direct('under');
  const wrong = await direct('wrong');
  for (const id of ['pick', 'pay', 'under', 'wrong']) await waitFor(page, id, 'ready');
  const pick = await frameOf(page, 'pick');
  const wire = await clientSession(servers.sandbox, picker.token);
  await expect(pick.getByRole('radio')).toHaveCount(
    wire.options.assets.length + wire.options.networks.length,
  );
  await expect(pick.getByRole('radio', { name: 'Polygon', exact: true })).toBeVisible();
  // Each network shows the sandbox's price of USDT on it; PLASMA, without network cost there, is marked lowest.
  const usdt = (n: string) => wire.options.prices!.find((p) => p.asset === 'USDT' && p.network === n)!.amount;
  await expect(pick.getByRole('radio', { name: 'Ethereum', exact: true })).toHaveAccessibleDescription(
    `${usdt('ETHEREUM')} USDT`,
  );
  await expect(pick.getByText('Lowest amount')).toHaveCount(1);
  // "Lowest amount" sits under the amount, a block of its own, which the browser reads after a space: the
  // comma before it is for the pause, and the space before the comma is not voiced.
  await expect(pick.getByRole('radio', { name: 'Plasma', exact: true })).toHaveAccessibleDescription(
    `${usdt('PLASMA')} USDT , Lowest amount`,
  );
  // One network a row, each amount at its row's end: the rows are one width and the amounts end in one line.
  const rows = await pick.locator('.rows .option').evaluateAll((options) =>
    options.map((o) => ({
      width: Math.round(o.getBoundingClientRect().width),
      end: Math.round(o.querySelector('.price')!.getBoundingClientRect().right),
    })),
  );
  expect(rows).toHaveLength(wire.options.networks.length);
  expect(new Set(rows.map((r) => r.width)).size).toBe(1);
  expect(new Set(rows.map((r) => r.end)).size).toBe(1);
  await expect(pick.locator('.subtitle')).toHaveCount(0);
  await state('pick', pick, 'picker');
  // The contrast check can fail: muted text set to the card's own colour is reported.
  const muted = (on: boolean) =>
    pick.evaluate((set) => {
      const card = document.querySelector('.card') as HTMLElement;
      if (set) card.style.setProperty('--pulse-muted', getComputedStyle(card).backgroundColor);
      else card.style.removeProperty('--pulse-muted');
    }, on);
  await muted(true);
  const faded = await pick.evaluate(contrastFailures);
  await muted(false);
  expect(faded.some((f) => f.includes('Only the networks this payment'))).toBe(true);

  // Awaiting payment: amount, price countdown, address with copy buttons, the watching line and fee note.
  const payFrame = await frameOf(page, 'pay');
  await expect(payFrame.locator('.subtitle')).toHaveText(/Send exactly the amount/);
  await expect(payFrame.getByText(/Price locked for \d+:\d\d/)).toBeVisible();
  await expect(payFrame.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(payFrame.getByTestId('watching')).toBeVisible();
  await expect(payFrame.getByTestId('fee-note')).toContainText('withdrawal fee must not come off');
  await expect(payFrame.getByText('Deposit address (Polygon)')).toBeVisible();
  await state('pay', payFrame, 'awaiting-payment');

  // Money arrives: all of it (pay), part of it (under), on another network (wrong).
  const address = async (f: Frame) => (await f.locator('.address').textContent()) ?? '';
  const payAmount = (await payFrame.locator('.amount-value').textContent()) ?? '';
  const underFrame = await frameOf(page, 'under');
  const wrongFrame = await frameOf(page, 'wrong');
  const deposit = (a: string, network: string, amount: string) =>
    simulateDeposit(servers.sandbox, { address: a, asset: 'USDT', network, amount });
  // The customer is on the copy button when the payment is detected and the button goes away.
  await payFrame.getByRole('button', { name: 'Copy address' }).focus();
  // One per cent more than due: the receipt then keeps its row for the extra.
  const paid = scale(payAmount, 101n, 100n);
  await deposit(await address(payFrame), 'POLYGON', paid);
  await deposit(await address(underFrame), 'POLYGON', '1');
  await deposit(await address(wrongFrame), 'BASE', '5');

  await waitFor(page, 'pay', 'status', 'deposit_detected');
  await expect.poll(() => payFrame.evaluate(() => document.activeElement?.id)).toBe('status-title');
  await expect(payFrame.locator('#status-title')).toHaveText('Payment detected');
  // A screen reader reads the heading as the focus lands on it: the live region does not say it again.
  await expect(announced(payFrame)).toHaveText('');
  await expect(payFrame.locator('.subtitle')).toHaveCount(0);
  await expect(payFrame.getByText(/Send exactly|Price locked/)).toHaveCount(0);
  await expect(payFrame.locator('.address')).toHaveCount(0);
  await expect(payFrame.getByRole('button', { name: /Copy (address|amount)/ })).toHaveCount(0);
  await expect(payFrame.locator('[aria-current=step]')).toHaveText('Detected');
  await expect(payFrame.getByTestId('order-id').locator('code')).toHaveText(pay.order_id);
  await state('pay', payFrame, 'deposit-detected');

  await waitFor(page, 'under', 'status', 'underpaid');
  const underWire = await clientSession(servers.sandbox, under.token);
  await expect(announced(underFrame)).toHaveText('Part of the payment arrived');
  await expect(underFrame.locator('#remaining-label')).toHaveText('Still to send');
  await expect(underFrame.locator('[aria-labelledby=remaining-label] .amount-value')).toHaveText(
    underWire.received.remaining,
  );
  await expect(underFrame.getByTestId('remaining-naira')).toHaveText(/^≈ ₦[\d,]+\.\d\d$/);
  await expect(underFrame.getByText(/Time left to send the rest \d+:\d\d/)).toBeVisible();
  await expect(underFrame.getByText(/Price locked/)).toHaveCount(0);
  await expect(underFrame.locator('.address')).toHaveText(await address(underFrame));
  await state('under', underFrame, 'underpaid');

  await waitFor(page, 'wrong', 'status', 'wrong_chain');
  await expect(wrongFrame.locator('[aria-current=step]')).toHaveText('Held: other network');
  // The deposit as it arrived: 5 USDT on Base, not the session's amount on Polygon; held, said once.
  await expect(wrongFrame.getByTestId('held')).toContainText('Held5 USDT');
  await expect(wrongFrame.getByTestId('held')).toContainText('NetworkBase');
  await expect(wrongFrame.getByTestId('held')).toContainText('What happens to itHeld for you, not lost.');
  // Then the deposit as the screen lists it: how much, on which network.
  await expect(announced(wrongFrame)).toHaveText(
    'Sent on another network. Your funds arrived on a different network than Polygon. They are held, not lost. Do not send again; contact the merchant with the order number below to get them back. Held: 5 USDT, Base. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
  );
  await expect(wrongFrame.locator('.address')).toHaveCount(0);
  await expect(wrongFrame.getByTestId('order-id').locator('code')).toHaveText(wrong.order_id);
  await state('wrong', wrongFrame, 'wrong-chain');

  // Through confirmation (15 s), conversion (5 s) and settlement (10 s) to a receipt.
  servers.sandbox.clock.advance(30_000);
  await waitFor(page, 'pay', 'status', 'completed');
  const receipt = payFrame.getByTestId('receipt');
  await expect(receipt).toContainText(`You paid${trimZeros(paid)} USDT`);
  const payWire = await clientSession(servers.sandbox, pay.token);
  await expect(receipt.getByTestId('extra-sent')).toContainText(
    `Extra sent${trimZeros(payWire.received.excess)} USDT`,
  );
  // No naira for the merchant after an overpayment: the extra went to the merchant too, and no answer of the
  // service says what all that arrived came to.
  await expect(receipt.getByTestId('merchant-receives')).toHaveCount(0);
  await expect(receipt).toContainText('NetworkPolygon');
  await expect(receipt.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(receipt.getByTestId('order-id').locator('code')).toHaveText(pay.order_id);
  await expect(receipt.getByRole('button', { name: 'Copy order number' })).toBeVisible();
  await state('pay', payFrame, 'completed');

  // The price lapses on a fresh payment: the address stays for a customer who already sent; Refresh moves
  // focus to the new amount.
  const late = await direct('late');
  await waitFor(page, 'late', 'ready');
  const lateFrame = await frameOf(page, 'late');
  const lateOrder = await readOrder(servers.sandbox, late.order_id);
  servers.sandbox.clock.advance(
    Date.parse(lateOrder.locked_until ?? '') - servers.sandbox.clock.now().getTime() + 1000,
  );
  await waitFor(page, 'late', 'quote_expired');
  await expect(lateFrame.getByTestId('late-note')).toContainText('still credited when it arrives');
  await expect(lateFrame.locator('.address')).toBeVisible();
  await expect(lateFrame.locator('.subtitle')).toHaveCount(0);
  // No instruction to send at a price that is gone: the address is for a customer who already sent.
  await expect(lateFrame.getByText('Send only', { exact: false })).toHaveCount(0);
  await state('late', lateFrame, 'price-expired');
  await lateFrame.getByRole('button', { name: 'Refresh quote' }).click();
  await waitFor(page, 'late', 'quote_refreshed');
  await expect
    .poll(() => lateFrame.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
    .toBe('amount-label');

  // The session ends after a partial payment: what arrived, that it is held and refunded, the order number.
  // Every change of the live region's text from here on, to show the held money is said once.
  await underFrame.evaluate(() => {
    const said: string[] = [];
    (window as { heldSaid?: string[] }).heldSaid = said;
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid=announcer]')?.textContent ?? '';
      if (text !== last && text.includes('held')) said.push(`${text.split('.')[0]}.`);
      last = text;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const ends = Date.parse(underWire.expires_at) - servers.sandbox.clock.now().getTime() + 1000;
  servers.sandbox.clock.advance(ends);
  await expect(underFrame.getByTestId('held-note')).toContainText(
    `We received ${trimZeros(underWire.received.amount)} USDT, less than the amount due. It is held for you and refunded`,
  );
  await expect(underFrame.getByTestId('order-id').locator('code')).toHaveText(under.order_id);
  await expect(underFrame.getByText('session_expired')).toHaveCount(0);
  await expect(announced(underFrame)).toHaveText(
    `This payment session has ended. We received ${trimZeros(underWire.received.amount)} USDT, less than the amount due. It is held for you and refunded; contact the merchant with the order number below. Do not send more to this address.`,
  );
  // Said once: the region's text was set to it one time, however often the screen drew since.
  expect(await underFrame.evaluate(() => (window as { heldSaid?: string[] }).heldSaid)).toEqual([
    'This payment session has ended.',
  ]);
  await state('under', underFrame, 'ended-after-partial');
}

/**
 * The states gallery: every screen of the hosted embed side by side, each in a 344 px frame (a 360 px phone
 * with the page's 8 px margin), all driven by the sandbox through real deposits and its clock. The whole
 * gallery is kept as a screenshot under test-results/; with PULSE_GALLERY=1 the README's picture
 * (docs/images/embed-states.png, four of the states) is written again. Each state is checked to be the one
 * its caption names, and the README's picture to stay small.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { scale } from '../../packages/core/src/internal.js';
import {
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
import { offScreen } from './layout.js';

const PICTURE = join(import.meta.dirname, '..', '..', 'docs', 'images', 'embed-states.png');
/** The states the README shows: the first screen, money held, and the receipt. */
const PICTURED = ['awaiting', 'wrong-network', 'overpaid-receipt'];

/**
 * A screenshot made small enough for a README: four bits a channel (flat UI colours survive; anti-aliased
 * edges lose a little), no alpha, best deflate.
 */
function small(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  for (let i = 0; i < image.data.length; i++) {
    const v = image.data[i]! & 0xf0;
    image.data[i] = i % 4 === 3 ? 255 : v | (v >> 4);
  }
  return PNG.sync.write(image, { colorType: 2, deflateLevel: 9, filterType: 4 });
}

async function direct(
  page: Page,
  servers: Servers,
  id: string,
  asset: 'USDT' | 'USDC' = 'USDT',
  network: 'POLYGON' | 'BASE' = 'POLYGON',
) {
  const { session, wire } = await mountDirect(page, servers, { asset, network, id });
  return { ...session, wire };
}

const pay = (
  servers: Servers,
  s: { wire: { deposit_address: string | null } },
  amount: string,
  network = 'POLYGON',
) =>
  simulateDeposit(servers.sandbox, { address: s.wire.deposit_address ?? '', asset: 'USDT', network, amount });

test('every embed state side by side at 360 px, from the sandbox', async ({ hostPage: page, servers }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 12 * 360, height: 1300 });
  await page.addStyleTag({
    content:
      '#shop{display:inline-flex;gap:16px;align-items:flex-start;padding:8px}#shop>div{width:344px;flex:none}' +
      'body{margin:8px;background:#f3f4f6}',
  });
  const clock = servers.sandbox.clock;

  // Final states first: each later step moves the sandbox clock, which moves every session still open.
  const over = await direct(page, servers, 'overpaid-receipt');
  const failed = await direct(page, servers, 'failed');
  await pay(servers, over, scale(over.wire.due.amount ?? '', 101n, 100n));
  await simulateDeposit(servers.sandbox, {
    address: failed.wire.deposit_address ?? '',
    asset: 'USDT',
    network: 'POLYGON',
    amount: failed.wire.due.amount ?? '',
    outcome: 'failed',
  });
  await waitFor(page, 'overpaid-receipt', 'status', 'deposit_detected');
  await waitFor(page, 'failed', 'status', 'deposit_detected');
  clock.advance(30_000);
  await waitFor(page, 'overpaid-receipt', 'status', 'completed');
  await waitFor(page, 'failed', 'status', 'failed');

  // Part paid, then the session ends: the money is held and refunded.
  const ended = await direct(page, servers, 'ended-after-part');
  await pay(servers, ended, '1');
  await waitFor(page, 'ended-after-part', 'status', 'underpaid');
  clock.advance(Date.parse(ended.wire.expires_at) - clock.now().getTime() + 1000);
  await waitFor(page, 'ended-after-part', 'error');

  // The price lapses with nothing sent.
  const late = await direct(page, servers, 'price-expired');
  clock.advance(Date.parse(late.wire.quote?.locked_until ?? '') - clock.now().getTime() + 1000);
  await waitFor(page, 'price-expired', 'quote_expired');

  // The rest without moving the clock again.
  const picker = await mintSession(servers.sandbox);
  await mountEmbed(page, 'picker', specFor(servers, picker.token));
  await waitFor(page, 'picker', 'ready');
  // USDC on Base has a public test token: the QR kind's segmented control shows.
  await direct(page, servers, 'awaiting', 'USDC', 'BASE');
  const detected = await direct(page, servers, 'detected');
  const under = await direct(page, servers, 'underpaid');
  const wrong = await direct(page, servers, 'wrong-network');
  await pay(servers, detected, detected.wire.due.amount ?? '');
  await pay(servers, under, '1');
  await pay(servers, wrong, '5', 'BASE');
  await waitFor(page, 'detected', 'status', 'deposit_detected');
  await waitFor(page, 'underpaid', 'status', 'underpaid');
  await waitFor(page, 'wrong-network', 'status', 'wrong_chain');

  // Each box shows what its caption says, fully drawn, nothing past its frame's edge.
  const headings: Record<string, RegExp> = {
    picker: /^Pay with crypto$/,
    awaiting: /^Pay with crypto$/,
    detected: /^Payment detected$/,
    underpaid: /^Part of the payment arrived$/,
    'wrong-network': /^Sent on another network$/,
    'overpaid-receipt': /^Payment received$/,
    failed: /^Payment could not complete$/,
    'ended-after-part': /^This payment session has ended$/,
    'price-expired': /^Quote expired$/,
  };
  for (const [id, heading] of Object.entries(headings)) {
    const frame = await frameOf(page, id);
    await expect(frame.getByRole('heading').filter({ hasText: heading }).first()).toBeVisible();
    expect(await frame.evaluate(offScreen), id).toEqual([]);
    const box = await page.locator(`#${id} iframe`).boundingBox();
    expect(box?.width, id).toBe(344);
  }
  await expect((await frameOf(page, 'awaiting')).locator('svg.qr')).toBeVisible();
  await expect((await frameOf(page, 'awaiting')).getByRole('radio', { name: 'Wallet app' })).toBeVisible();
  await expect((await frameOf(page, 'wrong-network')).getByTestId('held')).toContainText('Base');
  await expect((await frameOf(page, 'overpaid-receipt')).getByTestId('extra-sent')).toBeVisible();

  await page.locator('#shop').screenshot({ path: test.info().outputPath('embed-states-360.png') });

  // The README's picture: four states, the rest hidden.
  await page.evaluate((shown) => {
    for (const box of document.querySelectorAll<HTMLElement>('#shop > div')) {
      box.style.display = shown.includes(box.id) ? '' : 'none';
      if (shown.includes(box.id)) box.style.order = String(shown.indexOf(box.id));
    }
  }, PICTURED);
  const png = small(await page.locator('#shop').screenshot());
  if (process.env.PULSE_GALLERY === '1') writeFileSync(PICTURE, png);
  // The picture in the docs is one this test makes, and small enough for a README.
  expect(statSync(PICTURE).size).toBeLessThan(150 * 1024);
  expect(readFileSync(PICTURE).subarray(1, 4).toString()).toBe('PNG');
});

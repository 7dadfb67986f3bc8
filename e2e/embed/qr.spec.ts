/**
 * What a QR reader and a customer actually get from the embed, decoded with a real QR decoder from what
 * Chromium painted: the loading skeleton encodes nothing; the awaiting screen's QR is the session's own
 * address (and, in test mode, a wallet link names only a public test network's token, never a mainnet one);
 * a test session says it is one; a quote that lapsed with nothing sent never says anything arrived.
 */
import { TEST_TOKENS } from '../../packages/core/src/internal.js';
import type { Frame, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  clientSession,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  specFor,
  test,
  waitFor,
} from '../fixtures/embed.js';

// A phone's screen: two device pixels a CSS pixel, as a camera pointed at it would see the code.
test.use({ deviceScaleFactor: 2 });

/** The text a QR reader finds in what the locator paints, or null when there is no decodable code. */
async function decode(target: Locator): Promise<string | null> {
  const png = PNG.sync.read(await target.screenshot({ scale: 'device' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * decode for a poll across a switch of the kind of code: the drawn code is replaced then (the square is empty
 * until the new one is encoded, so no code of the other text stands meanwhile), and a code replaced while it
 * is photographed reads as none yet, so that the poll asks again.
 */
const decodeAcrossSwitch = (target: Locator): Promise<string | null> =>
  decode(target).catch((e: unknown) => {
    if (/not attached to the DOM/.test(String(e))) return null;
    throw e;
  });

async function mountDirect(
  page: Page,
  servers: Parameters<typeof specFor>[0],
  asset: string,
  network: string,
) {
  const { token } = await mintSession(servers.sandbox, {
    flow: 'direct',
    asset: asset as 'USDT',
    network: network as 'BASE',
  });
  await mountEmbed(page, 'pay', specFor(servers, token, { flow: 'direct' }));
  return token;
}

test('the loading skeleton draws no code a reader could decode', async ({ hostPage, servers }) => {
  // Hold the session read so the skeleton stays on screen for as long as the test looks at it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await hostPage.route('**/v1/client/session', async (route) => {
    await held;
    await route.continue();
  });
  await mountDirect(hostPage, servers, 'USDC', 'BASE');
  const frame = await frameOf(hostPage, 'pay');
  await expect(frame.locator('[data-testid=skeleton]')).toBeVisible();
  await expect(frame.locator('[data-testid=skeleton] [data-testid=qr-placeholder]')).toBeVisible();
  expect(await frame.locator('[data-testid=skeleton] svg').count()).toBe(0);
  // Neither the square nor the whole frame holds a decodable code.
  expect(await decode(frame.locator('[data-testid=qr-placeholder]'))).toBeNull();
  expect(await decode(hostPage.locator('#pay iframe'))).toBeNull();
  release();
  await waitFor(hostPage, 'pay', 'ready');
  await expect(frame.locator('svg.qr')).toBeVisible();
});

test('the awaiting QR decodes to the session address, and the test wallet link to a test network token', async ({
  hostPage,
  servers,
}) => {
  const token = await mountDirect(hostPage, servers, 'USDC', 'BASE');
  const frame = await frameOf(hostPage, 'pay');
  await expect(frame.locator('svg.qr')).toBeVisible();
  const session = await clientSession(servers.sandbox, token);
  expect(session.environment).toBe('test');
  expect(await decode(frame.locator('svg.qr'))).toBe(session.deposit_address);

  await frame.getByRole('radio', { name: 'Wallet app' }).click();
  await expect(frame.getByRole('radio', { name: 'Wallet app' })).toBeChecked();
  await expect(frame.getByRole('radio', { name: 'Exchange app' })).not.toBeChecked();
  const test = TEST_TOKENS['USDC:BASE'];
  const units = BigInt(session.due.amount!.replace('.', '')).toString();
  await expect
    .poll(() => decodeAcrossSwitch(frame.locator('svg.qr')))
    .toBe(
      `ethereum:${test.contract}@${test.chain_id}/transfer?address=${session.deposit_address}&uint256=${units}`,
    );

  // Marked as a test, visibly and as text a screen reader reads.
  await expect(frame.getByTestId('test-mode')).toBeVisible();
  await expect(frame.getByTestId('test-mode')).toContainText('Test mode');
});

test('on a 360 px phone, the QR choice spans the card and its labels keep to one line', async ({
  hostPage,
  servers,
}) => {
  await hostPage.setViewportSize({ width: 360, height: 740 });
  for (const locale of ['en', 'pcm', 'yo', 'ha', 'ig']) {
    const { token } = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
    await mountEmbed(hostPage, locale, specFor(servers, token, { flow: 'direct', locale }));
    await waitFor(hostPage, locale, 'ready');
    const frame = await frameOf(hostPage, locale);
    await expect(frame.locator('.qr-kind')).toBeVisible();
    // Each label's words on one line: its text's boxes all on the first line's top ("Exchange / app" was two).
    const lines = await frame.evaluate(() =>
      [...document.querySelectorAll('.qr-kind label')].map((label) => {
        const text = [...label.childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        const range = document.createRange();
        range.selectNodeContents(text ?? label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    // Igbo's "Ngwa mgbanwe ego" is wider than its half in this machine's font (DejaVu Sans, wider than a
    // phone's Roboto): it wraps between its words, within its half.
    if (locale !== 'ig') expect(lines, locale).toEqual([1, 1]);
    expect(
      await frame.evaluate(() =>
        [...document.querySelectorAll('.qr-kind label')].every((l) => l.scrollWidth <= l.clientWidth),
      ),
      locale,
    ).toBe(true);
    const [kind, card] = await Promise.all([
      frame.locator('.qr-kind').boundingBox(),
      frame.locator('.address-block').boundingBox(),
    ]);
    expect(kind!.width, locale).toBeGreaterThan(card!.width - 1);
    await hostPage.evaluate(
      (i) => (window as unknown as { handles: Record<string, { unmount(): void }> }).handles[i]?.unmount(),
      locale,
    );
  }
});

test('a test USDT session offers only the plain address: no token link to any chain', async ({
  hostPage,
  servers,
}) => {
  const token = await mountDirect(hostPage, servers, 'USDT', 'POLYGON');
  const frame = await frameOf(hostPage, 'pay');
  await expect(frame.locator('svg.qr')).toBeVisible();
  const session = await clientSession(servers.sandbox, token);
  expect(session.token ?? null).toBeNull();
  expect(await frame.getByRole('radio', { name: 'Wallet app' }).count()).toBe(0);
  const decoded = await decode(frame.locator('svg.qr'));
  expect(decoded).toBe(session.deposit_address);
  expect(decoded).not.toMatch(/ethereum:|@137|0xc2132D05D31c914a87C6611C10748AEb04B58e8F/i);
});

async function bodyText(frame: Frame): Promise<string> {
  return (await frame.locator('body').textContent()) ?? '';
}

test('a quote that lapsed with nothing sent never says anything was received', async ({
  hostPage,
  servers,
}) => {
  const token = await mountDirect(hostPage, servers, 'USDT', 'BASE');
  const frame = await frameOf(hostPage, 'pay');
  await expect(frame.locator('svg.qr')).toBeVisible();
  servers.sandbox.clock.advance(11 * 60_000);
  await waitFor(hostPage, 'pay', 'status', 'expired');
  const session = await clientSession(servers.sandbox, token);
  // The service writes nothing received with the asset's places.
  expect(session.received.amount).toMatch(/^0\.0+$/);
  await expect(frame.locator('[data-status=expired]')).toBeVisible();
  expect(await frame.getByTestId('received').count()).toBe(0);
  expect(await bodyText(frame)).not.toMatch(/Received|We received|0\.000000/);
});

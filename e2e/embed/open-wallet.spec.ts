/**
 * "Open in wallet" on an emulated 360 px touch phone, across the test's real origins (page on localhost, frame
 * and sandbox on 127.0.0.1): the first screen leads with amount, address, Copy and Open in wallet above the
 * fold, the QR below; the tap asks the page, which opens the link it builds from the session's own transfer
 * within that tap, or hands it to the merchant's onOpenLink; turned off, there is no such action. On a
 * desktop the QR stays first.
 */
import type { Page } from '@playwright/test';
import { TEST_TOKENS } from '../../packages/core/src/internal.js';
import { offScreen, splitWords } from './layout.js';
import {
  events,
  expect,
  clientSession,
  frameOf,
  mintSession,
  mountDirect,
  mountEmbed,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type HostWindow,
  type MountSpec,
  type Servers,
} from '../fixtures/embed.js';

async function mountUsdcBase(page: Page, servers: Servers, id: string, more: MountSpec = {}) {
  const { frame, wire } = await mountDirect(page, servers, { asset: 'USDC', network: 'BASE', id, more });
  const token = TEST_TOKENS['USDC:BASE'];
  const units = BigInt(wire.due.amount!.replace('.', '')).toString();
  const link = `ethereum:${token.contract}@${token.chain_id}/transfer?address=${wire.deposit_address}&uint256=${units}`;
  return { frame, link };
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('amount, address, Copy and Open in wallet above the fold; the tap opens the session’s own transfer', async ({
    hostPage: page,
    servers,
  }) => {
    const { frame, link } = await mountUsdcBase(page, servers, 'pay');
    const open = frame.getByRole('button', { name: 'Open in wallet' });
    await expect(open).toBeVisible();
    const bottom = async (l: ReturnType<typeof frame.locator>) => {
      const b = await l.boundingBox();
      return (b?.y ?? Infinity) + (b?.height ?? 0);
    };
    for (const [name, l] of [
      ['amount', frame.locator('.amount-value')],
      ['address', frame.locator('.address')],
      ['Copy address', frame.getByRole('button', { name: 'Copy address' })],
      ['Open in wallet', open],
    ] as const) {
      expect(await bottom(l), `${name} above the fold`).toBeLessThanOrEqual(740);
    }
    // The QR, for paying from a second device, comes after them, on screen and in the page's order, so that
    // Tab and a screen reader meet it after them too.
    const qr = await frame.locator('svg.qr').boundingBox();
    expect(qr!.y).toBeGreaterThan(await bottom(open));
    const order = await frame
      .locator('.address-block')
      .evaluate((block) =>
        [...block.querySelectorAll('button, input, svg.qr')].map((el) =>
          el.matches('svg.qr') ? 'qr' : el.matches('input') ? 'qr choice' : (el.textContent ?? '').trim(),
        ),
      );
    expect(order.slice(0, 2)).toEqual(['Copy', 'Open in wallet']);
    expect(order.indexOf('qr choice')).toBeGreaterThan(order.indexOf('Open in wallet'));
    expect(order.indexOf('qr')).toBeGreaterThan(order.indexOf('qr choice'));
    await frame.getByRole('button', { name: 'Copy address' }).focus();
    await page.keyboard.press('Tab');
    await expect(open).toBeFocused();

    await open.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opened: unknown[] }).opened))
      .toEqual([{ url: link, target: '_self', active: true }]);
    await expect(frame.getByTestId('open-refused')).toHaveCount(0);
  });

  test('in every language, amount, address, Copy and Open in wallet stand above the fold of a 360 × 740 phone', async ({
    hostPage: page,
    servers,
  }) => {
    // The shop's page has a viewport meta, as shops do: the phone lays it out 360 px wide, not 980.
    expect(await page.evaluate(() => innerWidth)).toBe(360);
    for (const locale of ['en', 'pcm', 'yo', 'ha', 'ig']) {
      const id = `fold-${locale}`;
      const { frame } = await mountUsdcBase(page, servers, id, { locale });
      await expect(frame.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-NG' : locale);
      const open = frame.locator('button.open-wallet');
      await expect(open).toBeVisible();
      for (const [name, l] of [
        ['amount', frame.locator('.amount-value')],
        ['address', frame.locator('.address')],
        ['Copy address', frame.locator('.address-row button.copy')],
        ['Open in wallet', open],
      ] as const) {
        const b = await l.boundingBox();
        expect(b!.y + b!.height, `${locale}: ${name} above the fold`).toBeLessThanOrEqual(740);
      }
      await page.evaluate((i) => (window as unknown as HostWindow).handles[i]!.unmount(), id);
    }
  });

  test('with the phone’s text enlarged, nothing runs past the card’s edge, in Hausa and English', async ({
    hostPage: page,
    servers,
  }) => {
    // Android's text size: 130 % on a 320 px phone, 200 % on a 360 px one (the frame's text is 15 px); and
    // Chrome's page zoom at 200 % on a 360 px phone, which lays the page out 180 px wide (the frame's 164).
    for (const [width, scale] of [
      [320, 1.3],
      [360, 2],
      [180, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 740 });
      for (const locale of ['ha', 'en']) {
        const id = `big-${width}-${locale}`;
        const { frame } = await mountUsdcBase(page, servers, id, { locale });
        await expect(frame.locator('svg.qr')).toBeVisible();
        await frame.evaluate((px) => (document.body.style.fontSize = `${px}px`), 15 * scale);
        // The amount and its asset stay whole and on the card (the asset may take the next line).
        await expect
          .poll(() => frame.evaluate(offScreen), `${width} px, ${scale * 100} %, ${locale}`)
          .toEqual([]);
        // The QR choice's labels wrap between words, never inside one ("Manhaja / r walat").
        expect(await frame.evaluate(splitWords, '.qr-kind label'), `${width} px, ${locale}`).toEqual([]);
        const asset = await frame.locator('.amount-asset').boundingBox();
        const card = await frame.locator('.card').boundingBox();
        expect(asset!.x + asset!.width).toBeLessThanOrEqual(card!.x + card!.width);
        await page.evaluate((i) => (window as unknown as HostWindow).handles[i]!.unmount(), id);
      }
    }
  });

  test('with the phone’s text at 200 %, the largest amounts stay on one line within the card', async ({
    hostPage: page,
    servers,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The largest session in naira (its USDT comes to five whole digits and six places) and in USDT.
    for (const [id, amount, currency] of [
      ['big-ngn', '99999999.99', 'NGN'],
      ['big-usdt', '99999.123456', 'USDT'],
    ] as const) {
      const session = await mintSession(servers.sandbox, {
        flow: 'direct',
        asset: 'USDT',
        network: 'BASE',
        amount,
        currency,
      });
      await mountEmbed(page, id, specFor(servers, session.token, { flow: 'direct' }));
      await waitFor(page, id, 'ready');
      const frame = await frameOf(page, id);
      const value = frame.locator('.amount-value');
      await expect(value).toHaveText(/^\d{5}\.\d{6}$/);
      // At the frame's own size the amount keeps its 1.6 em (24 px).
      await expect(value).toHaveCSS('font-size', '24px');
      await frame.evaluate(() => (document.body.style.fontSize = '30px'));
      await expect.poll(() => frame.evaluate(offScreen), `${amount} ${currency}`).toEqual([]);
      const lines = await value.evaluate((el) => el.getClientRects().length);
      const box = await value.boundingBox();
      const card = await frame.locator('.card').boundingBox();
      expect(lines, `${amount} ${currency}: one line`).toBe(1);
      expect(box!.x + box!.width, `${amount} ${currency}: within the card`).toBeLessThanOrEqual(
        card!.x + card!.width,
      );
      // Still larger than the text around it.
      expect(parseFloat(await value.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(30);
      await page.evaluate((i) => (window as unknown as HostWindow).handles[i]!.unmount(), id);
    }
  });

  test('forced colours: the main button keeps an edge, and the chosen QR code is marked by more than its weight', async ({
    hostPage: page,
    servers,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    const { frame } = await mountUsdcBase(page, servers, 'forced');
    const open = frame.getByRole('button', { name: 'Open in wallet' });
    await expect(open).toHaveCSS('border-top-style', 'solid');
    await expect(open).toHaveCSS('border-top-width', '3px');
    // Thicker than Copy's, so the main action stands apart from the others.
    await expect(frame.locator('.address-row button.copy')).toHaveCSS('border-top-width', '1px');
    const chosen = frame.locator('.qr-kind label:has(:checked)');
    const other = frame.locator('.qr-kind label:not(:has(:checked))');
    const fill = (l: typeof chosen) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(chosen)).not.toBe(await fill(other));
  });

  test('once part of the amount arrived, Open in wallet and the wallet QR ask for the rest only', async ({
    hostPage: page,
    servers,
  }) => {
    const { frame, wire, session } = await mountDirect(page, servers, {
      asset: 'USDC',
      network: 'BASE',
      id: 'part',
    });
    const to = wire.deposit_address!;
    await simulateDeposit(servers.sandbox, { address: to, asset: 'USDC', network: 'BASE', amount: '5' });
    await waitFor(page, 'part', 'status', 'underpaid');
    const rest = (await clientSession(servers.sandbox, session.token)).received.remaining;
    expect(rest).not.toBe(wire.due.amount);
    await expect(frame.locator('#remaining-label ~ .amount .amount-value')).toHaveText(rest);
    const token = TEST_TOKENS['USDC:BASE'];
    const units = BigInt(rest.replace('.', '')).toString();
    const link = `ethereum:${token.contract}@${token.chain_id}/transfer?address=${to}&uint256=${units}`;
    // The wallet QR's label names the rest, and the tap opens the transfer of the rest.
    await expect(frame.getByRole('radio', { name: 'Wallet app' })).toBeVisible();
    await frame.getByRole('radio', { name: 'Wallet app' }).check();
    await expect(frame.locator('svg.qr')).toHaveAttribute('aria-label', new RegExp(`pay ${rest} USDC`));
    await frame.getByRole('button', { name: 'Open in wallet' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opened: unknown[] }).opened))
      .toEqual([{ url: link, target: '_self', active: true }]);
  });

  test('a merchant’s onOpenLink gets the link and may refuse it; openLinks false leaves the action out', async ({
    hostPage: page,
    servers,
  }) => {
    const { frame, link } = await mountUsdcBase(page, servers, 'handled', { openLinkAnswer: false });
    await frame.getByRole('button', { name: 'Open in wallet' }).tap();
    await expect(frame.getByTestId('open-refused')).toHaveText(
      "Couldn't open a wallet app here. Copy the amount and the address instead.",
    );
    const seen = (await events(page, 'handled')).filter((e) => e.type === 'open_link');
    expect(seen.map((e) => e.args[0])).toEqual([link]);
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([]);

    const off = await mountUsdcBase(page, servers, 'off', { openLinks: false });
    await expect(off.frame.locator('svg.qr')).toBeVisible();
    await expect(off.frame.getByRole('radio', { name: 'Wallet app' })).toBeVisible();
    await expect(off.frame.getByRole('button', { name: 'Open in wallet' })).toHaveCount(0);
  });
});

test('on a desktop the QR stays first', async ({ hostPage: page, servers }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame } = await mountUsdcBase(page, servers, 'desk');
  await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
  const qr = await frame.locator('svg.qr').boundingBox();
  const address = await frame.locator('.address').boundingBox();
  expect(qr!.y).toBeLessThan(address!.y);
});

import { expect, mountSession, test } from '../fixtures/embed.js';

test('keyboard only: choose asset and network, continue, and copy the address', async ({
  hostPage: page,
  servers,
}) => {
  const { frame } = await mountSession(page, servers, { networks: ['BASE', 'POLYGON', 'SOLANA'] });
  // Each Tab below is pressed once the control it reaches is drawn: the order of the tab stops is what is
  // tested, not how fast a busy machine draws them.
  await expect(frame.getByRole('radio', { name: 'USDT' })).toBeVisible();
  await page.locator('#pay iframe').focus();
  // Into the frame: the first radio group (asset), arrow to USDC, then the network group, arrow to POLYGON.
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('radio', { name: 'USDT' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'USDC' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('radio', { name: 'BASE' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'POLYGON' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.locator('.address')).toBeVisible();
  await expect(frame.locator('.amount-asset')).toHaveText('USDC');
  await expect(frame.getByText('Send only USDC on the POLYGON network', { exact: false })).toBeVisible();
  // Continue left the screen with the picker; focus moves to the amount, not back to the top of the page.
  await expect(frame.getByRole('group', { name: 'Amount due' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Copy amount' })).toBeFocused();
  // USDC on POLYGON has a known token, so the QR's kind (exchange or wallet app) comes before the address:
  // a segmented control with one tab stop, the arrow keys moving the choice.
  const exchange = frame.getByRole('radio', { name: 'Exchange app' });
  const wallet = frame.getByRole('radio', { name: 'Wallet app' });
  await expect(exchange).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(exchange).toBeFocused();
  await expect(exchange).toBeChecked();
  const plain = await frame.locator('svg.qr').getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(wallet).toBeFocused();
  await expect(wallet).toBeChecked();
  await expect(frame.locator('svg.qr')).not.toHaveAttribute('aria-label', plain ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(exchange).toBeChecked();
  await expect(frame.locator('svg.qr')).toHaveAttribute('aria-label', plain ?? '');
  for (const segment of await frame.locator('.qr-kind label').all()) {
    const box = await segment.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Tab');
  const copy = frame.getByRole('button', { name: 'Copy address' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Copied address' })).toHaveText('Copied');
  // Said once by a polite live region too, since not every screen reader reads a changed button label.
  await expect(frame.getByRole('status').filter({ hasText: 'Copied address' })).toHaveCount(1);
});

/**
 * Copy that always works and never claims what did not happen, and offline that recovers, in the hosted embed
 * through the real frame and sandbox. Init scripts run in every frame of the page, the embed's included.
 */
import type { Page } from '@playwright/test';
import { expect, mountDirect, simulateDeposit, test, waitFor, type Servers } from '../fixtures/embed.js';

async function awaiting(page: Page, servers: Servers) {
  const { frame, session } = await mountDirect(page, servers, { asset: 'USDT', network: 'POLYGON' });
  await expect(frame.locator('.address')).toBeVisible();
  return { frame, session };
}

const BROKEN = {
  // In-app browsers: no Clipboard API at all.
  missing: () =>
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined }),
  // The API is there but refuses.
  refusing: () =>
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    }),
};

for (const [name, breakApi] of Object.entries(BROKEN)) {
  test(`clipboard API ${name}: the selection fallback copies and says Copied`, async ({
    hostPage: page,
    servers,
  }) => {
    await page.addInitScript(breakApi);
    // Record what execCommand('copy') would copy: the selection at that moment.
    await page.addInitScript(() => {
      const w = window as unknown as { copied?: string };
      document.execCommand = ((cmd: string) => {
        if (cmd !== 'copy') return false;
        const el = document.activeElement as HTMLTextAreaElement | null;
        w.copied = el?.value?.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0) ?? String(getSelection());
        return true;
      }) as typeof document.execCommand;
    });
    const { frame } = await awaiting(page, servers);
    const address = (await frame.locator('.address').textContent()) ?? '';
    await frame.getByRole('button', { name: 'Copy address' }).click();
    await expect(frame.getByRole('button', { name: 'Copied address' })).toHaveText('Copied');
    expect(await frame.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(address);
    await expect(frame.getByTestId('copy-failed')).toHaveCount(0);
  });

  test(`clipboard API ${name} and execCommand failing: the value is selected and the customer told`, async ({
    hostPage: page,
    servers,
  }) => {
    await page.addInitScript(breakApi);
    await page.addInitScript(() => {
      document.execCommand = (() => false) as typeof document.execCommand;
    });
    const { frame } = await awaiting(page, servers);
    const address = (await frame.locator('.address').textContent()) ?? '';
    await frame.getByRole('button', { name: 'Copy address' }).click();
    await expect(frame.getByTestId('copy-failed')).toHaveText("Couldn't copy. Press and hold to copy.");
    await expect(frame.getByTestId('copy-failed')).toHaveAttribute('role', 'alert');
    await expect(frame.getByRole('button', { name: 'Copy address' })).toHaveText('Copy');
    // The address itself is selected, whole and unchanged, for the customer to copy by hand.
    expect(await frame.evaluate(() => String(getSelection()))).toBe(address);
  });
}

test('the copy helper’s chunk cannot be downloaded: a tap on Copy still answers, and never says Copied', async ({
  hostPage: page,
  servers,
}) => {
  // The copy helper comes with the later screens' chunk; on a network that drops it, the tap must not do nothing.
  await page.route('**/assets/later-*.js', (route) => route.abort('connectionreset'));
  const { frame } = await awaiting(page, servers);
  await frame.getByRole('button', { name: 'Copy address' }).click();
  await expect(frame.getByTestId('copy-failed')).toHaveText("Couldn't copy. Press and hold to copy.");
  await expect(frame.getByRole('button', { name: 'Copy address' })).toHaveText('Copy');
});

test('offline: the screen says the money is safe, and a payment made meanwhile shows once it is back', async ({
  hostPage: page,
  servers,
  context,
}) => {
  const { frame } = await awaiting(page, servers);
  const address = (await frame.locator('.address').textContent()) ?? '';
  const amount = (await frame.locator('.amount-value').textContent()) ?? '';
  await context.setOffline(true);
  await expect(frame.getByTestId('offline')).toContainText('your payment is safe');
  await expect(frame.getByTestId('watching')).toHaveCount(0);
  // The frame keeps failing reads for a while, backing off.
  await frame.waitForTimeout(4000);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'POLYGON', amount });
  const back = Date.now();
  await context.setOffline(false);
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  const took = Date.now() - back;
  // A figure, not a check (machines here are shared): that the read comes from the browser's online event
  // rather than the backoff is the controller's unit test, on fake timers.
  console.log(`payment shown ${took} ms after the connection came back`);
  await expect(frame.getByTestId('offline')).toHaveCount(0);
});

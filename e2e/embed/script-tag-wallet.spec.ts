/**
 * "Open in wallet" with the script-tag build on an emulated 360 px touch phone, across real origins: the page
 * and pulse.iife.js on localhost, the frame, its folder's pulse-wallet.js and the sandbox on 127.0.0.1. The
 * build imports pulse-wallet.js as the frame loads, which answers on the port from the handshake on; the
 * customer's tap opens the link the page builds from the session's own transfer. A request for anything else,
 * or one with no tap behind it, is answered refused and opens nothing. When pulse-wallet.js cannot load, the
 * frame offers no button (failed by the handshake) or its request goes unanswered, which the frame counts as
 * refused; either way nothing opens and the customer keeps the copy buttons.
 */
import type { Page } from '@playwright/test';
import { TEST_TOKENS } from '../../packages/core/src/internal.js';
import { clientSession, expect, frameOf, mintSession, test, type Servers } from '../fixtures/embed.js';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

type PhoneWindow = Window & {
  seen: string[];
  opened: { url: string; target: string; active: boolean }[];
  Pulse: { mount(target: string, options: object): unknown };
};

// In the frame only: keeps the port the frame talks to the page on, so a test can speak as a tampered frame,
// and the type of every message the frame sent on it.
const KEEP_FRAME_PORT = `(() => {
  if (location.port !== ${JSON.stringify('__FRAME_PORT__')}) return;
  const post = MessagePort.prototype.postMessage;
  window.pulseSent = [];
  MessagePort.prototype.postMessage = function (...args) {
    window.pulsePort = this;
    window.pulseSent.push(args[0]?.type);
    return post.apply(this, args);
  };
})();`;

/**
 * Mounts a USDC on Base session with the script-tag build; returns its frame, the transfer it shows (as the
 * sandbox sends it) and the link the page must open for it.
 */
async function mountOnPhone(page: Page, servers: Servers) {
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  await page.addInitScript(KEEP_FRAME_PORT.replace('__FRAME_PORT__', new URL(servers.frame.url).port));
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: '/pulse.iife.js' });
  await page.evaluate(
    ({ token, embedUrl, apiUrl }) => {
      const w = window as unknown as PhoneWindow;
      w.seen = [];
      // Wallet links the page opened, with whether the customer's tap was still active; nothing navigates.
      w.opened = [];
      w.open = (url?: string | URL, target?: string) => {
        w.opened.push({ url: String(url), target: target ?? '', active: navigator.userActivation.isActive });
        return window;
      };
      w.Pulse.mount('#shop', {
        sessionToken: token,
        embedUrl,
        apiUrl,
        flow: 'direct',
        onReady: () => w.seen.push('ready'),
        onError: (code: string) => w.seen.push(`error:${code}`),
      });
    },
    { token: s.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url },
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as PhoneWindow).seen)).toEqual(['ready']);
  const wire = await clientSession(servers.sandbox, s.token);
  const token = TEST_TOKENS['USDC:BASE'];
  const units = BigInt(wire.due.amount!.replace('.', '')).toString();
  const link = `ethereum:${token.contract}@${token.chain_id}/transfer?address=${wire.deposit_address}&uint256=${units}`;
  const request = { to: wire.deposit_address!, amount: wire.due.amount!, network: 'BASE', token };
  return { frame: await frameOf(page, 'shop'), link, request };
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as PhoneWindow).opened);

test('the tap on Open in wallet opens the session’s own transfer, from the script-tag build', async ({
  page,
  servers,
}) => {
  const sibling = page.waitForResponse((r) => r.url() === `${servers.frame.url}/pulse-wallet.js`);
  const { frame, link } = await mountOnPhone(page, servers);
  expect((await sibling).status()).toBe(200);
  // Still no popups, forms or top navigation for the frame: the page opens the link, not the frame.
  expect(await page.locator('#shop iframe').getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  const open = frame.getByRole('button', { name: 'Open in wallet' });
  await expect(open).toBeVisible();
  const box = await open.boundingBox();
  expect(box!.y + box!.height, 'Open in wallet above the fold').toBeLessThanOrEqual(740);

  await open.tap();
  await expect.poll(() => opened(page)).toEqual([{ url: link, target: '_self', active: true }]);
  await expect(frame.getByTestId('open-refused')).toHaveCount(0);
});

test('a request for another transfer, or with no tap behind it, is refused and opens nothing', async ({
  page,
  servers,
}) => {
  const { frame, request: own, link } = await mountOnPhone(page, servers);
  // The frame's port is kept once its later chunk talks on it, which is also when the button shows.
  await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
  // Speaks as the frame on its own port, `delay` ms from now, and records the page's answer in the frame.
  const send = (id: number, request: object, delay = 0) =>
    frame.evaluate(
      ([i, r, wait]) => {
        const w = window as unknown as { pulsePort: MessagePort; answers?: Record<number, unknown> };
        const answers = (w.answers ??= {});
        w.pulsePort.addEventListener('message', ({ data }: MessageEvent) => {
          if (data?.type === 'open_result' && data.id === i) answers[i] = data;
        });
        setTimeout(() => w.pulsePort.postMessage({ v: 1, type: 'open_wallet', id: i, ...r }), wait);
      },
      [id, request, delay] as const,
    );
  const answer = (id: number) =>
    frame.evaluate((i) => (window as unknown as { answers: Record<number, unknown> }).answers[i], id);
  const refused = (id: number) => ({ v: 1, type: 'open_result', id, outcome: 'refused' });

  // Within a tap: a link instead of the transfer's parts is not a request at all (no answer); a script's URL
  // as the address, or a mainnet token in a test session, is refused. The port delivers in order, so once
  // the last is answered the first had its turn.
  await frame.locator('.amount-value').tap();
  const wrong = [
    { url: `https://wallet.example/pay?to=${own.to}` },
    { ...own, to: 'javascript:alert(1)' },
    { ...own, token: { ...own.token, chain_id: 8453 } },
  ];
  for (const [i, request] of wrong.entries()) await send(i, request);
  for (const i of [1, 2]) await expect.poll(() => answer(i), JSON.stringify(wrong[i])).toEqual(refused(i));
  expect(await answer(0)).toBeUndefined();

  // The session's own transfer with no tap behind it: sent from a timer in the frame once the activation that
  // Playwright's evaluate itself gives (and the tap above) ran out; nothing touches the page meanwhile.
  await send(9, own, 8000);
  await page.waitForTimeout(9000);
  await expect.poll(() => answer(9)).toEqual(refused(9));
  expect(await opened(page)).toEqual([]);

  // The same request within an activation (the evaluate's) opens: the refusal above was the missing tap's.
  await send(10, own);
  await expect.poll(() => answer(10)).toEqual({ v: 1, type: 'open_result', id: 10, outcome: 'opened' });
  expect(await opened(page)).toEqual([{ url: link, target: '_self', active: true }]);
});

test('when pulse-wallet.js cannot load by the handshake, the frame offers no Open in wallet; copying stays', async ({
  page,
  servers,
}) => {
  // The frame's page is held until the page's import of the module has failed, as it has when that fails fast
  // (a CSP, a 404). The request's abort is not enough: the page hears of it a moment later, and a handshake in
  // between would still find the module on its way. A second import of the same URL settles after the first
  // (a failed module is kept failed), so once it has, the build has had its failure.
  let failed!: (url: string) => void;
  const failure = new Promise<string>((resolve) => (failed = resolve));
  await page.route('**/pulse-wallet.js', async (route) => {
    await route.abort();
    failed(route.request().url());
  });
  await page.route(`${servers.frame.url}/`, async (route) => {
    const url = await failure;
    expect(
      await page.evaluate(
        (u) =>
          import(u).then(
            () => 'loaded',
            () => 'failed',
          ),
        url,
      ),
    ).toBe('failed');
    await route.continue();
  });
  const { frame } = await mountOnPhone(page, servers);
  await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible();
  // The frame's later chunk, which adds the button when the page offers it, is in once it asked for wallets.
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as { pulseSent: string[] }).pulseSent))
    .toContain('wallet_query');
  await expect(frame.getByRole('button', { name: 'Open in wallet' })).toHaveCount(0);
});

test('when pulse-wallet.js fails after the handshake, the tap is refused and opens nothing', async ({
  page,
  servers,
}) => {
  // The module's request fails only once the frame is ready: the button is offered, nobody answers it.
  let ready!: () => void;
  const shown = new Promise<void>((resolve) => (ready = resolve));
  await page.route('**/pulse-wallet.js', async (route) => {
    await shown;
    await route.abort();
  });
  const { frame } = await mountOnPhone(page, servers);
  const open = frame.getByRole('button', { name: 'Open in wallet' });
  await expect(open).toBeVisible();
  ready();
  await open.tap();
  // The frame counts a request nobody answers as refused (its own timeout) and says to copy instead.
  await expect(frame.getByTestId('open-refused')).toHaveText(
    "Couldn't open a wallet app here. Copy the amount and the address instead.",
    { timeout: 15_000 },
  );
  await expect(frame.getByRole('button', { name: 'Copy address' })).toBeVisible();
  expect(await opened(page)).toEqual([]);
});

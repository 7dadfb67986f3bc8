/**
 * "Pay with <wallet>" on a desktop, across the test's real origins (page on localhost, frame and sandbox on
 * 127.0.0.1), against the sandbox's mock EIP-6963 wallet (`<sandbox>/test-wallet.js`), which records every
 * request and pays through the sandbox's simulate route: the page checks the frame's request against the
 * session it reads, switches the wallet to the session's chain, sends the exact ERC-20 transfer, and the
 * session completes. A wallet that stays on another chain, or a request that differs from the session, is
 * refused; `browserWallet: false` offers nothing; on a touch phone the button shows only in a wallet app's own
 * browser (a wallet on the page).
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { TEST_TOKENS } from '../../packages/core/src/internal.js';
import {
  AXE,
  clientSession,
  events,
  expect,
  frameOf,
  mountDirect,
  mountEmbed,
  specFor,
  test,
  waitFor,
  type MountSpec,
  type Servers,
} from '../fixtures/embed.js';

interface Recorded {
  method: string;
  params: unknown[];
}

interface TestWallet {
  requests: Recorded[];
  /** requestProvider events the page dispatched. */
  asked: number;
  sent: { chain_id: number; contract: string; to: string; units: string; hash: string }[];
}

/** Puts the sandbox's mock wallet on the page (configured first), as a merchant page would have a wallet. */
async function addWallet(page: Page, servers: Servers, config: Record<string, unknown> = {}) {
  await page.evaluate(
    (c) => ((window as unknown as { pulseTestWallet: unknown }).pulseTestWallet = c),
    config,
  );
  await page.addScriptTag({ url: `${servers.sandbox.url}/test-wallet.js` });
  await page.waitForFunction(
    () => 'provider' in ((window as { pulseTestWallet?: object }).pulseTestWallet ?? {}),
  );
}

/** Lets the requests the mock wallet holds (its `holds` option) go on, as a customer answering its prompt. */
const releaseWallet = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { pulseTestWallet: { release(): void } }).pulseTestWallet.release(),
  );

const wallet = (page: Page) =>
  page.evaluate(() => (window as unknown as { pulseTestWallet: TestWallet }).pulseTestWallet);

async function mountUsdcBase(page: Page, servers: Servers, id: string, more: MountSpec = {}) {
  const { frame, wire, session } = await mountDirect(page, servers, {
    asset: 'USDC',
    network: 'BASE',
    id,
    more,
  });
  return { frame, wire, orderId: session.order_id, token: session.token };
}

/** axe-core's violations in the frame (evaluated as source: the frame's CSP refuses injected scripts). */
async function axeViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(readFileSync(AXE, 'utf8'));
  return frame.evaluate(async () => {
    type Run = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(c: Document): Promise<Run> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const payButton = (frame: Frame) => frame.getByRole('button', { name: 'Pay with Sandbox Wallet' });

/** The calldata of `transfer(to, units)`, written out here from the ABI, not from the page's code. */
const transferData = (to: string, units: bigint) =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${units.toString(16).padStart(64, '0')}`;

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pays the session’s exact transfer through the wallet, and the session completes', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers);
    const { frame, wire, orderId } = await mountUsdcBase(page, servers, 'pay');
    const token = TEST_TOKENS['USDC:BASE'];
    await payButton(frame).click();
    await expect(frame.getByTestId('wallet-outcome')).toHaveAttribute('data-outcome', 'sent');
    await expect(frame.getByTestId('wallet-outcome')).toContainText(
      'Sent from your wallet. Do not send it again: this page updates once the network confirms it.',
    );

    const w = await wallet(page);
    // The wallet was asked for an account, switched to Base Sepolia, and sent one transfer.
    expect(w.requests.map((r) => r.method)).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(w.requests[1]!.params).toEqual([{ chainId: `0x${token.chain_id.toString(16)}` }]);
    const [whole, fraction = ''] = wire.due.amount!.split('.');
    const units = BigInt(`${whole}${fraction.padEnd(6, '0')}`);
    expect(w.requests[3]!.params).toEqual([
      {
        from: `0x${'5a'.repeat(20)}`,
        to: token.contract,
        value: '0x0',
        data: transferData(wire.deposit_address!, units),
        chainId: '0x14a34',
      },
    ]);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({
      chain_id: 84532,
      contract: token.contract,
      to: wire.deposit_address!.toLowerCase(),
      units: units.toString(),
    });
    await expect(frame.getByTestId('wallet-hash')).toHaveText(w.sent[0]!.hash);

    // The frame keeps watching the chain: the deposit the wallet made moves the session to the end.
    await waitFor(page, 'pay', 'status', 'deposit_detected');
    servers.sandbox.clock.advance(15_000);
    await waitFor(page, 'pay', 'status', 'deposit_confirmed');
    servers.sandbox.clock.advance(5_000);
    await waitFor(page, 'pay', 'status', 'converting');
    servers.sandbox.clock.advance(10_000);
    await waitFor(page, 'pay', 'success');
    expect((await events(page, 'pay')).find((e) => e.type === 'success')?.args).toEqual([orderId]);
  });

  test('a transfer on its way is not offered again: no Pay, Open in wallet or wallet QR until it arrives', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers, { sends: 'pending' });
    const { frame } = await mountUsdcBase(page, servers, 'pending');
    await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
    const send = frame.getByText('Send exactly the amount below to the address shown.');
    await expect(send).toBeVisible();
    await payButton(frame).click();
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'sent');
    // No "send exactly" above "do not send it again".
    await expect(send).toHaveCount(0);
    await expect(outcome).toContainText('Do not send it again');
    // Focus moved to what happened, not to the page's top.
    await expect(outcome).toBeFocused();
    const offers = async () => ({
      pay: await payButton(frame).count(),
      open: await frame.getByRole('button', { name: 'Open in wallet' }).count(),
      walletQr: await frame.getByRole('radio').count(),
    });
    expect(await offers()).toEqual({ pay: 0, open: 0, walletQr: 0 });
    expect((await wallet(page)).sent).toHaveLength(1);
    // The customer says it did not go through: the ways to pay come back.
    await frame.getByRole('button', { name: 'It was not sent: show the ways to pay' }).click();
    await expect(payButton(frame)).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
  });

  test('a page reloaded while the transfer is on its way: the frame says so again, and offers no second way to pay', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers, { sends: 'pending' });
    const { frame: before, token } = await mountUsdcBase(page, servers, 'again');
    await payButton(before).click();
    await expect(before.getByTestId('wallet-outcome')).toHaveAttribute('data-outcome', 'sent');
    const { sent } = await wallet(page);
    expect(sent).toHaveLength(1);
    // The customer reloads the shop's page (the transfer is not on chain yet), which mounts the same session.
    await page.reload();
    await addWallet(page, servers, { sends: 'pending' });
    // The page's own read of the session (which tells the frame) is held: until it answers, no Pay button.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let asked = 0;
    await page.route(`${servers.sandbox.url}/v1/client/session`, async (route) => {
      if (route.request().frame() !== page.mainFrame()) return route.fallback();
      asked++;
      await released;
      await route.fallback();
    });
    await mountEmbed(page, 'again', specFor(servers, token, { flow: 'direct' }));
    await waitFor(page, 'again', 'ready');
    const frame = await frameOf(page, 'again');
    await expect.poll(() => asked).toBe(1);
    // The wallets come after the record: a moment for a wrong order to show (it did, before).
    await page.waitForTimeout(500);
    expect(await payButton(frame).count()).toBe(0);
    release();
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'sent');
    await expect(frame.getByTestId('wallet-hash')).toHaveText(sent[0]!.hash);
    await expect(frame.getByRole('button', { name: 'It was not sent: show the ways to pay' })).toBeVisible();
    expect(await payButton(frame).count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Open in wallet' }).count()).toBe(0);
    expect((await wallet(page)).requests).toEqual([]);

    // The customer says it was not sent: the page forgets it too, and the next reload offers the ways to pay
    // instead of "do not send it again".
    await page.unroute(`${servers.sandbox.url}/v1/client/session`);
    await frame.getByRole('button', { name: 'It was not sent: show the ways to pay' }).click();
    await expect(payButton(frame)).toBeVisible();
    const kept = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('pulse-wallet:')));
    await expect.poll(kept).toEqual([]);
    await page.reload();
    await addWallet(page, servers, { sends: 'pending' });
    await mountEmbed(page, 'again', specFor(servers, token, { flow: 'direct' }));
    await waitFor(page, 'again', 'ready');
    const after = await frameOf(page, 'again');
    await expect(payButton(after)).toBeVisible();
    expect(await after.getByTestId('wallet-outcome').count()).toBe(0);
  });

  test('while the wallet asks the customer, a screen reader hears it, the focus stays, and a second tap sends nothing', async ({
    hostPage: page,
    servers,
  }) => {
    // The customer has not answered the wallet's prompt yet: its transfer waits until the test lets it go.
    await addWallet(page, servers, { holds: 'eth_sendTransaction' });
    const { frame } = await mountUsdcBase(page, servers, 'asking');
    // The live region is on the page before it speaks: one added with its words is not read by every screen
    // reader.
    const region = frame.getByTestId('wallet-asking');
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveText('');
    await payButton(frame).focus();
    await page.keyboard.press('Enter');
    await expect(region).toHaveText('Confirm the payment in Sandbox Wallet.');
    // The keyboard's place stays on the button (a disabled button drops the focus to the page's top).
    await expect(payButton(frame)).toBeFocused();
    await expect(payButton(frame)).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while the page asks for the account, switches the chain and reads the session again.
    await page.keyboard.press('Enter');
    // The words show at the tap; the transfer reaches the wallet after those steps. The customer answers only
    // once it is there (the mock wallet lets go only what it holds).
    const asked = async () => (await wallet(page)).requests.map((r) => r.method);
    await expect.poll(asked).toContain('eth_sendTransaction');
    await releaseWallet(page);
    await expect(frame.getByTestId('wallet-outcome')).toHaveAttribute('data-outcome', 'sent');
    // One tap, one transfer: the second Enter while the wallet asked sent nothing more.
    const w = await wallet(page);
    expect(w.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);
    expect(w.sent).toHaveLength(1);
  });

  test('a wallet that fails after approval is not said to have sent nothing', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers, { sends: 'drops' });
    const { frame } = await mountUsdcBase(page, servers, 'drops');
    await payButton(frame).click();
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'unsure');
    await expect(outcome).toHaveText(
      "We could not tell whether your wallet sent the payment. Check your wallet's activity before you pay again: this page updates once the payment arrives.",
    );
    expect(await payButton(frame).count()).toBe(0);
  });

  test('a wallet that stays on another chain is refused, and nothing is sent', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers, { switches: false });
    const { frame } = await mountUsdcBase(page, servers, 'stuck');
    await payButton(frame).click();
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'chain');
    await expect(outcome).toHaveText(
      'Your wallet is not on Base, so nothing was sent. Add or switch to Base in your wallet and try again, or copy the amount and the address instead.',
    );
    const w = await wallet(page);
    expect(w.requests.map((r) => r.method)).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ]);
    expect(w.sent).toEqual([]);
    // The refusal stays while the frame reads the session again (it vanished at the next read, a second
    // after the tap, leaving the customer with no word of why nothing happened).
    for (let i = 0; i < 2; i++)
      await page.waitForResponse(
        (r) =>
          r.url() === `${servers.sandbox.url}/v1/client/session` && r.request().frame() !== page.mainFrame(),
      );
    await expect(outcome).toHaveAttribute('data-outcome', 'chain');
    // Still payable by hand: the address and its copy button stay.
    await expect(frame.locator('.address')).toBeVisible();
    // The buttons and the refusal pass axe-core's checks.
    expect(await axeViolations(frame)).toEqual([]);
  });

  test('a request whose amount differs from the session’s is refused before the wallet is asked', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers);
    const { frame, wire } = await mountUsdcBase(page, servers, 'diff');
    // The session as the page reads it when the customer taps says another amount than the frame shows
    // (as after a change the frame has not seen): the page's own read only, the frame's are untouched.
    await page.route(`${servers.sandbox.url}/v1/client/session`, async (route) => {
      if (route.request().frame() !== page.mainFrame()) return route.fallback();
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { due: { amount: string } } };
      body.data.due.amount = (Number.parseInt(wire.due.amount!, 10) + 1).toString() + '.000000';
      await route.fulfill({ response: answer, json: body });
    });
    await payButton(frame).click();
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'amount');
    await expect(outcome).toHaveText(
      'Nothing was sent: the amount to pay has changed. Check the amount shown before you pay.',
    );
    const w = await wallet(page);
    expect(w.requests).toEqual([]);
    expect(w.sent).toEqual([]);
  });

  test('a request left open in the wallet while the price runs out and is refreshed: no second Pay, and nothing sent for the old price', async ({
    hostPage: page,
    servers,
  }) => {
    // The wallet is slow to give its account (a locked extension): the request stays open.
    await addWallet(page, servers, { holds: 'eth_requestAccounts' });
    const { frame, wire, token } = await mountUsdcBase(page, servers, 'open');
    await payButton(frame).click();
    await expect.poll(async () => (await wallet(page)).requests.length).toBe(1);
    // Meanwhile the price runs out, and the customer gets a new one.
    servers.sandbox.clock.advance(
      Date.parse(wire.quote!.locked_until) - servers.sandbox.clock.now().getTime() + 1000,
    );
    await waitFor(page, 'open', 'quote_expired');
    await frame.getByRole('button', { name: 'Refresh quote' }).click();
    await waitFor(page, 'open', 'quote_refreshed');
    const refreshed = await clientSession(servers.sandbox, token);
    // The new price's Pay is busy while the old request is open, and says where to answer it.
    await expect(payButton(frame)).toHaveAttribute('aria-disabled', 'true');
    await expect(frame.getByTestId('wallet-asking')).toHaveText('Confirm the payment in Sandbox Wallet.');
    // A tap on it (Playwright waits for an aria-disabled button to be enabled: forced) asks nothing more.
    await payButton(frame).click({ force: true });
    // The customer answers the old request at last: the page reads the session again and sends nothing.
    await releaseWallet(page);
    const outcome = frame.getByTestId('wallet-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'amount');
    await expect(outcome).toHaveText(
      'Nothing was sent: the amount to pay has changed. Check the amount shown before you pay.',
    );
    let w = await wallet(page);
    expect(w.requests.map((r) => r.method)).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ]);
    expect(w.sent).toEqual([]);
    // The new price is then paid, once, exactly.
    await expect(payButton(frame)).not.toHaveAttribute('aria-disabled');
    await page.evaluate(
      () => ((window as unknown as { pulseTestWallet: { holds: null } }).pulseTestWallet.holds = null),
    );
    await payButton(frame).click();
    await expect(outcome).toHaveAttribute('data-outcome', 'sent');
    w = await wallet(page);
    expect(w.sent).toHaveLength(1);
    // The new price's amount, as the service gave it after the refresh.
    expect(refreshed.due.amount).not.toBe(wire.due.amount);
    const [whole, fraction = ''] = refreshed.due.amount!.split('.');
    expect(w.sent[0]!.units).toBe(BigInt(`${whole}${fraction.padEnd(6, '0')}`).toString());
  });

  test('browserWallet: false offers nothing, and the page does not look for wallets', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers);
    const off = await mountUsdcBase(page, servers, 'off', { browserWallet: false });
    // Open in wallet shows once the frame's later chunk, which asks the page for wallets, is in.
    await expect(off.frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
    await expect(off.frame.getByTestId('pay-wallet')).toHaveCount(0);
    expect((await wallet(page)).asked).toBe(0);
    // The same page with the option left on finds the wallet and offers it.
    const on = await mountUsdcBase(page, servers, 'on');
    await expect(payButton(on.frame)).toBeVisible();
    expect((await wallet(page)).asked).toBe(1);
    await expect(off.frame.getByTestId('pay-wallet')).toHaveCount(0);
    expect((await wallet(page)).requests).toEqual([]);
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('in a wallet app’s own browser (a wallet on the page), Pay with it shows beside Open in wallet, and pays', async ({
    hostPage: page,
    servers,
  }) => {
    await addWallet(page, servers);
    const { frame } = await mountUsdcBase(page, servers, 'phone');
    await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
    await expect(payButton(frame)).toBeVisible();
    await payButton(frame).click();
    await expect(frame.getByTestId('wallet-outcome')).toHaveAttribute('data-outcome', 'sent');
    expect((await wallet(page)).sent).toHaveLength(1);
  });

  test('in a phone’s browser with no wallet on the page, Open in wallet leads and nothing else is offered', async ({
    hostPage: page,
    servers,
  }) => {
    const { frame } = await mountUsdcBase(page, servers, 'plain');
    await expect(frame.getByRole('button', { name: 'Open in wallet' })).toBeVisible();
    await expect(frame.getByTestId('pay-wallet')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
  });
});

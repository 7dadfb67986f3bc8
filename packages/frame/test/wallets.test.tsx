// The frame's side of the page's wallet actions: the checks of the page's answers, the requests over the
// port, and the Pay with <wallet> buttons (names as text, on a touch screen too when a wallet is on the page,
// the outcome said).
import { TEST_TOKENS, type ClientSession } from '@pulse/core/internal';
import { embed } from '@pulse/core/locales/en/embed';
import { embedEnd } from '@pulse/core/locales/en/embed-end';
import { embedLater } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayWallet, WALLET_SILENT_MS } from '../src/view/PayWallet.js';
import { isWalletHostMessage, listenWallets } from '../src/view/wallets.js';
import type { FrameController } from '../src/session/controller.js';
import { createFrameStore, sentPending, type FrameStore } from '../src/session/store.js';
import { FrameContext } from '../src/view/use-frame.js';
import { options, session } from './fixtures.js';

const HASH = `0x${'c3'.repeat(32)}`;
const ports: MessagePort[] = [];
let root: HTMLElement | undefined;
afterEach(() => {
  ports.splice(0).forEach((p) => p.close());
  if (root) render(null, root);
  root?.remove();
  vi.unstubAllGlobals();
});

describe('isWalletHostMessage', () => {
  it('accepts the wallets list and the answers, and nothing malformed', () => {
    const ok = [
      { v: 1, type: 'wallets', wallets: [] },
      { v: 1, type: 'wallets', wallets: [{ id: 'a', name: 'Mock' }] },
      { v: 1, type: 'wallet_result', id: 0, outcome: 'sent', hash: HASH },
      { v: 1, type: 'wallet_result', id: 3, outcome: 'refused', reason: 'chain' },
      { v: 1, type: 'wallet_sent', hash: HASH, deposits: 0 },
      { v: 1, type: 'wallet_sent', hash: '', deposits: 2 },
    ];
    for (const m of ok) expect(isWalletHostMessage(m), JSON.stringify(m)).toBe(true);
    const bad = [
      { v: 2, type: 'wallets', wallets: [] },
      { v: 1, type: 'wallets', wallets: Array.from({ length: 9 }, (_, i) => ({ id: `${i}`, name: 'x' })) },
      { v: 1, type: 'wallets', wallets: [{ id: 'a', name: '' }] },
      { v: 1, type: 'wallets', wallets: [{ id: 'a', name: 'x'.repeat(65) }] },
      { v: 1, type: 'wallet_result', id: -1, outcome: 'sent', hash: HASH },
      { v: 1, type: 'wallet_result', id: 1, outcome: 'sent', hash: '0x12' },
      { v: 1, type: 'wallet_result', id: 1, outcome: 'refused', reason: 'because' },
      { v: 1, type: 'wallet_result', id: 1, outcome: 'opened' },
      { v: 1, type: 'wallet_sent', hash: '0x12', deposits: 0 },
      { v: 1, type: 'wallet_sent', hash: HASH, deposits: -1 },
      { v: 1, type: 'wallet_sent', hash: HASH, deposits: 1.5 },
      { v: 1, type: 'wallet_sent', hash: HASH },
    ];
    for (const m of bad) expect(isWalletHostMessage(m), JSON.stringify(m)).toBe(false);
  });
});

/** The frame's end listening, and the page's end with what it received. */
function channel(store: FrameStore, askWallets = true) {
  const { port1: page, port2: frame } = new MessageChannel();
  ports.push(page, frame);
  const received: { type: string; id?: number }[] = [];
  page.onmessage = (e) => received.push(e.data);
  frame.start();
  listenWallets(frame, store, askWallets);
  return { page, received };
}

const usdcBase = (): ClientSession => {
  const s = session();
  return { ...s, token: TEST_TOKENS['USDC:BASE'], due: { ...s.due, asset: 'USDC', network: 'BASE' } };
};

describe('listenWallets', () => {
  it('in a React Native WebView asks for no browser wallets, and Open in wallet still asks the app', async () => {
    const store = createFrameStore(options());
    const { page, received } = channel(store, false);
    const s = usdcBase();
    const opened = store.getState().openWallet!({
      to: s.deposit_address!,
      amount: s.due.amount!,
      network: 'BASE',
      token: s.token!,
    });
    await vi.waitFor(() => expect(received.map((m) => m.type)).toEqual(['open_wallet']));
    page.postMessage({ v: 1, type: 'open_result', id: received[0]!.id, outcome: 'opened' });
    expect(await opened).toBe('opened');
  });

  it('asks the page for its wallets, keeps the list, and pairs each request with its answer', async () => {
    const store = createFrameStore(options());
    const { page, received } = channel(store);
    await vi.waitFor(() => expect(received).toEqual([{ v: 1, type: 'wallet_query' }]));
    page.postMessage({ v: 1, type: 'wallets', wallets: [{ id: 'w', name: 'Mock' }] });
    page.postMessage({ v: 1, type: 'wallets', wallets: 'nope' });
    await vi.waitFor(() => expect(store.getState().wallets).toEqual([{ id: 'w', name: 'Mock' }]));
    const s = usdcBase();
    const request = {
      to: s.deposit_address!,
      amount: s.due.amount!,
      network: 'BASE' as const,
      token: s.token!,
    };
    const paid = store.getState().payWallet!('w', request);
    const opened = store.getState().openWallet!(request);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received[1]).toEqual({ v: 1, type: 'wallet_pay', id: 0, wallet: 'w', ...request });
    expect(received[2]).toEqual({ v: 1, type: 'open_wallet', id: 1, ...request });
    page.postMessage({ v: 1, type: 'open_result', id: 1, outcome: 'opened' });
    page.postMessage({ v: 1, type: 'wallet_result', id: 0, outcome: 'sent', hash: HASH });
    expect(await opened).toBe('opened');
    expect(await paid).toEqual({ v: 1, type: 'wallet_result', id: 0, outcome: 'sent', hash: HASH });
  });

  it('takes a payment on its way from before a reload as sent: no second way to pay until a deposit arrives', async () => {
    const store = createFrameStore(options());
    const s = usdcBase();
    store.setState({ session: s });
    const { page } = channel(store);
    page.postMessage({ v: 1, type: 'wallet_sent', hash: HASH, deposits: s.received.deposits });
    await vi.waitFor(() =>
      expect(store.getState().walletSent).toEqual({ hash: HASH, deposits: s.received.deposits }),
    );
    expect(sentPending(store.getState())).toBe(true);
    store.setState({ session: { ...s, received: { ...s.received, deposits: s.received.deposits + 1 } } });
    expect(sentPending(store.getState())).toBe(false);
  });
});

function show(store: FrameStore, s: ClientSession, controller = {} as FrameController) {
  root = document.createElement('main');
  document.body.appendChild(root);
  store.setState({ session: s, strings: { ...embed, ...embedLater, ...embedEnd, ...embedWallet } });
  act(() =>
    render(
      <FrameContext.Provider value={{ store, controller }}>
        <PayWallet session={s} />
      </FrameContext.Provider>,
      root!,
    ),
  );
  return root;
}

describe('PayWallet', () => {
  it('offers each wallet by its name as text, asks the page with the transfer shown, and says the outcome', async () => {
    const store = createFrameStore(options());
    let answer: (o: unknown) => void = () => undefined;
    const payWallet = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    store.setState({ wallets: [{ id: 'w', name: 'Mock <b>Wallet</b>' }], payWallet } as never);
    const s = usdcBase();
    const el = show(store, s);
    const button = el.querySelector('button')!;
    expect(button.textContent).toBe('Pay with Mock <b>Wallet</b>');
    expect(el.querySelector('b')).toBeNull();
    act(() => button.click());
    expect(payWallet).toHaveBeenCalledWith('w', {
      to: s.deposit_address,
      amount: s.due.amount,
      network: 'BASE',
      token: s.token,
    });
    expect(el.textContent).toContain('Confirm the payment in Mock <b>Wallet</b>.');
    await act(async () => answer({ outcome: 'refused', reason: 'chain' }));
    expect(el.querySelector('[data-testid=wallet-outcome]')?.textContent).toBe(
      'Your wallet is not on Base, so nothing was sent. Add or switch to Base in your wallet and try again, or copy the amount and the address instead.',
    );
    act(() => el.querySelector('button')!.click());
    await act(async () => answer({ outcome: 'sent', hash: HASH }));
    expect(el.querySelector('[data-testid=wallet-outcome]')?.getAttribute('data-outcome')).toBe('sent');
    expect(el.querySelector('[data-testid=wallet-outcome]')?.textContent).toContain('Do not send it again');
    expect(el.querySelector('[data-testid=wallet-hash]')?.textContent?.trim()).toBe(HASH);
    // No Pay button while it is on its way: only the way back, for a payment that did not go through.
    expect([...el.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'It was not sent: show the ways to pay',
    ]);
    // Kept in the store, where Open in wallet and the wallet's QR code read it too.
    expect(store.getState().walletSent).toEqual({ hash: HASH, deposits: 0 });
    act(() => el.querySelector('button')!.click());
    expect(store.getState().walletSent).toBeNull();
    expect(el.querySelector('button')?.textContent).toBe('Pay with Mock <b>Wallet</b>');
  });

  it('keeps a wallet request open across screens: the buttons of a new price stay busy until it answers', async () => {
    const store = createFrameStore(options());
    let answer: (o: unknown) => void = () => undefined;
    const payWallet = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    store.setState({ wallets: [{ id: 'w', name: 'Mock' }], payWallet } as never);
    const readNow = vi.fn();
    const controller = { readNow } as unknown as FrameController;
    const s = usdcBase();
    act(() => show(store, s, controller).querySelector('button')!.click());
    // The price ran out and was refreshed while the wallet asked: the buttons are drawn again, for a new amount.
    act(() => render(null, root!));
    root!.remove();
    const fresh = { ...s, due: { ...s.due, amount: '98.404535' } };
    const el = show(store, fresh, controller);
    const button = el.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(el.querySelector('[data-testid=wallet-asking]')?.textContent).toBe('Confirm the payment in Mock.');
    act(() => button.click());
    expect(payWallet).toHaveBeenCalledTimes(1);
    // The page refused the old request (the session's amount is another now): said so, and read at once.
    await act(async () => answer({ outcome: 'refused', reason: 'amount' }));
    expect(el.querySelector('[data-testid=wallet-outcome]')?.textContent).toBe(
      'Nothing was sent: the amount to pay has changed. Check the amount shown before you pay.',
    );
    expect(readNow).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    act(() => button.click());
    expect(payWallet).toHaveBeenLastCalledWith('w', expect.objectContaining({ amount: '98.404535' }));
    // The page could not read the session: the connection, not the order, is named; and it is read again.
    await act(async () => answer({ outcome: 'refused', reason: 'session' }));
    expect(el.querySelector('[data-testid=wallet-outcome]')?.textContent).toBe(
      'Nothing was sent: we could not reach the payment service. Check your connection and try again.',
    );
    expect(readNow).toHaveBeenCalledTimes(2);
  });

  it('"It was not sent" gives the focus to the first Pay button, not the page\'s top', async () => {
    const store = createFrameStore(options());
    let answer: (o: unknown) => void = () => undefined;
    const payWallet = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    store.setState({
      wallets: [
        { id: 'w', name: 'Mock' },
        { id: 'v', name: 'Other' },
      ],
      payWallet,
    } as never);
    const el = show(store, usdcBase());
    act(() => el.querySelector('button')!.click());
    await act(async () => answer({ outcome: 'refused', reason: 'unsure' }));
    const back = el.querySelector('button')!;
    expect(back.textContent).toBe('It was not sent: show the ways to pay');
    back.focus();
    act(() => back.click());
    expect(document.activeElement?.textContent).toBe('Pay with Mock');
  });

  it('a wallet that cannot tell whether it sent: check the wallet before paying again, no Pay button meanwhile', async () => {
    const store = createFrameStore(options());
    let answer: (o: unknown) => void = () => undefined;
    const payWallet = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    store.setState({ wallets: [{ id: 'w', name: 'Mock' }], payWallet } as never);
    const s = usdcBase();
    const el = show(store, s);
    act(() => el.querySelector('button')!.click());
    await act(async () => answer({ outcome: 'refused', reason: 'unsure' }));
    const said = el.querySelector('[data-testid=wallet-outcome]')!;
    expect(said.getAttribute('data-outcome')).toBe('unsure');
    expect(said.textContent).toBe(
      "We could not tell whether your wallet sent the payment. Check your wallet's activity before you pay again: this page updates once the payment arrives.",
    );
    expect(document.activeElement).toBe(said);
    expect(el.querySelectorAll('button')).toHaveLength(1);
    // Once a deposit arrives, the record no longer stands: the screen is the session's again.
    act(() => store.setState({ session: { ...s, received: { ...s.received, deposits: 1 } } }));
    expect(el.querySelector('[data-testid=wallet-outcome]')).toBeNull();
  });

  it('a wallet silent for a minute is said to be unsure, with the way back; its late "declined" takes that back', async () => {
    vi.useFakeTimers();
    const store = createFrameStore(options());
    let answer: (o: unknown) => void = () => undefined;
    const payWallet = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    store.setState({ wallets: [{ id: 'w', name: 'Mock' }], payWallet } as never);
    const el = show(store, usdcBase());
    act(() => el.querySelector('button')!.click());
    expect(el.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    // Tapped again while the wallet asks: nothing more is asked of it.
    act(() => el.querySelector('button')!.click());
    expect(payWallet).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(WALLET_SILENT_MS - 1));
    expect(el.querySelector('[data-testid=wallet-outcome]')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(el.querySelector('[data-testid=wallet-outcome]')?.getAttribute('data-outcome')).toBe('unsure');
    expect([...el.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'It was not sent: show the ways to pay',
    ]);
    vi.useRealTimers();
    await act(async () => answer({ outcome: 'refused', reason: 'rejected' }));
    expect(store.getState().walletSent).toBeNull();
    expect(el.querySelector('[data-testid=wallet-outcome]')?.textContent).toBe(
      'You declined in your wallet. Nothing was sent.',
    );
  });

  it('an earlier tap’s late "declined" never undoes a newer payment on its way', async () => {
    vi.useFakeTimers();
    const store = createFrameStore(options());
    const answers: ((o: unknown) => void)[] = [];
    const payWallet = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    store.setState({ wallets: [{ id: 'w', name: 'Mock' }], payWallet } as never);
    const el = show(store, usdcBase());
    act(() => el.querySelector('button')!.click());
    act(() => void vi.advanceTimersByTime(WALLET_SILENT_MS));
    // "Could not tell"; the customer says it did not go, and pays again: this one is sent.
    act(() => el.querySelector('button')!.click());
    act(() => el.querySelector('button')!.click());
    vi.useRealTimers();
    await act(async () => answers[1]!({ outcome: 'sent', hash: HASH }));
    expect(store.getState().walletSent?.hash).toBe(HASH);
    // The first tap's wallet answers at last: declined. The payment on its way stands.
    await act(async () => answers[0]!({ outcome: 'refused', reason: 'rejected' }));
    expect(store.getState().walletSent?.hash).toBe(HASH);
    expect(el.querySelector('[data-testid=wallet-outcome]')?.getAttribute('data-outcome')).toBe('sent');
    expect(el.querySelectorAll('button')).toHaveLength(1);
  });

  it('shows nothing without wallets or for a session with no EVM token; on a touch screen, a wallet on the page is offered', () => {
    const store = createFrameStore(options());
    store.setState({ wallets: [{ id: 'w', name: 'Mock' }], payWallet: vi.fn() } as never);
    expect(show(store, { ...usdcBase(), token: null }).querySelector('button')).toBeNull();
    render(null, root!);
    root!.remove();
    // A touch screen's media query list, as the browser gives it (with its change events).
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q === '(pointer: coarse)',
      addEventListener() {},
      removeEventListener() {},
    }));
    // In a wallet app's own browser the wallet is on the page: it pays at once.
    expect(show(store, usdcBase()).querySelector('button')?.textContent).toBe('Pay with Mock');
    render(null, root!);
    root!.remove();
    vi.unstubAllGlobals();
    store.setState({ wallets: [] });
    expect(show(store, usdcBase()).querySelector('button')).toBeNull();
  });
});

// The page's wallet chunk: lists the page's EIP-6963 wallets when the frame asks (not on a touch screen, not
// when turned off), and refuses a payment with a wallet it does not know or a malformed request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attach } from '../src/wallet.js';
import { SENT_KEY } from '../src/wallet-guard.js';
import type { MountOptions } from '../src/types.js';

const TOKEN = `cs_test_${'a'.repeat(24)}`;
const ports: MessagePort[] = [];
afterEach(() => {
  ports.splice(0).forEach((p) => p.close());
  vi.unstubAllGlobals();
});

/** Announces a wallet as an EIP-6963 wallet does, now and on every request. */
function announce(uuid: string, name: unknown, provider: unknown = { request: async () => null }) {
  const detail = { info: { uuid, name, icon: '', rdns: 'test.wallet' }, provider };
  const send = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  addEventListener('eip6963:requestProvider', send);
  send();
  return () => removeEventListener('eip6963:requestProvider', send);
}

/** Attaches the chunk to a fresh channel; returns the frame's end and what the page answered. */
function frameEnd(options: Partial<MountOptions> = {}) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  port1.start();
  const stop = attach(port1, TOKEN, { sessionToken: TOKEN, ...options } as MountOptions, {
    component: 'payment',
    flow: 'direct',
    theme: {},
    strings: {},
    openLinks: true,
  });
  const answers: unknown[] = [];
  port2.onmessage = (e) => answers.push(e.data);
  const send = (m: object) => port2.postMessage({ v: 1, ...m });
  return { send, answers, stop };
}

const until = (f: () => boolean) => vi.waitFor(() => expect(f()).toBe(true));

describe('the browser wallets of the page', () => {
  it('lists each announced wallet once, by name as text, when the frame asks', async () => {
    const stop = [announce('w-1', '  Mock <b>Wallet</b>  '), announce('w-2', 'Other')];
    const { send, answers } = frameEnd();
    // Announcements that are not wallets are left out.
    announce('w-3', '', { request: async () => null });
    announce('w-4', 'No provider', {});
    send({ type: 'wallet_query' });
    await until(() => answers.length > 0);
    expect(answers.at(-1)).toEqual({
      v: 1,
      type: 'wallets',
      wallets: [
        { id: 'w-1', name: 'Mock <b>Wallet</b>' },
        { id: 'w-2', name: 'Other' },
      ],
    });
    stop.forEach((f) => f());
  });

  it('stops listening to the page once stopped: a wallet announced after that is not listed', async () => {
    const first = announce('w-1', 'Before');
    const { send, answers, stop } = frameEnd();
    const listens = vi.spyOn(globalThis, 'removeEventListener');
    stop();
    expect(listens).toHaveBeenCalledWith('eip6963:announceProvider', expect.any(Function));
    const later = announce('w-2', 'After');
    send({ type: 'wallet_query' });
    await until(() => answers.length > 0);
    expect(answers).toEqual([{ v: 1, type: 'wallets', wallets: [{ id: 'w-1', name: 'Before' }] }]);
    first();
    later();
  });

  it('looks for none with browserWallet false; on a touch screen, lists the wallet app’s own', async () => {
    const stop = announce('w-1', 'Mock');
    const off = frameEnd({ browserWallet: false });
    off.send({ type: 'wallet_query' });
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(pointer: coarse)' }));
    const phone = frameEnd();
    phone.send({ type: 'wallet_query' });
    await until(() => off.answers.length > 0 && phone.answers.length > 0);
    expect(off.answers).toEqual([{ v: 1, type: 'wallets', wallets: [] }]);
    // A phone's wallet app browser announces its wallet: it is offered there too.
    expect(phone.answers).toEqual([{ v: 1, type: 'wallets', wallets: [{ id: 'w-1', name: 'Mock' }] }]);
    stop();
  });

  it('refuses a payment with a wallet it does not know, and ignores a malformed request', async () => {
    const { send, answers } = frameEnd({ browserWallet: false });
    const request = {
      to: `0x${'ab'.repeat(20)}`,
      amount: '1',
      network: 'BASE',
      token: { contract: `0x${'cd'.repeat(20)}`, decimals: 6, chain_id: 84532 },
    };
    send({ type: 'wallet_pay', id: 1, wallet: 'w-9', ...request, amount: 1 });
    send({ type: 'wallet_pay', id: 2, wallet: 'w-9', ...request });
    await until(() => answers.length > 0);
    expect(answers).toEqual([{ v: 1, type: 'wallet_result', id: 2, outcome: 'refused', reason: 'off' }]);
  });

  it('forgets the payment it kept for a reload when the customer says it was not sent, and only that one', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const keep = (id: string, h: string) =>
      sessionStorage.setItem(`${SENT_KEY}${id}`, JSON.stringify({ hash: h, deposits: 0 }));
    keep('cs_1', '');
    keep('cs_2', '');
    keep('cs_3', hash);
    // What a malformed message would reach if it were read as it came.
    keep('undefined', '');
    keep('1', '');
    const { send, answers } = frameEnd();
    // Malformed (no session, one that is not a string, no hash), or another payment's hash: nothing is
    // forgotten.
    send({ type: 'wallet_unsent', hash: '' });
    send({ type: 'wallet_unsent', session: 1, hash: '' });
    send({ type: 'wallet_unsent', session: 'cs_1', hash: '0x12' });
    send({ type: 'wallet_unsent', session: 'cs_1' });
    // The wallet answered with a transaction while the customer pressed it: that payment stays.
    send({ type: 'wallet_unsent', session: 'cs_3', hash: '' });
    send({ type: 'wallet_unsent', session: 'cs_1', hash: '' });
    await until(() => sessionStorage.getItem(`${SENT_KEY}cs_1`) === null);
    for (const id of ['cs_2', 'cs_3', 'undefined', '1'])
      expect(sessionStorage.getItem(`${SENT_KEY}${id}`), id).not.toBeNull();
    // The page answers nothing to it.
    expect(answers).toEqual([]);
    sessionStorage.clear();
  });
});

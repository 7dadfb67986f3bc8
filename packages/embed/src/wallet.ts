/**
 * The page's side of the frame's wallet actions (ESM build only), fetched at the handshake so it is in by the
 * customer's tap, and listening on the handshake's port beside mount's own listener:
 *
 * - `open_wallet` ("Open in wallet"): answered `open_result` with open-link.ts, or refused when `openLinks`
 *   is false.
 * - the browser wallet ("Pay with <wallet>", core's wallet-messages.ts): the EIP-6963 wallets of this page
 *   are listed here, by the events of that standard (`eip6963:requestProvider` / `eip6963:announceProvider`),
 *   only when `browserWallet` is not false (on a phone a wallet announces itself only in a wallet app's own
 *   browser; elsewhere nothing is found and "Open in wallet" leads). The frame asks for the list once it can offer it (`wallet_query`); a `wallet_pay` loads
 *   browser-wallet.ts, which checks and sends the transfer, and its outcome is answered `wallet_result`.
 */
import type { FrameOptions, WalletOutcome } from '@pulse/core';
import type { Eip1193 } from './browser-wallet.js';
import { isOpenWalletMessage, isWalletFrameMessage, SENT_KEY } from './wallet-guard.js';
import { openWallet } from './open-link.js';
import type { MountOptions } from './types.js';

/**
 * The latest wallet request on this page of each session token, and of each mount (its options object), across
 * handshakes (attach): a request must be the latest of both to send. A renewal gives the same mount a new token,
 * and a mount made again gives the same token a new mount; either way an older request still waiting on its
 * wallet sends nothing.
 */
const latestOfToken = new Map<string, number>();
const latestOfMount = new WeakMap<object, number>();

/** Whether this tab keeps a wallet payment of any session (browser-wallet.ts writes it). */
const kept = (): boolean => {
  try {
    return Object.keys(sessionStorage).some((k) => k.startsWith(SENT_KEY));
  } catch {
    return false;
  }
};

/** At most this many wallets are listed (the frame accepts no more). */
const MAX_WALLETS = 8;

/** What an EIP-6963 announcement carries; only the name and the provider are used (the name as text). */
interface Announced {
  info?: { uuid?: unknown; name?: unknown };
  provider?: Partial<Eip1193>;
}

type Found = Map<string, { name: string; provider: Eip1193 }>;

/**
 * The browser wallets this page announced, by id; `onChange` hears of each new one. The page listens until
 * `stop` is called.
 */
function detect(onChange: () => void): { found: Found; stop(): void } {
  const found: Found = new Map();
  const onAnnounce = (event: Event) => {
    const { info, provider } = ((event as CustomEvent<Announced>).detail ?? {}) as Announced;
    const id = info?.uuid;
    const name = typeof info?.name === 'string' ? info.name.trim().slice(0, 64) : '';
    if (typeof id !== 'string' || !id || id.length > 128 || !name || typeof provider?.request !== 'function')
      return;
    if (found.size >= MAX_WALLETS && !found.has(id)) return;
    found.set(id, { name, provider: provider as Eip1193 });
    onChange();
  };
  addEventListener('eip6963:announceProvider', onAnnounce);
  dispatchEvent(new Event('eip6963:requestProvider'));
  return { found, stop: () => removeEventListener('eip6963:announceProvider', onAnnounce) };
}

/**
 * Answers the frame's wallet requests on `port` for the session of `token`, the handshake's. The session is
 * read with `current()`, the token the frame holds now: after a renewal the handshake's may be refused, or
 * stand for the session the frame left. Returns the function that stops listening to the page's wallet
 * announcements, which mount() calls when the handshake is replaced or the embed unmounted: the page would
 * otherwise keep this mount's port and options alive.
 */
export function attach(
  port: MessagePort,
  token: string,
  options: MountOptions,
  frame: FrameOptions,
  current: () => string = () => token,
): () => void {
  const live = token.startsWith('cs_live_');
  const post = (m: object) => port.postMessage({ v: 1, ...m });
  let asked = false;
  // The latest wallet_pay of this session's frames: an earlier one still waiting on its wallet sends nothing
  // after it, nor after a new handshake (the frame loaded again, its old requests' answers going nowhere).
  const bump = (): [number, number] => {
    const t = (latestOfToken.get(token) ?? 0) + 1;
    const m = (latestOfMount.get(options) ?? 0) + 1;
    latestOfToken.set(token, t);
    latestOfMount.set(options, m);
    return [t, m];
  };
  bump();
  const tell = () =>
    asked && post({ type: 'wallets', wallets: [...wallets].map(([id, { name }]) => ({ id, name })) });
  const { found: wallets, stop } =
    options.browserWallet !== false ? detect(tell) : { found: new Map() as Found, stop: () => {} };
  port.addEventListener('message', ({ data: m }: MessageEvent) => {
    if (isOpenWalletMessage(m)) {
      const opened = !!frame.openLinks && openWallet(m, live, options.onOpenLink);
      post({ type: 'open_result', id: m.id, outcome: opened ? 'opened' : 'refused' });
    } else if (isWalletFrameMessage(m)) {
      if (m.type === 'wallet_query') {
        // A frame loaded again (the page reloaded) while a payment this page sent is on its way: it is told
        // first, and only then given the wallets, so no Pay button shows before "do not send it again". Only
        // where this tab kept one: the payment's chunk reads the session.
        const sent = kept()
          ? import('./browser-wallet.js').then((b) => b.recall(current(), frame.apiUrl)).catch(() => null)
          : Promise.resolve(null);
        void sent.then((s) => {
          if (s) post(s);
          asked = true;
          tell();
        });
        return;
      }
      if (m.type === 'wallet_unsent') {
        // "It was not sent": a reload no longer says "do not send it again" of it. The record's own module
        // forgets it (in already: it wrote or read the record); only where this tab keeps one.
        if (kept())
          void import('./browser-wallet.js').then(
            (b) => b.forget(m.session, m.hash),
            () => {},
          );
        return;
      }
      const answer = (a: WalletOutcome) => post({ type: 'wallet_result', id: m.id, ...a });
      const wallet = wallets.get(m.wallet);
      if (!wallet) return answer({ outcome: 'refused', reason: 'off' });
      const { to, amount, network, token: t } = m;
      const mine = bump();
      import('./browser-wallet.js')
        .then((b) =>
          b.pay(
            wallet.provider,
            { to, amount, network, token: t },
            { token: current(), apiUrl: frame.apiUrl },
            () => mine[0] === latestOfToken.get(token) && mine[1] === latestOfMount.get(options),
          ),
        )
        .then(answer, () => answer({ outcome: 'refused', reason: 'wallet' }));
    }
  });
  return stop;
}

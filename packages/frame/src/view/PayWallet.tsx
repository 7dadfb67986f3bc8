/**
 * "Pay with <wallet>" (later chunk, shown once the page named a wallet): the browser wallets the page found
 * (EIP-6963: an extension on a desktop, or the wallet app's own browser on a phone), one button each on the awaiting-payment screen. The tap sends the page the
 * transfer shown (address, amount, network, token; never a URL or a transaction): the page checks it against
 * the session and the wallet's chain and has the wallet send it. The frame hears only "sent" (with the
 * transaction hash) or "refused" (with a reason), says which in the customer's language, and keeps watching
 * the chain as before.
 */
import {
  amountToSend,
  formatString,
  networkName,
  type ClientSession,
  type WalletRequest,
} from '@pulse/core/internal';
import { useEffect, useRef } from 'preact/hooks';
import { useFrame, useFrameContext } from './use-frame.js';
import { sentPending, type FrameStore } from '../session/store.js';
import type { FrameController } from '../session/controller.js';

/** How long a wallet may take to answer before the customer is told it could not be told whether it sent. */
export const WALLET_SILENT_MS = 60_000;

/** What the customer reads after the page answered, by refusal reason. */
const SAY = {
  rejected: 'walletRejected',
  chain: 'walletWrongChain',
  wallet: 'walletFailed',
  off: 'walletFailed',
  amount: 'walletChanged',
  session: 'walletOffline',
} as const;

/** This frame's taps on Pay, counted, and the latest one's silence timer (one frame per store). */
const taps = new WeakMap<FrameStore, { n: number; late?: ReturnType<typeof setTimeout> }>();

/**
 * Asks the page to pay `request` with wallet `w`, unless a wallet is already asking (one request at a time,
 * on whichever screen: the buttons of a new price stay busy while the old request is open). The answer is
 * said beside the buttons; a maybe-sent or sent payment stands until a deposit arrives.
 */
function payWith(
  store: FrameStore,
  controller: FrameController,
  w: { id: string; name: string },
  request: WalletRequest,
  deposits: number,
) {
  const { walletAsking, payWallet } = store.getState();
  if (walletAsking || !payWallet) return;
  const t = taps.get(store) ?? { n: 0 };
  taps.set(store, t);
  const tap = ++t.n;
  store.setState({ walletAsking: w.name, walletOutcome: null });
  const sent = (hash: string) => store.setState({ walletSent: { hash, deposits } });
  // A wallet that has not answered in a minute (a popup closed without a word, a signer gone) may still have
  // sent: said as "could not tell", with the way back, rather than a wait without end.
  clearTimeout(t.late);
  t.late = setTimeout(() => (store.setState({ walletAsking: null }), sent('')), WALLET_SILENT_MS);
  void payWallet(w.id, request).then((o) => {
    // A transaction is news whenever it comes; anything else only from the latest tap, so an earlier
    // request's late "declined" never undoes a newer payment on its way.
    if (o.outcome !== 'sent' && tap !== t.n) return;
    clearTimeout(t.late);
    store.setState({ walletAsking: null, walletOutcome: o });
    if (o.outcome === 'sent') return sent(o.hash);
    // Maybe sent: it stands until a deposit arrives (or the customer says it did not go).
    if (o.reason === 'unsure') sent('');
    // A late answer that nothing went out takes back this tap's own "could not tell".
    else if (store.getState().walletSent?.hash === '') store.setState({ walletSent: null });
    // The session moved on (the price ran out, a payment arrived) or could not be read: read it now, so the
    // screen says so within a round trip rather than at the next poll.
    if (o.reason === 'amount' || o.reason === 'session') controller.readNow();
  });
}

/**
 * A wallet payment on its way (sent, or maybe sent: the wallet could not say): what happened, its transaction,
 * and not to pay again; "It was not sent" brings the ways to pay back, with the focus on the first of them.
 * Takes the focus from the button that left, so a keyboard or screen-reader user hears it and is not dropped
 * to the page's top.
 */
function Sent() {
  const { store } = useFrameContext();
  const strings = useFrame((s) => s.strings);
  const hash = useFrame((s) => s.walletSent?.hash ?? '');
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Only when this frame has the focus and lost it with the button: never taken from the merchant's page.
    if (document.hasFocus() && document.activeElement === document.body) note.current?.focus();
  }, []);
  return (
    <div class="pay-wallet" data-testid="pay-wallet">
      <p
        class="small"
        role="status"
        tabIndex={-1}
        ref={note}
        data-testid="wallet-outcome"
        data-outcome={hash ? 'sent' : 'unsure'}
      >
        {hash ? strings.walletSent : strings.walletUnsure}
        {hash && (
          <span class="muted" style="overflow-wrap:anywhere" data-testid="wallet-hash">
            {' '}
            {hash}
          </span>
        )}
      </p>
      <button
        type="button"
        class="secondary"
        onClick={(e) => {
          // The button leaves with this state: its focus goes to the first Pay button, not the page's top.
          if (document.activeElement === e.currentTarget) refocus.add(store);
          const { unsent, session } = store.getState();
          // The page forgets it too: a reload would say "do not send it again" otherwise.
          if (session) unsent?.(session.id, hash);
          store.setState({ walletSent: null, walletOutcome: null });
        }}
      >
        {strings.walletAgain}
      </button>
    </div>
  );
}

/** Stores whose next Pay buttons take the focus ("It was not sent" was pressed with the keyboard's focus). */
const refocus = new WeakSet<FrameStore>();

export function PayWallet({ session }: { session: ClientSession }) {
  const { store, controller } = useFrameContext();
  const wallets = useFrame((s) => s.wallets);
  const strings = useFrame((s) => s.strings);
  const pending = useFrame(sentPending);
  const asking = useFrame((s) => s.walletAsking);
  const outcome = useFrame((s) => s.walletOutcome);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!pending && refocus.delete(store)) first.current?.focus();
  }, [pending, store]);
  if (pending) return <Sent />;
  const { deposit_address: to, token } = session;
  const { network } = session.due;
  // The amount due, or once part of it arrived only the rest.
  const amount = amountToSend(session);
  // A browser wallet pays EVM tokens only. On a phone a wallet is on the page only in a wallet app's own
  // browser, where this button pays at once (Open in wallet, above it, stays for the other apps).
  if (!wallets?.length || !to || !amount || !network || typeof token?.chain_id !== 'number') return null;
  const name = networkName(network);
  const said =
    outcome?.outcome === 'refused' &&
    outcome.reason !== 'unsure' &&
    formatString(strings[SAY[outcome.reason as keyof typeof SAY] ?? 'walletRefused'], { network: name });
  return (
    <div class="pay-wallet" data-testid="pay-wallet">
      {wallets.map((w, i) => (
        <button
          key={w.id}
          ref={i ? null : first}
          type="button"
          class="primary"
          // Not `disabled`, which would drop the keyboard's focus to the page's top while the wallet asks.
          aria-disabled={asking ? true : undefined}
          onClick={() =>
            payWith(store, controller, w, { to, amount, network, token }, session.received.deposits)
          }
        >
          {formatString(strings.payWith, { wallet: w.name })}
        </button>
      ))}
      {/* On the page before it speaks: a live region added with its words is not read by every screen reader. */}
      <p class="small" role="status" data-testid="wallet-asking">
        {asking && formatString(strings.walletConfirm, { wallet: asking })}
      </p>
      {said && (
        <p class="small" role="alert" data-testid="wallet-outcome" data-outcome={outcome.reason}>
          {said}
        </p>
      )}
    </div>
  );
}

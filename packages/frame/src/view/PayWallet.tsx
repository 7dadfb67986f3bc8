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
  type WalletOutcome,
} from '@pulse/core/internal';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useFrame, useFrameContext } from './use-frame.js';
import { sentPending } from '../session/store.js';

/** How long a wallet may take to answer before the customer is told it could not be told whether it sent. */
export const WALLET_SILENT_MS = 60_000;

/** What the customer reads after the page answered, by refusal reason. */
const SAY = {
  rejected: 'walletRejected',
  chain: 'walletWrongChain',
  wallet: 'walletFailed',
  off: 'walletFailed',
} as const;

/**
 * A wallet payment on its way (sent, or maybe sent: the wallet could not say): what happened, its transaction,
 * and not to pay again; "It was not sent" brings the ways to pay back. Takes the focus from the button that
 * left, so a keyboard or screen-reader user hears it and is not dropped to the page's top.
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
      <button type="button" class="secondary" onClick={() => store.setState({ walletSent: null })}>
        {strings.walletAgain}
      </button>
    </div>
  );
}

export function PayWallet({ session }: { session: ClientSession }) {
  const { store } = useFrameContext();
  const wallets = useFrame((s) => s.wallets);
  const pay = useFrame((s) => s.payWallet);
  const strings = useFrame((s) => s.strings);
  const pending = useFrame(sentPending);
  const [asking, setAsking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<WalletOutcome | null>(null);
  // The taps on Pay, counted, and the latest one's silence timer, cleared when the buttons go.
  const taps = useRef(0);
  const late = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(late.current), []);
  if (pending) return <Sent />;
  const { deposit_address: to, token } = session;
  const { network } = session.due;
  // The amount due, or once part of it arrived only the rest.
  const amount = amountToSend(session);
  // A browser wallet pays EVM tokens only. On a phone a wallet is on the page only in a wallet app's own
  // browser, where this button pays at once (Open in wallet, above it, stays for the other apps).
  if (!wallets?.length || !pay || !to || !amount || !network || typeof token?.chain_id !== 'number')
    return null;
  const name = networkName(network);
  const said =
    outcome?.outcome === 'refused' &&
    outcome.reason !== 'unsure' &&
    formatString(strings[SAY[outcome.reason as keyof typeof SAY] ?? 'walletRefused'], { network: name });
  return (
    <div class="pay-wallet" data-testid="pay-wallet">
      {wallets.map((w) => (
        <button
          key={w.id}
          type="button"
          class="primary"
          // Not `disabled`, which would drop the keyboard's focus to the page's top while the wallet asks.
          aria-disabled={asking ? true : undefined}
          onClick={() => {
            if (asking) return;
            const tap = ++taps.current;
            setAsking(w.name);
            setOutcome(null);
            const sent = (hash: string) =>
              store.setState({ walletSent: { hash, deposits: session.received.deposits } });
            // A wallet that has not answered in a minute (a popup closed without a word, a signer gone) may
            // still have sent: said as "could not tell", with the way back, rather than a wait without end.
            clearTimeout(late.current);
            late.current = setTimeout(() => (setAsking(null), sent('')), WALLET_SILENT_MS);
            void pay(w.id, { to, amount, network, token }).then((o) => {
              // A transaction is news whenever it comes; anything else only from the latest tap, so an
              // earlier request's late "declined" never undoes a newer payment on its way.
              if (o.outcome !== 'sent' && tap !== taps.current) return;
              clearTimeout(late.current);
              setAsking(null);
              setOutcome(o);
              if (o.outcome === 'sent') return sent(o.hash);
              // Maybe sent: it stands until a deposit arrives (or the customer says it did not go).
              if (o.reason === 'unsure') sent('');
              // A late answer that nothing went out takes back this tap's own "could not tell".
              else if (store.getState().walletSent?.hash === '') store.setState({ walletSent: null });
            });
          }}
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

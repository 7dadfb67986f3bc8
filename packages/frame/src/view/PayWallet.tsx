/**
 * "Pay with <wallet>" (later chunk, shown once the page named a wallet): the browser wallets the page found
 * (EIP-6963, on a desktop only), one button each on the awaiting-payment screen. The tap sends the page the
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
import { useState } from 'preact/hooks';
import { useFrame } from './use-frame.js';
import { touchScreen } from './use-touch.js';

/** What the customer reads after the page answered, by refusal reason. */
const SAY = {
  rejected: 'walletRejected',
  chain: 'walletWrongChain',
  wallet: 'walletFailed',
  off: 'walletFailed',
} as const;

export function PayWallet({ session }: { session: ClientSession }) {
  const wallets = useFrame((s) => s.wallets);
  const pay = useFrame((s) => s.payWallet);
  const strings = useFrame((s) => s.strings);
  const [asking, setAsking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<WalletOutcome | null>(null);
  const touch = touchScreen();
  const { deposit_address: to, token } = session;
  const { network } = session.due;
  // The amount due, or once part of it arrived only the rest.
  const amount = amountToSend(session);
  // A browser wallet pays EVM tokens only; on a touch phone "Open in wallet" leads instead.
  if (!wallets?.length || !pay || !to || !amount || !network || typeof token?.chain_id !== 'number' || touch)
    return null;
  const name = networkName(network);
  const sent = outcome?.outcome === 'sent';
  const said =
    outcome &&
    (outcome.outcome === 'sent'
      ? strings.walletSent
      : formatString(strings[SAY[outcome.reason as keyof typeof SAY] ?? 'walletRefused'], { network: name }));
  return (
    <div class="pay-wallet" data-testid="pay-wallet">
      {!sent &&
        wallets.map((w) => (
          <button
            key={w.id}
            type="button"
            class="primary"
            disabled={!!asking}
            onClick={() => {
              setAsking(w.name);
              setOutcome(null);
              void pay(w.id, { to, amount, network, token }).then((o) => {
                setAsking(null);
                setOutcome(o);
              });
            }}
          >
            {formatString(strings.payWith, { wallet: w.name })}
          </button>
        ))}
      {asking && (
        <p class="small" role="status">
          {formatString(strings.walletConfirm, { wallet: asking })}
        </p>
      )}
      {said && (
        <p
          class="small"
          role={sent ? 'status' : 'alert'}
          data-testid="wallet-outcome"
          data-outcome={sent ? 'sent' : outcome.outcome === 'refused' ? outcome.reason : ''}
        >
          {said}
          {sent && (
            <span class="muted" style="overflow-wrap:anywhere" data-testid="wallet-hash">
              {' '}
              {outcome.hash}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

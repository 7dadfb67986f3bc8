/**
 * "Pay with <wallet>" (later chunk): the browser wallets the page found (EIP-6963, on a desktop only), one
 * button each on the awaiting-payment screen. The tap sends the page the transfer shown (address, amount,
 * network, token; never a URL or a transaction): the page checks it against the session and the wallet's
 * chain and has the wallet send it. The frame hears only "sent" (with the transaction hash) or "refused" (with
 * a reason), says which in the customer's language, and keeps watching the chain as before.
 */
import {
  formatString,
  networkName,
  type ClientSession,
  type WalletHostMessage,
  type WalletOutcome,
} from '@pulse/core/internal';
import { useState } from 'preact/hooks';
import type { FrameStore } from '../store.js';
import { useFrame } from '../use-frame.js';

const REFUSALS: readonly unknown[] = ['chain', 'token', 'amount', 'address', 'session', 'rejected', 'wallet', 'off'];
type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isName = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.length <= 128;

/**
 * A well-formed browser-wallet message of the page (core's wallet-messages.ts): at most 8 wallets, each with
 * an id and a name of at most 64 characters (shown as text); an answer with its id and either a transaction
 * hash or a known refusal reason.
 */
export function isWalletHostMessage(x: unknown): x is WalletHostMessage {
  if (!isRec(x) || x.v !== 1) return false;
  if (x.type === 'wallets')
    return (
      Array.isArray(x.wallets) &&
      x.wallets.length <= 8 &&
      x.wallets.every((w) => isRec(w) && isName(w.id) && isName(w.name) && w.name.length <= 64)
    );
  return (
    x.type === 'wallet_result' &&
    Number.isSafeInteger(x.id) &&
    (x.outcome === 'sent'
      ? typeof x.hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(x.hash)
      : x.outcome === 'refused' && REFUSALS.includes(x.reason))
  );
}

/**
 * Listens on the host's port for the page's wallets and its answers, and asks for the list once: a page
 * without the browser wallet (an older script, the script-tag builds, `browserWallet: false`, a touch
 * phone, a React Native app) never answers, and nothing is offered.
 */
export function listenWallets(port: MessagePort, store: FrameStore): void {
  const waiting = new Map<number, (outcome: WalletOutcome) => void>();
  let ids = 0;
  port.addEventListener('message', ({ data: m }: MessageEvent) => {
    if (!isWalletHostMessage(m)) return;
    if (m.type === 'wallets') store.setState({ wallets: m.wallets });
    else waiting.get(m.id)?.(m);
  });
  store.setState({
    payWallet: (wallet, request) =>
      new Promise((resolve) => {
        const id = ids++;
        waiting.set(id, (outcome) => (waiting.delete(id), resolve(outcome)));
        port.postMessage({ v: 1, type: 'wallet_pay', id, wallet, ...request });
      }),
  });
  port.postMessage({ v: 1, type: 'wallet_query' });
}

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
  const { deposit_address: to, token } = session;
  const { amount, network } = session.due;
  // A browser wallet pays EVM tokens only; on a touch phone "Open in wallet" leads instead.
  if (
    !wallets?.length ||
    !pay ||
    !to ||
    !amount ||
    !network ||
    typeof token?.chain_id !== 'number' ||
    matchMedia('(pointer: coarse)').matches
  )
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

/**
 * The frame's side of the page's wallet actions (later chunk): the requests "Open in wallet" and "Pay with
 * <wallet>" send over the host's port, the checks of the page's answers, and the slot of the browser-wallet
 * buttons (PayWallet.tsx), drawn once the page named a wallet. The buttons are part of this chunk rather than
 * one of their own: a chunk of their own would share preact with the first load and the later chunk, and the
 * bundler would then put preact in a chunk of its own that the first load fetches as one more file.
 */
import {
  isHostMessage,
  type ClientSession,
  type WalletHostMessage,
  type WalletOutcome,
} from '@pulse/core/internal';
import type { FrameStore } from '../session/store.js';
import { useFrame } from './use-frame.js';
import { PayWallet as Buttons } from './PayWallet.js';
import { sentPending } from '../session/store.js';

const REFUSALS: readonly unknown[] = [
  'chain',
  'token',
  'amount',
  'address',
  'session',
  'rejected',
  'wallet',
  'unsure',
  'off',
];
type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isName = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.length <= 128;
const isHash = (x: unknown): x is string => typeof x === 'string' && /^0x[0-9a-fA-F]{64}$/.test(x);

/**
 * A well-formed browser-wallet message of the page (core's wallet-messages.ts): at most 8 wallets, each with
 * an id and a name of at most 64 characters (shown as text); an answer with its id and either a transaction
 * hash or a known refusal reason; a payment on its way from before a reload, with its hash (or none) and a
 * count of deposits.
 */
export function isWalletHostMessage(x: unknown): x is WalletHostMessage {
  if (!isRec(x) || x.v !== 1) return false;
  if (x.type === 'wallets')
    return (
      Array.isArray(x.wallets) &&
      x.wallets.length <= 8 &&
      x.wallets.every((w) => isRec(w) && isName(w.id) && isName(w.name) && w.name.length <= 64)
    );
  if (x.type === 'wallet_sent')
    return (
      (x.hash === '' || isHash(x.hash)) && Number.isSafeInteger(x.deposits) && (x.deposits as number) >= 0
    );
  return (
    x.type === 'wallet_result' &&
    Number.isSafeInteger(x.id) &&
    (x.id as number) >= 0 &&
    (x.outcome === 'sent' ? isHash(x.hash) : x.outcome === 'refused' && REFUSALS.includes(x.reason))
  );
}

/**
 * The frame's wallet actions, from the later chunk (both show only once it is in): "Open in wallet" asks the
 * page to open the link of the transfer shown (`open_wallet`, answered `open_result`), and the browser
 * wallet's messages. Listens on the host's port for the page's answers and, when `askWallets`, asks for its
 * wallets once: a page without the browser wallet (an older script, the script-tag builds,
 * `browserWallet: false`, a touch phone) never answers, and nothing is offered. In a React Native WebView
 * there is no page to ask, and the frame does not.
 */
export function listenWallets(port: MessagePort, store: FrameStore, askWallets: boolean): void {
  const waiting = new Map<number, (outcome: WalletOutcome) => void>();
  const opening = new Map<number, (outcome: 'opened' | 'refused') => void>();
  let ids = 0;
  port.addEventListener('message', ({ data: m }: MessageEvent) => {
    if (isHostMessage(m) && m.type === 'open_result') opening.get(m.id)?.(m.outcome);
    else if (!isWalletHostMessage(m)) return;
    else if (m.type === 'wallets') store.setState({ wallets: m.wallets });
    // A payment on its way from before a reload: as if just sent (gone once another deposit arrives).
    else if (m.type === 'wallet_sent') store.setState({ walletSent: { hash: m.hash, deposits: m.deposits } });
    else waiting.get(m.id)?.(m);
  });
  store.setState({
    openWallet: (request) =>
      new Promise((resolve) => {
        const id = ids++;
        const done = (outcome: 'opened' | 'refused') => {
          clearTimeout(timer);
          opening.delete(id);
          resolve(outcome);
        };
        // A host that does not answer (an older script) counts as a refusal: the customer copies instead.
        const timer = setTimeout(() => done('refused'), 3000);
        opening.set(id, done);
        port.postMessage({ v: 1, type: 'open_wallet', id, ...request });
      }),
    unsent: (session, hash) => port.postMessage({ v: 1, type: 'wallet_unsent', session, hash }),
    payWallet: (wallet, request) =>
      new Promise((resolve) => {
        const id = ids++;
        waiting.set(id, (outcome) => (waiting.delete(id), resolve(outcome)));
        port.postMessage({ v: 1, type: 'wallet_pay', id, wallet, ...request });
      }),
  });
  if (askWallets) port.postMessage({ v: 1, type: 'wallet_query' });
}

/** The browser-wallet buttons: nothing until the page names a wallet. */
export function PayWallet(props: { session: ClientSession }) {
  const some = useFrame((s) => !!s.wallets?.length || sentPending(s));
  return some ? <Buttons {...props} /> : null;
}

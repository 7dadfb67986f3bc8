/**
 * The browser-wallet part of the host ↔ frame protocol ("Pay with <wallet>" on a desktop, EIP-6963). It
 * travels over the same private port as the rest of the protocol, but neither side's first load carries it:
 * the ESM mount's lazy wallet chunk and the frame's later chunk speak it, each checking what it receives
 * (embed's wallet.ts, frame's PayWallet.tsx; kept there, not here, so that no first load shares their code). Like `open_wallet`, the frame sends the transfer's parts, never a URL or a transaction; the
 * page checks them against the session and the wallet's chain, builds the ERC-20 transfer itself, and tells
 * the frame only "sent, tx hash" or "refused, reason".
 *
 *   frame → host  wallet_query                       which browser wallets does the page have?
 *   host → frame  wallets { wallets: [{ id, name }] }  the answer, and again when another wallet announces itself
 *   frame → host  wallet_pay { id, wallet, to, amount, network, token }
 *   host → frame  wallet_result { id, outcome: 'sent', hash } | { id, outcome: 'refused', reason }
 *   host → frame  wallet_sent { hash, deposits }        a payment on its way from before a reload
 *   frame → host  wallet_unsent { session, hash }        the customer said it was not sent: forget it
 */
import type { WalletRequest } from './protocol.js';

/** A browser wallet the page found (EIP-6963): the page's id for it and the name it announced, shown as text. */
export interface BrowserWallet {
  id: string;
  name: string;
}

/**
 * Why the page did not send (or the wallet did not): `chain` the wallet is not on the session's chain after
 * the switch; `token`, `amount`, `address` the request differs from the session's (or, in test mode, names
 * a token that is not a test network's); `session` the session could not be read to check; `rejected` the
 * customer declined in the wallet; `wallet` the wallet failed or is gone before it was asked to send; `unsure`
 * the wallet was asked to send and failed in a way that does not say nothing went out (a remote signer that
 * dropped, an answer that is not a transaction hash): the customer checks the wallet before paying again;
 * `off` the page does not pay this way.
 */
export type WalletRefusal =
  'chain' | 'token' | 'amount' | 'address' | 'session' | 'rejected' | 'wallet' | 'unsure' | 'off';

/** What the page answers a `wallet_pay`. */
export type WalletOutcome = { outcome: 'sent'; hash: string } | { outcome: 'refused'; reason: WalletRefusal };

/**
 * A browser-wallet message from the frame to the page. `wallet_unsent`: the customer said the payment of
 * session `session` (its id) with transaction `hash` ('' when the wallet could not say) did not go out ("It
 * was not sent"); the page forgets the payment it kept for a reload, which would otherwise say "do not send it
 * again" after the next one, and only that payment: one the wallet answered meanwhile stays.
 */
export type WalletFrameMessage =
  | { v: 1; type: 'wallet_query' }
  | ({ v: 1; type: 'wallet_pay'; id: number; wallet: string } & WalletRequest)
  | { v: 1; type: 'wallet_unsent'; session: string; hash: string };

/**
 * A browser-wallet message from the page to the frame. `wallet_sent`: a wallet payment this page sent for the
 * session before the frame was loaded again (the page was reloaded while it was on its way), with its
 * transaction (`hash`; empty when the wallet could not say whether it sent) and the number of deposits that
 * had arrived then; the frame offers no second way to pay until another deposit arrives.
 */
export type WalletHostMessage =
  | { v: 1; type: 'wallets'; wallets: BrowserWallet[] }
  | ({ v: 1; type: 'wallet_result'; id: number } & WalletOutcome)
  | { v: 1; type: 'wallet_sent'; hash: string; deposits: number };

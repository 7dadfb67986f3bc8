/**
 * "Pay with <wallet>" (ESM build only; a chunk loaded when the customer chooses a browser wallet). The frame
 * sent the transfer it shows; before the wallet is asked for anything, the page reads the session itself
 * (with the token it handed the frame) and refuses unless address, amount, network and token are the
 * session's own (the amount it asks for now: the amount due, or only the rest once part arrived; none once
 * paid, its price expired or it ended), and unless the token may be named in the session's environment (core's walletUri: a test
 * session names only a public test network's token, never a mainnet one). Then it asks the wallet for an
 * account, switches it to the session's chain, refuses if the wallet is on any other chain after that, and
 * sends the exact ERC-20 `transfer(address,uint256)` of the amount in base units (from the decimal string,
 * never a float) to the token contract. The answer is only "sent, tx hash" or "refused, reason".
 */
import type { ClientSession, WalletOutcome, WalletRefusal, WalletRequest } from '@pulse/core';
import { amountToSend, baseUnits, walletUri } from '@pulse/core/internal';
import { SENT_KEY } from './wallet-guard.js';

/** An EIP-1193 provider, as an EIP-6963 announcement carries it. */
export interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The service's bases (as the frame's api-base.ts), for a page that gave no apiUrl. */
const API = { test: 'https://api.sandbox.pulse.dev', live: 'https://api.pulse.dev' };

/** The selector of ERC-20 `transfer(address,uint256)`. */
const TRANSFER = '0xa9059cbb';

const word = (hex: string) => hex.padStart(64, '0');

/** The calldata of `transfer(to, units)`: the selector, then both arguments as 32-byte words. */
export const transferData = (to: string, units: string): string =>
  TRANSFER + word(to.slice(2).toLowerCase()) + word(BigInt(units).toString(16));

const refuse = (reason: WalletRefusal): WalletOutcome => ({ outcome: 'refused', reason });

/**
 * Keeps a payment sent for session `s` (its hash, or '' when the wallet could not say), so that a reload of
 * the page before it arrives does not offer the ways to pay again. Where storage is blocked, nothing is kept.
 */
function remember(s: ClientSession, hash: string): void {
  try {
    sessionStorage.setItem(SENT_KEY + s.id, JSON.stringify({ hash, deposits: s.received.deposits }));
  } catch {
    // Blocked storage (privacy settings): the frame's own record lasts its life, as before.
  }
}

/**
 * Forgets the payment kept for session `id` when it is the one of transaction `hash` ('' when the wallet could
 * not say): the customer said it was not sent. One the wallet answered meanwhile, or a record not ours, stays.
 */
export function forget(id: string, hash: string): void {
  try {
    const key = SENT_KEY + id;
    if ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { hash?: unknown }).hash === hash)
      sessionStorage.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
}

/**
 * The payment this page kept for the session of `token`, for a frame that was loaded again: its message to the
 * frame while no deposit arrived since, else nothing (and the record goes).
 */
export async function recall(
  token: string,
  apiUrl?: string,
): Promise<{ type: 'wallet_sent'; hash: string; deposits: number } | null> {
  const s = await readSession(token, apiUrl);
  if (!s) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(SENT_KEY + s.id) ?? 'null') as {
      hash?: unknown;
      deposits?: unknown;
    } | null;
    if (kept && typeof kept.hash === 'string' && kept.deposits === s.received.deposits)
      return { type: 'wallet_sent', hash: kept.hash, deposits: kept.deposits };
    sessionStorage.removeItem(SENT_KEY + s.id);
  } catch {
    // Blocked storage, or a record that is not ours: nothing to say.
  }
  return null;
}

/** Reads the session the page's token stands for; null when it cannot. */
async function readSession(token: string, apiUrl?: string): Promise<ClientSession | null> {
  const base = (apiUrl ?? API[token.startsWith('cs_live_') ? 'live' : 'test']).replace(/\/+$/, '');
  // A read that does not answer in 8 s refuses (`session`) rather than leave the customer waiting. A timer
  // and a controller, not AbortSignal.timeout, which the older WebViews of wallet apps' browsers lack.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), 8000);
  try {
    const r = await fetch(`${base}/v1/client/session`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    const body = (await r.json()) as { status?: boolean; data?: ClientSession };
    return r.ok && body.status && body.data ? body.data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What the wallet's error says: the customer declined (EIP-1193 code 4001), or something else failed. */
const failed = (e: unknown): WalletOutcome =>
  refuse((e as { code?: unknown } | null)?.code === 4001 ? 'rejected' : 'wallet');

/**
 * `r` checked against the session `s`: the transfer to send (the amount in base units), or why not. Run on
 * the session read before the wallet is asked anything, and again on one read just before the transfer goes:
 * a wallet may take minutes to answer (a locked extension, a popup left open) while the price runs out, is
 * refreshed or another payment arrives.
 */
function check(
  s: ClientSession | null,
  r: WalletRequest,
): WalletRefusal | { to: string; contract: string; units: string; chain: string; session: ClientSession } {
  if (!s) return 'session';
  const due = s.due;
  const t = s.token;
  if (!s.deposit_address || r.to !== s.deposit_address) return 'address';
  if (r.network !== due.network || !t || t.chain_id === null || r.token.chain_id !== t.chain_id)
    return 'chain';
  if (String(r.token.contract).toLowerCase() !== t.contract.toLowerCase() || r.token.decimals !== t.decimals)
    return 'token';
  // Only what the session asks for now: the amount due while it awaits payment, the rest once underpaid;
  // nothing once it is paid, its price lock is over (status expired) or it ended, which a frame that has not
  // read the session since may not know yet.
  const amount = amountToSend(s);
  if (!amount || r.amount !== amount) return 'amount';
  // The session's environment decides which tokens may be named: walletUri gives no link for a mainnet
  // token in test (nor a test token in live), and checks every piece's form.
  if (!walletUri(s.deposit_address, amount, due.network, t, s.environment)) return 'token';
  const units = baseUnits(amount, t.decimals);
  if (!units || units === '0') return 'amount';
  return {
    to: s.deposit_address,
    contract: t.contract,
    units,
    chain: `0x${t.chain_id.toString(16)}`,
    session: s,
  };
}

/**
 * Checks `r` against the session and the wallet's chain, then has the wallet send it. `latest`: false once
 * the frame has asked for a newer payment, which this one then leaves to (refused `wallet` before the
 * transfer is asked for).
 */
export async function pay(
  wallet: Eip1193,
  r: WalletRequest,
  { token, apiUrl }: { token: string; apiUrl?: string | undefined },
  latest: () => boolean = () => true,
): Promise<WalletOutcome> {
  const first = check(await readSession(token, apiUrl), r);
  if (typeof first === 'string') return refuse(first);
  const { chain } = first;
  let from: unknown;
  try {
    [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as unknown[];
  } catch (e) {
    return failed(e);
  }
  if (typeof from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(from)) return refuse('wallet');
  try {
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain }] });
  } catch (e) {
    // Declined, or a chain the wallet does not know: either way it is not on the session's chain.
    if ((e as { code?: unknown } | null)?.code === 4001) return refuse('rejected');
  }
  let now: unknown;
  try {
    now = await wallet.request({ method: 'eth_chainId' });
  } catch (e) {
    return failed(e);
  }
  if (typeof now !== 'string' || !/^0x[0-9a-fA-F]+$/.test(now) || BigInt(now) !== BigInt(chain))
    return refuse('chain');
  // The wallet may have taken minutes: the session as it stands now decides, and a newer tap wins.
  if (!latest()) return refuse('wallet');
  const last = check(await readSession(token, apiUrl), r);
  if (typeof last === 'string') return refuse(last);
  if (!latest()) return refuse('wallet');
  let hash: unknown;
  const s = last.session;
  try {
    hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        { from, to: last.contract, value: '0x0', data: transferData(last.to, last.units), chainId: chain },
      ],
    });
  } catch (e) {
    // Declined (4001), not allowed (4100) or not supported (4200): nothing went out. Anything else may have
    // been sent (a remote signer that dropped after the customer approved): the customer is told to look in
    // the wallet before paying again, never that nothing was sent.
    const code = (e as { code?: unknown } | null)?.code;
    if (code === 4001) return refuse('rejected');
    if (code === 4100 || code === 4200) return refuse('wallet');
    remember(s, '');
    return refuse('unsure');
  }
  const sent = typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash) ? hash : '';
  remember(s, sent);
  return sent ? { outcome: 'sent', hash: sent } : refuse('unsure');
}

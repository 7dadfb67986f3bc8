/**
 * A payment link a wallet understands, carrying token, amount and chain: EIP-681
 * (`ethereum:<token>@<chain>/transfer?address=<to>&uint256=<base units>`) on EVM networks, Solana Pay
 * (`solana:<to>?amount=<amount>&spl-token=<mint>`) on SOLANA. One builder for the embed (from the client
 * session's `token`) and the checkout (from a `token` beside an order's deposit address, which the service's
 * order does not carry today). Null when any piece is missing or not of its form, so a doubtful link is never
 * offered; the plain address QR always is.
 */
import type { ClientSessionToken } from './wire.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** `amount` in base units of a token with `decimals`, exactly (no float); null if it has more digits. */
export function baseUnits(amount: string, decimals: number): string | null {
  if (!DECIMAL.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return null;
  return BigInt(whole + trimmed.padEnd(decimals, '0')).toString();
}

/**
 * A payment link for a wallet app (EIP-681 on EVM networks, Solana Pay on Solana) for `amount` of the `token`
 * (contract, chain id, decimals) to the address `to`; null when any piece is missing or not of its form.
 */
export function walletUri(
  to: string,
  amount: string,
  network: string,
  token: ClientSessionToken | null | undefined,
): string | null {
  if (!token || typeof token.contract !== 'string' || !DECIMAL.test(amount)) return null;
  if (network === 'SOLANA') {
    if (!BASE58.test(to) || !BASE58.test(token.contract)) return null;
    return `solana:${to}?amount=${amount}&spl-token=${token.contract}`;
  }
  const { chain_id: chain, decimals } = token;
  if (!EVM_ADDRESS.test(to) || !EVM_ADDRESS.test(token.contract)) return null;
  if (!Number.isSafeInteger(chain) || (chain ?? 0) <= 0) return null;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return null;
  const units = baseUnits(amount, decimals);
  return units && `ethereum:${token.contract}@${chain}/transfer?address=${to}&uint256=${units}`;
}

/**
 * A payment link a wallet understands, carrying token, amount and chain: EIP-681
 * (`ethereum:<token>@<chain>/transfer?address=<to>&uint256=<base units>`) on EVM networks, Solana Pay
 * (`solana:<to>?amount=<amount>&spl-token=<mint>`) on SOLANA. One builder for the embed (from the client
 * session's `token`) and the checkout (from a `token` beside an order's deposit address, which the service's
 * order does not carry today). Null when any piece is missing or not of its form, so a doubtful link is never
 * offered; the plain address QR always is.
 *
 * Test mode can never move real money: in the test environment a link is made only for a token of
 * `TEST_TOKENS` (a public test network's USDC, worthless by design); any other token, a mainnet one
 * above all, gives no link, and the customer sees the plain address only. An unknown environment counts as
 * test. In live, a test network's token gives no link either.
 */
import type { Environment } from './enums.js';
import type { ClientSessionToken } from './wire.js';

/** Circle's USDC mint on Solana devnet. */
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';

/**
 * The test-network tokens a test-mode payment link may name: Circle's USDC on the public test chains of the
 * networks that have one (Sepolia for Ethereum, Arbitrum, Optimism and Base; Amoy for Polygon) and its
 * Solana devnet mint. USDT has no well-known test deployment, so a test USDT payment has no link.
 */
export const TEST_TOKENS = {
  'USDC:ETHEREUM': {
    contract: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
    decimals: 6,
    chain_id: 11155111,
  },
  'USDC:POLYGON': { contract: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582', decimals: 6, chain_id: 80002 },
  'USDC:ARBITRUM': { contract: '0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d', decimals: 6, chain_id: 421614 },
  'USDC:OPTIMISM': {
    contract: '0x5fd84259d66Cd46123540766Be93DFE6D43130D7',
    decimals: 6,
    chain_id: 11155420,
  },
  'USDC:BASE': { contract: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', decimals: 6, chain_id: 84532 },
  'USDC:SOLANA': { contract: DEVNET_USDC, decimals: 6, chain_id: null },
} as const satisfies Record<string, ClientSessionToken>;

/**
 * Whether a token of `network` is on a public test network: on an EVM network, a token on a test chain
 * (whatever its contract, no mainnet wallet can send it there); on Solana, only the devnet USDC mint, since a
 * Solana Pay link names no chain, and the link's mint is all a wallet reads (a chain id beside it says nothing
 * the wallet sees: `walletUri` refuses a Solana token that carries one).
 */
const isTestToken = (token: ClientSessionToken, network: string): boolean =>
  network === 'SOLANA' ? token.contract === DEVNET_USDC : TEST_CHAIN_IDS.includes(token.chain_id ?? 0);

/** The EIP-155 ids of the public test chains of `TEST_TOKENS`. */
const TEST_CHAIN_IDS: readonly number[] = [11155111, 80002, 421614, 11155420, 84532];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** `amount` in base units of a token with `decimals`, exactly (no float); null if it has more digits. */
export function baseUnits(amount: string, decimals: number): string | null {
  if (!DECIMAL.test(amount)) return null;
  const [whole, fraction = ''] = amount.split('.') as [string, string?];
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
  environment: Environment | null | undefined,
): string | null {
  if (!token || typeof token.contract !== 'string') return null;
  // Test (or unknown) environment: only a test token; live: never one.
  if (isTestToken(token, network) === (environment === 'live')) return null;
  const { chain_id: chain, decimals } = token;
  // Negative places need no check here: baseUnits gives null for them (no amount has fewer than 0 digits).
  if (!Number.isInteger(decimals) || decimals > 36) return null;
  // Exactly in the token's places, and more than nothing: no link for 0, nor for more places than the token
  // has (a wallet would round, or refuse).
  const units = baseUnits(amount, decimals);
  if (!units || units === '0') return null;
  if (network === 'SOLANA') {
    // A Solana token has no chain id: one that names an EVM chain is not a Solana token.
    if (chain !== null && chain !== undefined) return null;
    if (!BASE58.test(to) || !BASE58.test(token.contract)) return null;
    // Solana Pay's amount: a plain decimal, written from the base units (no leading or trailing zeros).
    const digits = units.padStart(decimals + 1, '0');
    const cut = digits.length - decimals;
    const fraction = digits.slice(cut).replace(/0+$/, '');
    const plain = fraction ? `${digits.slice(0, cut)}.${fraction}` : digits.slice(0, cut);
    return `solana:${to}?amount=${plain}&spl-token=${token.contract}`;
  }
  if (!EVM_ADDRESS.test(to) || !EVM_ADDRESS.test(token.contract)) return null;
  if (!Number.isSafeInteger(chain) || (chain ?? 0) <= 0) return null;
  return `ethereum:${token.contract}@${chain}/transfer?address=${to}&uint256=${units}`;
}

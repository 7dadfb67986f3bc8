/**
 * The USDT and USDC contracts (EVM) and mints (Solana) per network, as wallet payment links need them
 * (EIP-681 on EVM networks, Solana Pay on SOLANA). Live sessions name the well-known mainnet deployments; a
 * pair without a certain address (USDT on BASE, anything on PLASMA) has no token, and the embed then shows
 * only the plain address QR rather than a link to a wrong contract.
 *
 * Test sessions never name a mainnet token: they carry core's `TEST_TOKENS`, Circle's USDC on the public test
 * chains (Ethereum, Arbitrum, Optimism and Base Sepolia, Polygon Amoy, Solana devnet). USDT has no well-known
 * test deployment, so a test USDT session (and CELO, PLASMA) has no token: plain address only.
 */
import type { Asset, Environment, Network } from '@pulse/core/internal/enums';
import { TEST_TOKENS } from '@pulse/core/internal/wallet-uri';
import type { ClientSessionToken } from '@pulse/core/internal/wire';

const CHAIN_ID: Record<Network, number | null> = {
  ETHEREUM: 1,
  POLYGON: 137,
  ARBITRUM: 42161,
  OPTIMISM: 10,
  BASE: 8453,
  CELO: 42220,
  SOLANA: null,
  PLASMA: 9745,
};

/** Every listed deployment has 6 decimals. */
const CONTRACTS: Partial<Record<`${Asset}:${Network}`, string>> = {
  'USDT:ETHEREUM': '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  'USDT:POLYGON': '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  'USDT:ARBITRUM': '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  'USDT:OPTIMISM': '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
  'USDT:CELO': '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e',
  'USDT:SOLANA': 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  'USDC:ETHEREUM': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  'USDC:POLYGON': '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  'USDC:ARBITRUM': '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  'USDC:OPTIMISM': '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  'USDC:BASE': '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  'USDC:CELO': '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
  'USDC:SOLANA': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
};

/**
 * The token of `asset` on `network` in `env`; null when either is not chosen yet or the pair has no known
 * address there.
 */
export function tokenOf(
  asset: Asset | null,
  network: Network | null,
  env: Environment,
): ClientSessionToken | null {
  if (!asset || !network) return null;
  if (env === 'test') {
    const test: ClientSessionToken | undefined = (TEST_TOKENS as Record<string, ClientSessionToken>)[
      `${asset}:${network}`
    ];
    return test ? { ...test } : null;
  }
  const contract = CONTRACTS[`${asset}:${network}`];
  return contract ? { contract, decimals: 6, chain_id: CHAIN_ID[network] } : null;
}

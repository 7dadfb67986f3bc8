/**
 * Which asset runs on which network, each network's conversion cost, and the shape of its addresses.
 * The costs are what moving the token on that chain costs the service, in the token's own units.
 */
import type { Asset, Network } from '@pulse/core';
import { ApiError } from './errors.js';

export const NETWORK_COST: Record<Network, string> = {
  ETHEREUM: '0.75',
  ARBITRUM: '0.05',
  OPTIMISM: '0.05',
  BASE: '0.02',
  POLYGON: '0.02',
  CELO: '0.01',
  SOLANA: '0.01',
  PLASMA: '0',
};

/** USDC has no deployment on PLASMA here; every other pair is carried. */
const UNSUPPORTED = new Set<string>(['USDC:PLASMA']);

export const supports = (asset: Asset, network: Network) => !UNSUPPORTED.has(`${asset}:${network}`);

export function assertSupported(asset: Asset, network: Network): void {
  if (!supports(asset, network)) {
    throw new ApiError('unsupported_network', `${asset} is not carried on ${network}.`);
  }
}

export type AddressFamily = 'evm' | 'solana';
export const family = (network: Network): AddressFamily => (network === 'SOLANA' ? 'solana' : 'evm');

const EVM = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Whether `address` is of the kind `network` sends to (0x… on the EVM networks, base58 on Solana). */
export const addressFits = (address: string, network: Network): boolean =>
  family(network) === 'solana' ? BASE58.test(address) : EVM.test(address);

export function assertAddress(field: string, address: string, network: Network): void {
  const ok = family(network) === 'solana' ? BASE58.test(address) : EVM.test(address);
  if (!ok) {
    const shape =
      family(network) === 'solana' ? 'a base58 address of 32–44 characters' : '0x followed by 40 hex digits';
    throw new ApiError('invalid_address', `${field} is not a ${network} address (expected ${shape}).`);
  }
}

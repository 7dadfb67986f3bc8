/** Deposit addresses: issued once per owner and address family, and indexed so deposits find their owner. */
import type { Network } from '@pulse/core';
import { newEvmAddress, newSolanaAddress } from '../ids.js';
import { family } from '../networks.js';
import type { AddressOwner, Store } from '../store.js';

export function issueAddress(store: Store, network: Network, owner: AddressOwner): string {
  let address: string;
  do address = family(network) === 'solana' ? newSolanaAddress() : newEvmAddress();
  while (store.addresses.has(address));
  store.addresses.set(address, owner);
  return address;
}

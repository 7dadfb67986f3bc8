import { NETWORK_NAMES, type Network } from '../../enums.js';

/**
 * `@pulse/core/locales/en/networks`: a module of its own (not in `@pulse/core/internal`) so that only the
 * screens that name a network to pay on load it.
 *
 * The label exchanges and wallets put beside a network in their withdrawal and send screens, where it
 * differs from the name alone: the token standard (ERC-20, SPL) or the chain's own product name. A customer
 * matches the network by it; networks that are listed by name only have none.
 */
export const NETWORK_NICKNAMES: Readonly<Partial<Record<Network, string>>> = {
  ETHEREUM: 'ERC-20',
  POLYGON: 'PoS',
  OPTIMISM: 'OP Mainnet',
  SOLANA: 'SPL',
};

/** A network's name with its usual nickname, e.g. "Ethereum (ERC-20)"; an unknown code as it is; nothing for none. */
export const networkNameWithNickname = (network: string | null | undefined): string => {
  if (!network) return '';
  const name = NETWORK_NAMES[network as Network];
  if (!name) return network;
  const nickname = NETWORK_NICKNAMES[network as Network];
  return nickname ? `${name} (${nickname})` : name;
};

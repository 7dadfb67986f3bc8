/** Enumerations of the service, each a readonly tuple with a guard beside it. */

export const ASSETS = ['USDT', 'USDC'] as const;
export type Asset = (typeof ASSETS)[number];

export const NETWORKS = [
  'BASE',
  'POLYGON',
  'ARBITRUM',
  'OPTIMISM',
  'ETHEREUM',
  'CELO',
  'PLASMA',
  'SOLANA',
] as const;
export type Network = (typeof NETWORKS)[number];

/** Network names as wallets and exchanges show them to customers. */
export const NETWORK_NAMES: Readonly<Record<Network, string>> = {
  BASE: 'Base',
  POLYGON: 'Polygon',
  ARBITRUM: 'Arbitrum One',
  OPTIMISM: 'Optimism',
  ETHEREUM: 'Ethereum',
  CELO: 'Celo',
  PLASMA: 'Plasma',
  SOLANA: 'Solana',
};

/** A network's customer name; an unknown code as it is; nothing for none. */
export const networkName = (network: string | null | undefined): string =>
  network ? (NETWORK_NAMES[network as Network] ?? network) : '';

export const ORDER_TYPES = ['onramp', 'offramp'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const COLLECTION_STATUSES = ['active', 'disabled'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const FIAT = 'NGN' as const;
export type Fiat = typeof FIAT;
export type Currency = Fiat | Asset;

/**
 * Decimal places a currency's amounts carry (the service rounds amounts to what the currency supports):
 * kobo for naira, six for USDT and USDC on every network of 2.11.
 */
export const CURRENCY_PLACES: Readonly<Record<Currency, number>> = { NGN: 2, USDT: 6, USDC: 6 };

export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const FLOWS = ['select', 'direct'] as const;
export type Flow = (typeof FLOWS)[number];

export const COMPONENTS = ['payment', 'quote', 'status'] as const;
export type Component = (typeof COMPONENTS)[number];

const member =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export const isAsset = member(ASSETS);
export const isNetwork = member(NETWORKS);
export const isOrderType = member(ORDER_TYPES);
export const isEnvironment = member(ENVIRONMENTS);
export const isFlow = member(FLOWS);
export const isComponent = member(COMPONENTS);
export const isCurrency = (value: unknown): value is Currency => value === FIAT || isAsset(value);

/** Enumerations of the service, each a readonly tuple with a guard beside it. */

export const ASSETS = ['USDT', 'USDC'] as const;
/** A stablecoin the service handles: `USDT` or `USDC`. */
export type Asset = (typeof ASSETS)[number];

/** The eight networks the service carries USDT and USDC on, by the service's code (`BASE`, `POLYGON`, …). */
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
/** A network code of the service, e.g. `BASE` or `SOLANA`; {@link networkName} gives its customer name. */
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

/** The two order types: `onramp` (naira in, crypto out) and `offramp` (crypto in, naira out). */
export const ORDER_TYPES = ['onramp', 'offramp'] as const;
/** `onramp` (naira in, crypto out) or `offramp` (crypto in, naira out). */
export type OrderType = (typeof ORDER_TYPES)[number];

/** Statuses of a collection: `active` takes deposits, `disabled` does not. */
export const COLLECTION_STATUSES = ['active', 'disabled'] as const;
/** `active` or `disabled`. */
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** The one fiat currency: Nigerian naira. */
export const FIAT = 'NGN' as const;
/** `NGN`, the one fiat currency. */
export type Fiat = typeof FIAT;
/** Any currency of an amount: `NGN`, `USDT` or `USDC`. */
export type Currency = Fiat | Asset;

/**
 * Decimal places a currency's amounts carry (the service rounds amounts to what the currency supports):
 * kobo for naira, six for USDT and USDC on every network of 2.11.
 */
export const CURRENCY_PLACES: Readonly<Record<Currency, number>> = { NGN: 2, USDT: 6, USDC: 6 };

/** The service's two environments: `test` (keys `sk_test_…`, tokens `cs_test_…`) and `live`. */
export const ENVIRONMENTS = ['test', 'live'] as const;
/** `test` or `live`, read from a key's or token's prefix. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** How the embed starts: `select` lets the customer pick asset and network, `direct` uses the session's. */
export const FLOWS = ['select', 'direct'] as const;
/** `select` (the customer picks asset and network) or `direct` (the session's are used). */
export type Flow = (typeof FLOWS)[number];

/** What the embed shows: the whole `payment`, only the `quote`, or an existing order's `status`. */
export const COMPONENTS = ['payment', 'quote', 'status'] as const;
/** `payment`, `quote` or `status`: what the embed shows. */
export type Component = (typeof COMPONENTS)[number];

const member =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

/** Whether a value is one of {@link ASSETS} (`USDT`, `USDC`). */
export const isAsset = member(ASSETS);
/** Whether a value is one of the service's {@link NETWORKS} codes. */
export const isNetwork = member(NETWORKS);
/** Whether a value is `onramp` or `offramp`. */
export const isOrderType = member(ORDER_TYPES);
/** Whether a value is `test` or `live`. */
export const isEnvironment = member(ENVIRONMENTS);
/** Whether a value is `select` or `direct`. */
export const isFlow = member(FLOWS);
/** Whether a value is `payment`, `quote` or `status`. */
export const isComponent = member(COMPONENTS);
/** Whether a value is `NGN`, `USDT` or `USDC`. */
export const isCurrency = (value: unknown): value is Currency => value === FIAT || isAsset(value);

/**
 * All state of one sandbox: the businesses, one ledger per business and environment (test data is never
 * visible to live keys and the other way round), and the indexes that route a credential, a session token,
 * a deposit address or a virtual account number to the record it belongs to.
 */
import { webhookHostCheck } from './webhooks/hosts.js';
import type {
  Asset,
  CollectionStatus,
  DepositHoldReason,
  Environment,
  HeldDepositReason,
  Flow,
  Network,
  OrderType,
  Party,
  ResolvedBankAccount,
  TelemetryEvent,
  WebhookEvent,
} from '@pulse/core';
import type { EmbedStatus, OrderStatus } from '@pulse/core';
import type { TestClock } from './clock.js';
import type { Big } from './money.js';
import type { Side } from './pricing.js';
import type { Scheduler } from './scheduler.js';
import type { BusinessRecord } from './seed.js';

export interface QuoteRecord {
  id: string;
  side: Side;
  asset: Asset;
  network: Network;
  fixed: 'source' | 'destination';
  fixedAmount: Big;
  rate: Big;
  source: Big;
  destination: Big;
  createdAt: Date;
  expiresAt: Date;
  /** Bumped by every refresh, so an order creation can tell the quote changed under it. */
  version: number;
  consumedBy: string | null;
}

export interface OrderRecord {
  id: string;
  seq: number;
  reference: string;
  type: OrderType;
  status: OrderStatus;
  quoteId: string;
  asset: Asset;
  network: Network;
  rate: Big;
  /** NGN for onramp, crypto for offramp. */
  sourceAmount: Big;
  destinationAmount: Big;
  /** The source amount the order was issued for; funding executes the order once this much has arrived. */
  amountDue: Big;
  /** Source currency received so far within the funding window (payments below the amount due add up). */
  received: Big;
  party: Party;
  /** Onramp: the virtual account. Offramp: the deposit address. */
  virtualAccount: {
    account_name: string;
    account_number: string;
    bank_code: string;
    bank_name: string;
    /** What to pay, as issued; the amount that arrives may differ. */
    amount: string;
  } | null;
  depositAddress: string | null;
  destinationAddress: string | null;
  beneficiaryBank: {
    bank_code: string;
    bank_name: string;
    account_number: string;
    account_name: string;
  } | null;
  /** Funding up to this time keeps the quoted rate; later funding within the window is re-priced. */
  rateLockedUntil: Date;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Offramp orders made by a collection deposit: the collection and the payout account paid. */
  collectionId?: string | undefined;
  recipientId?: string | undefined;
  /** Onramp orders made by a transfer into a collection account. */
  collectionAccountId?: string | undefined;
}

export interface RecipientRecord {
  id: string;
  seq: number;
  isDefault: boolean;
  bankAccount: ResolvedBankAccount;
  createdAt: Date;
}

export interface CollectionAccountRecord {
  id: string;
  seq: number;
  reference: string;
  name: string;
  accountNumber: string;
  accountName: string;
  chain: Network;
  address: string;
  createdAt: Date;
}

export interface DepositRecord {
  id: string;
  seq: number;
  collectionId: string;
  address: string;
  asset: Asset;
  network: Network;
  amount: Big;
  transactionHash: string;
  fromAddress: string;
  status: 'accepted' | 'held';
  holdReason: DepositHoldReason | null;
  orderId: string | null;
  recipientId: string;
  createdAt: Date;
}

export interface CollectionRecord {
  id: string;
  seq: number;
  reference: string;
  status: CollectionStatus;
  recipientId: string;
  customer: Party;
  addresses: { evm: string; solana: string };
  lastDepositAt: Date | null;
  createdAt: Date;
  deposits: DepositRecord[];
}

export interface SessionRecord {
  id: string;
  seq: number;
  token: string;
  env: Environment;
  reference: string;
  flow: Flow;
  /** NGN, or the asset the amount is fixed in. */
  currency: 'NGN' | Asset;
  fixedAmount: Big;
  assets: Asset[];
  networks: Network[];
  userRef: string | null;
  gate: string | null;
  customer: Party | null;
  expiresAt: Date;
  createdAt: Date;
  order: CollectionOrderRecord;
}

export interface CollectionOrderRecord {
  id: string;
  status: EmbedStatus;
  asset: Asset | null;
  network: Network | null;
  rate: Big | null;
  cryptoDue: Big | null;
  fiatAmount: Big | null;
  lockedUntil: Date | null;
  /** One address per address family: EVM networks share one, as real deposit wallets do. */
  addresses: Partial<Record<'evm' | 'solana', string>>;
  depositAddress: string | null;
  received: Big;
  deposits: number;
  /**
   * Deposits held, not counted towards the payment: on another network or of another asset than chosen, or
   * after the order was paid in full, had ended, or the session had closed.
   */
  held: { asset: Asset; network: Network; amount: Big; reason: HeldDepositReason }[];
  failureReason: string | null;
  /** Set by a simulated deposit with outcome `failed`: the conversion step fails. */
  failConversion: boolean;
  /** Bumped on every change of plan, so stale scheduled steps do nothing. */
  generation: number;
  updatedAt: Date;
}

export interface Ledger {
  business: BusinessRecord;
  env: Environment;
  quotes: Map<string, QuoteRecord>;
  orders: OrderRecord[];
  ordersById: Map<string, OrderRecord>;
  ordersByReference: Map<string, OrderRecord>;
  sessions: SessionRecord[];
  sessionsByReference: Map<string, SessionRecord>;
  sessionsByOrderId: Map<string, SessionRecord>;
  telemetry: { sessionId: string; event: TelemetryEvent }[];
  recipients: RecipientRecord[];
  collectionAccounts: CollectionAccountRecord[];
  collections: CollectionRecord[];
  collectionsById: Map<string, CollectionRecord>;
  collectionsByReference: Map<string, CollectionRecord>;
  /** The events this ledger emitted, oldest first (the newest MAX_EVENT_LOG are kept). */
  events: { seq: number; event: WebhookEvent }[];
  webhookEndpoints: WebhookEndpointRecord[];
  /** Delivery attempts, oldest first (the newest MAX_DELIVERY_LOG are kept). */
  deliveries: DeliveryRecord[];
}

export interface WebhookEndpointRecord {
  id: string;
  seq: number;
  url: string;
  /** The newest first; an older one signs too until it expires (rotation overlap). */
  secrets: { secret: string; expiresAt: Date | null }[];
  createdAt: Date;
}

export interface DeliveryRecord {
  id: string;
  seq: number;
  event_id: string;
  event_type: string;
  /** A registered endpoint's id, or `forward` for the CLI's --forward-to target. */
  endpoint_id: string;
  url: string;
  attempt: number;
  /** `succeeded` on a 2xx answer; `retrying` when another attempt is scheduled; `failed` after the last. */
  outcome: 'succeeded' | 'retrying' | 'failed';
  response_status: number | null;
  error: string | null;
  /** Real time of the attempt (the signature's `t` is real time too, so receivers' clocks agree). */
  attempted_at: string;
  next_attempt_at: string | null;
}

export type AddressOwner =
  | { kind: 'session'; ledger: Ledger; session: SessionRecord }
  | { kind: 'offramp'; ledger: Ledger; order: OrderRecord }
  | { kind: 'collection'; ledger: Ledger; collection: CollectionRecord };

export interface Store {
  clock: TestClock;
  scheduler: Scheduler;
  businesses: BusinessRecord[];
  ledgers: Map<string, Ledger>;
  keys: Map<string, Ledger>;
  tokens: Map<string, { ledger: Ledger; session: SessionRecord }>;
  addresses: Map<string, AddressOwner>;
  virtualAccounts: Map<string, { ledger: Ledger; order: OrderRecord }>;
  /** Collection accounts' permanent virtual account numbers. */
  collectionAccountNumbers: Map<string, { ledger: Ledger; account: CollectionAccountRecord }>;
  /** Where events go once emitted; set by the app (delivery to registered endpoints). */
  onEvent: (ledger: Ledger, event: WebhookEvent, resourceId: string) => void;
  /** Called after a change worth keeping across restarts (set by the app when it has a state directory). */
  onChange: () => void;
  /** Whether webhooks may be sent to this URL's host (set by the app; loopback only by default). */
  webhookHostAllowed: (url: string) => boolean;
  /** The real time webhook signatures and secret overlaps run on (set by the app; not the test clock). */
  webhookNow: () => number;
  /** Sends an event to one endpoint again (set by the app); false when the endpoint is gone. */
  redeliver: (ledger: Ledger, event: WebhookEvent, endpointId: string) => boolean;
  /** Monotonic insertion counter: list order and cursors. */
  nextSeq(): number;
  nextVirtualAccountNumber(): string;
  hooks: SandboxHooks;
}

/** Test seams; none is needed to use the sandbox. */
export interface SandboxHooks {
  /** Runs inside order creation after the quote is read and before it is consumed. */
  beforeOrderCommit?: (() => Promise<void>) | undefined;
}

export function createLedger(business: BusinessRecord, env: Environment): Ledger {
  return {
    business,
    env,
    quotes: new Map(),
    orders: [],
    ordersById: new Map(),
    ordersByReference: new Map(),
    sessions: [],
    sessionsByReference: new Map(),
    sessionsByOrderId: new Map(),
    telemetry: [],
    recipients: [],
    collectionAccounts: [],
    collections: [],
    collectionsById: new Map(),
    collectionsByReference: new Map(),
    events: [],
    webhookEndpoints: [],
    deliveries: [],
  };
}

export function createStore(
  businesses: BusinessRecord[],
  clock: TestClock,
  scheduler: Scheduler,
  hooks: SandboxHooks = {},
): Store {
  const ledgers = new Map<string, Ledger>();
  const keys = new Map<string, Ledger>();
  for (const b of businesses) {
    for (const env of ['test', 'live'] as const) {
      const ledger = createLedger(b, env);
      ledgers.set(`${b.id}:${env}`, ledger);
      keys.set(b[env].secretKey, ledger);
    }
  }
  let seq = 0;
  let nuban = 0;
  const virtualAccounts: Store['virtualAccounts'] = new Map();
  const collectionAccountNumbers: Store['collectionAccountNumbers'] = new Map();
  return {
    clock,
    scheduler,
    businesses,
    ledgers,
    keys,
    tokens: new Map(),
    addresses: new Map(),
    virtualAccounts,
    collectionAccountNumbers,
    onEvent: () => undefined,
    onChange: () => undefined,
    webhookHostAllowed: webhookHostCheck(),
    webhookNow: Date.now,
    redeliver: () => false,
    nextSeq: () => ++seq,
    // 98xxxxxxxx: a range name enquiry never hands to a real customer.
    nextVirtualAccountNumber() {
      // Skips numbers already in use: a restart with saved collection accounts starts counting at 0 again.
      let number: string;
      do number = `98${String(++nuban).padStart(8, '0')}`;
      while (virtualAccounts.has(number) || collectionAccountNumbers.has(number));
      return number;
    },
    hooks,
  };
}

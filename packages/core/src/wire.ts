/**
 * Wire types of the service's v1 API and of the collection-session (preview) routes, whose payloads the
 * SDK defines. snake_case, amounts as decimal strings, times as RFC 3339 strings.
 */
import type { Asset, CollectionStatus, Currency, Environment, Flow, Network, OrderType } from './enums.js';
import type { EmbedStatus, OrderStatus } from './status.js';

/** A decimal number carried as a string, e.g. "1520.75". Never a float. */
export type DecimalString = string;
/** An RFC 3339 timestamp, e.g. "2026-11-22T10:00:00.000Z". */
export type Timestamp = string;

// ---- 2.1 Envelope -------------------------------------------------------------------------------

/** Pagination of a list answer: the page size, the cursor of the next page (none on the last), the time range. */
export interface PageMeta {
  per_page?: number;
  next_cursor?: string;
  from?: Timestamp;
  to?: Timestamp;
}

/** The service's success body: `{ status: true, data, meta? }`. */
export interface SuccessEnvelope<T> {
  status: true;
  data: T;
  meta?: PageMeta;
}

/** The service answers a failure in one of two shapes: `{ status:false, error, code }` and `{ code, message }`. */
export type FailureEnvelope =
  { status: false; error: string; code: string } | { code: string; message: string };

// ---- 2.2 Quote ----------------------------------------------------------------------------------

/** Your partner fee on a quote, in basis points and as an amount. */
export interface PartnerFee {
  bps: number;
  amount: DecimalString;
  currency: Currency;
}

/** A price locked for two minutes (`expires_at`): the rate, both amounts and the fees. An order consumes it. */
export interface Quote {
  id: string;
  rate: DecimalString;
  /** Echoes the request (the sandbox sends it); the service does not promise it, so clients fall back. */
  source_currency?: Currency;
  /** Echoes the request (the sandbox sends it); the service does not promise it, so clients fall back. */
  destination_currency?: Currency;
  /** Echoes the request (the sandbox sends it); the service does not promise it, so clients fall back. */
  network?: Network;
  source_amount: DecimalString;
  destination_amount: DecimalString;
  expires_at: Timestamp;
  /** Returned by refresh. */
  partner_fee?: PartnerFee;
}

interface QuoteRequestBase {
  source_currency: Currency;
  destination_currency: Currency;
  network: Network;
}

/**
 * A quote request fixes exactly one amount: what the customer sends or what they receive. The type refuses
 * both and neither, as the service does (`amount_required`).
 */
export type CreateQuoteRequest = QuoteRequestBase &
  (
    | {
        /** Fix what the customer sends; the service computes what they receive. */
        source_amount: DecimalString;
        destination_amount?: never;
      }
    | {
        /** Fix what the customer receives; the service computes what they send. */
        destination_amount: DecimalString;
        source_amount?: never;
      }
  );

// ---- 2.3 Order ----------------------------------------------------------------------------------

/** An amount in a currency, with its network for the crypto side. */
export interface Money {
  currency: Currency;
  amount: DecimalString;
  /** Present for the crypto side. */
  network?: Network;
}

/** A payer's or beneficiary's name and email. */
export interface Party {
  name: string;
  email: string;
}

/** The naira virtual account an onramp customer pays into. */
export interface BankFundingAccount {
  account_name: string;
  account_number: string;
  bank_code: string;
  bank_name: string;
  amount: DecimalString;
}

/** The address an offramp customer sends crypto to, on its network. */
export interface CryptoFundingAccount {
  deposit_address: string;
  network: Network;
}

/** The fields every order has: id, your reference, type, status, rate, amounts and times. */
export interface OrderSummary {
  id: string;
  reference: string;
  type: OrderType;
  status: OrderStatus;
  rate: DecimalString;
  source: Money;
  destination: Money;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An onramp order: the customer pays naira into `funding_account`, and crypto goes to the destination address. */
export interface OnrampOrder extends OrderSummary {
  type: 'onramp';
  party: Party;
  funding_account: BankFundingAccount;
}

/**
 * An offramp order: the customer sends crypto to `funding_account`, and naira goes to the beneficiary's bank
 * account.
 */
export interface OfframpOrder extends OrderSummary {
  type: 'offramp';
  party: Party;
  funding_account: CryptoFundingAccount;
}

/** An onramp or offramp order; tell them apart by `type`. */
export type Order = OnrampOrder | OfframpOrder;

/** The customer paying an onramp order: name, email and optional identity numbers. */
export interface Payer {
  name: string;
  email: string;
  nin?: string;
  bvn?: string;
}

/** Body of `POST /v1/onramp/orders`: your reference, the quote, the payer and the destination address. */
export interface CreateOnrampOrderRequest {
  reference: string;
  quote_id: string;
  payer: Payer;
  destination: { address: string };
}

/** Body of `POST /v1/offramp/orders`: your reference, the quote and the beneficiary with their bank account. */
export interface CreateOfframpOrderRequest {
  reference: string;
  quote_id: string;
  beneficiary: Payer & { bank_account: { bank_code: string; account_number: string } };
}

// ---- 2.4–2.10 -----------------------------------------------------------------------------------

/** A bank that can receive naira payouts: its code (for bank accounts) and name. */
export interface Bank {
  name: string;
  code: string;
}

/** Body of the name enquiry: a bank code and a 10-digit account number. */
export interface ResolveBankAccountRequest {
  bank_code: string;
  account_number: string;
}

/** A bank account as the bank knows it: the account name to show the customer to confirm. */
export interface ResolvedBankAccount {
  account_number: string;
  account_name: string;
  bank_code: string;
  bank_name: string;
}

/** A bank account of yours that naira payouts go to. */
export interface PayoutAccount {
  id: string;
  type: 'bank_account';
  is_default: boolean;
  bank_account: ResolvedBankAccount;
  created_at: Timestamp;
}

/** A naira virtual account that takes bank transfers for you. */
export interface CollectionAccount {
  id: string;
  reference: string;
  name: string;
  bank_account: { account_name: string; account_number: string; bank_name: string };
  payout_destination: { chain: string; address: string };
  created_at: Timestamp;
}

/** A standing deposit address for an asset and network, paid out to one of your payout accounts. */
export interface Collection {
  id: string;
  reference: string;
  type: 'offramp';
  status: CollectionStatus;
  recipient_id: string;
  customer: Party;
  deposit_addresses: { address: string; networks: Network[] }[];
  last_deposit_at: Timestamp | null;
  created_at: Timestamp;
}

/** Body of the sandbox's simulated crypto deposit (test keys only). */
export interface SimulateDepositRequest {
  address: string;
  asset: Asset;
  network: Network;
  amount: DecimalString;
  /**
   * Sandbox only: `failed` makes the order's conversion fail after the deposit is confirmed.
   * @default 'success'
   */
  outcome?: 'success' | 'failed';
}

/** What a simulated crypto deposit did (sandbox, test keys only). */
export interface SimulatedDeposit {
  deposit_id: string;
  collection_id: string | null;
  address: string;
  asset: Asset;
  network: Network;
  amount: DecimalString;
  transaction_hash: string;
  from_address: string;
  /** Sandbox: the order (offramp or collection order) the deposit went to. */
  order_id?: string;
  /** Sandbox, deposit to an offramp order's address: false when it did not execute the order. */
  executed?: boolean;
  /**
   * Sandbox, offramp order: why it did not execute: `amount_below_due` (counted; send the rest),
   * `order_expired`, `order_processing`, `order_completed`, `amount_too_small`, `wrong_network`, `wrong_asset`.
   */
  reason?: string | null;
  order_status?: OrderStatus;
  /** Sandbox, offramp order: the crypto counted toward the order so far. */
  amount_received?: DecimalString;
}

/** The indicative buy and sell rate of an asset on a network. */
export interface RateEntry {
  asset: Asset;
  network: Network;
  buy: DecimalString;
  sell: DecimalString;
}

/** Answer of `GET /v1/rates`: indicative rates per asset and network, not a locked price. */
export interface RatesResponse {
  rates: RateEntry[];
}

// ---- Preview collection product (payloads defined by the SDK) ------------------------------------

/** POST /v1/collection-sessions (secret key). */
export interface CreateCollectionSessionRequest {
  /** Caller's reference; sending the same one again returns the existing session (safe to retry). */
  reference: string;
  /** The amount due, a decimal string in `currency`. */
  amount: DecimalString;
  /** NGN (the crypto amount follows the quote) or an asset (the crypto amount is fixed). */
  currency: Currency;
  /** @default 'select' */
  flow?: Flow;
  /** Pinned asset; required for flow `direct`. */
  asset?: Asset;
  /** Pinned network; required for flow `direct`. */
  network?: Network;
  /** Selectable assets; defaults to every asset. */
  assets?: Asset[];
  /** Selectable networks; defaults to every network. */
  networks?: Network[];
  user_ref?: string;
  gate?: string;
  customer?: Party;
  /** Session lifetime in seconds. @default 3600 (min 300, max 86400) */
  expires_in?: number;
}

/** A single-order session for the embed; hand its `token` (`cs_…`) to `mount`. */
export interface CollectionSession {
  id: string;
  /** The single-order session token `cs_test_…`/`cs_live_…` to hand to the embed. */
  token: string;
  environment: Environment;
  reference: string;
  flow: Flow;
  order_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** An order made through a collection session (the embed), with the status the embed shows. */
export interface CollectionOrder {
  id: string;
  session_id: string;
  reference: string;
  gate: string | null;
  user_ref: string | null;
  status: EmbedStatus;
  flow: Flow;
  asset: Asset | null;
  network: Network | null;
  /** Crypto amount due; null until an asset is chosen for an NGN-denominated session. */
  amount: DecimalString | null;
  fiat_amount: DecimalString | null;
  rate: DecimalString | null;
  locked_until: Timestamp | null;
  deposit_address: string | null;
  amount_received: DecimalString;
  /**
   * Deposits to this order's address held rather than counted in `amount_received` (another network or asset,
   * or after the order was paid in full or ended): the customer is told the merchant returns them. Optional:
   * absent from services that do not give it.
   */
  held?: ClientSessionHeldDeposit[];
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Query of GET /v1/collection-orders, a preview route. */
export interface ListCollectionOrdersQuery {
  gate?: string;
  status?: EmbedStatus;
  user_ref?: string;
  /** RFC 3339; created at or after. */
  created_after?: Timestamp;
  /** RFC 3339; created at or before. */
  created_before?: Timestamp;
  /** Page size, 1 to 100. @default 20 */
  limit?: number;
  /** The previous page's `meta.next_cursor`. */
  cursor?: string;
}

/** Query of GET /v1/orders. */
export interface ListOrdersQuery {
  /** Exact match; returns at most one order. */
  reference?: string;
  type?: OrderType;
  from?: Timestamp;
  to?: Timestamp;
  /** @default 20, at most 100 */
  per_page?: number;
  cursor?: string;
}

/** Query of GET /v1/rates. */
export interface RatesQuery {
  asset?: Asset;
  network?: Network;
  /** Naira spent on a buy; at least 15,000. @default "15000" */
  fiat_amount?: DecimalString;
  /** Crypto sold; at least 10. @default "10" */
  crypto_amount?: DecimalString;
}

/** What the customer owes in an embed session, in naira and in the chosen asset. */
export interface ClientSessionDue {
  /** Which side the merchant fixed. */
  denomination: 'fiat' | 'crypto';
  fiat_currency: 'NGN';
  /** NGN value; null until a quote exists for a crypto-denominated session. */
  fiat_amount: DecimalString | null;
  asset: Asset | null;
  network: Network | null;
  /** Crypto amount due; null until asset and network are chosen. */
  amount: DecimalString | null;
}

/** What has arrived so far in an embed session, and what remains or exceeds. */
export interface ClientSessionReceived {
  /** Total received so far, in the chosen asset. */
  amount: DecimalString;
  /** What is still due when underpaid; "0" otherwise. */
  remaining: DecimalString;
  /** What arrived beyond the amount due when overpaid; "0" otherwise. */
  excess: DecimalString;
  deposits: number;
  /**
   * Deposits held, not counted in `amount`, each as it arrived: on another network than the one chosen
   * (status `wrong_chain`), of another asset (`failed`, `wrong_asset`), or after the order was paid in full,
   * had ended, or the session had closed. Optional: absent from services that do not give it.
   */
  held?: ClientSessionHeldDeposit[];
}

/** Why a deposit is held rather than counted: see {@link ClientSessionHeldDeposit}. */
export type HeldDepositReason = 'wrong_network' | 'wrong_asset' | 'late';

/**
 * One deposit held rather than counted: the asset, network and amount it arrived with, and why (`late`: after
 * the order was paid in full, had ended, or the session had closed). The merchant returns it.
 */
export interface ClientSessionHeldDeposit {
  asset: Asset;
  network: Network;
  amount: DecimalString;
  /** Optional: absent from services that do not give it. */
  reason?: HeldDepositReason;
}

/** GET /v1/client/session (session token). */
export interface ClientSession {
  id: string;
  environment: Environment;
  flow: Flow;
  /**
   * The service's clock when this answer was made. Countdowns run against it (offset by the device clock's
   * difference), so a wrong device clock, or the sandbox's test clock, never shows a wrong time left.
   */
  server_time: Timestamp;
  expires_at: Timestamp;
  status: EmbedStatus;
  order_id: string;
  due: ClientSessionDue;
  quote: { rate: DecimalString; locked_until: Timestamp } | null;
  deposit_address: string | null;
  received: ClientSessionReceived;
  /** Selectable assets and networks, already narrowed by the dashboard configuration. */
  options: {
    assets: Asset[];
    networks: Network[];
    /**
     * Flow `select`: the crypto amount due on each selectable asset/network pair at the current price, as
     * choosing it would lock it, so the picker can show it. Optional: absent from services that do not give it.
     */
    prices?: ClientSessionPrice[];
  };
  /** Why the order failed, when status is `failed`. */
  failure_reason: string | null;
  /**
   * The token of `due.asset` on `due.network`, once both are chosen, so a wallet QR can carry token, amount
   * and chain (EIP-681 on EVM networks, Solana Pay on SOLANA). Optional: absent from services that do not
   * give it, and then only the plain address QR is shown.
   */
  token?: ClientSessionToken | null;
}

/** The amount due if the customer chose `asset` on `network` now. */
export interface ClientSessionPrice {
  asset: Asset;
  network: Network;
  /** In `asset`, rounded up to its places on `network`. */
  amount: DecimalString;
}

/** A token on one network, as wallet payment links need it. */
export interface ClientSessionToken {
  /** The token's contract address (EVM) or mint address (Solana). */
  contract: string;
  /** The token's decimals on this network, to state the amount in base units. */
  decimals: number;
  /** The EIP-155 chain id of an EVM network; null on Solana. */
  chain_id: number | null;
}

/** POST /v1/client/session/select (session token). */
export interface ClientSelectRequest {
  asset: Asset;
  network: Network;
}

/** Names of the embed's anonymous telemetry events. */
export const TELEMETRY_EVENTS = ['load', 'select', 'copy', 'refresh', 'error', 'status'] as const;
/** The name of an anonymous embed telemetry event. */
export type TelemetryEventName = (typeof TELEMETRY_EVENTS)[number];

/** One anonymous event the embed reports: a name, a time and small non-personal facts. */
export interface TelemetryEvent {
  name: TelemetryEventName;
  /** RFC 3339 time the event happened in the browser. */
  at: Timestamp;
  /** Small, non-personal facts: durations, codes, the selected asset. No token, no PII. */
  data?: Record<string, string | number | boolean>;
}

/** POST /v1/client/telemetry (session token); at most 50 events a call. */
export interface TelemetryRequest {
  events: TelemetryEvent[];
}

/** How many telemetry events the service accepted. */
export interface TelemetryResponse {
  accepted: number;
}

// ---- Sandbox-only routes (test keys only) ----------------------------------------------------------

/** POST /v1/sandbox/clock/advance. */
export interface AdvanceClockRequest {
  /** Seconds to move the sandbox clock forward (> 0). */
  seconds: number;
}

/** The answer of GET /v1/sandbox/clock and POST /v1/sandbox/clock/advance. */
export interface SandboxClockState {
  now: Timestamp;
}

/** POST /v1/sandbox/bank-transfers: pays an onramp order's virtual account. */
export interface SimulateBankTransferRequest {
  account_number: string;
  /** Naira sent; may differ from the amount asked for. */
  amount: DecimalString;
}

/** What a simulated bank transfer to an onramp order did (sandbox, test keys only). */
export interface SimulatedBankTransfer {
  transfer_id: string;
  account_number: string;
  amount: DecimalString;
  order_id: string;
  /** False when the payment did not execute the order (e.g. it arrived after expires_at). */
  executed: boolean;
  /**
   * Why it did not execute: `amount_below_due` (counted; send the rest), `order_expired`, `order_processing`,
   * `order_completed`, `amount_too_small`.
   */
  reason: string | null;
  order_status: OrderStatus;
  /** The naira counted toward the order so far. */
  amount_received: DecimalString;
}

/**
 * The SDK's rate preview: what `createRateHandler` (@pulse/server) answers inside `{ status: true, data }` and
 * what `useRate` (@pulse/react) returns as `data`. camelCase, because it is the SDK's own shape, not the
 * service's.
 */
export interface RatePreview {
  /** Decimal string: units of `to` per unit of `from`, as the service quotes it. */
  rate: string;
  /** Decimal string in `from`: what the customer sends. */
  youSend: string;
  /** Decimal string in `to`: what the customer receives. */
  youReceive: string;
  /** RFC 3339: when this price stops being held. */
  expiresAt: string;
  /** The locked quote behind the preview. */
  quoteId?: string;
  /** The network priced: the one asked for, or the best-paying one when the query named none. */
  network?: Network;
}

/**
 * Webhook events. The service names two events and says only that each has an `id`; the rest
 * (names of the other events, the envelope's fields) is the SDK's decision. Every
 * event carries the resource as the API returns it, so a receiver needs no follow-up read.
 */
import type { Environment } from './enums.js';
import type { Asset, Network } from './enums.js';
import type {
  Collection,
  CollectionAccount,
  CollectionOrder,
  DecimalString,
  Order,
  Timestamp,
} from './wire.js';

/** Every webhook event type the service sends, e.g. `order.completed`. */
export const WEBHOOK_EVENT_TYPES = [
  'order.awaiting_payment',
  'order.processing',
  'order.completed',
  'order.expired',
  'collection.created',
  'collection.updated',
  'collection.deposit.received',
  'collection.deposit.held',
  'collection_account.created',
  'collection_account.transfer.received',
  'collection_order.updated',
] as const;
/** A webhook event type, e.g. `order.completed` or `collection.deposit.received`. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Whether a value is one of {@link WEBHOOK_EVENT_TYPES}. */
export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(value);

/** Why a deposit to a collection address did not become an order (yet). */
export const DEPOSIT_HOLD_REASONS = ['collection_disabled', 'below_minimum'] as const;
/** Why a deposit is held rather than paid out. */
export type DepositHoldReason = (typeof DEPOSIT_HOLD_REASONS)[number];

/** A crypto deposit to a collection's permanent address. */
export interface CollectionDeposit {
  id: string;
  collection_id: string;
  address: string;
  asset: Asset;
  network: Network;
  amount: DecimalString;
  transaction_hash: string;
  from_address: string;
  /** `accepted`: an offramp order pays it out (`order_id`). `held`: kept, not converted (`hold_reason`). */
  status: 'accepted' | 'held';
  hold_reason: DepositHoldReason | null;
  /** The offramp order paying the collection's payout account; null while held. */
  order_id: string | null;
  /** The payout account the deposit pays (the collection's recipient when the deposit arrived). */
  recipient_id: string;
  created_at: Timestamp;
}

/** A bank transfer into a collection account's virtual account number. */
export interface CollectionAccountTransfer {
  id: string;
  collection_account_id: string;
  account_number: string;
  amount: DecimalString;
  /** `accepted`: an onramp order settles it to the payout destination. `held`: below the onramp minimum. */
  status: 'accepted' | 'held';
  hold_reason: 'below_minimum' | null;
  /** The onramp order that settles the transfer to the account's payout destination; null while held. */
  order_id: string | null;
  created_at: Timestamp;
}

/** The envelope of every webhook event: `id` (de-duplicate on it), `type`, `created_at` and `data`. */
export interface WebhookEventBase<T extends string, D> {
  /** `evt_…`, unique per event; every retry of one event keeps the same id: de-duplicate on it. */
  id: string;
  type: T;
  environment: Environment;
  /** RFC 3339. */
  created_at: Timestamp;
  /** The resource as the API returns it. */
  data: D;
}

/** `order.awaiting_payment` carries `funding_account.bank_code` and `.amount` on onramp orders. */
export type OrderAwaitingPaymentEvent = WebhookEventBase<'order.awaiting_payment', Order>;
/** An order's payment arrived and it is being processed. */
export type OrderProcessingEvent = WebhookEventBase<'order.processing', Order>;
/** `data.destination.amount` is the delivered amount. */
export type OrderCompletedEvent = WebhookEventBase<'order.completed', Order>;
/** An order's payment window closed with nothing received. */
export type OrderExpiredEvent = WebhookEventBase<'order.expired', Order>;
/** A collection was created. */
export type CollectionCreatedEvent = WebhookEventBase<'collection.created', Collection>;
/** A collection changed (e.g. was disabled). */
export type CollectionUpdatedEvent = WebhookEventBase<'collection.updated', Collection>;
/** A deposit reached a collection's address. */
export type CollectionDepositReceivedEvent = WebhookEventBase<
  'collection.deposit.received',
  CollectionDeposit
>;
/** A deposit is held instead of paid out (the collection is disabled, or the amount is below the minimum); `data.reason` says which. */
export type CollectionDepositHeldEvent = WebhookEventBase<'collection.deposit.held', CollectionDeposit>;
/** A collection account (a naira virtual account) was created. */
export type CollectionAccountCreatedEvent = WebhookEventBase<'collection_account.created', CollectionAccount>;
/** A bank transfer reached a collection account. */
export type CollectionAccountTransferReceivedEvent = WebhookEventBase<
  'collection_account.transfer.received',
  CollectionAccountTransfer
>;
/** An order made through a collection session (the embed) changed status. */
export type CollectionOrderUpdatedEvent = WebhookEventBase<'collection_order.updated', CollectionOrder>;

/** Any webhook event about an order; `data` is the {@link Order}. */
export type OrderEvent =
  OrderAwaitingPaymentEvent | OrderProcessingEvent | OrderCompletedEvent | OrderExpiredEvent;

/** Every event the service sends, a union on `type`. */
export type WebhookEvent =
  | OrderEvent
  | CollectionCreatedEvent
  | CollectionUpdatedEvent
  | CollectionDepositReceivedEvent
  | CollectionDepositHeldEvent
  | CollectionAccountCreatedEvent
  | CollectionAccountTransferReceivedEvent
  | CollectionOrderUpdatedEvent;

/** The event of one type, e.g. `WebhookEventOf<'order.completed'>`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/** The signature header's name. */
export const WEBHOOK_SIGNATURE_HEADER = 'Service-Signature';

/**
 * What each route answers, as zod schemas: /openapi.json describes every success body from these (zod 4's
 * `z.toJSONSchema`, output side), and each one is checked at compile time against core's wire type of the
 * same name (`satisfies z.ZodType<…>`), so the document, the types and the sandbox's answers cannot drift
 * apart unnoticed. Objects are strict: a field the sandbox sends must be described here.
 */
import {
  ASSETS,
  COLLECTION_STATUSES,
  DEPOSIT_HOLD_REASONS,
  EMBED_STATUSES,
  FIAT,
  ENVIRONMENTS,
  FLOWS,
  NETWORKS,
  ORDER_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type Bank,
  type ClientSession,
  type Collection,
  type CollectionAccount,
  type CollectionAccountTransfer,
  type CollectionDeposit,
  type CollectionOrder,
  type CollectionSession,
  type OfframpOrder,
  type OnrampOrder,
  type OrderSummary,
  type PayoutAccount,
  type Quote,
  type RatesResponse,
  type ResolvedBankAccount,
  type SandboxClockState,
  type SimulatedBankTransfer,
  type SimulatedDeposit,
  type TelemetryResponse,
} from '@pulse/core';
import { z } from 'zod';

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('A decimal string, e.g. "15000.00"');
const timestamp = z.iso.datetime({ offset: true }).describe('RFC 3339');
const asset = z.enum(ASSETS);
const network = z.enum(NETWORKS);
const currency = z.enum([FIAT, ...ASSETS]);
const environment = z.enum(ENVIRONMENTS);
const flow = z.enum(FLOWS);
const orderStatus = z.enum(ORDER_STATUSES);
const party = z.strictObject({ name: z.string(), email: z.string() });
const money = z.strictObject({ currency, amount: decimal, network: network.exactOptional() });

export const quote = z.strictObject({
  id: z.string(),
  rate: decimal,
  source_currency: currency.exactOptional(),
  destination_currency: currency.exactOptional(),
  network: network.exactOptional(),
  source_amount: decimal,
  destination_amount: decimal,
  expires_at: timestamp,
  partner_fee: z.strictObject({ bps: z.number().int(), amount: decimal, currency }).exactOptional(),
}) satisfies z.ZodType<Quote>;

const summaryShape = {
  id: z.string(),
  reference: z.string(),
  type: z.enum(['onramp', 'offramp']),
  status: orderStatus,
  rate: decimal,
  source: money,
  destination: money,
  expires_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
};

export const orderSummary = z.strictObject(summaryShape) satisfies z.ZodType<OrderSummary>;

const onrampOrder = z.strictObject({
  ...summaryShape,
  type: z.literal('onramp'),
  party,
  funding_account: z.strictObject({
    account_name: z.string(),
    account_number: z.string(),
    bank_code: z.string(),
    bank_name: z.string(),
    amount: decimal,
  }),
}) satisfies z.ZodType<OnrampOrder>;

const offrampOrder = z.strictObject({
  ...summaryShape,
  type: z.literal('offramp'),
  party,
  funding_account: z.strictObject({ deposit_address: z.string(), network }),
}) satisfies z.ZodType<OfframpOrder>;

export const order = z.discriminatedUnion('type', [onrampOrder, offrampOrder]);

export const bank = z.strictObject({ name: z.string(), code: z.string() }) satisfies z.ZodType<Bank>;

export const resolvedBankAccount = z.strictObject({
  account_number: z.string(),
  account_name: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
}) satisfies z.ZodType<ResolvedBankAccount>;

export const rates = z.strictObject({
  rates: z.array(z.strictObject({ asset, network, buy: decimal, sell: decimal })),
}) satisfies z.ZodType<RatesResponse>;

export const collectionSession = z.strictObject({
  id: z.string(),
  token: z.string(),
  environment,
  reference: z.string(),
  flow,
  order_id: z.string(),
  expires_at: timestamp,
  created_at: timestamp,
}) satisfies z.ZodType<CollectionSession>;

/** A deposit held rather than counted, with why. */
const heldDeposit = z.strictObject({
  asset,
  network,
  amount: decimal,
  reason: z.enum(['wrong_network', 'wrong_asset', 'late']).exactOptional(),
});

export const collectionOrder = z.strictObject({
  id: z.string(),
  session_id: z.string(),
  reference: z.string(),
  gate: z.string().nullable(),
  user_ref: z.string().nullable(),
  status: z.enum(EMBED_STATUSES),
  flow,
  asset: asset.nullable(),
  network: network.nullable(),
  amount: decimal.nullable(),
  fiat_amount: decimal.nullable(),
  rate: decimal.nullable(),
  locked_until: timestamp.nullable(),
  deposit_address: z.string().nullable(),
  amount_received: decimal,
  held: z.array(heldDeposit).exactOptional(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<CollectionOrder>;

export const clientSession = z.strictObject({
  id: z.string(),
  environment,
  flow,
  server_time: timestamp,
  expires_at: timestamp,
  status: z.enum(EMBED_STATUSES),
  order_id: z.string(),
  due: z.strictObject({
    denomination: z.enum(['fiat', 'crypto']),
    fiat_currency: z.literal('NGN'),
    fiat_amount: decimal.nullable(),
    asset: asset.nullable(),
    network: network.nullable(),
    amount: decimal.nullable(),
  }),
  quote: z.strictObject({ rate: decimal, locked_until: timestamp }).nullable(),
  deposit_address: z.string().nullable(),
  received: z.strictObject({
    amount: decimal,
    remaining: decimal,
    excess: decimal,
    deposits: z.number().int(),
    held: z.array(heldDeposit).exactOptional(),
  }),
  options: z.strictObject({
    assets: z.array(asset),
    networks: z.array(network),
    prices: z.array(z.strictObject({ asset, network, amount: decimal })).exactOptional(),
  }),
  failure_reason: z.string().nullable(),
  token: z
    .strictObject({ contract: z.string(), decimals: z.number().int(), chain_id: z.number().int().nullable() })
    .nullable()
    .exactOptional(),
}) satisfies z.ZodType<ClientSession>;

export const telemetry = z.strictObject({
  accepted: z.number().int(),
}) satisfies z.ZodType<TelemetryResponse>;

export const clock = z.strictObject({ now: timestamp }) satisfies z.ZodType<SandboxClockState>;

export const health = z.strictObject({ ok: z.literal(true), now: timestamp });

export const payoutAccount = z.strictObject({
  id: z.string(),
  type: z.literal('bank_account'),
  is_default: z.boolean(),
  bank_account: resolvedBankAccount,
  created_at: timestamp,
}) satisfies z.ZodType<PayoutAccount>;

export const collectionAccount = z.strictObject({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  bank_account: z.strictObject({
    account_name: z.string(),
    account_number: z.string(),
    bank_name: z.string(),
  }),
  payout_destination: z.strictObject({ chain: z.string(), address: z.string() }),
  created_at: timestamp,
}) satisfies z.ZodType<CollectionAccount>;

export const collection = z.strictObject({
  id: z.string(),
  reference: z.string(),
  type: z.literal('offramp'),
  status: z.enum(COLLECTION_STATUSES),
  recipient_id: z.string(),
  customer: party,
  deposit_addresses: z.array(z.strictObject({ address: z.string(), networks: z.array(network) })),
  last_deposit_at: timestamp.nullable().describe('null until the first deposit'),
  created_at: timestamp,
}) satisfies z.ZodType<Collection>;

const depositShape = {
  id: z.string(),
  collection_id: z.string(),
  address: z.string(),
  asset,
  network,
  amount: decimal,
  transaction_hash: z.string(),
  from_address: z.string(),
  status: z.enum(['accepted', 'held']),
  hold_reason: z.enum(DEPOSIT_HOLD_REASONS).nullable(),
  order_id: z.string().nullable(),
  recipient_id: z.string(),
  created_at: timestamp,
};

export const collectionDeposit = z.strictObject(depositShape) satisfies z.ZodType<CollectionDeposit>;

const fundingShape = {
  executed: z.boolean(),
  reason: z.string().nullable(),
  order_status: orderStatus,
  amount_received: decimal,
};

export const simulatedBankTransfer = z.strictObject({
  transfer_id: z.string(),
  account_number: z.string(),
  amount: decimal,
  order_id: z.string(),
  ...fundingShape,
}) satisfies z.ZodType<SimulatedBankTransfer>;

const accountTransferShape = {
  id: z.string(),
  collection_account_id: z.string(),
  account_number: z.string(),
  amount: decimal,
  status: z.enum(['accepted', 'held']),
  hold_reason: z.literal('below_minimum').nullable(),
  order_id: z.string().nullable(),
  created_at: timestamp,
};

export const collectionAccountTransfer = z.strictObject(
  accountTransferShape,
) satisfies z.ZodType<CollectionAccountTransfer>;

export const bankTransferAnswer = z.union([
  simulatedBankTransfer,
  z.strictObject({
    ...accountTransferShape,
    transfer_id: z.string(),
    executed: z.boolean(),
    reason: z.string().nullable(),
  }),
]);

export const simulatedDeposit = z.strictObject({
  deposit_id: z.string(),
  collection_id: z.string().nullable().describe('null for an order’s or a session’s address'),
  address: z.string(),
  asset,
  network,
  amount: decimal,
  transaction_hash: z.string(),
  from_address: z.string(),
  order_id: z.string().exactOptional(),
  executed: z.boolean().exactOptional(),
  reason: z.string().nullable().exactOptional(),
  order_status: orderStatus.exactOptional(),
  amount_received: decimal.exactOptional(),
}) satisfies z.ZodType<SimulatedDeposit>;

export const depositAnswer = z.union([
  simulatedDeposit,
  z.strictObject({ ...depositShape, deposit_id: z.string() }),
]);

export const webhookEndpoint = z.strictObject({
  id: z.string(),
  url: z.string(),
  created_at: timestamp,
  secret: z.string().exactOptional().describe('Only in the answers that create or rotate it'),
});

export const webhookEvent = z.strictObject({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  environment,
  created_at: timestamp,
  data: z.union([
    order,
    collection,
    collectionDeposit,
    collectionAccount,
    collectionAccountTransfer,
    collectionOrder,
  ]),
});

export const webhookDelivery = z.strictObject({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  endpoint_id: z.string(),
  url: z.string(),
  attempt: z.number().int(),
  outcome: z.enum(['succeeded', 'retrying', 'failed']),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  attempted_at: timestamp,
  next_attempt_at: timestamp.nullable(),
});

const sentEvent = z.strictObject({ id: z.string(), type: z.string(), created_at: timestamp });

export const sentEvents = z.strictObject({ events: z.array(sentEvent) });

export const replayed = z.strictObject({ endpoint_id: z.string(), events: z.array(sentEvent) });

export const payment = z.strictObject({
  object: z.enum(['collection_order', 'order']),
  id: z.string(),
  outcome: z.enum(['full', 'under', 'over', 'wrong_network', 'late']),
  payment: z.strictObject({
    method: z.enum(['crypto_deposit', 'bank_transfer']),
    amount: decimal,
    currency: z.string(),
    network: network.nullable(),
    executed: z.boolean().nullable(),
    reason: z.string().nullable(),
  }),
  status: z.string(),
  advanced_seconds: z.number().int(),
  events: z.array(sentEvent),
});

export const openApiDoc = z.looseObject({
  openapi: z.string(),
  info: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.unknown()),
});

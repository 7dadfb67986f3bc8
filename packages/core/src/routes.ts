/**
 * The v1 routes a client reads and writes, each with its query or body and its answer's `data`, so that
 * `client.get('/v1/orders/ord_1')` is typed as an Order and `client.post('/v1/quotes', body)` checks the body
 * without naming a type. A path outside the table types as `unknown` (name the type: `get<T>(path)`).
 */
import type {
  Bank,
  ClientSelectRequest,
  ClientSession,
  Collection,
  CollectionAccount,
  CollectionOrder,
  CollectionSession,
  CreateCollectionSessionRequest,
  CreateOfframpOrderRequest,
  CreateOnrampOrderRequest,
  CreateQuoteRequest,
  ListCollectionOrdersQuery,
  ListOrdersQuery,
  OfframpOrder,
  OnrampOrder,
  Order,
  OrderSummary,
  PayoutAccount,
  Quote,
  RatesQuery,
  RatesResponse,
  ResolveBankAccountRequest,
  ResolvedBankAccount,
  SimulateDepositRequest,
  SimulatedDeposit,
  TelemetryRequest,
  TelemetryResponse,
} from './wire.js';

/** GET routes with a fixed path: the query each takes and the `data` it answers. */
export interface GetRoutes {
  '/v1/rates': { query: RatesQuery; data: RatesResponse };
  '/v1/orders': { query: ListOrdersQuery; data: OrderSummary[] };
  '/v1/banks': { query: never; data: Bank[] };
  '/v1/recipients': { query: ListOrdersQuery; data: PayoutAccount[] };
  '/v1/collection-accounts': { query: ListOrdersQuery & { search?: string }; data: CollectionAccount[] };
  '/v1/collections': { query: ListOrdersQuery & { status?: string }; data: Collection[] };
  '/v1/collection-orders': { query: ListCollectionOrdersQuery; data: CollectionOrder[] };
  '/v1/client/session': { query: never; data: ClientSession };
}

/** POST routes with a fixed path: the body each takes and the `data` it answers. */
export interface PostRoutes {
  '/v1/quotes': { body: CreateQuoteRequest; data: Quote };
  '/v1/onramp/orders': { body: CreateOnrampOrderRequest; data: OnrampOrder };
  '/v1/offramp/orders': { body: CreateOfframpOrderRequest; data: OfframpOrder };
  '/v1/banks/resolve': { body: ResolveBankAccountRequest; data: ResolvedBankAccount };
  '/v1/collection-sessions': { body: CreateCollectionSessionRequest; data: CollectionSession };
  '/v1/collections/deposits/simulate': { body: SimulateDepositRequest; data: SimulatedDeposit };
  '/v1/client/session/select': { body: ClientSelectRequest; data: ClientSession };
  '/v1/client/session/refresh_quote': { body: undefined; data: ClientSession };
  '/v1/client/telemetry': { body: TelemetryRequest; data: TelemetryResponse };
}

/** The `data` of a GET: fixed paths from the table, then the routes with an id in them. */
export type GetData<P extends string> = P extends keyof GetRoutes
  ? GetRoutes[P]['data']
  : P extends `/v1/onramp/orders/${string}`
    ? OnrampOrder
    : P extends `/v1/offramp/orders/${string}`
      ? OfframpOrder
      : P extends `/v1/orders/${string}`
        ? Order
        : P extends `/v1/collection-orders/${string}`
          ? CollectionOrder
          : P extends `/v1/collections/${string}`
            ? Collection
            : unknown;

/** The `data` of a POST. */
export type PostData<P extends string> = P extends keyof PostRoutes
  ? PostRoutes[P]['data']
  : P extends `/v1/quotes/${string}/refresh`
    ? Quote
    : P extends `/v1/collection-orders/${string}/refresh_quote`
      ? CollectionOrder
      : unknown;

/** The body a POST takes: the table's for a known path, anything for another. */
export type PostBody<P extends string> = P extends keyof PostRoutes ? PostRoutes[P]['body'] : unknown;

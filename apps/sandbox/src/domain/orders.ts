/**
 * Onramp and offramp orders. An order consumes its quote, issues its funding account
 * (a virtual bank account, or a deposit address) and waits 30 minutes for funding. Funding within the first
 * ORDER_RATE_HOLD_MS keeps the quoted rate; later funding within the window is re-priced at the current
 * market; funding after expires_at does not execute the order, which has expired. Payments below the amount
 * due add up: the order executes when the total reaches it within the window. A funded
 * order is `processing` and `completed` PROCESSING_MS later.
 */
import type {
  Asset,
  CreateOfframpOrderRequest,
  CreateOnrampOrderRequest,
  Network,
  Order,
  OrderSummary,
  Party,
} from '@pulse/core';
import { resolveAccount } from '../banks.js';
import { emit } from '../webhooks/emit.js';
import { ApiError } from '../errors.js';
import { newUuid } from '../ids.js';
import { Big, format, NGN_PLACES, places, roundDown } from '../money.js';
import { assertAddress } from '../networks.js';
import { price, RATE_PLACES, type Side } from '../pricing.js';
import type { Ledger, OrderRecord, QuoteRecord, Store } from '../store.js';
import { issueAddress } from './addresses.js';
import { findQuote, quoteIsExpired } from './quotes.js';

/** How long an order waits for its payment before it expires, in sandbox time: 30 minutes. */
export const FUNDING_WINDOW_MS = 30 * 60 * 1000;
/** Payment within this long of an order's creation keeps the quoted rate; later, it is re-priced: 10 minutes. */
export const ORDER_RATE_HOLD_MS = 10 * 60 * 1000;
/** How long a paid order stays `processing` before `completed`, in sandbox time: 30 seconds. */
export const PROCESSING_MS = 30 * 1000;
/** The bank that issues the sandbox's virtual accounts. */
export const VIRTUAL_ACCOUNT_BANK = { bank_code: '101', bank_name: 'Providus Bank' } as const;

async function takeQuote(
  store: Store,
  ledger: Ledger,
  quoteId: string,
  side: Side,
  reference: string,
  now: Date,
) {
  if (ledger.ordersByReference.has(reference)) {
    throw new ApiError(
      'duplicate_reference',
      `An order with reference "${reference}" already exists; look it up with GET /v1/orders?reference=.`,
    );
  }
  const quote = findQuote(ledger, quoteId);
  if (quote.side !== side) {
    const flow = side === 'buy' ? 'onramp (NGN → crypto)' : 'offramp (crypto → NGN)';
    throw new ApiError('quote_mismatch', `Quote ${quote.id} is not for an ${flow} order.`);
  }
  if (quote.consumedBy)
    throw new ApiError('quote_consumed', `Quote ${quote.id} was already used by order ${quote.consumedBy}.`);
  if (quoteIsExpired(quote, now)) {
    throw new ApiError(
      'quote_expired',
      `Quote ${quote.id} expired at ${quote.expiresAt.toISOString()}; refresh it (POST /v1/quotes/${quote.id}/refresh).`,
    );
  }
  const version = quote.version;
  // The funding account is issued by a provider call in the real service; a refresh can land meanwhile.
  await (store.hooks.beforeOrderCommit?.() ?? Promise.resolve());
  if (quote.version !== version) {
    throw new ApiError(
      'quote_changed',
      `Quote ${quote.id} was refreshed while this order was being created; review the new rate and retry.`,
    );
  }
  if (quote.consumedBy)
    throw new ApiError('quote_consumed', `Quote ${quote.id} was already used by order ${quote.consumedBy}.`);
  if (ledger.ordersByReference.has(reference)) {
    throw new ApiError('duplicate_reference', `An order with reference "${reference}" already exists.`);
  }
  return quote;
}

/** What an order is priced at: a quote's terms, or a price taken when funds arrived. */
interface OrderTerms {
  asset: Asset;
  network: Network;
  rate: Big;
  source: Big;
  destination: Big;
  quoteId: string;
  received: Big;
  rateLockedUntil: Date;
}

function baseOrder(store: Store, terms: OrderTerms, reference: string, party: Party, now: Date) {
  return {
    id: newUuid(),
    seq: store.nextSeq(),
    reference,
    status: 'awaiting_payment' as const,
    quoteId: terms.quoteId,
    asset: terms.asset,
    network: terms.network,
    rate: terms.rate,
    sourceAmount: terms.source,
    destinationAmount: terms.destination,
    amountDue: terms.source,
    received: terms.received,
    party,
    rateLockedUntil: terms.rateLockedUntil,
    expiresAt: new Date(now.getTime() + FUNDING_WINDOW_MS),
    createdAt: now,
    updatedAt: now,
  };
}

const quoteTerms = (quote: QuoteRecord, now: Date): OrderTerms => ({
  asset: quote.asset,
  network: quote.network,
  rate: quote.rate,
  source: quote.source,
  destination: quote.destination,
  quoteId: quote.id,
  received: new Big(0),
  rateLockedUntil: new Date(now.getTime() + ORDER_RATE_HOLD_MS),
});

/** Lists the order and indexes it by id and reference. */
export function indexOrder(ledger: Ledger, order: OrderRecord): void {
  ledger.orders.push(order);
  ledger.ordersById.set(order.id, order);
  ledger.ordersByReference.set(order.reference, order);
}

/** Where a funded order's money came from and goes to. */
export type FundedOrderParties = Pick<
  OrderRecord,
  | 'virtualAccount'
  | 'depositAddress'
  | 'destinationAddress'
  | 'beneficiaryBank'
  | 'collectionId'
  | 'recipientId'
  | 'collectionAccountId'
>;

/**
 * An order for funds that already arrived (a collection's deposit, a transfer into a collection account):
 * priced now for the whole amount, received in full, and listed. The caller announces it and starts its
 * processing, so its events keep their order.
 */
export function openFundedOrder(
  store: Store,
  ledger: Ledger,
  funds: { side: Side; asset: Asset; network: Network; amount: Big; reference: string; party: Party },
  parties: FundedOrderParties,
  now: Date,
): OrderRecord {
  const { side, asset, network, amount } = funds;
  const priced = price({
    side,
    asset,
    network,
    fixed: 'source',
    amount,
    at: now,
    partnerFeeBps: ledger.business.partnerFeeBps,
  });
  const terms = { asset, network, ...priced, quoteId: '', received: amount, rateLockedUntil: now };
  const order: OrderRecord = {
    ...baseOrder(store, terms, funds.reference, funds.party, now),
    type: side === 'buy' ? 'onramp' : 'offramp',
    ...parties,
  };
  indexOrder(ledger, order);
  return order;
}

function commit(store: Store, ledger: Ledger, quote: QuoteRecord, order: OrderRecord) {
  quote.consumedBy = order.id;
  indexOrder(ledger, order);
  announceOrder(store, ledger, order, order.createdAt);
  store.scheduler.at(order.expiresAt, (at) => {
    if (order.status === 'awaiting_payment') {
      order.status = 'expired';
      order.updatedAt = at;
      announceOrder(store, ledger, order, at);
    }
  });
}

/** `order.<status>`: every status an order reaches is announced, with the order as GET returns it. */
export function announceOrder(store: Store, ledger: Ledger, order: OrderRecord, at: Date): void {
  emit(store, ledger, `order.${order.status}`, orderToWire(order), order.id, at);
}

/** Moves a funded order to `processing` now and `completed` PROCESSING_MS later, announcing both. */
export function startProcessing(store: Store, ledger: Ledger, order: OrderRecord, now: Date): void {
  order.status = 'processing';
  order.updatedAt = now;
  announceOrder(store, ledger, order, now);
  store.scheduler.at(new Date(now.getTime() + PROCESSING_MS), (at) => {
    order.status = 'completed';
    order.updatedAt = at;
    announceOrder(store, ledger, order, at);
  });
}

export async function createOnrampOrder(
  store: Store,
  ledger: Ledger,
  body: CreateOnrampOrderRequest,
  now: Date,
) {
  const quote = await takeQuote(store, ledger, body.quote_id, 'buy', body.reference, now);
  assertAddress('destination.address', body.destination.address, quote.network);
  const accountNumber = store.nextVirtualAccountNumber();
  const order: OrderRecord = {
    ...baseOrder(
      store,
      quoteTerms(quote, now),
      body.reference,
      { name: body.payer.name, email: body.payer.email },
      now,
    ),
    type: 'onramp',
    virtualAccount: {
      account_name: `${ledger.business.name} / ${body.payer.name}`.slice(0, 60),
      account_number: accountNumber,
      ...VIRTUAL_ACCOUNT_BANK,
      amount: format(quote.source, NGN_PLACES),
    },
    depositAddress: null,
    destinationAddress: body.destination.address,
    beneficiaryBank: null,
  };
  commit(store, ledger, quote, order);
  store.virtualAccounts.set(accountNumber, { ledger, order });
  return order;
}

export async function createOfframpOrder(
  store: Store,
  ledger: Ledger,
  body: CreateOfframpOrderRequest,
  now: Date,
) {
  const b = body.beneficiary;
  // Name enquiry first, so a bad account fails before the quote is taken.
  const resolved = resolveAccount(b.bank_account.bank_code, b.bank_account.account_number);
  const quote = await takeQuote(store, ledger, body.quote_id, 'sell', body.reference, now);
  const order: OrderRecord = {
    ...baseOrder(store, quoteTerms(quote, now), body.reference, { name: b.name, email: b.email }, now),
    type: 'offramp',
    virtualAccount: null,
    depositAddress: null,
    destinationAddress: null,
    beneficiaryBank: resolved,
  };
  order.depositAddress = issueAddress(store, quote.network, { kind: 'offramp', ledger, order });
  commit(store, ledger, quote, order);
  return order;
}

export function findOrder(ledger: Ledger, id: string, type?: 'onramp' | 'offramp'): OrderRecord {
  const order = ledger.ordersById.get(id);
  if (!order || (type && order.type !== type)) {
    throw new ApiError('not_found', `No ${type ?? ''}${type ? ' ' : ''}order ${id} for this API key.`);
  }
  return order;
}

export type FundingOutcome = { executed: true } | { executed: false; reason: FundingRefusal };

/**
 * Why a payment did not execute the order: it arrived when the order was no longer awaiting payment
 * (`order_<status>`, or `order_expired` at or after expires_at), it left the total below the amount due
 * (`amount_below_due`: counted, the order keeps waiting), or the re-priced total was too small to cover the
 * network cost (`amount_too_small`). Crypto sent on another network or in another asset never reaches the
 * order (`wrong_network`, `wrong_asset`; decided by the caller).
 */
export type FundingRefusal =
  `order_${string}` | 'amount_below_due' | 'amount_too_small' | 'wrong_network' | 'wrong_asset';

/**
 * Funds an awaiting order with `amount` of its source currency. Payments add up in `received`; below the
 * amount due the order keeps waiting (a trickle of 0.01 NGN must not buy 20,000 NGN of crypto). Once the
 * total reaches the amount due, the total is what counts: a different total, or any total after the rate
 * hold, re-computes the destination. A refused payment is not counted: it is held for refund.
 */
export function fundOrder(
  store: Store,
  ledger: Ledger,
  order: OrderRecord,
  amount: Big,
  now: Date,
): FundingOutcome {
  if (order.status !== 'awaiting_payment') return { executed: false, reason: `order_${order.status}` };
  if (now.getTime() >= order.expiresAt.getTime()) return { executed: false, reason: 'order_expired' };
  // Counted only once we know it is not refused, so a refused payment never joins the total.
  const total = order.received.plus(amount);
  const count = () => {
    order.received = total;
    order.updatedAt = now;
  };
  if (total.lt(order.amountDue)) {
    count();
    return { executed: false, reason: 'amount_below_due' };
  }
  const side: Side = order.type === 'onramp' ? 'buy' : 'sell';
  const late = now.getTime() >= order.rateLockedUntil.getTime();
  let rate = order.rate;
  if (late) {
    try {
      rate = price({
        side,
        asset: order.asset,
        network: order.network,
        fixed: 'source',
        amount: total,
        at: now,
        partnerFeeBps: ledger.business.partnerFeeBps,
      }).rate;
    } catch (e) {
      if (e instanceof ApiError) return { executed: false, reason: 'amount_too_small' };
      throw e;
    }
  }
  const destination =
    side === 'buy'
      ? roundDown(total.div(rate), places(order.asset, order.network))
      : roundDown(total.times(rate), NGN_PLACES);
  if (destination.lte(0)) return { executed: false, reason: 'amount_too_small' };
  count();
  Object.assign(order, { rate, sourceAmount: total, destinationAmount: destination });
  startProcessing(store, ledger, order, now);
  return { executed: true };
}

// ---- wire ---------------------------------------------------------------------------------------

export function orderSummary(o: OrderRecord): OrderSummary {
  const dp = places(o.asset, o.network);
  const ngn = (amount: Big) => ({ currency: 'NGN' as const, amount: format(amount, NGN_PLACES) });
  const crypto = (amount: Big) => ({ currency: o.asset, amount: format(amount, dp), network: o.network });
  return {
    id: o.id,
    reference: o.reference,
    type: o.type,
    status: o.status,
    rate: format(o.rate, RATE_PLACES),
    source: o.type === 'onramp' ? ngn(o.sourceAmount) : crypto(o.sourceAmount),
    destination: o.type === 'onramp' ? crypto(o.destinationAmount) : ngn(o.destinationAmount),
    expires_at: o.expiresAt.toISOString(),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

export function orderToWire(o: OrderRecord): Order {
  const summary = orderSummary(o);
  if (o.type === 'onramp') {
    return {
      ...summary,
      type: 'onramp',
      party: o.party,
      funding_account: { ...o.virtualAccount! },
    };
  }
  return {
    ...summary,
    type: 'offramp',
    party: o.party,
    funding_account: { deposit_address: o.depositAddress!, network: o.network },
  };
}

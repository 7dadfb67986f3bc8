/**
 * Quotes: a locked rate for one order, two minutes long. Refresh keeps the id and the
 * amount the caller fixed, re-prices the other at the current market, and restarts the two minutes; a quote
 * used by an order is consumed and cannot be refreshed.
 */
import type { Asset, CreateQuoteRequest, Currency, Network, Quote } from '@pulse/core';
import { ApiError } from '../errors.js';
import { newUuid } from '../ids.js';
import { Big, format, NGN_PLACES, parseAmount, places } from '../money.js';
import { assertSupported } from '../networks.js';
import { formatPriced, price, type Side } from '../pricing.js';
import type { Ledger, QuoteRecord } from '../store.js';
import { assertWithinLimits } from './limits.js';

/** How long a quote can be used for an order, in sandbox time: 2 minutes. */
export const QUOTE_LIFETIME_MS = 2 * 60 * 1000;

export function sideOf(source: Currency, destination: Currency): { side: Side; asset: Asset } {
  if (source === 'NGN' && destination !== 'NGN') return { side: 'buy', asset: destination };
  if (destination === 'NGN' && source !== 'NGN') return { side: 'sell', asset: source };
  throw new ApiError(
    'unsupported_pair',
    `Quotes convert between NGN and USDT or USDC; ${source} → ${destination} is not a pair.`,
  );
}

function reprice(
  q: Pick<QuoteRecord, 'side' | 'asset' | 'network' | 'fixed' | 'fixedAmount'>,
  at: Date,
  feeBps: number,
) {
  const priced = price({
    side: q.side,
    asset: q.asset,
    network: q.network,
    fixed: q.fixed,
    amount: q.fixedAmount,
    at,
    partnerFeeBps: feeBps,
  });
  return priced;
}

export function createQuote(ledger: Ledger, body: CreateQuoteRequest, now: Date): QuoteRecord {
  const { side, asset } = sideOf(body.source_currency, body.destination_currency);
  const network: Network = body.network;
  assertSupported(asset, network);
  const hasSource = body.source_amount !== undefined;
  if (hasSource === (body.destination_amount !== undefined)) {
    throw new ApiError('amount_required', 'Send exactly one of source_amount and destination_amount.');
  }
  const fixed = hasSource ? 'source' : 'destination';
  const currency = hasSource ? body.source_currency : body.destination_currency;
  const fixedAmount = parseAmount(
    `${fixed}_amount`,
    (hasSource ? body.source_amount : body.destination_amount)!,
    currency,
    network,
  );
  const priced = reprice({ side, asset, network, fixed, fixedAmount }, now, ledger.business.partnerFeeBps);
  // The limits hold for the quote asked for; a refresh re-prices without them (below).
  const [ngn, crypto] =
    side === 'buy' ? [priced.source, priced.destination] : [priced.destination, priced.source];
  assertWithinLimits(side, ngn, crypto);
  const quote: QuoteRecord = {
    id: newUuid(),
    side,
    asset,
    network,
    fixed,
    fixedAmount,
    ...priced,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MS),
    version: 1,
    consumedBy: null,
  };
  ledger.quotes.set(quote.id, quote);
  return quote;
}

export function findQuote(ledger: Ledger, id: string): QuoteRecord {
  const quote = ledger.quotes.get(id);
  if (!quote) throw new ApiError('not_found', `No quote ${id} for this API key.`);
  return quote;
}

/**
 * A refresh is always allowed for an active or expired quote (the service's quote table): it re-prices at the
 * market and never refuses for the order-size limits, which were checked when the quote was asked for. A
 * quote that fixed its destination can so come to a little under the onramp minimum after a move of the
 * market (14,997.56 NGN for 15,003.56), and stays usable instead of stranding the order it was for.
 */
export function refreshQuote(ledger: Ledger, quote: QuoteRecord, now: Date): QuoteRecord {
  if (quote.consumedBy) {
    throw new ApiError(
      'quote_consumed',
      `Quote ${quote.id} was used by order ${quote.consumedBy}; request a new quote.`,
    );
  }
  Object.assign(quote, reprice(quote, now, ledger.business.partnerFeeBps));
  quote.expiresAt = new Date(now.getTime() + QUOTE_LIFETIME_MS);
  quote.version++;
  return quote;
}

export const quoteIsExpired = (quote: QuoteRecord, now: Date) => now.getTime() >= quote.expiresAt.getTime();

export function quoteToWire(quote: QuoteRecord, partnerFeeBps?: number): Quote {
  const [source_currency, destination_currency] =
    quote.side === 'buy' ? (['NGN', quote.asset] as const) : ([quote.asset, 'NGN'] as const);
  const wire: Quote = {
    id: quote.id,
    source_currency,
    destination_currency,
    network: quote.network,
    ...formatPriced(quote.side, quote.asset, quote.network, quote),
    expires_at: quote.expiresAt.toISOString(),
  };
  if (partnerFeeBps !== undefined) {
    // The partner's share of what the customer receives; already inside the rate, never on top of it.
    const dp = destination_currency === 'NGN' ? NGN_PLACES : places(quote.asset, quote.network);
    wire.partner_fee = {
      bps: partnerFeeBps,
      amount: format(quote.destination.times(partnerFeeBps).div(10_000).round(dp, Big.roundDown), dp),
      currency: destination_currency,
    };
  }
  return wire;
}

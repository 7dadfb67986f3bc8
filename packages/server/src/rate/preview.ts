/** The rate route's answer to one query, priced from its bucket's service answer. */
import Big from 'big.js';
import { CURRENCY_PLACES, FIAT, type RatePreview } from '@pulse/core';
import { failure, type Answer, type Source } from './answer.js';
import { bestIndicativeRate, INDICATIVE_RATE_SECONDS, type IndicativeTerms } from './indicative.js';
import type { RateQuery } from './query.js';

/** A quote's lifetime: two minutes, the service says. */
export const QUOTE_SECONDS = 120;

/**
 * Until when a service answer may still be shown (ms, on this server's clock): a quote for its two minutes,
 * indicative rates for INDICATIVE_RATE_SECONDS, each from when it arrived. Past it, a kept answer is not
 * offered even as a fallback: it would show a price of any age as current.
 */
export const usableUntil = (source: Source): number =>
  source.at + (source.kind === 'rates' ? INDICATIVE_RATE_SECONDS : QUOTE_SECONDS) * 1000;

/**
 * The preview of a query from its bucket's answer: from the indicative list, the best network's rate (with the
 * merchant's `terms`); from a quote, the quote itself when the amount is the bucket's own (with its id only for
 * the request that made it, `own`), else the quote's rate applied to the amount, rounded down.
 */
export function preview(query: RateQuery, source: Source, own: boolean, terms: IndicativeTerms = {}): Answer {
  if (source.kind === 'rates') {
    const priced = bestIndicativeRate(query, source.rates, source.at, terms);
    if (!priced) {
      return failure(
        400,
        'rate_unavailable',
        `No network${terms.networks ? ` of networks (${terms.networks.join(', ')})` : ''} has a rate for ${query.from} to ${query.to} at this amount.`,
      );
    }
    return { status: 200, body: { status: true, data: priced } };
  }
  const { quote } = source;
  const exact = new Big(query.amount).eq(source.amount);
  const places = CURRENCY_PLACES[query.to];
  const amount = new Big(query.amount);
  const rate = new Big(quote.rate);
  const receive = exact
    ? quote.destination_amount
    : (query.from === FIAT ? amount.div(rate) : amount.times(rate))
        .round(places, Big.roundDown)
        .toFixed(places);
  const data: RatePreview = {
    rate: quote.rate,
    youSend: exact ? quote.source_amount : amount.toFixed(CURRENCY_PLACES[query.from]),
    youReceive: receive,
    expiresAt: quote.expires_at,
    // A locked quote is for its exact amount and belongs to the one request that made it.
    ...(exact && own ? { quoteId: quote.id } : {}),
    network: query.network!,
  };
  return { status: 200, body: { status: true, data } };
}

/** A price without a network: the best of the service's indicative rates list. */
import Big from 'big.js';
import {
  CURRENCY_PLACES,
  FIAT,
  isNetwork,
  type Network,
  type RatePreview,
  type RatesResponse,
} from '@pulse/core';
import { DECIMAL, type RateQuery } from './query.js';

/** How long an indicative (unlocked) rate is offered for, from when it arrived. */
export const INDICATIVE_RATE_SECONDS = 60;

/** What a price without a network takes from the merchant: its partner fee and the networks it offers. */
export interface IndicativeTerms {
  /** The merchant's partner fee in basis points, which quotes include and indicative rates do not. */
  feeBps?: number | undefined;
  /** The networks the merchant's checkout offers; any when absent. */
  networks?: readonly Network[] | undefined;
}

/**
 * Prices a query without a network from `GET /v1/rates`: the rate of the network that gives the customer the
 * most (the lowest naira price on a buy, the highest on a sell; the service's order breaks ties), among the
 * merchant's `terms.networks`. Rates are naira per unit of crypto both ways. The service's indicative rates
 * exclude the merchant's partner fee, which its quotes include: `terms.feeBps` moves the rate against the
 * customer as a quote would (up on a buy, down on a sell), to the rate's own places, rounded in the service's
 * favour. The amount is what the customer sends, so only the receive side is computed, and it rounds down.
 * `at` is when this server received the rates: the preview is offered until INDICATIVE_RATE_SECONDS after it.
 */
export function bestIndicativeRate(
  query: RateQuery,
  rates: RatesResponse['rates'],
  at: number,
  terms: IndicativeTerms = {},
): RatePreview | null {
  const buy = query.from === FIAT;
  const asset = buy ? query.to : query.from;
  let best: { network: Network; rate: Big; text: string } | null = null;
  for (const entry of rates) {
    if (entry.asset !== asset || !isNetwork(entry.network)) continue;
    if (terms.networks && !terms.networks.includes(entry.network)) continue;
    const text = buy ? entry.buy : entry.sell;
    if (typeof text !== 'string' || !DECIMAL.test(text)) continue;
    const rate = new Big(text);
    if (rate.lte(0)) continue;
    if (!best || (buy ? rate.lt(best.rate) : rate.gt(best.rate)))
      best = { network: entry.network, rate, text };
  }
  if (!best) return null;
  // With no fee the factor is 1 and the rate is the service's, to its own places. A sale's rate that the fee
  // takes to 0 gives a receive of 0, refused below; a purchase's only grows.
  const fee = terms.feeBps ?? 0;
  const ratePlaces = best.text.split('.')[1]?.length ?? 0;
  const rate = best.rate
    .times(buy ? 10_000 + fee : 10_000 - fee)
    .div(10_000)
    .round(ratePlaces, buy ? Big.roundUp : Big.roundDown);
  const amount = new Big(query.amount);
  const places = CURRENCY_PLACES[query.to];
  const receive = (buy ? amount.div(rate) : amount.times(rate)).round(places, Big.roundDown);
  if (receive.lte(0)) return null;
  return {
    rate: rate.toFixed(ratePlaces),
    // At the currency's places, as a quote's source_amount is written: one form whichever way it was priced.
    youSend: amount.toFixed(CURRENCY_PLACES[query.from]),
    youReceive: receive.toFixed(places),
    expiresAt: new Date(at + INDICATIVE_RATE_SECONDS * 1000).toISOString(),
    network: best.network,
  };
}

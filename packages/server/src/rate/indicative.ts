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

/** How long an indicative (unlocked) rate is offered for before the page should ask again. */
export const INDICATIVE_RATE_SECONDS = 60;

/**
 * Prices a query without a network from `GET /v1/rates`: the rate of the network that gives the customer the
 * most (the lowest naira price on a buy, the highest on a sell; the service's order breaks ties). Rates are
 * naira per unit of crypto both ways. The amount is what the customer sends, so only the receive side is
 * computed, and it rounds down.
 */
export function bestIndicativeRate(
  query: RateQuery,
  rates: RatesResponse['rates'],
  now: number,
): RatePreview | null {
  const buy = query.from === FIAT;
  const asset = buy ? query.to : query.from;
  let best: { network: Network; rate: Big; text: string } | null = null;
  for (const entry of rates) {
    if (entry.asset !== asset || !isNetwork(entry.network)) continue;
    const text = buy ? entry.buy : entry.sell;
    if (typeof text !== 'string' || !DECIMAL.test(text)) continue;
    const rate = new Big(text);
    if (rate.lte(0)) continue;
    if (!best || (buy ? rate.lt(best.rate) : rate.gt(best.rate)))
      best = { network: entry.network, rate, text };
  }
  if (!best) return null;
  const amount = new Big(query.amount);
  const places = CURRENCY_PLACES[query.to];
  const receive = (buy ? amount.div(best.rate) : amount.times(best.rate)).round(places, Big.roundDown);
  if (receive.lte(0)) return null;
  return {
    rate: best.text,
    youSend: query.amount,
    youReceive: receive.toFixed(places),
    expiresAt: new Date(now + INDICATIVE_RATE_SECONDS * 1000).toISOString(),
    network: best.network,
  };
}

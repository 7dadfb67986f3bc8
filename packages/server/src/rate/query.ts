/** The rate route's query: what a page may ask, checked before anything is spent. */
import Big from 'big.js';
import {
  CURRENCY_PLACES,
  FIAT,
  isAsset,
  isNetwork,
  NETWORKS,
  type Currency,
  type Network,
} from '@pulse/core';

/** A decimal string as the route and the service write amounts and rates. */
export const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

/** A parsed rate query: one side NGN, the other USDT or USDC, a positive decimal amount of `from`. */
export type RateQuery = { from: Currency; to: Currency; amount: string; network?: Network | undefined };

/** Parses the query of the rate route; returns the problem as text when it is not usable. */
export function parseRateQuery(params: URLSearchParams): RateQuery | string {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const amount = params.get('amount') ?? '';
  const network = params.get('network');
  const pair =
    (from === FIAT && isAsset(to)) || (isAsset(from) && to === FIAT)
      ? null
      : `from and to must be NGN and USDT or USDC, one each (got from=${JSON.stringify(from)}, to=${JSON.stringify(to)}).`;
  if (pair) return pair;
  if (!DECIMAL.test(amount) || new Big(amount).lte(0)) {
    return `amount must be a positive decimal string such as "15000" or "25.5" (got ${JSON.stringify(amount)}).`;
  }
  // Priced to the places the service takes for that currency (kobo for naira, 6 for USDT and USDC), rounded
  // down: it refuses more, so 50000.123 naira is priced as the 50000.12 it could be paid as (`youSend` says so).
  const [whole, fraction = ''] = amount.split('.');
  const places = CURRENCY_PLACES[from as Currency];
  const kept = fraction.slice(0, places);
  const priced = kept ? `${whole}.${kept}` : whole!;
  if (new Big(priced).lte(0))
    return `amount has at most ${places} decimal places in ${from}, and is 0 there (got ${JSON.stringify(amount)}).`;
  return finish({ from: from as Currency, to: to as Currency, amount: priced }, network);
}

/** The query with its network: optional, absent or empty meaning "the best network". */
function finish(query: RateQuery, network: string | null): RateQuery | string {
  if (network === null || network === '') return query;
  if (!isNetwork(network))
    return `network must be one of ${NETWORKS.join(', ')} (got ${JSON.stringify(network)}).`;
  return { ...query, network };
}

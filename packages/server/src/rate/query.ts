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
  const query = readRateQuery(params);
  return 'problem' in query ? query.problem : query;
}

/** A query the rate route refuses: the code it answers (the service's, for an amount) and what was wrong. */
export interface RateQueryProblem {
  code: 'invalid_rate_query' | 'invalid_amount';
  problem: string;
}

const wrong = (problem: string): RateQueryProblem => ({ code: 'invalid_rate_query', problem });
/** As the service answers an amount it cannot take. */
const badAmount = (problem: string): RateQueryProblem => ({ code: 'invalid_amount', problem });

/**
 * The rate route's reading of its query: the query, or the problem with its code: `invalid_amount` for an
 * amount that is not a positive decimal it can price (as the service answers), `invalid_rate_query` for the rest.
 */
export function readRateQuery(params: URLSearchParams): RateQuery | RateQueryProblem {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const amount = params.get('amount') ?? '';
  const network = params.get('network');
  if (!((from === FIAT && isAsset(to)) || (isAsset(from) && to === FIAT))) {
    return wrong(
      `from and to must be NGN and USDT or USDC, one each (got from=${JSON.stringify(from)}, to=${JSON.stringify(to)}).`,
    );
  }
  if (!DECIMAL.test(amount) || new Big(amount).lte(0)) {
    return badAmount(
      `amount must be a positive decimal string such as "15000" or "25.5" (got ${JSON.stringify(amount)}).`,
    );
  }
  // Priced to the places the service takes for that currency (kobo for naira, 6 for USDT and USDC), rounded
  // down: it refuses more, so 50000.123 naira is priced as the 50000.12 it could be paid as (`youSend` says so).
  const [whole, fraction = ''] = amount.split('.');
  const places = CURRENCY_PLACES[from as Currency];
  const kept = fraction.slice(0, places);
  const priced = kept ? `${whole}.${kept}` : whole!;
  if (new Big(priced).lte(0))
    return badAmount(
      `amount has at most ${places} decimal places in ${from}, and is 0 there (got ${JSON.stringify(amount)}).`,
    );
  const query: RateQuery = { from: from as Currency, to: to as Currency, amount: priced };
  // The network is optional: absent or empty means "the best network".
  if (network === null || network === '') return query;
  if (!isNetwork(network))
    return wrong(`network must be one of ${NETWORKS.join(', ')} (got ${JSON.stringify(network)}).`);
  return { ...query, network };
}

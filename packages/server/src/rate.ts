import Big from 'big.js';
import {
  createApiClient,
  FIAT,
  isAsset,
  isNetwork,
  isPulseError,
  NETWORKS,
  type Currency,
  type Quote,
  type RatePreview,
} from '@pulse/core';
import { errorResponse, jsonResponse } from './json.js';
import { checkServerOptions, type ServerOptions } from './options.js';

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

export type RateQuery = { from: Currency; to: Currency; amount: string; network: (typeof NETWORKS)[number] };

/** Parses the query of the rate route; returns the problem as text when it is not usable. */
export function parseRateQuery(params: URLSearchParams): RateQuery | string {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const amount = params.get('amount') ?? '';
  const network = params.get('network') ?? '';
  const pair =
    (from === FIAT && isAsset(to)) || (isAsset(from) && to === FIAT)
      ? null
      : `from and to must be NGN and USDT or USDC, one each (got from=${JSON.stringify(from)}, to=${JSON.stringify(to)}).`;
  if (pair) return pair;
  if (!DECIMAL.test(amount) || new Big(amount).lte(0)) {
    return `amount must be a positive decimal string such as "15000" or "25.5" (got ${JSON.stringify(amount)}).`;
  }
  if (!isNetwork(network))
    return `network must be one of ${NETWORKS.join(', ')} (got ${JSON.stringify(network)}).`;
  return { from: from as Currency, to: to as Currency, amount, network };
}

/**
 * The backend route behind `useRate` (GET, query from, to, amount, network). It asks the service for a
 * quote fixing what the customer sends and answers `{ status: true, data: RatePreview }`; failures answer
 * the service's envelope with a code (`invalid_rate_query` for a bad query, the service's own otherwise).
 */
export function createRateHandler(options: ServerOptions): (request: Request) => Promise<Response> {
  const o = checkServerOptions(options, 'createRateHandler');
  const client = createApiClient({
    baseUrl: o.baseUrl,
    fetchImpl: o.fetchImpl,
    auth: { kind: 'api_key', key: o.apiKey },
  });
  return async (request) => {
    if (request.method !== 'GET')
      return errorResponse(405, 'method_not_allowed', 'The rate route answers GET only.');
    const query = parseRateQuery(new URL(request.url).searchParams);
    if (typeof query === 'string') return errorResponse(400, 'invalid_rate_query', query);
    try {
      const { data: quote } = await client.post<Quote>(
        '/v1/quotes',
        {
          source_currency: query.from,
          destination_currency: query.to,
          network: query.network,
          source_amount: query.amount,
        },
        { signal: request.signal },
      );
      const preview: RatePreview = {
        rate: quote.rate,
        youSend: quote.source_amount,
        youReceive: quote.destination_amount,
        expiresAt: quote.expires_at,
        quoteId: quote.id,
      };
      return jsonResponse(200, { status: true, data: preview });
    } catch (e) {
      if (isPulseError(e)) {
        const status = e.status >= 400 && e.status < 500 && e.status !== 401 ? e.status : 502;
        // A 401 from the service means our key is wrong: the browser must not read that as its own fault.
        const code = e.status === 401 ? 'upstream_unauthorized' : e.code;
        return errorResponse(status, code, e.message);
      }
      return errorResponse(500, 'internal_error', 'The rate route failed unexpectedly.');
    }
  };
}

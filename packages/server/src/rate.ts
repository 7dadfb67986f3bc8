import Big from 'big.js';
import {
  createApiClient,
  FIAT,
  isAsset,
  isNetwork,
  isPulseError,
  NETWORKS,
  type Currency,
  type Network,
  type Quote,
  type RatePreview,
  CURRENCY_PLACES,
  type RatesResponse,
} from '@pulse/core';
import { errorResponse, jsonResponse } from './json.js';
import { checkServerOptions, type ServerOptions } from './options.js';

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

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
  // Network is optional (spec 4.9); absent or empty means "the best network".
  if (network === null || network === '') return { from: from as Currency, to: to as Currency, amount };
  if (!isNetwork(network))
    return `network must be one of ${NETWORKS.join(', ')} (got ${JSON.stringify(network)}).`;
  return { from: from as Currency, to: to as Currency, amount, network };
}

export interface RateHandlerOptions extends ServerOptions {
  /**
   * How long an answer is reused for the same query, in milliseconds. The service allows a key 60 requests a
   * minute, and a page of customers typing the same amount would spend it quickly. 0 turns the cache off.
   * @default 5000
   */
  cacheMs?: number | undefined;
  /** The clock for the cache and for indicative answers' `expiresAt`. @default Date.now */
  now?: (() => number) | undefined;
}

/** How long an indicative (unlocked) rate is offered for before the page should ask again. */
export const INDICATIVE_RATE_SECONDS = 60;

/**
 * Prices a query without a network from `GET /v1/rates`: the rate of the network that gives the customer the
 * most (the lowest naira price on a buy, the highest on a sell; the service's order breaks ties). Rates are
 * naira per unit of crypto both ways. The amount is what the customer sends, so only the receive side is
 * computed, and it rounds down (spec 2.2).
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

type Answer = { status: number; body: unknown };

const failure = (status: number, code: string, error: string): Answer => ({
  status,
  body: { status: false, code, error },
});

/**
 * The backend route behind `useRate` (GET, query from, to, amount and optionally network). With a network it
 * asks the service for a quote fixing what the customer sends (the preview carries its `quoteId`); without
 * one it reads the indicative rates (`GET /v1/rates`) and prices the best network. It answers
 * `{ status: true, data: RatePreview }`; failures answer the service's envelope with a code
 * (`invalid_rate_query` for a bad query, the service's own otherwise). Identical queries share one request in
 * flight and reuse a successful answer for `cacheMs`.
 */
export function createRateHandler(options: RateHandlerOptions): (request: Request) => Promise<Response> {
  const o = checkServerOptions(options, 'createRateHandler');
  const cacheMs = options.cacheMs ?? 5000;
  const now = options.now ?? Date.now;
  const client = createApiClient({
    baseUrl: o.baseUrl,
    fetchImpl: o.fetchImpl,
    auth: { kind: 'api_key', key: o.apiKey },
  });
  const inFlight = new Map<string, Promise<Answer>>();
  const cache = new Map<string, { until: number; answer: Answer }>();

  async function price(query: RateQuery): Promise<Answer> {
    try {
      if (query.network) {
        const { data: quote } = await client.post<Quote>('/v1/quotes', {
          source_currency: query.from,
          destination_currency: query.to,
          network: query.network,
          source_amount: query.amount,
        });
        const preview: RatePreview = {
          rate: quote.rate,
          youSend: quote.source_amount,
          youReceive: quote.destination_amount,
          expiresAt: quote.expires_at,
          quoteId: quote.id,
          network: query.network,
        };
        return { status: 200, body: { status: true, data: preview } };
      }
      const buy = query.from === FIAT;
      const { data } = await client.get<RatesResponse>('/v1/rates', {
        query: {
          asset: buy ? query.to : query.from,
          ...(buy ? { fiat_amount: query.amount } : { crypto_amount: query.amount }),
        },
      });
      const preview = bestIndicativeRate(query, Array.isArray(data?.rates) ? data.rates : [], now());
      if (!preview) {
        return failure(
          400,
          'rate_unavailable',
          `No network has a rate for ${query.from} to ${query.to} at this amount.`,
        );
      }
      return { status: 200, body: { status: true, data: preview } };
    } catch (e) {
      if (isPulseError(e)) {
        const status = e.status >= 400 && e.status < 500 && e.status !== 401 ? e.status : 502;
        // A 401 from the service means our key is wrong: the browser must not read that as its own fault.
        const code = e.status === 401 ? 'upstream_unauthorized' : e.code;
        return failure(status, code, e.message);
      }
      return failure(500, 'internal_error', 'The rate route failed unexpectedly.');
    }
  }

  /**
   * The answer for a query, and whether this caller made the request behind it. Identical queries share one
   * request in flight and a cached answer; a locked quote belongs to one customer only, so a shared answer
   * (see `forOne`) goes out without its quoteId.
   */
  function answer(query: RateQuery): { answer: Promise<Answer>; own: boolean } {
    const key = `${query.from}|${query.to}|${new Big(query.amount).toString()}|${query.network ?? ''}`;
    const at = now();
    const hit = cache.get(key);
    if (hit && hit.until > at) return { answer: Promise.resolve(hit.answer), own: false };
    if (hit) cache.delete(key);
    const running = inFlight.get(key);
    if (running) return { answer: running, own: false };
    // Not tied to one caller's abort signal: other callers may be waiting on the same request.
    const started = price(query).then((result) => {
      inFlight.delete(key);
      if (result.status === 200 && cacheMs > 0) {
        // Drop stale entries now and then so a long-running server does not keep every amount ever asked.
        if (cache.size >= 1000) for (const [k, v] of cache) if (v.until <= now()) cache.delete(k);
        // Still full of fresh answers: forget the oldest rather than grow without bound.
        while (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
        cache.set(key, { until: now() + cacheMs, answer: result });
      }
      return result;
    });
    inFlight.set(key, started);
    return { answer: started, own: true };
  }

  /** A shared answer without the quoteId, which only the caller that locked the quote may use. */
  function forOne(result: Answer, own: boolean): Answer {
    const body = result.body as { status: boolean; data?: RatePreview };
    if (own || !body.data?.quoteId) return result;
    const { quoteId: _taken, ...preview } = body.data;
    return { status: result.status, body: { ...body, data: preview } };
  }

  return async (request) => {
    if (request.method !== 'GET')
      return errorResponse(405, 'method_not_allowed', 'The rate route answers GET only.');
    const query = parseRateQuery(new URL(request.url).searchParams);
    if (typeof query === 'string') return errorResponse(400, 'invalid_rate_query', query);
    const { answer: pending, own } = answer(query);
    const result = forOne(await pending, own);
    return jsonResponse(result.status, result.body);
  };
}

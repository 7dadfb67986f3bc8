/** The rate route: who may ask, the cache and in-flight sharing per bucket, and the spending of the key. */
import Big from 'big.js';
import {
  FIAT,
  isNetwork,
  NETWORKS,
  PulseError,
  type Network,
  type Quote,
  type RatePreview,
  type RatesResponse,
} from '@pulse/core';
import { createKeyBudget, type KeyBudget } from '../budget.js';
import { errorResponse, jsonResponse } from '../json.js';
import { onFirstRequest } from '../deferred.js';
import { checkServerOptions, type ServerOptions } from '../options.js';
import { clientAddress } from '../client.js';
import { createUpstream, failureOf } from '../upstream.js';
import { MAX_ORDER } from '@pulse/core/internal/limits';
import { priceBucket, smallest } from './bucket.js';
import { failure, type Answer, type Source } from './answer.js';
import { preview, usableUntil } from './preview.js';
import { readRateQuery, type RateQuery } from './query.js';
import { createVisitorLimit, visitorKey } from './visitors.js';

/** Options of `createRateHandler`: the service options, caching, the shared budget and per-visitor limits. */
export interface RateHandlerOptions extends ServerOptions {
  /**
   * How long one service answer (a quote or the rates list of one price bucket) is reused, in milliseconds.
   * The service allows a key 60 requests a minute; a page of customers typing amounts would spend it quickly.
   * 0 turns the cache off.
   * @default 30000
   */
  cacheMs?: number | undefined;
  /**
   * Your partner fee in basis points (what a quote refresh reports as `partner_fee.bps`). Quotes include it;
   * the service's indicative rates, which price an amount without a network, do not: with it, those previews
   * move the rate by the fee as a quote would (up on a buy, down on a sell), so they show about what a quote
   * gives rather than the fee more. An integer from 0 to 9,999.
   * @default 0
   */
  partnerFeeBps?: number | undefined;
  /**
   * The networks your checkout offers (your dashboard's configuration). A price without a network is the best
   * of these, so the preview never names a network the customer then cannot pick.
   * @default every network
   */
  networks?: readonly Network[] | undefined;
  /** The clock for the cache, the budget and indicative answers' `expiresAt`. @default Date.now */
  now?: (() => number) | undefined;
  /** The key's budget, shared with the checkout proxy; rates spend only its background share. @default a budget of its own */
  budget?: KeyBudget | undefined;
  /** Decides whether this visitor may ask (e.g. has your session cookie); false answers 401. @default everyone may */
  authorize?: ((request: Request) => boolean | Promise<boolean>) | undefined;
  /**
   * Requests a minute one visitor may make before answers are 429 `rate_busy` with Retry-After.
   * @default 30
   */
  perClientPerMinute?: number | undefined;
  /**
   * Of those, how many one visitor may make that the cache cannot answer (a price bucket, pair or network not
   * asked for lately), each of which spends one of the key's previews: past it, that visitor's uncached asks
   * answer a stale price when there is one, else 429 `rate_busy`, while other visitors are still served. So
   * one visitor asking for many different amounts cannot spend the previews of everyone.
   * @default 10, half of a default budget's 20 previews a minute
   */
  perClientUncachedPerMinute?: number | undefined;
  /**
   * Who the visitor is, for `perClientPerMinute`, e.g. your session's user id, or an address your platform
   * sets (not the visitor): `x-real-ip` on Vercel, `cf-connecting-ip` on Cloudflare. Read a forwarded header
   * only when your own proxy overwrites it. `undefined` leaves that request unlimited per visitor.
   * @default the address `toNodeHandler` or `withClientAddress` attached to the request; without one the
   * per-visitor limit is skipped (warned once) rather than putting every visitor in one shared bucket
   */
  clientId?: ((request: Request) => string | undefined | null) | undefined;
}

/**
 * The backend route behind `useRate` (GET, query from, to, amount and optionally network). Amounts are priced
 * by bucket (see `priceBucket`): with a network from a quote of the bucket's amount (the preview carries its
 * `quoteId` only when the amount is the bucket's own and this request made the quote), without one from the
 * indicative rates of the bucket (`GET /v1/rates`), the best network chosen. Answers `{ status: true, data:
 * RatePreview }`, or the service's envelope with a code: `invalid_rate_query`, `invalid_amount` (an amount
 * that is not a positive decimal, or below the minimum), `rate_busy` (429 or 503 with Retry-After: this visitor asked too often, or the key's background
 * share is spent), `rate_unavailable`, or the service's own. Never the service's `rate_limited`.
 */
export function createRateHandler(options: RateHandlerOptions): (request: Request) => Promise<Response> {
  // Options are checked on the first request, so a build that loads this module without the key passes.
  return onFirstRequest(() => buildRateHandler(options));
}

/** The merchant's terms for prices without a network, checked: a typed error names the bad option. */
function checkTerms(options: RateHandlerOptions) {
  const { partnerFeeBps: feeBps, networks } = options;
  if (feeBps !== undefined && !(Number.isInteger(feeBps) && feeBps >= 0 && feeBps < 10_000)) {
    throw new PulseError(
      'invalid_options',
      `createRateHandler: partnerFeeBps must be an integer from 0 to 9999 (basis points), got ${JSON.stringify(feeBps)}.`,
    );
  }
  if (
    networks !== undefined &&
    !(Array.isArray(networks) && networks.length > 0 && networks.every((n) => isNetwork(n)))
  ) {
    throw new PulseError(
      'invalid_options',
      `createRateHandler: networks must be a non-empty list of ${NETWORKS.join(', ')}, got ${JSON.stringify(networks)}.`,
    );
  }
  return { feeBps, networks };
}

function buildRateHandler(options: RateHandlerOptions): (request: Request) => Promise<Response> {
  const o = checkServerOptions(options, 'createRateHandler');
  const terms = checkTerms(options);
  const cacheMs = options.cacheMs ?? 30_000;
  const now = options.now ?? Date.now;
  const budget = options.budget ?? createKeyBudget({ now });
  const perClient = options.perClientPerMinute ?? 30;
  const clientId = options.clientId ?? clientAddress;
  let warned = false;
  const visitorOf = (request: Request): string | null => {
    const id = clientId(request);
    if (typeof id === 'string' && id !== '') return visitorKey(id.slice(0, 256));
    if (!warned) {
      warned = true;
      console.warn(
        '@pulse/server: createRateHandler cannot tell visitors apart on this runtime, so the per-visitor limit is off. Pass clientId, or attach the peer address with withClientAddress(request, address).',
      );
    }
    return null;
  };
  // No retries: a retry would spend the key again; the visitor's page asks again anyway.
  const upstream = createUpstream(o, { budget });
  const client = upstream.client;
  const inFlight = new Map<string, Promise<Source | Answer>>();
  const cache = new Map<string, { until: number; source: Source }>();
  const admit = createVisitorLimit(perClient, now);
  const admitUncached = createVisitorLimit(options.perClientUncachedPerMinute ?? 10, now);

  async function fetchSource(query: RateQuery, bucket: string): Promise<Source | Answer> {
    try {
      if (query.network) {
        const { data: quote } = await client.post<Quote>('/v1/quotes', {
          source_currency: query.from,
          destination_currency: query.to,
          network: query.network,
          source_amount: bucket,
        });
        return { kind: 'quote', quote, amount: bucket, at: now() };
      }
      const buy = query.from === FIAT;
      const { data } = await client.get<RatesResponse>('/v1/rates', {
        query: {
          asset: buy ? query.to : query.from,
          ...(buy ? { fiat_amount: bucket } : { crypto_amount: bucket }),
        },
      });
      return { kind: 'rates', rates: Array.isArray(data?.rates) ? data.rates : [], at: now() };
    } catch (e) {
      // The key's minute is spent (429): to the visitor the rate is only briefly unavailable.
      const mapped = failureOf(e, {
        code: 'rate_busy',
        message: 'Rates are being refreshed; try again shortly.',
      });
      if (mapped) {
        const answer = failure(mapped.status, mapped.code, mapped.message);
        return mapped.retryAfterMs === undefined ? answer : { ...answer, retryAfterMs: mapped.retryAfterMs };
      }
      // A bug of ours, not the service's: the visitor reads a generic message, the server's log the cause.
      console.error('@pulse/server: the rate route failed unexpectedly:', e);
      return failure(500, 'internal_error', 'The rate route failed unexpectedly.');
    }
  }

  async function answer(query: RateQuery, visitor: string | null): Promise<Answer> {
    const bucket = priceBucket(query.amount, query.from, query.network);
    const key = `${query.from}|${query.to}|${bucket}|${query.network ?? ''}`;
    // A cached answer past its own validity (a quote expired, indicative rates over a minute old) is never
    // offered, not even as a fallback: it would show an old price as current.
    const kept = cache.get(key);
    const hit = kept && usableUntil(kept.source) > now() ? kept : undefined;
    if (hit && hit.until > now()) return preview(query, hit.source, false, terms);
    const running = inFlight.get(key);
    if (running) {
      const result = await running;
      return 'kind' in result ? preview(query, result, false, terms) : result;
    }
    // This visitor has had their share of the service's answers this minute: the others keep theirs.
    if (visitor !== null && !admitUncached(visitor)) {
      if (hit) return preview(query, hit.source, false, terms);
      return {
        ...failure(429, 'rate_busy', 'Rates are being refreshed; try again shortly.'),
        retryAfterMs: 10_000,
      };
    }
    if (!upstream.spend('preview')) {
      // Out of this minute's share: an older answer still valid is a fair indication; otherwise ask again later.
      if (hit) return preview(query, hit.source, false, terms);
      return {
        ...failure(503, 'rate_busy', 'Rates are being refreshed; try again shortly.'),
        retryAfterMs: budget.waitMs('preview'),
      };
    }
    // Not tied to one caller's abort signal: other callers may be waiting on the same request.
    const started = fetchSource(query, bucket).then((result) => {
      inFlight.delete(key);
      if ('kind' in result && cacheMs > 0) {
        // Stale answers stay (as a fallback) but the map is bounded: the oldest go first.
        while (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
        cache.delete(key);
        cache.set(key, { until: now() + cacheMs, source: result });
      }
      return result;
    });
    inFlight.set(key, started);
    const result = await started;
    return 'kind' in result ? preview(query, result, true, terms) : result;
  }

  return async (request) => {
    if (request.method !== 'GET')
      return errorResponse(405, 'method_not_allowed', 'The rate route answers GET only.');
    if (options.authorize && !(await options.authorize(request)))
      return errorResponse(401, 'unauthorized', 'This request may not ask for rates.');
    const query = readRateQuery(new URL(request.url).searchParams);
    if ('problem' in query) return errorResponse(400, query.code, query.problem);
    // Without a service request: below what the service prices, or, with a test key, above the largest order
    // (a bucket rounds down, so an amount up to twice the largest would otherwise be priced as a smaller one).
    // The specification shows no maximum: the sandbox's (core's MAX_ORDER) is ours, so a live key's large
    // amounts are left to the service, which refuses what it cannot order.
    const min = smallest(query.from, query.network);
    if (new Big(query.amount).lt(min)) {
      return errorResponse(400, 'invalid_amount', `amount must be at least ${min} ${query.from}.`);
    }
    if (!o.live && new Big(query.amount).gt(MAX_ORDER[query.from])) {
      return errorResponse(
        400,
        'invalid_amount',
        `amount must be at most ${MAX_ORDER[query.from]} ${query.from}.`,
      );
    }
    const visitor = visitorOf(request);
    if (visitor !== null && !admit(visitor)) {
      return errorResponse(429, 'rate_busy', 'Rates are being refreshed; try again shortly.', {
        'retry-after': '10',
      });
    }
    const result = await answer(query, visitor);
    // The other side of the order, worked out from the bucket's rate, past the largest order (a test key):
    // no order can be made for it either.
    const receive = result.status === 200 ? (result.body as { data: RatePreview }).data.youReceive : '0';
    if (!o.live && new Big(receive).gt(MAX_ORDER[query.to])) {
      return errorResponse(
        400,
        'invalid_amount',
        `amount comes to ${receive} ${query.to}, more than the largest order (${MAX_ORDER[query.to]} ${query.to}).`,
      );
    }
    const wait = result.retryAfterMs;
    return jsonResponse(
      result.status,
      result.body,
      wait !== undefined ? { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) } : {},
    );
  };
}

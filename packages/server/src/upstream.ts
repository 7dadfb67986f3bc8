/**
 * The one way the server helpers call the service: with the secret key, never following a redirect, each
 * request spent from the key's budget first, and the service's failures mapped to answers a browser may read
 * (the key's refusal and the service's rate limit are never passed through as they are). The checkout proxy
 * forwards with it, and the rate route, the order tracker and session minting call through its client.
 */
import { createApiClient, isPulseError, type ApiClient } from '@pulse/core';
import { parseRetryAfter } from '@pulse/core/internal/envelope';
import { createKeyBudget, type KeyBudget, type SpendKind } from './budget.js';
import { errorResponse } from './json.js';
import type { CheckedServerOptions } from './options.js';

/** The browser's answer when the key's share of the minute is spent, or the service asks to wait. */
export const busy = (waitMs: number): Response =>
  errorResponse(503, 'service_busy', 'The payment service is busy; this will be tried again shortly.', {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/** How long a browser is told to wait after the service's 429 when the service names no time itself. */
const BUSY_WAIT_MS = 5000;

/** A failure to answer a browser with: its status, code and message, and how long to wait when it is busy. */
export interface Failure {
  status: number;
  code: string;
  message: string;
  /** The service's 429: its Retry-After, or BUSY_WAIT_MS when it sent none (as the proxy answers). */
  retryAfterMs?: number;
}

/** How long the service may take to answer one forwarded request, body included. */
export const UPSTREAM_TIMEOUT_MS = 15_000;

const UNREACHABLE: Failure = {
  status: 502,
  code: 'upstream_unreachable',
  message: 'The payment service could not be reached; try again.',
};
const REDIRECT: Failure = {
  status: 502,
  code: 'upstream_redirect',
  message: 'The payment service answered with a redirect.',
};
const TIMEOUT: Failure = {
  status: 504,
  code: 'upstream_timeout',
  message: 'The payment service did not answer in time; try again.',
};

/**
 * What the browser may read of an error the client threw: the service's 429 as `busy` (503), its refusal of
 * the key (401) as `upstream_unauthorized` (502, never the browser's own fault), another 4xx as it is, no
 * usable answer as the proxy says it (`upstream_unreachable`, `upstream_redirect` or `upstream_timeout`,
 * never the service's URL or the runtime's error text), and anything else from the service as 502. Null when
 * the error is not the service's (a bug of ours).
 */
export function failureOf(e: unknown, busy: { code: string; message: string }): Failure | null {
  if (!isPulseError(e)) return null;
  const cause = (e as { cause?: { code?: unknown } }).cause;
  if (e.code === 'upstream_redirect' || cause?.code === 'upstream_redirect') return REDIRECT;
  if (e.code === 'timeout') return TIMEOUT;
  // No answer at all, or one that is not the service's (a load balancer's HTML page, a 404 of a wrong path):
  // core names the URL in these, which the browser must not read.
  if (e.code === 'network_error' || e.code === 'unknown_error' || e.code === 'invalid_response')
    return UNREACHABLE;
  if (e.status === 429) {
    const after = (e as { retryAfterMs?: number | undefined }).retryAfterMs;
    return { status: 503, ...busy, retryAfterMs: after || BUSY_WAIT_MS };
  }
  if (e.status === 401) return { status: 502, code: 'upstream_unauthorized', message: e.message };
  return { status: e.status >= 400 && e.status < 500 ? e.status : 502, code: e.code, message: e.message };
}

/** The service, as one helper calls it. */
export interface Upstream {
  /** The key's budget this helper spends (shared between helpers when they are given the same one). */
  readonly budget: KeyBudget;
  /** Core's API client with the key: resolves with the service's envelope, throws a `PulseError` on failure. */
  readonly client: ApiClient;
  /** Takes one request of `kind` from the budget; false when that share of the minute is spent. */
  spend(kind: SpendKind): boolean;
  /**
   * Forwards one request with the key (`headers` are the request's own, such as its Idempotency-Key) and
   * answers what the browser may read: `service_busy` (503, Retry-After) when the
   * budget or the service says wait, `upstream_unauthorized` (502) when the service refuses the key,
   * `upstream_unreachable` or `upstream_redirect` (502) when no usable answer came, `upstream_timeout` (504)
   * when none came within UPSTREAM_TIMEOUT_MS, else the service's answer with its status, content type and
   * request id.
   */
  forward(
    kind: SpendKind,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal,
  ): Promise<Response>;
}

/** What an Upstream is made of besides the checked options. */
export interface UpstreamOptions {
  /** @default a budget of its own */
  budget?: KeyBudget | undefined;
  /** The clock of a budget of its own. @default Date.now */
  now?: (() => number) | undefined;
  /**
   * Retries of the client's failed requests. @default 0: a retry spends the key again, and the helpers'
   * callers (a visitor's page, the next sync) ask again anyway.
   */
  retries?: number | undefined;
}

export function createUpstream(o: CheckedServerOptions, options: UpstreamOptions = {}): Upstream {
  const budget = options.budget ?? createKeyBudget({ now: options.now ?? Date.now });
  const client = createApiClient({
    baseUrl: o.baseUrl,
    fetchImpl: o.fetchImpl,
    auth: { kind: 'api_key', key: o.apiKey },
    retries: options.retries ?? 0,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  });

  const keyHeaders = { 'X-API-Key': o.apiKey, Authorization: `Bearer ${o.apiKey}` };

  async function forward(
    kind: SpendKind,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    if (!budget.take(kind)) return busy(budget.waitMs(kind));
    // Given up when the visitor goes (the request's signal) or after UPSTREAM_TIMEOUT_MS, body included: a
    // service that stops answering must not keep requests open without end.
    const stop = new AbortController();
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      stop.abort();
    }, UPSTREAM_TIMEOUT_MS);
    const leave = () => stop.abort();
    if (signal.aborted) leave();
    signal.addEventListener('abort', leave, { once: true });
    const failed = (f: Failure) => errorResponse(f.status, f.code, f.message);
    let upstream: Response;
    let text: string;
    try {
      upstream = await o.fetchImpl(o.baseUrl + path, {
        method,
        headers: { ...headers, Accept: 'application/json', ...keyHeaders },
        ...(body !== undefined ? { body } : {}),
        signal: stop.signal,
      });
      text = await upstream.text();
    } catch (e) {
      if ((e as { code?: string }).code === 'upstream_redirect') return failed(REDIRECT);
      return failed(late ? TIMEOUT : UNREACHABLE);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', leave);
    }
    const out: Record<string, string> = {};
    const requestId = upstream.headers.get('request-id');
    if (requestId) out['request-id'] = requestId;
    if (upstream.status === 401) {
      // The browser did nothing wrong: our key was refused. Say so without echoing anything about the key.
      return errorResponse(502, 'upstream_unauthorized', 'The payment service refused the server key.');
    }
    if (upstream.status === 429) {
      // The customer must not read "rate limited": to them the service is briefly busy, and the client retries.
      return busy(parseRetryAfter(upstream.headers.get('retry-after')) || BUSY_WAIT_MS);
    }
    return new Response(text, {
      status: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...out,
      },
    });
  }

  return { budget, client, spend: (kind) => budget.take(kind), forward };
}

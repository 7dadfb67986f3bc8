/** The checkout proxy: forwarding, the order reads answered from state, and the banks list cache. */
import type { Environment } from '@pulse/core/internal/enums';
import { isPulseError, PulseError } from '@pulse/core/internal/errors';
import type { Order } from '@pulse/core/internal/wire';
import { attemptReference } from '@pulse/core/internal/checkout-reference';
import { readBytes } from '../body.js';
import type { KeyBudget } from '../budget.js';
import { errorResponse, jsonResponse, misconfiguredResponse } from '../json.js';
import { onFirstRequest } from '../deferred.js';
import { checkServerOptions, type ServerOptions } from '../options.js';
import { createOrderTracker, type OrderTracker } from '../orders.js';
import { createUpstream } from '../upstream.js';
import { createVisitorLimit } from '../rate/visitors.js';
import { callerKey, isObject, ownsReference, pinProblem, type CheckoutCaller } from './caller.js';
import { CHECKOUT_ROUTES } from './routes.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_BODY = 16 * 1024;
/**
 * How long this route remembers which caller made a quote, from its last refresh: as long as an order is
 * kept (a quote may be refreshed again and again while the customer decides, as the service allows).
 */
const QUOTE_TTL = 2 * 86_400_000;
const BANKS_TTL = 60 * 60_000;

/** Options of `createCheckoutProxy`: the service options and who may use the route. */
export interface CheckoutProxyOptions extends ServerOptions {
  /**
   * Decides whether this browser request may use your key, from your own session (cookie, header). Answer
   * false to refuse with 401 `unauthorized`; a `CheckoutCaller` to allow it with reads scoped to that caller's
   * orders and its order pinned; true to allow it unscoped (test keys only: with a live key, true answers 500
   * `invalid_options`). Required
   * with a live key.
   * @default every request is allowed (test keys only)
   */
  authorize?:
    ((request: Request) => boolean | CheckoutCaller | Promise<boolean | CheckoutCaller>) | undefined;
  /**
   * Where order reads are answered from; share one with `createOrderWebhookHandler` so webhooks keep it current.
   * @default a tracker of its own, in memory
   */
  orders?: OrderTracker | undefined;
  /** The key's budget, shared with the rate route. @default the tracker's */
  budget?: KeyBudget | undefined;
  /**
   * Requests a minute one caller (the `CheckoutCaller.id` your `authorize` answers) may send to the service
   * through this route: as many POSTs (quotes, refreshes, orders, bank resolution), and as many reads that
   * reach the service (the order lookup, an uncached bank list). Past either, 429 `rate_limited` with
   * Retry-After, so that no one caller spends the key's reserve that every other customer's quote and order
   * need, nor the share that keeps their orders and the bank list current. A checkout uses a few a minute.
   * Unscoped use (`authorize` answering true, test keys only) is not counted.
   * @default 12
   */
  perCallerPerMinute?: number | undefined;
  /**
   * The path the proxy is mounted at (e.g. `/api/pulse/checkout`). When set, the route is the rest of the path
   * exactly; when not, it starts at the first `/v1/` segment.
   * @default undefined
   */
  basePath?: string | undefined;
}

/**
 * The merchant's backend route behind `<Checkout baseUrl>`: forwards the checkout's routes (`CHECKOUT_ROUTES`) to the
 * service with the secret key added and the Idempotency-Key passed through, and refuses everything else.
 * Order reads are answered from the tracker's state (webhooks and one batched list read keep it current), with
 * an ETag so an unchanged order costs a 304; the key's budget keeps a reserve for quotes and order creation.
 */
export function createCheckoutProxy(options: CheckoutProxyOptions): (request: Request) => Promise<Response> {
  // Options are checked on the first request, so a build that loads this module without the key passes.
  return onFirstRequest(() => buildCheckoutProxy(options));
}

function buildCheckoutProxy(options: CheckoutProxyOptions): (request: Request) => Promise<Response> {
  const o = checkServerOptions(options, 'createCheckoutProxy');
  const authorize = options.authorize;
  if (o.live && !authorize) {
    throw new PulseError(
      'invalid_options',
      'createCheckoutProxy: a live key needs `authorize`, or any visitor could create orders and read them with it (return a CheckoutCaller naming the signed-in customer).',
    );
  }
  const orders =
    options.orders ??
    createOrderTracker({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl,
      fetchImpl: options.fetchImpl,
      budget: options.budget,
    });
  const budget = options.budget ?? orders.budget;
  // Added to every quote, order and resolved bank account the checkout reads (the service's name no
  // environment): a test order shows the "Test mode" marker, and its wallet link names only a test-network token.
  const environment: Environment = o.live ? 'live' : 'test';
  const basePath = options.basePath?.replace(/\/+$/, '');
  let banks: { until: number; text: string } | null = null;
  let warnedUnscoped = false;
  let warnedId = false;

  const upstream = createUpstream(o, { budget });
  const call = upstream.forward;
  const perCaller = options.perCallerPerMinute ?? 12;
  if (!Number.isSafeInteger(perCaller) || perCaller < 1) {
    throw new PulseError(
      'invalid_options',
      `createCheckoutProxy: perCallerPerMinute must be a whole number of at least 1 (got ${String(perCaller)}).`,
    );
  }
  // One caller's share of the minute: past it, this caller waits while everyone else's quotes and orders
  // still have the key's reserve, and everyone else's order syncs and bank list the background share. Counted
  // per caller that authorize names (as every live-key proxy's are), for every request that would call the
  // service, its POSTs and its reads (the order lookup, an uncached bank list) counted apart, each up to
  // `perCallerPerMinute`, so that a caller's twelfth POST still lets it find its order by reference after a
  // 409; unscoped use, for test keys only, is not counted.
  const admitPost = createVisitorLimit(perCaller, Date.now);
  const admitRead = createVisitorLimit(perCaller, Date.now);
  const overLimit = (caller: CheckoutCaller | null, admit = admitPost) =>
    caller && !admit(caller.id)
      ? errorResponse(
          429,
          'rate_limited',
          'Too many checkout requests from this session in a minute; try again shortly.',
          { 'retry-after': '10' },
        )
      : null;

  async function readOrder(
    request: Request,
    id: string,
    caller: CheckoutCaller | null,
    headers: Record<string, string>,
  ) {
    let record = await orders.read(id);
    if (!record && !caller) {
      // Unscoped (test mode): an order this server has not seen yet is read once, then answered from state.
      const res = await call('background', 'GET', `/v1/orders/${id}`, headers, undefined, request.signal);
      if (res.status !== 200) return res;
      const body = (await res.json()) as { data?: Order };
      if (!body.data || body.data.id !== id)
        return errorResponse(502, 'invalid_response', 'The service answered another order.');
      record = await orders.remember(body.data, null);
    }
    if (!record || (caller && record.owner !== caller.id)) {
      return errorResponse(
        404,
        'order_not_found',
        'No order with this id was created through this checkout.',
      );
    }
    const cache = { etag: record.etag, 'cache-control': 'no-cache' };
    if (request.headers.get('if-none-match') === record.etag)
      return new Response(null, { status: 304, headers: cache });
    return jsonResponse(200, { status: true, data: { ...record.order, environment } }, cache);
  }

  /**
   * A checkout retry (`<reference>-N` of a pinned reference) is a new order for the same cart, made only after
   * the one before it (`<reference>`, then `-2` …) expired unpaid: while that one can still be paid, a second
   * payable order would let a customer pay the cart twice. Asked of the service, which knows the order's
   * status now; an answer that is not a list of orders refuses too (no second order on a guess). Null when
   * the order may be made.
   */
  async function earlierOrderOpen(
    caller: CheckoutCaller,
    reference: unknown,
    signal: AbortSignal,
  ): Promise<Response | null> {
    const pinned = caller.order?.reference;
    if (pinned === undefined || typeof reference !== 'string' || reference === pinned) return null;
    const attempt = Number(reference.slice(pinned.length + 1));
    const before = attemptReference(pinned, attempt - 1);
    const res = await call(
      'essential',
      'GET',
      `/v1/orders?reference=${encodeURIComponent(before)}`,
      {},
      undefined,
      signal,
    );
    // The service's refusal or our own (busy, unreachable) as it is: the checkout asks again.
    if (res.status !== 200) return res;
    let list: unknown;
    try {
      list = ((await res.json()) as { data?: unknown }).data;
    } catch {
      list = undefined;
    }
    if (!Array.isArray(list)) {
      return errorResponse(
        502,
        'upstream_invalid',
        `The payment service's order list did not say whether order ${JSON.stringify(before)} expired, so ${JSON.stringify(reference)} was not made.`,
      );
    }
    const order = (list as unknown[]).find((o) => isObject(o) && o.reference === before) as
      { status?: unknown } | undefined;
    if (order?.status === 'expired') return null;
    return errorResponse(
      409,
      'order_not_allowed',
      order
        ? `This cart's order ${JSON.stringify(before)} is ${String(order.status)}: ${JSON.stringify(reference)} is made only once it has expired unpaid.`
        : `This cart has no order ${JSON.stringify(before)}: its orders are made in turn, each once the one before expired unpaid.`,
    );
  }

  /** The checkout's lookup by reference: only a reference the caller owns, answered with its own orders. */
  async function readByReference(
    request: Request,
    url: URL,
    caller: CheckoutCaller | null,
    headers: Record<string, string>,
  ) {
    const reference = url.searchParams.get('reference');
    if (!reference)
      return errorResponse(404, 'route_not_allowed', `The checkout proxy does not forward ${url.pathname}.`);
    if (reference.length > 256 || (caller && !ownsReference(caller, reference)))
      return errorResponse(
        400,
        'invalid_request',
        'The order list is forwarded only by a reference of yours.',
      );
    const limited = overLimit(caller, admitRead);
    if (limited) return limited;
    const res = await call(
      // Stryker disable next-line StringLiteral: the budget spends any kind but essential from the background share
      'background',
      'GET',
      `/v1/orders?reference=${encodeURIComponent(reference)}`,
      headers,
      undefined,
      request.signal,
    );
    if (res.status !== 200) return res;
    const body = (await res.json()) as { data?: unknown };
    // Stryker disable next-line ArrayDeclaration: a list of anything but orders answers nothing, as an empty one does
    const list = Array.isArray(body.data) ? (body.data as Order[]) : [];
    const mine: (Order & { environment: Environment })[] = [];
    for (const order of list) {
      if (!isObject(order) || order.reference !== reference) continue;
      const record = await orders.read(order.id);
      if (!caller || record?.owner === caller.id) mine.push({ ...order, environment });
    }
    return jsonResponse(200, { status: true, data: mine });
  }

  // Every answer says test or live in a header of its own (a bank list or an error has no object to carry an
  // `environment` field): the checkout marks a test sale's first screen as one, before any quote or order.
  // Every answer here is a Response this module made (the service's are copied), so its headers can change.
  return async (request) => {
    const response = await respond(request);
    response.headers.set('pulse-environment', environment);
    return response;
  };

  async function respond(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    let route: string | null;
    if (basePath !== undefined) route = path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : null;
    else route = path.includes('/v1/') ? path.slice(path.indexOf('/v1/')) : null;
    // Stryker disable next-line ArrayDeclaration: with no route the next line answers 404 whatever the matches
    const matches = route === null ? [] : CHECKOUT_ROUTES.filter((r) => r.pattern.test(route));
    if (route === null || matches.length === 0) {
      return errorResponse(404, 'route_not_allowed', `The checkout proxy does not forward ${path}.`);
    }
    const match = matches.find((r) => r.method === request.method);
    if (!match) {
      return errorResponse(405, 'method_not_allowed', `${request.method} is not allowed on ${path}.`);
    }
    const verdict = authorize ? await authorize(request) : true;
    if (verdict === false || (verdict !== true && (!isObject(verdict) || typeof verdict.id !== 'string'))) {
      return errorResponse(401, 'unauthorized', 'This request is not allowed to use the checkout.');
    }
    if (verdict === true && o.live) {
      // Unscoped is for trying things with a test key: live, it would show every customer every order.
      const message =
        'createCheckoutProxy: with a live key, authorize must answer a CheckoutCaller ({ id, order? }), not true: unscoped access would let every customer read every live order.';
      if (!warnedUnscoped) console.error(`@pulse/server: ${message}`);
      warnedUnscoped = true;
      return misconfiguredResponse();
    }
    const caller = verdict === true ? null : verdict;
    if (caller && caller.order?.reference === undefined && !/^[^:]+$/.test(caller.id)) {
      // Without a pinned reference a caller owns the references `<id>:…`: caller `a` would own `a:b:…`, which
      // caller `a:b` needs. The id itself is not logged (it may name a customer).
      if (!warnedId)
        console.error(
          "@pulse/server: createCheckoutProxy: authorize answered a caller whose id is empty or contains ':', and no order.reference: its references (`<id>:…`) could be another caller's. Use ids without ':' or pin order.reference.",
        );
      warnedId = true;
      return misconfiguredResponse();
    }
    // Stryker disable next-line OptionalChaining: the route matched this pattern above, so exec never answers null
    const id = match.pattern.exec(route)?.[1];
    // The key is added by the upstream module; these are the request's own headers.
    const headers: Record<string, string> = {};
    if (match.path === '/v1/orders/{id}') return readOrder(request, id!, caller, headers);
    if (match.path === '/v1/orders?reference=') return readByReference(request, url, caller, headers);
    if (match.path === '/v1/banks') {
      if (banks && banks.until > Date.now())
        return new Response(banks.text, {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        });
      const limited = overLimit(caller, admitRead);
      if (limited) return limited;
      const res = await call('background', 'GET', route, headers, undefined, request.signal);
      if (res.status !== 200) return res;
      const text = await res.text();
      banks = { until: Date.now() + BANKS_TTL, text };
      return new Response(text, { headers: res.headers });
    }

    const key = request.headers.get('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      return errorResponse(
        400,
        'idempotency_key_required',
        'POST requests need an Idempotency-Key header (a UUID).',
      );
    }
    headers['Idempotency-Key'] = callerKey(caller, key);
    // The limit is in bytes as sent, checked before the body is buffered (Content-Length, then while reading).
    let bytes: Uint8Array;
    try {
      // A body rebuilt from express.json()'s object is fine here: the proxy parses and checks it anyway.
      bytes = await readBytes(request, { limit: MAX_BODY });
    } catch (e) {
      if (isPulseError(e) && e.code === 'body_too_large') return errorResponse(413, e.code, e.message);
      return errorResponse(400, 'bad_request', 'The request body could not be read.');
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return errorResponse(400, 'invalid_json', 'The request body is not UTF-8 JSON.');
    }
    let parsed: unknown = {};
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        return errorResponse(400, 'invalid_json', 'The request body is not JSON.');
      }
      headers['Content-Type'] = 'application/json';
    }
    const body = isObject(parsed) ? parsed : {};
    if (caller) {
      const problem = pinProblem(caller, route, body);
      if (problem)
        return errorResponse(403, 'order_not_allowed', `This checkout's order is fixed: ${problem}`);
      // A quote is refreshed or turned into an order only by the caller that made it here.
      const quoteId =
        match.path === '/v1/quotes/{id}/refresh' ? id : route.endsWith('/orders') ? body.quote_id : undefined;
      if (quoteId !== undefined) {
        const owner = typeof quoteId === 'string' ? await orders.store.get(`quote:${quoteId}`) : null;
        if (owner !== caller.id)
          return errorResponse(
            403,
            'order_not_allowed',
            'This quote was not made through this checkout session.',
          );
      }
    }
    const limited = overLimit(caller);
    if (limited) return limited;
    if (caller && route.endsWith('/orders')) {
      const open = await earlierOrderOpen(caller, body.reference, request.signal);
      if (open) return open;
    }
    // The body as checked, written again: the raw text could say more than one thing (`{"reference": "a:1",
    // "reference": "b:1"}` is a's here, where JSON.parse keeps the last, and could be b's to a parser that
    // keeps the first).
    const res = await call(
      'essential',
      'POST',
      route,
      headers,
      text === '' ? undefined : JSON.stringify(parsed),
      request.signal,
    );
    if (res.status !== 200 && res.status !== 201) return res;
    const answer = await res.text();
    let data: unknown;
    try {
      data = (JSON.parse(answer) as { data?: unknown }).data;
    } catch {
      data = undefined;
    }
    if (isObject(data)) {
      if (typeof data.id === 'string') {
        // Set only when absent: a quote id already owned is never handed to another caller. A refresh, which
        // only its owner gets this far with, keeps it owned for another QUOTE_TTL.
        if (match.path === '/v1/quotes' && caller)
          await orders.store.add(`quote:${data.id}`, caller.id, QUOTE_TTL);
        if (match.path === '/v1/quotes/{id}/refresh' && caller)
          await orders.store.set(`quote:${id}`, caller.id, QUOTE_TTL);
        if (route.endsWith('/orders') && typeof data.status === 'string')
          await orders.remember(data as unknown as Order, caller?.id ?? null);
      }
      // The quote, the order or the resolved bank account says which environment it is in, so the checkout
      // marks every screen of a test order as one, from the bank-account step on.
      const headers = new Headers(res.headers);
      headers.delete('content-length');
      const envelope = { ...(JSON.parse(answer) as object), data: { ...data, environment } };
      return new Response(JSON.stringify(envelope), { status: res.status, headers });
    }
    return new Response(answer, { status: res.status, headers: res.headers });
  }
}

import { errorResponse } from './json.js';
import { checkServerOptions, type ServerOptions } from './options.js';

const ID = '[A-Za-z0-9_-]{1,128}';

/** The only routes the in-app checkout calls; anything else is refused. */
export const CHECKOUT_ROUTES: readonly { method: 'GET' | 'POST'; pattern: RegExp; path: string }[] = [
  { method: 'POST', path: '/v1/quotes', pattern: /\/v1\/quotes$/ },
  { method: 'POST', path: '/v1/quotes/{id}/refresh', pattern: new RegExp(`/v1/quotes/${ID}/refresh$`) },
  { method: 'POST', path: '/v1/onramp/orders', pattern: /\/v1\/onramp\/orders$/ },
  { method: 'POST', path: '/v1/offramp/orders', pattern: /\/v1\/offramp\/orders$/ },
  { method: 'GET', path: '/v1/orders/{id}', pattern: new RegExp(`/v1/orders/${ID}$`) },
  { method: 'GET', path: '/v1/banks', pattern: /\/v1\/banks$/ },
  { method: 'POST', path: '/v1/banks/resolve', pattern: /\/v1\/banks\/resolve$/ },
];

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_BODY = 16 * 1024;

export interface CheckoutProxyOptions extends ServerOptions {
  /**
   * Decide whether this browser request may use your key (e.g. check your own session cookie). Answer false
   * to refuse with 401 `unauthorized`.
   * @default every request is allowed
   */
  authorize?: ((request: Request) => boolean | Promise<boolean>) | undefined;
}

/**
 * The merchant's backend route behind `<Checkout baseUrl>`: forwards the checkout's seven routes to the
 * service with the secret key added and the Idempotency-Key passed through, and refuses everything else.
 * Mount it under any prefix; the route is read from the end of the path (e.g. `/api/pulse/checkout/v1/banks`).
 */
export function createCheckoutProxy(options: CheckoutProxyOptions): (request: Request) => Promise<Response> {
  const o = checkServerOptions(options, 'createCheckoutProxy');
  const authorize = options.authorize;
  return async (request) => {
    const url = new URL(request.url);
    const routes = CHECKOUT_ROUTES.filter((r) => r.pattern.test(url.pathname));
    if (routes.length === 0) {
      return errorResponse(404, 'route_not_allowed', `The checkout proxy does not forward ${url.pathname}.`);
    }
    const route = routes.find((r) => r.method === request.method);
    if (!route) {
      return errorResponse(405, 'method_not_allowed', `${request.method} is not allowed on ${url.pathname}.`);
    }
    if (authorize && !(await authorize(request))) {
      return errorResponse(401, 'unauthorized', 'This request is not allowed to use the checkout.');
    }
    const upstreamPath = url.pathname.slice(url.pathname.lastIndexOf('/v1/'));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-API-Key': o.apiKey,
      Authorization: `Bearer ${o.apiKey}`,
    };
    let body: string | undefined;
    if (route.method === 'POST') {
      const key = request.headers.get('idempotency-key');
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        return errorResponse(
          400,
          'idempotency_key_required',
          'POST requests need an Idempotency-Key header (a UUID).',
        );
      }
      headers['Idempotency-Key'] = key;
      // The limit is in bytes as sent: a string's length counts UTF-16 units, a third of "€"'s three bytes.
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.byteLength > MAX_BODY)
        return errorResponse(413, 'body_too_large', `The request body is over ${MAX_BODY} bytes.`);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return errorResponse(400, 'invalid_json', 'The request body is not UTF-8 JSON.');
      }
      if (text !== '') {
        try {
          JSON.parse(text);
        } catch {
          return errorResponse(400, 'invalid_json', 'The request body is not JSON.');
        }
        body = text;
        headers['Content-Type'] = 'application/json';
      }
    }
    let upstream: Response;
    try {
      upstream = await o.fetchImpl(o.baseUrl + upstreamPath, {
        method: route.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: request.signal,
      });
    } catch {
      return errorResponse(
        502,
        'upstream_unreachable',
        'The payment service could not be reached; try again.',
      );
    }
    const text = await upstream.text();
    const out: Record<string, string> = {};
    const requestId = upstream.headers.get('request-id');
    if (requestId) out['request-id'] = requestId;
    const retryAfter = upstream.headers.get('retry-after');
    if (retryAfter) out['retry-after'] = retryAfter;
    if (upstream.status === 401) {
      // The browser did nothing wrong: our key was refused. Say so without echoing anything about the key.
      return errorResponse(502, 'upstream_unauthorized', 'The payment service refused the server key.');
    }
    return new Response(text, {
      status: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...out,
      },
    });
  };
}

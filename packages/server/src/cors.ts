import { PulseError } from '@pulse/core';
import { errorResponse } from './json.js';

/** Options of `withCors`. */
export interface CorsOptions {
  /** The exact origins of your pages (`https://shop.example`), never `*`: the routes spend your key. */
  origins: readonly string[];
  /** Send cookies across origins (`credentials: 'include'` on the page's fetch). @default false */
  credentials?: boolean | undefined;
  /** How long a browser may reuse a preflight answer, in seconds. @default 600 */
  maxAgeSeconds?: number | undefined;
}

/** Request headers the checkout's and useRate's fetches send. */
const ALLOW_HEADERS = 'content-type, idempotency-key, if-none-match, authorization, x-shop-token';
/**
 * Response headers the page's code reads: the order's ETag, the wait after a 429 or 503, the support id, and
 * the server's clock (the checkout's countdowns measure the device's clock against it).
 */
const EXPOSE_HEADERS = 'etag, retry-after, request-id, date, pulse-environment';

/**
 * Wraps a route handler for a backend on another origin than the page (e.g. `api.shop.example` serving
 * `shop.example`): answers the browser's preflight (`OPTIONS`) for the listed origins and adds
 * `Access-Control-Allow-Origin` (that origin exactly, with `Vary: Origin`) to their answers. A request from
 * any other origin gets no CORS headers, so the browser keeps the answer from that page; its preflight is 403.
 */
export function withCors(
  handler: (request: Request) => Promise<Response>,
  options: CorsOptions,
): (request: Request) => Promise<Response> {
  const origins = new Set(options.origins);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== origin) {
      throw new PulseError(
        'invalid_options',
        `withCors: origins must be exact origins such as "https://shop.example" (no path, no *), got ${JSON.stringify(origin)}.`,
      );
    }
  }
  const maxAge = String(options.maxAgeSeconds ?? 600);
  const allow = (origin: string): Record<string, string> => ({
    'access-control-allow-origin': origin,
    ...(options.credentials ? { 'access-control-allow-credentials': 'true' } : {}),
    vary: 'Origin',
  });
  return async (request) => {
    const origin = request.headers.get('origin');
    const allowed = origin !== null && origins.has(origin);
    if (request.method === 'OPTIONS') {
      if (!allowed) return errorResponse(403, 'origin_not_allowed', 'This origin may not call this route.');
      return new Response(null, {
        status: 204,
        headers: {
          ...allow(origin),
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': ALLOW_HEADERS,
          'access-control-max-age': maxAge,
        },
      });
    }
    const response = await handler(request);
    const headers = new Headers(response.headers);
    if (allowed) {
      for (const [name, value] of Object.entries(allow(origin))) headers.set(name, value);
      headers.set('access-control-expose-headers', EXPOSE_HEADERS);
    } else headers.append('vary', 'Origin');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/**
 * CORS. The embed frame calls /v1/client/* from its own origin with a session token, so those routes answer
 * any origin. Secret-key routes answer browsers only for test keys, for local work, and only from the
 * allowed origins (by default this machine's loopback origins on any port): any other web page a developer
 * visits cannot drive their local sandbox with a key it found. A live key from a browser page is refused with
 * 403 before anything runs (a key in a page has leaked). A preflight carries no credential, so it is answered for the
 * allowed origins on every /v1 route, and for any origin on /v1/client/*; the real request decides.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.js';
import { namedCredential } from './credential.js';
import { ApiError, failure } from './respond.js';

/** Methods that only read: answered to any origin (the browser withholds the answer from one not allowed). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key, X-API-Key';
// Date: the clients' countdowns read the service's clock from it (its expiries are on that clock).
const EXPOSE_HEADERS =
  'request-id, Retry-After, Idempotent-Replayed, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Date';

/** Exact origins, or patterns with `*` for any port (`http://localhost:*`), or `*` for every origin. */
export type CorsOrigins = readonly string[];

export const DEFAULT_CORS_ORIGINS: CorsOrigins = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Throws on a pattern that is not `*`, an origin, or an origin with `:*` for any port. */
export function originMatcher(patterns: CorsOrigins): (origin: string) => boolean {
  const res = patterns.map((p) => {
    if (p === '*') return /^/;
    const m = /^(https?):\/\/([^/:*]+|\[[0-9a-fA-F:]+\])(?::(\d{1,5}|\*))?$/.exec(p);
    if (!m) {
      throw new RangeError(
        `corsOrigins: "${p}" is not an origin like http://localhost:3000 or http://localhost:* (or "*")`,
      );
    }
    const port = m[3] === '*' ? '(?::\\d{1,5})?' : m[3] ? `:${m[3]}` : '';
    return new RegExp(`^${escape(`${m[1]}://${m[2]}`)}${port}$`, 'i');
  });
  return (origin) => res.some((re) => re.test(origin));
}

export function cors(origins: CorsOrigins = DEFAULT_CORS_ORIGINS): MiddlewareHandler<SandboxEnv> {
  const allowedOrigin = originMatcher(origins);
  return async (c, next) => {
    // The hosted embed's files answer every origin with their own headers (embed-serving.ts).
    if (c.req.path === '/embed' || c.req.path.startsWith('/embed/')) return next();
    const origin = c.req.header('origin');
    const clientRoute = c.req.path.startsWith('/v1/client/');
    if (c.req.method === 'OPTIONS') {
      const allow = origin !== undefined && (clientRoute || allowedOrigin(origin));
      return c.body(null, 204, {
        ...(allow
          ? {
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
              'Access-Control-Allow-Headers': ALLOW_HEADERS,
              'Access-Control-Max-Age': '600',
            }
          : {}),
        Vary: 'Origin',
      });
    }
    // A page's "simple" request (a form's post, a text/plain fetch) goes out without a preflight: its answer
    // would be withheld, but what it asked would be done. A change asked by a page of an origin that may not
    // use this sandbox is refused before it runs (the routes without a credential, e.g. the test wallet's).
    if (origin !== undefined && !clientRoute && !READS.has(c.req.method) && !allowedOrigin(origin)) {
      return failure(
        c,
        new ApiError(
          'origin_not_allowed',
          `A page on ${origin.slice(0, 100)} may not change this sandbox; start it with that origin in corsOrigins (--cors-origin) to allow it.`,
        ),
      );
    }
    // A live secret key from a browser page: refused before it runs, not only its answer withheld (a key
    // must stay on the server; a page that holds one has leaked it).
    const credential = namedCredential(c.req.raw.headers);
    if (origin !== undefined && !clientRoute && credential?.startsWith('sk_live_')) {
      const refused = failure(
        c,
        new ApiError(
          'origin_not_allowed',
          `A live secret key was sent from a browser page on ${origin.slice(0, 100)}: keep it on your server, and roll it if a page ever held it.`,
        ),
      );
      refused.headers.append('Vary', 'Origin');
      return refused;
    }
    await next();
    if (!origin) return;
    c.res.headers.append('Vary', 'Origin');
    const allowed =
      clientRoute ||
      (allowedOrigin(origin) && (credential === undefined || !credential.startsWith('sk_live_')));
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', clientRoute ? '*' : origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}

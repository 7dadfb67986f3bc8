/**
 * CORS. The embed frame calls /v1/client/* from its own origin with a session token, so those routes answer
 * any origin. Secret-key routes answer browsers only for test keys, for local work; a live key from a
 * browser gets no CORS headers and the browser blocks the answer. A preflight carries no credential, so it
 * is answered for every /v1 route and the real request decides.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.js';
import { presentedCredential } from './credential.js';

const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key, X-API-Key';
const EXPOSE_HEADERS =
  'request-id, Retry-After, Idempotent-Replayed, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

export const cors: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': origin ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    });
  }
  await next();
  if (!origin) return;
  const credential = presentedCredential(c.req.raw.headers);
  const allowed =
    c.req.path.startsWith('/v1/client/') || credential === undefined || !credential.startsWith('sk_live_');
  if (allowed) {
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  }
};

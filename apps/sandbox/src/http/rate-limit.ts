/**
 * 60 requests a minute per credential (the service's limit), over a sliding minute of real time: a request is served
 * when fewer than the limit were served in the 60 seconds before it, so no two windows' worth can burst
 * across a boundary. The test clock moves lifecycles, not request budgets. Over the limit: 429
 * `rate_limited` with Retry-After, the whole seconds until the oldest request in the minute leaves it.
 *
 * The sandbox's own test routes are not counted: a simulated deposit or bank transfer is the customer's side of a
 * payment and the clock is the test's, neither a request the merchant's key makes to the service.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

const WINDOW_MS = 60_000;

/** The sandbox's test routes: the customer's payments it plays and its clock. */
const TEST_ROUTES = /^\/v1\/(sandbox\/|collections\/deposits\/simulate$)/;

/** The times of the requests served in the last minute, oldest first. */
type Served = number[];

export function rateLimit(
  perMinute: number | false,
  now: () => number = Date.now,
): MiddlewareHandler<SandboxEnv> {
  const served = new Map<string, Served>();
  return async (c, next) => {
    if (perMinute === false || TEST_ROUTES.test(c.req.path)) return next();
    const key = c.get('caller').credential;
    const t = now();
    let times = served.get(key);
    if (!times) served.set(key, (times = []));
    let gone = 0;
    while (gone < times.length && t - times[gone]! >= WINDOW_MS) gone++;
    if (gone > 0) times.splice(0, gone);
    const allowed = times.length < perMinute;
    if (allowed) times.push(t);
    // When the next slot frees: the oldest request in the minute leaves it.
    const reset = Math.max(1, Math.ceil((times[0]! + WINDOW_MS - t) / 1000));
    const headers = {
      'RateLimit-Limit': String(perMinute),
      'RateLimit-Remaining': String(perMinute - times.length),
      'RateLimit-Reset': String(reset),
    };
    if (!allowed) {
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
      c.header('Retry-After', String(reset));
      throw new ApiError(
        'rate_limited',
        `More than ${perMinute} requests in the last minute; retry after ${reset} s.`,
      );
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}

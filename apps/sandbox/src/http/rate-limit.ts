/**
 * 60 requests a minute per credential (spec 8), in fixed one-minute windows of real time: the test clock
 * moves lifecycles, not request budgets. Over the limit: 429 `rate_limited` with Retry-After in seconds.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

const WINDOW_MS = 60_000;

export function rateLimit(
  perMinute: number | false,
  now: () => number = Date.now,
): MiddlewareHandler<SandboxEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    if (perMinute === false) return next();
    const key = c.get('caller').credential;
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= WINDOW_MS) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    const reset = Math.max(1, Math.ceil((w.start + WINDOW_MS - t) / 1000));
    const headers = {
      'RateLimit-Limit': String(perMinute),
      'RateLimit-Remaining': String(Math.max(0, perMinute - w.count)),
      'RateLimit-Reset': String(reset),
    };
    if (w.count > perMinute) {
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
      c.header('Retry-After', String(reset));
      throw new ApiError(
        'rate_limited',
        `More than ${perMinute} requests this minute; retry after ${reset} s.`,
      );
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.js';
import type { SandboxEnv } from '../src/http/env.js';
import { rateLimit } from '../src/http/rate-limit.js';

/** The limiter alone, on a clock the test moves, for one credential. */
function limited(perMinute: number) {
  let t = 1_000_000;
  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    c.set('caller', { kind: 'secret', credential: 'sk_test_x' } as SandboxEnv['Variables']['caller']);
    await next();
  });
  app.use(
    '*',
    rateLimit(perMinute, () => t),
  );
  app.get('/', (c) => c.text('ok'));
  app.post('*', (c) => c.text('ok'));
  app.onError((e, c) =>
    e instanceof ApiError ? c.json({ code: e.code }, e.status as 429) : c.text(String(e), 500),
  );
  return {
    at: (ms: number) => (t = 1_000_000 + ms),
    get: () => app.request('/'),
    post: (path: string) => app.request(path, { method: 'POST' }),
  };
}

describe('rate limit window', () => {
  it('slides: the limit a minute holds across any boundary, not twice the limit in two seconds', async () => {
    const l = limited(60);
    let served = 0;
    // 60 at 59 s, then 60 more attempted at 61 s: a fixed window would serve all 120 within 2 s.
    l.at(59_000);
    for (let i = 0; i < 60; i++) if ((await l.get()).status === 200) served++;
    l.at(61_000);
    for (let i = 0; i < 60; i++) if ((await l.get()).status === 200) served++;
    expect(served).toBe(60);
    // They leave the minute together, 60 s after they were served.
    l.at(118_999);
    expect((await l.get()).status).toBe(429);
    l.at(119_000);
    expect((await l.get()).status).toBe(200);
  });

  it('gives Retry-After as the seconds until the oldest request leaves the minute, and then serves', async () => {
    const l = limited(3);
    for (const ms of [0, 10_000, 20_000]) {
      l.at(ms);
      expect((await l.get()).status).toBe(200);
    }
    l.at(30_500);
    const refused = await l.get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    l.at(59_999);
    expect((await l.get()).status).toBe(429);
    l.at(60_000);
    const next = await l.get();
    expect(next.status).toBe(200);
    // The request at 10 s is now the oldest in the minute.
    expect(next.headers.get('RateLimit-Reset')).toBe('10');
    expect(next.headers.get('RateLimit-Remaining')).toBe('0');
  });

  it('does not count the test routes (the customer’s simulated payments, the clock) against the key', async () => {
    const l = limited(3);
    for (const path of [
      '/v1/collections/deposits/simulate',
      '/v1/sandbox/bank-transfers',
      '/v1/sandbox/clock/advance',
    ]) {
      for (let i = 0; i < 5; i++) expect((await l.post(path)).status, path).toBe(200);
    }
    // The key's own minute is untouched: three requests, then the fourth refused.
    for (let i = 0; i < 3; i++) expect((await l.get()).status).toBe(200);
    expect((await l.get()).status).toBe(429);
    // A route that only looks like one is counted.
    expect((await l.post('/v1/collections/deposits/simulated')).status).toBe(429);
  });
});

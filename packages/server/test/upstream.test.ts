// The one module that calls the service: the key added, the budget spent before each request, and failures
// mapped for a browser. Against the sandbox's own answers, with a fake service only where the sandbox cannot
// produce the failure (a 429 with Retry-After, a connection refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PulseError } from '@pulse/core';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { checkServerOptions } from '../src/options.js';
import { createKeyBudget } from '../src/index.js';
import { createUpstream, failureOf } from '../src/upstream.js';
import { json } from './helpers.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

const checked = (apiKey: string, fetchImpl?: typeof fetch) =>
  checkServerOptions({ apiKey, baseUrl: sandbox.url, ...(fetchImpl ? { fetchImpl } : {}) }, 'test');
const read = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  body: (await res.json()) as { status: boolean; code?: string; data?: unknown[] },
});
const signal = () => new AbortController().signal;

describe('upstream', () => {
  it('forwards with the key and passes the service answer through, with its request id', async () => {
    const upstream = createUpstream(checked(sandbox.keys.test));
    const res = await upstream.forward('essential', 'GET', '/v1/banks', {}, undefined, signal());
    expect(res.headers.get('request-id')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { status, body } = await read(res);
    expect(status).toBe(200);
    expect(body.data?.length).toBeGreaterThan(0);
  });

  it('answers service_busy without calling the service once the budget share is spent', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const budget = createKeyBudget({ perMinute: 2, reserve: 0 });
    const upstream = createUpstream(checked(sandbox.keys.test, counting), { budget });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await read(await upstream.forward('background', 'GET', '/v1/banks', {}, undefined, signal())),
      );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 503]);
    expect(answers[2]).toMatchObject({ body: { code: 'service_busy' } });
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(calls).toBe(2);
    expect(upstream.spend('background')).toBe(false);
  });

  it('maps a refused key to upstream_unauthorized, a 429 to service_busy and no answer to upstream_unreachable', async () => {
    const refused = createUpstream(checked('sk_test_notakeyofthesandbox'));
    expect(
      await read(await refused.forward('essential', 'GET', '/v1/banks', {}, undefined, signal())),
    ).toMatchObject({
      status: 502,
      body: { code: 'upstream_unauthorized' },
    });
    const limited = createUpstream(
      checked(sandbox.keys.test, async () =>
        json(429, { status: false, code: 'rate_limited' }, { 'retry-after': '7' }),
      ),
    );
    expect(
      await read(await limited.forward('essential', 'GET', '/v1/banks', {}, undefined, signal())),
    ).toEqual({
      status: 503,
      retryAfter: '7',
      body: expect.objectContaining({ code: 'service_busy' }),
    });
    const down = createUpstream(
      checked(sandbox.keys.test, async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(
      await read(await down.forward('essential', 'GET', '/v1/banks', {}, undefined, signal())),
    ).toMatchObject({
      status: 502,
      body: { code: 'upstream_unreachable' },
    });
  });

  it('maps what the client throws: the sandbox refusing the key, a 4xx as it is, a 5xx as 502', async () => {
    const busy = { code: 'rate_busy', message: 'later' };
    const refused = createUpstream(checked('sk_test_notakeyofthesandbox'));
    const thrown = await refused.client.get('/v1/banks').catch((e: unknown) => e);
    expect(failureOf(thrown, busy)).toMatchObject({ status: 502, code: 'upstream_unauthorized' });
    const upstream = createUpstream(checked(sandbox.keys.test));
    const missing = await upstream.client.get('/v1/orders/not-an-order').catch((e: unknown) => e);
    expect(failureOf(missing, busy)).toMatchObject({ status: 404 });
    // The service's 429 says wait: its Retry-After goes on, or 5 s when it named none.
    expect(failureOf(new PulseError('rate_limited', 'slow down', { status: 429 }), busy)).toEqual({
      status: 503,
      ...busy,
      retryAfterMs: 5000,
    });
    const told = Object.assign(new PulseError('rate_limited', 'slow down', { status: 429 }), {
      retryAfterMs: 7000,
    });
    expect(failureOf(told, busy)).toEqual({ status: 503, ...busy, retryAfterMs: 7000 });
    expect(failureOf(new PulseError('internal_error', 'boom', { status: 500 }), busy)).toMatchObject({
      status: 502,
    });
    expect(failureOf(new Error('a bug'), busy)).toBeNull();
  });
});

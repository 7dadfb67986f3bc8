import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { harness, START } from './harness.js';

describe('test clock routes', () => {
  it('reads and advances the clock with a test key, running what fell due', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    expect((await api.get('/v1/sandbox/clock')).body.data).toEqual({ now: START.toISOString() });
    const order = await h.onrampOrder();
    const r = await api.post('/v1/sandbox/clock/advance', { seconds: 1800.5 });
    expect(r.body.data).toEqual({ now: new Date(START.getTime() + 1_800_500).toISOString() });
    expect((await api.get(`/v1/orders/${order.id}`)).body.data.status).toBe('expired');
  });

  it('answers with its own clock in the Date header, as the service’s times are on it', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    expect((await api.get('/v1/sandbox/clock')).headers.get('date')).toBe(START.toUTCString());
    await api.post('/v1/sandbox/clock/advance', { seconds: 600 });
    const later = new Date(START.getTime() + 600_000).toUTCString();
    expect((await api.get('/v1/banks')).headers.get('date')).toBe(later);
    // A refusal too.
    expect((await h.as('sk_test_wrongwrongwrong').get('/v1/banks')).headers.get('date')).toBe(later);
  });

  it('is one clock for the whole sandbox: another business’s advance moves every business’s time', async () => {
    const h = harness();
    const order = await h.onrampOrder();
    const liveOrder = await h.onrampOrder(h.keys.live);
    await h.as(h.keys.otherTest).post('/v1/sandbox/clock/advance', { seconds: 1800 });
    expect((await h.as(h.keys.test).get(`/v1/orders/${order.id}`)).body.data.status).toBe('expired');
    expect((await h.as(h.keys.test).get('/v1/sandbox/clock')).body.data).toEqual({
      now: new Date(START.getTime() + 1_800_000).toISOString(),
    });
    expect((await h.as(h.keys.live).get(`/v1/orders/${liveOrder.id}`)).body.data.status).toBe('expired');
  });

  it('refuses bad seconds and live keys', async () => {
    const h = harness();
    const api = h.as(h.keys.test);
    for (const seconds of [0, -5, '60', 400 * 24 * 3600, null]) {
      const r = await api.post('/v1/sandbox/clock/advance', { seconds });
      expect(r.status, String(seconds)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.error).toMatch(/^seconds /);
    }
    for (const [method, path] of [
      ['GET', '/v1/sandbox/clock'],
      ['POST', '/v1/sandbox/clock/advance'],
      ['POST', '/v1/sandbox/bank-transfers'],
    ] as const) {
      const r = await h.call(method, path, h.keys.live, method === 'POST' ? { seconds: 1 } : undefined);
      expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    }
    expect(h.clock.now()).toEqual(START);
  });

  it('answers GET /health without a credential', async () => {
    const h = harness();
    const r = await h.call('GET', '/health');
    expect(r.body).toEqual({ status: true, data: { ok: true, now: START.toISOString() } });
  });
});

describe('pulse-sandbox bin', () => {
  it('starts, prints the URL and every business’s keys, serves, and stops on SIGTERM', async () => {
    const bin = fileURLToPath(new URL('../bin/pulse-sandbox.mjs', import.meta.url));
    const child = spawn(process.execPath, [bin, '--port', '0', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner; output so far: ${out}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m && /Kano Grains[\s\S]*test webhook/.test(out)) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    try {
      expect(out).toMatch(/Lagos Threads \(biz_lagos_threads\)\n {2}test secret key {2}sk_test_\w{32}/);
      expect(out).toMatch(/live secret key {2}sk_live_\w{32}/);
      const key = /sk_test_\w{32}/.exec(out)![0];
      const res = await fetch(`${url}/v1/banks`, { headers: { 'X-API-Key': key } });
      expect(res.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});

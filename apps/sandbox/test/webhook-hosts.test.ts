import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harness } from './harness.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

describe('webhook endpoint hosts', () => {
  it('accepts loopback hosts and refuses any other unless allowed', async () => {
    const h = harness();
    cleanup.push(() => h.webhooks.stop());
    const register = (url: string) => h.as(h.keys.test).post('/v1/webhook-endpoints', { url });
    for (const url of [
      'http://localhost:3000/hooks',
      'http://127.0.0.1:3000/hooks',
      'http://127.1.2.3/hooks',
      'http://[::1]:3000/hooks',
      'https://app.localhost/hooks',
    ]) {
      expect((await register(url)).status, url).toBe(201);
    }
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.1:6379/',
      'http://2130706433.example/hooks',
      'https://hooks.example.com/pulse',
      'http://[::ffff:a9fe:a9fe]/',
    ]) {
      const r = await register(url);
      expect([r.status, r.body.code], url).toEqual([400, 'invalid_request']);
      expect(r.body.error, url).toContain('--allow-webhook-host');
    }
  });

  it('accepts the hosts it is told to, or any host with *', async () => {
    const named = harness({ webhooks: { allowHosts: ['hooks.example.com'] } });
    const any = harness({ webhooks: { allowHosts: ['*'] } });
    cleanup.push(
      () => named.webhooks.stop(),
      () => any.webhooks.stop(),
    );
    const register = (h: typeof named, url: string) =>
      h.as(h.keys.test).post('/v1/webhook-endpoints', { url });
    expect((await register(named, 'https://HOOKS.example.com/pulse')).status).toBe(201);
    expect((await register(named, 'http://10.0.0.1:6379/')).status).toBe(400);
    expect((await register(any, 'http://10.0.0.1:6379/')).status).toBe(201);
  });

  it('does not deliver to a kept endpoint whose host is no longer allowed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-hosts-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const before = harness({ dataDir: dir, webhooks: { allowHosts: ['*'] } });
    expect(
      (await before.as(before.keys.test).post('/v1/webhook-endpoints', { url: 'http://10.0.0.1:6379/' }))
        .status,
    ).toBe(201);
    before.webhooks.stop();
    await new Promise((r) => setTimeout(r, 0));
    const after = harness({ dataDir: dir, webhooks: { maxAttempts: 1 } });
    cleanup.push(() => after.webhooks.stop());
    await after.onrampOrder();
    await after.webhooks.idle();
    const log = (await after.as(after.keys.test).get('/v1/sandbox/webhook-deliveries')).body.data;
    expect(log.length).toBeGreaterThan(0);
    for (const d of log) {
      expect(d).toMatchObject({ outcome: 'failed', response_status: null });
      expect(d.error).toContain('host not allowed');
    }
  });
});

describe('webhook delivery concurrency', () => {
  /** An endpoint that holds every delivery until released, counting how many are open at once. */
  async function heldEndpoint() {
    let open = 0;
    let most = 0;
    let served = 0;
    let holding = true;
    const held: (() => void)[] = [];
    const server = createServer((req, res) => {
      open++;
      most = Math.max(most, open);
      req.resume();
      const answer = () => {
        open--;
        served++;
        res.end();
      };
      if (holding) held.push(answer);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((r) => server.close(r)));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/hooks`,
      stats: () => ({ open, most, served }),
      release() {
        holding = false;
        for (const answer of held.splice(0)) answer();
      },
    };
  }

  it('keeps at most four attempts in flight per endpoint by default, and delivers every event', async () => {
    const endpoint = await heldEndpoint();
    const h = harness();
    cleanup.push(() => h.webhooks.stop());
    await h.as(h.keys.test).post('/v1/webhook-endpoints', { url: endpoint.url });
    for (let i = 0; i < 20; i++) await h.onrampOrder();
    await vi.waitFor(() => expect(endpoint.stats().open).toBe(4));
    // Twenty resources' events are waiting; a moment more lets any that are not held back arrive.
    await new Promise((r) => setTimeout(r, 100));
    expect(endpoint.stats().open).toBe(4);
    endpoint.release();
    await h.webhooks.idle();
    const events = (await h.as(h.keys.test).get('/v1/sandbox/events?per_page=100')).body.data.length;
    expect(events).toBeGreaterThanOrEqual(20);
    expect(endpoint.stats()).toEqual({ open: 0, most: 4, served: events });
  });

  it('takes another limit per endpoint', async () => {
    const endpoint = await heldEndpoint();
    const h = harness({ webhooks: { maxConcurrentPerEndpoint: 1 } });
    cleanup.push(() => h.webhooks.stop());
    await h.as(h.keys.test).post('/v1/webhook-endpoints', { url: endpoint.url });
    for (let i = 0; i < 6; i++) await h.onrampOrder();
    await vi.waitFor(() => expect(endpoint.stats().open).toBe(1));
    endpoint.release();
    await h.webhooks.idle();
    expect(endpoint.stats().most).toBe(1);
    expect(() => harness({ webhooks: { maxConcurrentPerEndpoint: 0 } })).toThrow(/maxConcurrentPerEndpoint/);
  });
});

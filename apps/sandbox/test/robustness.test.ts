import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../src/index.js';
import { harness } from './harness.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn();
});

async function started(options: Parameters<typeof startSandbox>[0] = {}): Promise<StartedSandbox> {
  const sb = await startSandbox({ rateLimitPerMinute: false, ...options });
  cleanup.push(() => sb.stop());
  return sb;
}

/** Sends raw bytes and returns what came back before the server closed the connection. */
function raw(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let out = '';
    socket.on('data', (b) => (out += b.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('malformed HTTP', () => {
  it('answers oversized headers, conflicting lengths and bad methods with the JSON envelope and a request-id', async () => {
    const sb = await started();
    const big = await raw(
      sb.url,
      `GET /v1/banks HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toMatch(/\r\nrequest-id: req_[0-9a-f]{24}\r\n/);
    expect(bodyOf(big)).toMatchObject({ status: false, code: 'headers_too_large' });
    const both = await raw(
      sb.url,
      'POST /v1/quotes HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(both).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(both)).toMatchObject({ status: false, code: 'malformed_request' });
    const method = await raw(sb.url, 'BREW /v1/banks HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(method).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(method).code).toBe('malformed_request');
    // The server keeps serving.
    expect((await fetch(`${sb.url}/health`)).status).toBe(200);
  });
});

describe('body limit', () => {
  it('answers 413 at the limit while a chunked upload streams, before reading it whole or checking the key', async () => {
    const sb = await started();
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = request(`${sb.url}/v1/quotes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': 'sk_test_not_checked_before_the_limit' },
      });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      let answered = false;
      const pump = () => {
        // Up to 600 MiB, unless the server answers first (it must, at 64 KiB).
        while (!answered && sent < 600 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (b) => (body += b));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body, sent });
        });
      });
      req.on('error', (e) => (answered ? undefined : reject(e)));
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ status: false, code: 'payload_too_large' });
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const h = harness();
    const r = await h.app.request('/v1/quotes', {
      method: 'POST',
      headers: { 'Content-Length': String(600 * 1024 * 1024), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(413);
  });
});

describe('CORS origins', () => {
  const banks = (h: ReturnType<typeof harness>, origin: string, key = h.keys.test) =>
    h.app.request('/v1/banks', { headers: { Origin: origin, 'X-API-Key': key } });
  const preflight = (h: ReturnType<typeof harness>, origin: string, path = '/v1/quotes') =>
    h.app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });

  it('allows loopback origins on any port by default and refuses other web pages', async () => {
    const h = harness();
    for (const origin of ['http://localhost:4000', 'http://127.0.0.1:4020', 'http://localhost']) {
      expect((await banks(h, origin)).headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
      expect((await preflight(h, origin)).headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:4000', 'null']) {
      expect((await banks(h, origin)).headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
      expect((await preflight(h, origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    // The embed's session-token routes answer any origin.
    expect(
      (await preflight(h, 'https://shop.example', '/v1/client/session')).headers.get(
        'Access-Control-Allow-Origin',
      ),
    ).toBe('https://shop.example');
  });

  it('takes a configured list, and refuses a malformed pattern at start', async () => {
    const h = harness({ corsOrigins: ['https://app.example', 'http://dev.example:*'] });
    expect((await banks(h, 'https://app.example')).headers.get('Access-Control-Allow-Origin')).toBe(
      'https://app.example',
    );
    expect((await banks(h, 'http://dev.example:8080')).headers.get('Access-Control-Allow-Origin')).toBe(
      'http://dev.example:8080',
    );
    expect((await banks(h, 'http://localhost:4000')).headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(() => harness({ corsOrigins: ['localhost:3000'] })).toThrow(/not an origin/);
  });
});

describe('state directory', () => {
  it('keeps keys, endpoints and set-up records across restarts, written atomically', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-state-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const a = harness({ dataDir: dir });
    await a.as(a.keys.test).post('/v1/recipients', {
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    const col = (
      await a
        .as(a.keys.test)
        .post('/v1/collections', { reference: 'c1', customer: { name: 'A', email: 'a@example.com' } })
    ).body.data;
    await a.as(a.keys.test).post('/v1/webhook-endpoints', { url: 'http://localhost:1/hook' });
    // A change that emits no event is kept too.
    await a.as(a.keys.test).post('/v1/recipients', {
      type: 'bank_account',
      is_default: false,
      bank_account: { bank_code: '058', account_number: '1234567890' },
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(readdirSync(dir)).toEqual(['sandbox-state.json']);
    expect(statSync(join(dir, 'sandbox-state.json')).mode & 0o777).toBe(0o600);
    const b = harness({ dataDir: dir });
    expect(b.keys).toEqual(a.keys);
    expect(b.businesses[0]!.test.webhookSecret).toBe(a.businesses[0]!.test.webhookSecret);
    expect((await b.as(b.keys.test).get(`/v1/collections/${col.id}`)).body.data).toEqual(col);
    expect((await b.as(b.keys.test).get('/v1/webhook-endpoints')).body.data).toHaveLength(1);
    expect((await b.as(b.keys.test).get('/v1/recipients')).body.data).toEqual(
      (await a.as(a.keys.test).get('/v1/recipients')).body.data,
    );
    // A deposit to the kept address still finds its collection.
    const d = await b.as(b.keys.test).post('/v1/collections/deposits/simulate', {
      address: col.deposit_addresses[0].address,
      asset: 'USDT',
      network: 'BASE',
      amount: '10',
    });
    expect(d.body.data).toMatchObject({ collection_id: col.id, status: 'accepted' });
    // A new record does not reuse a kept record's position in lists.
    const second = (
      await b
        .as(b.keys.test)
        .post('/v1/collections', { reference: 'c2', customer: { name: 'B', email: 'b@example.com' } })
    ).body.data;
    const list = (await b.as(b.keys.test).get('/v1/collections')).body.data.map((x: { id: string }) => x.id);
    expect(list).toEqual([second.id, col.id]);
    b.webhooks.stop();
    a.webhooks.stop();
  });
  it("issues new bank account numbers after a restart, never a kept collection account's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-state-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const account = (body: object) => ({
      reference: 'u',
      name: 'Ada Obi',
      payout_destination: { chain: 'BASE', address: `0x${'e'.repeat(40)}` },
      ...body,
    });
    const a = harness({ dataDir: dir });
    const kept = (await a.as(a.keys.test).post('/v1/collection-accounts', account({ reference: 'u1' }))).body
      .data;
    await new Promise((r) => setTimeout(r, 0));
    const b = harness({ dataDir: dir });
    const fresh = (await b.as(b.keys.test).post('/v1/collection-accounts', account({ reference: 'u2' }))).body
      .data;
    const order = await b.onrampOrder();
    const numbers = [
      kept.bank_account.account_number,
      fresh.bank_account.account_number,
      order.funding_account.account_number,
    ];
    expect(new Set(numbers).size).toBe(3);
    b.webhooks.stop();
    a.webhooks.stop();
  });

  it('writes the state file when a kept record changes, not on order events', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-state-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const h = harness({ dataDir: dir });
    const settled = () => new Promise((r) => setTimeout(r, 0));
    await settled();
    rmSync(join(dir, 'sandbox-state.json'));
    await h.onrampOrder();
    await settled();
    expect(readdirSync(dir)).toEqual([]);
    await h.as(h.keys.test).post('/v1/collection-accounts', {
      reference: 'u1',
      name: 'Ada Obi',
      payout_destination: { chain: 'BASE', address: `0x${'e'.repeat(40)}` },
    });
    await settled();
    expect(readdirSync(dir)).toEqual(['sandbox-state.json']);
    h.webhooks.stop();
  });

  it("pages a kept collection's deposits after a restart without skipping a kept one", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-state-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const deposit = (h: ReturnType<typeof harness>, address: string) =>
      h
        .as(h.keys.test)
        .post('/v1/collections/deposits/simulate', { address, asset: 'USDT', network: 'BASE', amount: '10' });
    const a = harness({ dataDir: dir });
    await a.as(a.keys.test).post('/v1/recipients', {
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    const col = (
      await a
        .as(a.keys.test)
        .post('/v1/collections', { reference: 'c1', customer: { name: 'A', email: 'a@example.com' } })
    ).body.data;
    const address = col.deposit_addresses[0].address;
    const kept = (await deposit(a, address)).body.data;
    await new Promise((r) => setTimeout(r, 0));
    const b = harness({ dataDir: dir });
    const fresh = (await deposit(b, address)).body.data;
    const ids: string[] = [];
    let cursor = '';
    do {
      const page = (
        await b.as(b.keys.test).get(`/v1/collections/${col.id}/deposits?per_page=1&cursor=${cursor}`)
      ).body;
      ids.push(...page.data.map((x: { id: string }) => x.id));
      cursor = page.meta.next_cursor ?? '';
    } while (cursor);
    expect(ids).toEqual([fresh.id, kept.id]);
    b.webhooks.stop();
    a.webhooks.stop();
  });
});

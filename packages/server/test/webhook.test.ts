import { createHmac } from 'node:crypto';
import type { Order, WebhookEvent as CoreWebhookEvent } from '@pulse/core';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createMemoryStore,
  createWebhookVerifier,
  isPulseError,
  signWebhook,
  verifyWebhook,
} from '../src/index.js';

const secret = 'whsec_test_0123456789abcdef';
const body = JSON.stringify({ id: 'evt_1', type: 'order.completed', data: { amount: '10.50' } });
const now = 1_800_000_000;
const sign = (t: number, raw: string, key = secret) =>
  createHmac('sha256', key).update(`${t}.${raw}`, 'utf8').digest('hex');

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isPulseError(e)) return String(e.code);
    throw e;
  }
  return 'no error';
}

describe('verifyWebhook', () => {
  it('returns the parsed event for a valid signature', () => {
    const event = verifyWebhook(body, `t=${now},v1=${sign(now, body)}`, secret, { now });
    expect(event).toEqual({ id: 'evt_1', type: 'order.completed', data: { amount: '10.50' } });
  });

  it('accepts raw bytes as well as a string', () => {
    const bytes = new TextEncoder().encode(body);
    expect(verifyWebhook(bytes, `t=${now},v1=${sign(now, body)}`, secret, { now }).id).toBe('evt_1');
  });

  it('accepts any of several v1 values (key rotation)', () => {
    const header = `t=${now},v1=${sign(now, body, 'old_secret')},v1=${sign(now, body)}`;
    expect(verifyWebhook(body, header, secret, { now }).id).toBe('evt_1');
    const reversed = `t=${now},v1=${sign(now, body)},v1=${sign(now, body, 'old_secret')}`;
    expect(verifyWebhook(body, reversed, secret, { now }).id).toBe('evt_1');
  });

  it('ignores unknown schemes beside v1', () => {
    expect(verifyWebhook(body, `t=${now},v0=abc,v1=${sign(now, body)}`, secret, { now }).id).toBe('evt_1');
  });

  it('rejects a bad signature, a changed body and a wrong secret', () => {
    expect(codeOf(() => verifyWebhook(body, `t=${now},v1=${'0'.repeat(64)}`, secret, { now }))).toBe(
      'webhook_signature_mismatch',
    );
    const header = `t=${now},v1=${sign(now, body)}`;
    expect(codeOf(() => verifyWebhook(body.replace('10.50', '99.50'), header, secret, { now }))).toBe(
      'webhook_signature_mismatch',
    );
    expect(codeOf(() => verifyWebhook(body, header, 'another_secret', { now }))).toBe(
      'webhook_signature_mismatch',
    );
  });

  it('rejects old and future timestamps beyond the tolerance, and honours a custom one', () => {
    const old = now - 301;
    expect(codeOf(() => verifyWebhook(body, `t=${old},v1=${sign(old, body)}`, secret, { now }))).toBe(
      'webhook_timestamp_out_of_tolerance',
    );
    const future = now + 301;
    expect(codeOf(() => verifyWebhook(body, `t=${future},v1=${sign(future, body)}`, secret, { now }))).toBe(
      'webhook_timestamp_out_of_tolerance',
    );
    const edge = now - 300;
    expect(verifyWebhook(body, `t=${edge},v1=${sign(edge, body)}`, secret, { now }).id).toBe('evt_1');
    expect(
      codeOf(() =>
        verifyWebhook(body, `t=${edge},v1=${sign(edge, body)}`, secret, { now, toleranceSeconds: 60 }),
      ),
    ).toBe('webhook_timestamp_out_of_tolerance');
  });

  it('rejects malformed and missing headers', () => {
    const v1 = sign(now, body);
    for (const header of [
      `v1=${v1}`,
      `t=${now}`,
      `t=abc,v1=${v1}`,
      `t=${now},v1=xyz`,
      `t=${now},v1=${v1.slice(0, 63)}`,
      `t=${now};v1=${v1}`,
      `t=${now},t=${now},v1=${v1}`,
      'garbage',
    ]) {
      expect(
        codeOf(() => verifyWebhook(body, header, secret, { now })),
        header,
      ).toBe('webhook_signature_malformed');
    }
    expect(codeOf(() => verifyWebhook(body, undefined, secret, { now }))).toBe('webhook_signature_missing');
    expect(codeOf(() => verifyWebhook(body, '', secret, { now }))).toBe('webhook_signature_missing');
  });

  it('rejects a signed body that is not an event', () => {
    const raw = '[1,2]';
    expect(codeOf(() => verifyWebhook(raw, `t=${now},v1=${sign(now, raw)}`, secret, { now }))).toBe(
      'webhook_payload_invalid',
    );
  });

  it('lets the documented route answer 400 on a bad signature and 204 on a good one', async () => {
    // The route from docs/server.md, with the isPulseError that @pulse/server re-exports.
    async function POST(request: Request): Promise<Response> {
      try {
        verifyWebhook(await request.text(), request.headers.get('service-signature'), secret, { now });
      } catch (e) {
        if (isPulseError(e)) return Response.json({ code: e.code }, { status: 400 });
        throw e;
      }
      return new Response(null, { status: 204 });
    }
    const post = (signature: string) =>
      POST(
        new Request('https://shop.example/webhook', {
          method: 'POST',
          body,
          headers: { 'service-signature': signature },
        }),
      );
    expect((await post(`t=${now},v1=${sign(now, body)}`)).status).toBe(204);
    const bad = await post(`t=${now},v1=${sign(now, body, 'whsec_other')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'webhook_signature_mismatch' });
  });

  it('refuses an empty secret', () => {
    expect(codeOf(() => verifyWebhook(body, `t=${now},v1=${sign(now, body)}`, '', { now }))).toBe(
      'invalid_options',
    );
  });
});

describe('verifyWebhook misuse', () => {
  it('names a parsed object passed instead of the raw body, rather than throwing a TypeError', () => {
    const header = `t=${now},v1=${sign(now, body)}`;
    for (const parsed of [JSON.parse(body), null, undefined, 42, new DataView(new ArrayBuffer(2))]) {
      expect(codeOf(() => verifyWebhook(parsed as never, header, secret, { now }))).toBe(
        'webhook_body_not_raw',
      );
    }
    expect(() => verifyWebhook({} as never, header, secret, { now })).toThrow(/raw request bytes/);
  });

  it('refuses NaN and Infinity options instead of silently disabling the time check', () => {
    const header = `t=${now},v1=${sign(now, body)}`;
    for (const options of [
      { now, toleranceSeconds: Number.NaN },
      { now, toleranceSeconds: Number.POSITIVE_INFINITY },
      { now, toleranceSeconds: -1 },
      { now: Number.NaN },
      { now: Number.POSITIVE_INFINITY },
    ]) {
      expect(
        codeOf(() => verifyWebhook(body, header, secret, options)),
        JSON.stringify(options),
      ).toBe('invalid_options');
    }
  });
});

describe('signWebhook', () => {
  it('makes a header verifyWebhook accepts, with one v1 per secret during a rotation', () => {
    const header = signWebhook(body, secret, { timestamp: now });
    expect(header).toBe(`t=${now},v1=${sign(now, body)}`);
    expect(verifyWebhook(body, header, secret, { now }).id).toBe('evt_1');
    const rotating = signWebhook(body, 'whsec_new', { timestamp: now, extraSecrets: [secret] });
    expect(rotating.split(',')).toHaveLength(3);
    expect(verifyWebhook(body, rotating, secret, { now }).id).toBe('evt_1');
    expect(verifyWebhook(body, rotating, 'whsec_new', { now }).id).toBe('evt_1');
    expect(codeOf(() => signWebhook(body, secret, { timestamp: Number.NaN }))).toBe('invalid_options');
    expect(codeOf(() => signWebhook(body, ''))).toBe('invalid_options');
  });
});

describe('createWebhookVerifier', () => {
  it('reports the first delivery of an event id and marks repeats as duplicates', async () => {
    const verify = createWebhookVerifier({ secret, now });
    const header = signWebhook(body, secret, { timestamp: now });
    expect(await verify(body, header)).toEqual({ event: JSON.parse(body), duplicate: false });
    expect((await verify(body, header)).duplicate).toBe(true);
    const other = JSON.stringify({ id: 'evt_2', type: 'order.completed' });
    expect((await verify(other, signWebhook(other, secret, { timestamp: now }))).duplicate).toBe(false);
    // A refused signature never claims the id.
    const fresh = JSON.stringify({ id: 'evt_3', type: 'order.completed' });
    await expect(verify(fresh, signWebhook(fresh, 'whsec_wrong', { timestamp: now }))).rejects.toMatchObject({
      code: 'webhook_signature_mismatch',
    });
    expect((await verify(fresh, signWebhook(fresh, secret, { timestamp: now }))).duplicate).toBe(false);
  });

  it('shares seen ids through a store several instances use, and can be turned off', async () => {
    const shared = createMemoryStore();
    const a = createWebhookVerifier({ secret, now, dedupe: shared });
    const b = createWebhookVerifier({ secret, now, dedupe: shared });
    const header = signWebhook(body, secret, { timestamp: now });
    expect((await a(body, header)).duplicate).toBe(false);
    expect((await b(body, header)).duplicate).toBe(true);
    const off = createWebhookVerifier({ secret, now, dedupe: false });
    expect((await off(body, header)).duplicate).toBe(false);
    expect((await off(body, header)).duplicate).toBe(false);
    expect(() => createWebhookVerifier({ secret, dedupeTtlMs: Number.NaN })).toThrow(/dedupeTtlMs/);
    expect(() => createWebhookVerifier({ secret, toleranceSeconds: Number.POSITIVE_INFINITY })).toThrow(
      /toleranceSeconds/,
    );
  });
});

describe('the verified event’s type, and node:http headers', () => {
  it('is core’s union on type, so a switch narrows data with no cast', () => {
    const event = verifyWebhook(body, signWebhook(body, secret, { timestamp: now }), secret, { now });
    expectTypeOf(event).toEqualTypeOf<CoreWebhookEvent>();
    if (event.type === 'order.completed') expectTypeOf(event.data).toEqualTypeOf<Order>();
    if (event.type === 'collection_order.updated') expectTypeOf(event.data.reference).toBeString();
    expect(event.type).toBe('order.completed');
  });

  it('takes node:http’s string | string[] | undefined header as it is', () => {
    const header = signWebhook(body, secret, { timestamp: now });
    const [t, v1] = header.split(',');
    const fromNode: string | string[] | undefined = [t!, v1!];
    expect(verifyWebhook(body, fromNode, secret, { now }).id).toBe('evt_1');
    const missing: string | string[] | undefined = undefined;
    expect(() => verifyWebhook(body, missing, secret, { now })).toThrow(
      expect.objectContaining({ code: 'webhook_signature_missing' }),
    );
  });

  it('refuses a signed body without a string type', () => {
    const untyped = JSON.stringify({ id: 'evt_9' });
    expect(() =>
      verifyWebhook(untyped, signWebhook(untyped, secret, { timestamp: now }), secret, { now }),
    ).toThrow(expect.objectContaining({ code: 'webhook_payload_invalid' }));
  });
});

describe('createWebhookVerifier de-duplication window', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers an id for 24 hours by default: a retry within them is a duplicate, never credited twice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = 1_800_000_000_000;
    vi.setSystemTime(start);
    const verify = createWebhookVerifier({ secret });
    const deliver = () =>
      verify(body, signWebhook(body, secret, { timestamp: Math.floor(Date.now() / 1000) }));
    expect((await deliver()).duplicate).toBe(false);
    for (const later of [1_000, 60_000, 3_600_000, 24 * 3600 * 1000 - 1]) {
      vi.setSystemTime(start + later);
      expect((await deliver()).duplicate, `${later} ms later`).toBe(true);
    }
    vi.setSystemTime(start + 24 * 3600 * 1000);
    expect((await deliver()).duplicate).toBe(false);
  });

  it('hands its window to a shared store under the event id, and refuses a window that is no window', async () => {
    const calls: [string, string, number][] = [];
    const store = {
      add: async (key: string, value: string, ttlMs: number) => {
        calls.push([key, value, ttlMs]);
        return calls.length === 1;
      },
    };
    const header = signWebhook(body, secret, { timestamp: now });
    expect((await createWebhookVerifier({ secret, now, dedupe: store })(body, header)).duplicate).toBe(false);
    expect(
      (await createWebhookVerifier({ secret, now, dedupe: store, dedupeTtlMs: 1 })(body, header)).duplicate,
    ).toBe(true);
    expect(calls).toEqual([
      ['webhook-event:evt_1', '1', 86_400_000],
      ['webhook-event:evt_1', '1', 1],
    ]);
    // 0 would silently switch de-duplication off.
    for (const bad of [0, -1, -86_400_000, Number.POSITIVE_INFINITY]) {
      expect(() => createWebhookVerifier({ secret, dedupeTtlMs: bad }), String(bad)).toThrow(
        `dedupeTtlMs must be a finite number of milliseconds > 0, got ${bad}.`,
      );
    }
  });
});

// verifyWebhook at its edges: the tolerance window to the second, every malformed header form, the body and
// payload checks, and signWebhook's own checks. Each refusal is a typed error with its code and status 400.
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_ERROR_CODES, isPulseError, signWebhook, verifyWebhook } from '../src/index.js';

const secret = 'whsec_test_0123456789abcdef';
const body = JSON.stringify({ id: 'evt_1', type: 'order.completed', data: { amount: '100.123456' } });
const now = 1_800_000_000;
const v1 = (t: number | string, raw = body, key = secret) =>
  createHmac('sha256', key).update(`${t}.${raw}`, 'utf8').digest('hex');

function failure(fn: () => unknown): { code: string; status: number | undefined; message: string } {
  try {
    fn();
  } catch (e) {
    if (isPulseError(e)) return { code: String(e.code), status: e.status, message: e.message };
    throw e;
  }
  return { code: 'no error', status: undefined, message: '' };
}
const codeOf = (fn: () => unknown) => failure(fn).code;

describe('verifyWebhook edges', () => {
  it('accepts a signature exactly at the tolerance, either side of now, and not a second beyond', () => {
    for (const t of [now - 300, now + 300, now]) {
      expect(verifyWebhook(body, `t=${t},v1=${v1(t)}`, secret, { now }).id).toBe('evt_1');
    }
    for (const t of [now - 301, now + 301]) {
      expect(codeOf(() => verifyWebhook(body, `t=${t},v1=${v1(t)}`, secret, { now }))).toBe(
        'webhook_timestamp_out_of_tolerance',
      );
    }
    expect(verifyWebhook(body, `t=${now},v1=${v1(now)}`, secret, { now, toleranceSeconds: 0 }).id).toBe(
      'evt_1',
    );
    const late = now - 1;
    expect(
      codeOf(() => verifyWebhook(body, `t=${late},v1=${v1(late)}`, secret, { now, toleranceSeconds: 0 })),
    ).toBe('webhook_timestamp_out_of_tolerance');
    expect(verifyWebhook(body, `t=${late},v1=${v1(late)}`, secret, { now, toleranceSeconds: 1 }).id).toBe(
      'evt_1',
    );
  });

  it('checks its options, naming them', () => {
    const header = `t=${now},v1=${v1(now)}`;
    for (const toleranceSeconds of [-1, Number.NaN, Number.POSITIVE_INFINITY, '5' as unknown as number]) {
      const err = failure(() => verifyWebhook(body, header, secret, { now, toleranceSeconds }));
      expect(err.code).toBe('invalid_options');
      expect(err.message).toContain('toleranceSeconds must be a finite number of seconds >= 0');
    }
    for (const bad of [-1, Number.NaN, '1800000000' as unknown as number]) {
      const err = failure(() => verifyWebhook(body, header, secret, { now: bad }));
      expect(err.code).toBe('invalid_options');
      expect(err.message).toContain('now must be finite unix seconds');
    }
    expect(codeOf(() => verifyWebhook(body, `t=0,v1=${v1(0)}`, secret, { now: 0 }))).toBe('no error');
    expect(failure(() => verifyWebhook(body, header, ''))).toMatchObject({
      code: 'invalid_options',
      message:
        'verifyWebhook needs the webhook signing secret (whsec_…, usually PULSE_WEBHOOK_SECRET) as a non-empty string.',
    });
    // A clock in milliseconds (Date.now()) would refuse every delivery as out of tolerance: named instead.
    const ms = failure(() => verifyWebhook(body, header, secret, { now: now * 1000 }));
    expect(ms).toMatchObject({ code: 'invalid_options' });
    expect(ms.message).toContain('now must be unix seconds, not milliseconds (Date.now() / 1000)');
    expect(codeOf(() => verifyWebhook(body, header, secret, { now: 1e11 }))).toBe('invalid_options');
    expect(codeOf(() => verifyWebhook(body, `t=${now},v1=${v1(now)}`, secret, { now: 99_999_999_999 }))).toBe(
      'webhook_timestamp_out_of_tolerance',
    );
    expect(codeOf(() => verifyWebhook(body, header, undefined as unknown as string))).toBe('invalid_options');
  });

  it('takes the raw body as request.arrayBuffer() gives it, and a byte view inside a larger buffer', () => {
    const header = `t=${now},v1=${v1(now)}`;
    const encoded = new TextEncoder().encode(body);
    expect(verifyWebhook(encoded.buffer, header, secret, { now }).id).toBe('evt_1');
    // A view of part of a larger buffer (Node's pooled Buffers are such views): only its own bytes count.
    const pooled = new Uint8Array(encoded.length + 8);
    pooled.set(encoded, 4);
    expect(verifyWebhook(pooled.subarray(4, 4 + encoded.length), header, secret, { now }).id).toBe('evt_1');
    expect(signWebhook(encoded.buffer, secret, { timestamp: now })).toBe(header);
  });

  it('refuses a secret read with its line break or quotes, naming that rather than a mismatch', () => {
    const header = `t=${now},v1=${v1(now)}`;
    for (const [given, said] of [
      [`${secret}\n`, 'it has whitespace around it (a line break from a .env file?)'],
      [`'${secret}'`, 'it is wrapped in quotes'],
    ] as const) {
      const err = failure(() => verifyWebhook(body, header, given, { now }));
      expect(err.code).toBe('invalid_options');
      expect(err.message).toContain(`verifyWebhook: the webhook signing secret is refused: ${said}`);
      expect(err.message).not.toContain('0123456789abcdef');
    }
  });

  it('refuses an API key given as the signing secret, saying which it is', () => {
    const header = `t=${now},v1=${v1(now)}`;
    for (const [given, said] of [
      [`sk_test_${'a1'.repeat(16)}`, 'it is an API secret key (sk_…)'],
      [`sk_live_${'b2'.repeat(20)}`, 'it is an API secret key (sk_…)'],
      [`pk_test_${'c3'.repeat(16)}`, 'it is a publishable key (pk_…)'],
      [`cs_test_${'d4'.repeat(16)}`, 'it is a session token (cs_…)'],
    ] as const) {
      const err = failure(() => verifyWebhook(body, header, given, { now }));
      expect(err.code).toBe('invalid_options');
      expect(err.message).toBe(
        `verifyWebhook: the webhook signing secret is refused: ${said}, not the endpoint's signing secret (whsec_…, given once when the webhook endpoint is created; usually PULSE_WEBHOOK_SECRET).`,
      );
      expect(err.message).not.toContain(given);
    }
  });

  it('takes the header as a string or its repeated values, and refuses it missing', () => {
    expect(verifyWebhook(body, [`t=${now}`, `v1=${v1(now)}`], secret, { now }).id).toBe('evt_1');
    for (const missing of ['', null, undefined, []]) {
      const err = failure(() => verifyWebhook(body, missing, secret, { now }));
      expect(err).toEqual({
        code: 'webhook_signature_missing',
        status: 400,
        message: WEBHOOK_ERROR_CODES.webhook_signature_missing,
      });
    }
  });

  it('refuses every malformed header, and ignores schemes other than v1', () => {
    const good = v1(now);
    const malformed = [
      `t=${now}`,
      `v1=${good}`,
      `t=${now},v1=${good.slice(1)}`,
      `t=${now},v1=${good}0`,
      `t=${now},v1=${'g'.repeat(64)}`,
      `t=${now},t=${now},v1=${good}`,
      `t=x${now},v1=${good}`,
      `t=1234567890123,v1=${good}`,
      `t=${now},=${good},v1=${good}`,
      `t=${now},v1${good}`,
      `t=${now},v1=${good},junk`,
    ];
    for (const header of malformed) {
      const err = failure(() => verifyWebhook(body, header, secret, { now }));
      expect(err.code, header).toBe('webhook_signature_malformed');
      expect(err.status).toBe(400);
      expect(err.message).toBe(WEBHOOK_ERROR_CODES.webhook_signature_malformed);
    }
    // Spaces around parts, capitals in the hex, a v0 and a second (rotated) v1 all pass.
    expect(verifyWebhook(body, ` t = ${now} , v1 = ${good.toUpperCase()} `, secret, { now }).id).toBe(
      'evt_1',
    );
    expect(verifyWebhook(body, `t=${now},v0=abc,v1=${'0'.repeat(64)},v1=${good}`, secret, { now }).id).toBe(
      'evt_1',
    );
  });

  it('reads a header of up to 4096 characters, and no longer', () => {
    const base = `t=${now},v1=${v1(now)},v0=`;
    const at = (length: number) => `${base}${'a'.repeat(length - base.length)}`;
    expect(at(4096)).toHaveLength(4096);
    expect(verifyWebhook(body, at(4096), secret, { now }).id).toBe('evt_1');
    expect(codeOf(() => verifyWebhook(body, at(4097), secret, { now }))).toBe('webhook_signature_malformed');
  });

  it('verifies the raw bytes, as a string or a Uint8Array, never a parsed object', () => {
    const header = `t=${now},v1=${v1(now)}`;
    expect(verifyWebhook(new TextEncoder().encode(body), header, secret, { now }).id).toBe('evt_1');
    const err = failure(() => verifyWebhook(JSON.parse(body) as string, header, secret, { now }));
    expect(err.code).toBe('webhook_body_not_raw');
    expect(err.status).toBe(400);
    const other = failure(() => verifyWebhook(body, header, 'whsec_other', { now }));
    expect(other).toEqual({
      code: 'webhook_signature_mismatch',
      status: 400,
      message: WEBHOOK_ERROR_CODES.webhook_signature_mismatch,
    });
  });

  it('accepts only a JSON object with a string id and type', () => {
    const refused = [
      'not json',
      '[]',
      'null',
      '"evt_1"',
      '{"id":1,"type":"order.completed"}',
      '{"id":"evt_1"}',
    ];
    for (const raw of refused) {
      expect(
        codeOf(() => verifyWebhook(raw, `t=${now},v1=${v1(now, raw)}`, secret, { now })),
        raw,
      ).toBe('webhook_payload_invalid');
    }
  });
});

describe('signWebhook edges', () => {
  it('signs with each secret, at whole non-negative seconds', () => {
    expect(signWebhook(body, secret, { timestamp: now })).toBe(`t=${now},v1=${v1(now)}`);
    expect(signWebhook(body, secret, { timestamp: now, extraSecrets: ['whsec_b'] })).toBe(
      `t=${now},v1=${v1(now)},v1=${v1(now, body, 'whsec_b')}`,
    );
    expect(signWebhook(body, secret, { timestamp: 0 })).toBe(`t=0,v1=${v1(0)}`);
    for (const timestamp of [-1, 1.5, Number.NaN]) {
      expect(codeOf(() => signWebhook(body, secret, { timestamp }))).toBe('invalid_options');
    }
    expect(codeOf(() => signWebhook(body, secret, { extraSecrets: [''] }))).toBe('invalid_options');
    expect(failure(() => signWebhook(body, secret, { extraSecrets: [5 as unknown as string] })).message).toBe(
      'secret must be a non-empty string, got (empty).',
    );
    expect(failure(() => signWebhook(body, secret, { timestamp: -1 })).message).toBe(
      'timestamp must be whole unix seconds, got -1.',
    );
    expect(codeOf(() => signWebhook({} as string, secret))).toBe('webhook_body_not_raw');
    // Without a timestamp, the current whole second.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now * 1000 + 999);
      expect(signWebhook(body, secret)).toBe(`t=${now},v1=${v1(now)}`);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import { PulseError, type WebhookEvent } from '@pulse/core';
import { createMemoryStore } from './store.js';
import { aroundKey } from './options.js';

/** Webhook verification failures, each with what to check. */
export const WEBHOOK_ERROR_CODES = {
  webhook_signature_missing: 'No Service-Signature header arrived.',
  webhook_signature_malformed: 'The header is not `t=<unix-seconds>,v1=<hex>[,v1=<hex>…]`.',
  webhook_timestamp_out_of_tolerance: 'The signed time is too far from now: a replay, or a wrong clock.',
  webhook_signature_mismatch:
    'No v1 value matches: wrong signing secret, or the body was changed (parse it only after verifying, and pass the raw bytes).',
  webhook_payload_invalid: 'The signed body is not a JSON object with a string id and type.',
  webhook_body_not_raw:
    'The body must be the raw request bytes (a string, Buffer, Uint8Array or ArrayBuffer), not a parsed object: read it with request.text() or express.raw(), and parse only after verifying.',
} as const;
/** The code of a refused webhook delivery, one of `WEBHOOK_ERROR_CODES`. */
export type WebhookErrorCode = keyof typeof WEBHOOK_ERROR_CODES;

export type { WebhookEvent };

/**
 * A signature header as any runtime hands it over: the web `Headers.get()` answer (`string | null`) or
 * node:http's `req.headers['service-signature']` (`string | string[] | undefined`).
 */
export type SignatureHeader = string | readonly string[] | null | undefined;

/** Options of `verifyWebhook`: the time tolerance, and the clock for tests. */
export interface VerifyWebhookOptions {
  /** Largest distance, in seconds, between the signed time and now. @default 300 */
  toleranceSeconds?: number;
  /** The current time in unix seconds, not milliseconds (for tests). @default Date.now() / 1000 */
  now?: number;
}

const fail = (code: WebhookErrorCode): never => {
  throw new PulseError(code, WEBHOOK_ERROR_CODES[code], { status: 400 });
};

const badOption = (name: string, value: unknown, wanted: string): never => {
  throw new PulseError('invalid_options', `${name} must be ${wanted}, got ${String(value)}.`);
};

/** Finite and within range, or the error names the option (NaN or Infinity would disable the check). */
function checkOptions(options: VerifyWebhookOptions): { toleranceSeconds: number; now: number } {
  const { toleranceSeconds = 300, now = Date.now() / 1000 } = options;
  // Number.isFinite is false for anything that is not a number.
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    badOption('toleranceSeconds', toleranceSeconds, 'a finite number of seconds >= 0');
  }
  if (!Number.isFinite(now) || now < 0) {
    badOption('now', now, 'finite unix seconds');
  }
  // Unix seconds reach 1e11 in the year 5138; a clock in milliseconds (Date.now()) is past it since 1973.
  if (now >= 1e11) {
    badOption('now', now, 'unix seconds, not milliseconds (Date.now() / 1000)');
  }
  return { toleranceSeconds, now };
}

/** The raw body as a web runtime or Node hands it over: `request.text()`, `express.raw()`, `arrayBuffer()`. */
export type RawBody = string | Uint8Array | ArrayBuffer;

/** Whether `x` is a raw body (what `verifyWebhook` and `signWebhook` take), not a parsed object. */
const isRawBody = (x: unknown): x is RawBody =>
  typeof x === 'string' || x instanceof Uint8Array || x instanceof ArrayBuffer;

/** The raw body's bytes (a string is read as UTF-8, as Buffer.from always does). */
const bytes = (rawBody: RawBody): Buffer =>
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: Buffer.from gives the same bytes for a string either way
  typeof rawBody === 'string' ? Buffer.from(rawBody) : Buffer.from(new Uint8Array(rawBody));

/**
 * Refuses a signing secret that cannot be the service's: not a non-empty string, or with whitespace or quotes
 * around it (every delivery would read as a signature mismatch, far from the cause).
 */
export function checkSecret(secret: unknown, where: string): asserts secret is string {
  if (typeof secret !== 'string' || secret === '') {
    throw new PulseError(
      'invalid_options',
      `${where} needs the webhook signing secret (whsec_…, usually PULSE_WEBHOOK_SECRET) as a non-empty string.`,
    );
  }
  // An API key where the signing secret belongs (the easy mix-up of two PULSE_ variables): said as such, not
  // as a key that looks cut short.
  const key = /^(sk|pk|cs)_(?:test|live)_/.exec(secret)?.[1];
  if (key) {
    throw new PulseError(
      'invalid_options',
      `${where}: the webhook signing secret is refused: it is ${key === 'sk' ? 'an API secret key' : key === 'pk' ? 'a publishable key' : 'a session token'} (${key}_…), not the endpoint's signing secret (whsec_…, given once when the webhook endpoint is created; usually PULSE_WEBHOOK_SECRET).`,
    );
  }
  const around = aroundKey(secret);
  if (around) {
    throw new PulseError('invalid_options', `${where}: the webhook signing secret is refused: ${around}`);
  }
}

/**
 * Verifies a `Service-Signature: t=…,v1=…` header over the raw body and returns the event, typed as the union
 * on `type` (`switch (event.type)` narrows `event.data`); throws a `PulseError` whose code is one of
 * `WEBHOOK_ERROR_CODES` otherwise. A type this version does not know still verifies: keep a `default` branch.
 *
 * @param rawBody The request body exactly as received (`await request.text()` or `arrayBuffer()`, or
 * `express.raw()`'s Buffer).
 * @param signatureHeader The `Service-Signature` header; several values (node:http's `string[]`) are joined.
 * @param secret The endpoint's signing secret (`whsec_…`).
 */
export function verifyWebhook(
  rawBody: RawBody,
  signatureHeader: SignatureHeader,
  secret: string,
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const { toleranceSeconds, now } = checkOptions(options);
  if (!isRawBody(rawBody)) return fail('webhook_body_not_raw');
  checkSecret(secret, 'verifyWebhook');
  const header = typeof signatureHeader === 'string' ? signatureHeader : signatureHeader?.join(',');
  if (!header) return fail('webhook_signature_missing');
  // Bounded before splitting: a signature header is a few hundred bytes, and splitting megabytes costs memory.
  if (header.length > 4096) return fail('webhook_signature_malformed');
  let t: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail('webhook_signature_malformed');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return fail('webhook_signature_malformed');
      t = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return fail('webhook_signature_malformed');
      signatures.push(value);
    }
    // Other schemes (v0, future versions) are ignored, as only v1 is defined.
  }
  if (t === undefined || signatures.length === 0) return fail('webhook_signature_malformed');
  if (Math.abs(now - Number(t)) > toleranceSeconds) return fail('webhook_timestamp_out_of_tolerance');

  const body = bytes(rawBody);
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  // Compare every candidate so the time taken does not reveal which one (if any) matched.
  let matched = false;
  for (const candidate of signatures) {
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
  }
  if (!matched) return fail('webhook_signature_mismatch');

  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    // Not JSON: no id, refused below.
  }
  // Only a JSON object can carry a string id and type (a string, array or number has neither).
  const { id, type } = (event ?? {}) as { id?: unknown; type?: unknown };
  if (typeof id !== 'string' || typeof type !== 'string') return fail('webhook_payload_invalid');
  return event as WebhookEvent;
}

// ---- signing, for integrators' own tests ---------------------------------------------------------

/** Options of `signWebhook`. */
export interface SignWebhookOptions {
  /** The signed time in unix seconds. @default now */
  timestamp?: number;
  /** More secrets to sign with, as during a rotation (one v1 value each). @default [] */
  extraSecrets?: readonly string[];
}

/**
 * The `Service-Signature` header the service would send for `rawBody`: for tests of your webhook route,
 * e.g. `fetch(url, { method: 'POST', body, headers: { 'Service-Signature': signWebhook(body, secret) } })`.
 */
export function signWebhook(rawBody: RawBody, secret: string, options: SignWebhookOptions = {}): string {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(t) || t < 0) badOption('timestamp', t, 'whole unix seconds');
  if (!isRawBody(rawBody)) return fail('webhook_body_not_raw');
  const secrets = [secret, ...(options.extraSecrets ?? [])];
  if (secrets.some((s) => typeof s !== 'string' || s === ''))
    badOption('secret', '(empty)', 'a non-empty string');
  const body = bytes(rawBody);
  const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(`${t}.`).update(body).digest('hex')}`);
  return [`t=${t}`, ...v1].join(',');
}

// ---- de-duplication on the event id ------------------------------------------------------------

/**
 * Where seen event ids are kept. `add` sets the key only when absent and says whether this call set it.
 * The server's state stores implement it (`createMemoryStore`, and `createRedisStore` to share the ids
 * between several instances, so a retry reaching another instance is still recognised).
 */
export interface WebhookIdStore {
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
}

/** Options of `createWebhookVerifier`: the secret, and where seen event ids are kept. */
export interface WebhookVerifierOptions extends VerifyWebhookOptions {
  /** The signing secret (`whsec_…`). */
  secret: string;
  /** Where seen ids are kept; false turns de-duplication off. @default an in-memory store (one process) */
  dedupe?: WebhookIdStore | false | undefined;
  /** How long an id is remembered. The service retries for well under a day. @default 86400000 (24 hours) */
  dedupeTtlMs?: number | undefined;
}

/** What `createWebhookVerifier`'s function answers for one delivery. */
export interface VerifiedDelivery {
  /** The verified event, a union on `type`. */
  event: WebhookEvent;
  /**
   * True when a delivery of this event id already verified here. That earlier delivery's handling may have
   * failed (the id is claimed when it verifies, not when your handling succeeds): make your handling safe to
   * run again (credit a cart once per reference, as the webhooks guide's `markPaid` does: two events can
   * report one payment), or use `createOrderWebhookHandler`, which marks an event seen only after its
   * `onEvent` succeeded.
   */
  duplicate: boolean;
}

/**
 * `verifyWebhook` plus de-duplication on the event `id`: deliveries are at least once,
 * so the same event can arrive again; only the first to verify is reported with `duplicate: false`, even when
 * its handling then failed (see {@link VerifiedDelivery.duplicate}).
 */
export function createWebhookVerifier(
  options: WebhookVerifierOptions,
): (rawBody: RawBody, signatureHeader: SignatureHeader) => Promise<VerifiedDelivery> {
  const { secret, dedupe, dedupeTtlMs = 24 * 3600 * 1000, ...verify } = options;
  checkOptions(verify);
  if (!Number.isFinite(dedupeTtlMs) || dedupeTtlMs <= 0) {
    badOption('dedupeTtlMs', dedupeTtlMs, 'a finite number of milliseconds > 0');
  }
  const store: WebhookIdStore | false = dedupe ?? createMemoryStore();
  return async (rawBody, signatureHeader) => {
    const event = verifyWebhook(rawBody, signatureHeader, secret, verify);
    if (store === false) return { event, duplicate: false };
    const first = await store.add(`webhook-event:${event.id}`, '1', dedupeTtlMs);
    return { event, duplicate: !first };
  };
}

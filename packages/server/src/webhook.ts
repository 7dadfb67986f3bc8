import { createHmac, timingSafeEqual } from 'node:crypto';
import { PulseError } from '@pulse/core';

/** Webhook verification failures, each with what to check. */
export const WEBHOOK_ERROR_CODES = {
  webhook_signature_missing: 'No Service-Signature header arrived.',
  webhook_signature_malformed: 'The header is not `t=<unix-seconds>,v1=<hex>[,v1=<hex>…]`.',
  webhook_timestamp_out_of_tolerance: 'The signed time is too far from now: a replay, or a wrong clock.',
  webhook_signature_mismatch:
    'No v1 value matches: wrong signing secret, or the body was changed (parse it only after verifying, and pass the raw bytes).',
  webhook_payload_invalid: 'The signed body is not a JSON object with an id.',
} as const;
export type WebhookErrorCode = keyof typeof WEBHOOK_ERROR_CODES;

/** A verified event. Only `id` is known from the spec; de-duplicate deliveries on it. */
export interface WebhookEvent {
  id: string;
  type?: string;
  [field: string]: unknown;
}

export interface VerifyWebhookOptions {
  /** Largest distance, in seconds, between the signed time and now. @default 300 */
  toleranceSeconds?: number;
  /** The current time in unix seconds (for tests). @default Date.now() / 1000 */
  now?: number;
}

const fail = (code: WebhookErrorCode): never => {
  throw new PulseError(code, WEBHOOK_ERROR_CODES[code], { status: 400 });
};

/**
 * Verifies a `Service-Signature: t=…,v1=…` header over the raw body (spec part 6) and returns the parsed
 * event; throws a `PulseError` whose code is one of `WEBHOOK_ERROR_CODES` otherwise.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const { toleranceSeconds = 300, now = Date.now() / 1000 } = options;
  if (typeof secret !== 'string' || secret === '') {
    throw new PulseError('invalid_options', 'verifyWebhook needs the signing secret as a non-empty string.');
  }
  if (!signatureHeader) return fail('webhook_signature_missing');
  let t: string | undefined;
  const signatures: string[] = [];
  for (const part of signatureHeader.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail('webhook_signature_malformed');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return fail('webhook_signature_malformed');
      t = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return fail('webhook_signature_malformed');
      signatures.push(value.toLowerCase());
    }
    // Other schemes (v0, future versions) are ignored, as the spec defines only v1.
  }
  if (t === undefined || signatures.length === 0) return fail('webhook_signature_malformed');
  if (Math.abs(now - Number(t)) > toleranceSeconds) return fail('webhook_timestamp_out_of_tolerance');

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
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
    return fail('webhook_payload_invalid');
  }
  if (typeof event !== 'object' || event === null || typeof (event as { id?: unknown }).id !== 'string') {
    return fail('webhook_payload_invalid');
  }
  return event as WebhookEvent;
}

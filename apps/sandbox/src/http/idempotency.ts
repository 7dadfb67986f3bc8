/**
 * Idempotency-Key (the service leaves replay behaviour open; the sandbox guide records these rules). Keys are
 * scoped to the credential. The first POST with a key runs; a repeat with the same method, path and body
 * (the same JSON, whatever the order of its fields or its spacing; other bodies byte for byte) within 24
 * hours gets the first answer again (status and body, with `Idempotent-Replayed: true`)
 * without acting; a repeat with anything different is refused with `idempotency_key_reused`; a repeat while
 * the first is still running gets `idempotency_key_in_use`. Answers of 500 are not kept, so a retry runs.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const TTL_MS = IDEMPOTENCY_TTL_MS;

/** One key's record: the request's fingerprint, when it was first sent, and its answer once there is one. */
export interface KeptAnswer {
  fingerprint: string;
  at: number;
  answer: { status: number; body: string; contentType: string } | null;
}
type Kept = KeptAnswer;

/**
 * Where the records live and how they are made durable. `begin` runs before a keyed request acts and `end`
 * after its answer is recorded (or dropped), so that a state directory can write the request's changes and
 * its record in one atomic write before the answer goes out.
 */
export interface IdempotencyRecords {
  kept: Map<string, KeptAnswer>;
  begin(): void;
  end(): void;
}

const inMemory = (): IdempotencyRecords => ({ kept: new Map(), begin() {}, end() {} });

/** A JSON value with every object's fields in one order, so that two writings of one request compare equal. */
const ordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(ordered)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, ordered(v)]),
        )
      : value;

/** What identifies a request's body: its JSON in one writing, or its bytes when it is not JSON. */
function bodyPrint(raw: string): string {
  try {
    return `json ${JSON.stringify(ordered(JSON.parse(raw)))}`;
  } catch {
    return `raw ${raw}`;
  }
}

export function idempotency(
  now: () => number,
  records: IdempotencyRecords = inMemory(),
): MiddlewareHandler<SandboxEnv> {
  const { kept } = records;
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (key.trim() === '' || key.length > 255) {
      throw new ApiError(
        'invalid_idempotency_key',
        'Idempotency-Key must be 1 to 255 characters, e.g. a UUID.',
      );
    }
    const slot = `${c.get('caller').credential}\n${key}`;
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${bodyPrint(c.get('rawBody'))}`)
      .digest('hex');
    const t = now();
    const previous = kept.get(slot);
    if (previous && t - previous.at < TTL_MS) {
      if (previous.fingerprint !== fingerprint) {
        throw new ApiError(
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request; send a new key for a new request.',
        );
      }
      if (!previous.answer) {
        throw new ApiError(
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still running; retry shortly.',
        );
      }
      const { status, body, contentType } = previous.answer;
      return c.body(body, status as 200, { 'Content-Type': contentType, 'Idempotent-Replayed': 'true' });
    }
    const entry: Kept = { fingerprint, at: t, answer: null };
    kept.delete(slot);
    kept.set(slot, entry);
    // Insertion order is age order, so expired keys are all at the front.
    for (const [k, v] of kept) {
      if (t - v.at < TTL_MS) break;
      kept.delete(k);
    }
    records.begin();
    try {
      await next();
      if (c.res.status >= 500) {
        kept.delete(slot);
        return;
      }
      entry.answer = {
        status: c.res.status,
        body: await c.res.clone().text(),
        contentType: c.res.headers.get('content-type') ?? 'application/json',
      };
    } catch (e) {
      kept.delete(slot);
      throw e;
    } finally {
      records.end();
    }
  };
}

/**
 * Body and query validation with zod. Unknown fields are ignored (zod strips them); the first problem
 * becomes a 400 naming the field, with a specific code where one exists.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, type SandboxErrorCode } from '../errors.js';
import type { SandboxEnv } from './env.js';

/** Issues whose field has its own code rather than `invalid_request`. */
const FIELD_CODES: Record<string, SandboxErrorCode> = {
  network: 'unsupported_network',
  source_currency: 'unsupported_pair',
  destination_currency: 'unsupported_pair',
  source_amount: 'invalid_amount',
  destination_amount: 'invalid_amount',
  amount: 'invalid_amount',
};

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

function toApiError(error: z.ZodError, input: unknown, where: 'body' | 'query'): ApiError {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const field = path || where;
  const missing = valueAt(input, issue.path) === undefined;
  // A missing field is a malformed request; a present but wrong one gets the field's own code.
  const code =
    (!missing && issue.path.length === 1 && FIELD_CODES[String(issue.path[0])]) || 'invalid_request';
  const detail = missing ? 'is required' : issue.message;
  return new ApiError(code, `${field} ${detail}`.trim());
}

export async function readBody<S extends z.ZodType>(c: Context<SandboxEnv>, schema: S): Promise<z.infer<S>> {
  const raw = c.get('rawBody') ?? (await c.req.text());
  let json: unknown;
  if (raw.trim() === '') json = {};
  else {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ApiError(
        'invalid_json',
        'The body is not valid JSON; send Content-Type: application/json with a JSON object.',
      );
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ApiError('invalid_request', 'The body must be a JSON object.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw toApiError(parsed.error, json, 'body');
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context<SandboxEnv>, schema: S): z.infer<S> {
  const query = c.req.query();
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw toApiError(parsed.error, query, 'query');
  return parsed.data;
}

/** Error messages that say what was expected, shared by every schema. */
export const text = (max = 200) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const decimalString = z.string({ error: 'must be a decimal string like "15000.00"' });

/** RFC 3339 §5.6 date-time; `T` and `Z` may be lower case (its note on case). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

export const timestamp = z
  .string()
  .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s.toUpperCase())), {
    error: 'must be an RFC 3339 timestamp like 2026-11-22T10:00:00Z',
  })
  .transform((s) => new Date(s.toUpperCase()));

export const email = z.email({ error: 'must be an email address' });

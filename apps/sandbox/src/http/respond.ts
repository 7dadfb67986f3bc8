/**
 * The service's envelope (`{ data }` or `{ error }`) on every answer. Typed as plain Responses: the sandbox has no typed RPC client,
 * and Hono's inferred route types would make its declaration files huge.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PageMeta } from '@pulse/core';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

export function ok<T>(
  c: Context<SandboxEnv>,
  data: T,
  status: ContentfulStatusCode = 200,
  meta?: PageMeta,
): Response {
  return c.json(meta ? { status: true as const, data, meta } : { status: true as const, data }, status);
}

export function failure(c: Context<SandboxEnv>, error: ApiError): Response {
  return c.json(
    { status: false as const, error: error.message, code: error.code },
    error.status as ContentfulStatusCode,
  );
}

export { ApiError };

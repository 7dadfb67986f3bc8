/** Reads the raw body once (for validation and idempotency fingerprints) and caps its size. */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

export const MAX_BODY_BYTES = 64 * 1024;

export const readRawBody: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    c.set('rawBody', '');
    return next();
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    throw new ApiError('payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes.`);
  const raw = await c.req.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    throw new ApiError('payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes.`);
  }
  c.set('rawBody', raw);
  await next();
};

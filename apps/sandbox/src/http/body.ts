/**
 * Reads the raw body once (for validation and idempotency fingerprints), counting bytes while it streams:
 * a body over the limit is refused at the limit, before any credential check, without being read whole
 * (a declared Content-Length over it is refused before reading at all).
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new ApiError('payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes.`);

async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const readRawBody: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') {
    c.set('rawBody', '');
    return next();
  }
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  c.set('rawBody', stream ? await readCapped(stream, MAX_BODY_BYTES) : '');
  await next();
};

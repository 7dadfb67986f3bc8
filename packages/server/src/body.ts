import { PulseError } from '@pulse/core';

/** The largest webhook body `readRequestBody` takes by default: events are a few kilobytes. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Options of `readRequestBody`. */
export interface ReadRequestBodyOptions {
  /** The most bytes to read. @default 1048576 (1 MiB) */
  limit?: number | undefined;
}

const tooLarge = (limit: number) =>
  new PulseError('body_too_large', `The request body is over ${limit} bytes.`, { status: 413 });

/**
 * Reads a web request's body as bytes, at most `limit` of them: a `Content-Length` over the limit is refused
 * before anything is read, and a body without one (chunked) is read chunk by chunk and cancelled as soon as it
 * passes the limit, so an oversized upload never sits in memory. Throws a `PulseError` `body_too_large`
 * (status 413) past the limit; answer 413 with it.
 */
export async function readRequestBody(
  request: Request,
  options: ReadRequestBodyOptions = {},
): Promise<Uint8Array> {
  const limit = options.limit ?? WEBHOOK_BODY_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new PulseError(
      'invalid_options',
      `limit must be a whole number of bytes >= 0, got ${String(limit)}.`,
    );
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

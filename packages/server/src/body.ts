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

/** Requests whose body `toWebRequest` rebuilt from a body parser's object: not the bytes received. */
const rebuilt = new WeakSet<Request>();

/** Marks a request whose body was rebuilt from a parsed object (`toWebRequest` behind `express.json()`). */
export function markRebuilt(request: Request): Request {
  rebuilt.add(request);
  return request;
}

/**
 * Reads a web request's body as bytes, the bytes received, at most `limit` of them: a `Content-Length` over the limit is refused
 * before anything is read, and a body without one (chunked) is read chunk by chunk and cancelled as soon as it
 * passes the limit, so an oversized upload never sits in memory. Throws a `PulseError` `body_too_large`
 * (status 413) past the limit; answer 413 with it.
 */
export async function readRequestBody(
  request: Request,
  options: ReadRequestBodyOptions = {},
): Promise<Uint8Array> {
  // A signature is over the bytes received; JSON written again from a parser's object differs from them as
  // soon as the sender's spacing or escapes do. This server's set-up, not the sender's fault: 500.
  if (rebuilt.has(request)) {
    throw new PulseError(
      'webhook_body_not_raw',
      'The request body was parsed before this route (express.json() or another body parser ran first), so the bytes received are gone and no signature can be checked over them: mount this route before the parser, or give it express.raw({ type: "*/*" }).',
      { status: 500 },
    );
  }
  return readBytes(request, options);
}

/** readRequestBody without the check that the body is the one received (the checkout proxy parses it anyway). */
export async function readBytes(request: Request, options: ReadRequestBodyOptions = {}): Promise<Uint8Array> {
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

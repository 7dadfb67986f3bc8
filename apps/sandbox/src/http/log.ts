/**
 * request-id on every answer, one log line per request, and the catch-all that turns anything thrown into
 * the failure envelope. The line carries the path without its query and never a header, so no key or token
 * reaches a log.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import { newRequestId } from '../ids.js';
import type { SandboxEnv } from './env.js';
import { failure } from './respond.js';

export type LogSink = ((line: string) => void) | null;

export function requestLog(sink: LogSink): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = newRequestId();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('request-id', requestId);
    if (sink) {
      const ms = (performance.now() - started).toFixed(1);
      sink(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${requestId}`);
    }
  };
}

export function onError(sink: LogSink) {
  return (error: Error, c: Context<SandboxEnv>) => {
    if (error instanceof ApiError) return failure(c, error);
    if (sink) sink(`error ${c.get('requestId') ?? '-'} ${error.stack ?? String(error)}`);
    return failure(
      c,
      new ApiError('internal_error', 'The sandbox failed on this request; quote the request-id.'),
    );
  };
}

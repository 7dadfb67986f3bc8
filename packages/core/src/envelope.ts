/**
 * Reading the service's answers: its envelope (data, or an error in either of the two shapes the service
 * sends) into data or a `PulseError`, a Retry-After header into milliseconds, and what a network error on
 * another origin most likely means (CORS). A module of its own, so that code which reads answers without the
 * whole API client (`useRate`'s requests, the server's upstream) leaves the client out of its bundle.
 */
import type { ApiResult } from './client.js';
import { PulseError } from './errors.js';
import type { PageMeta } from './wire.js';

/** Milliseconds from a Retry-After header (seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

type Rec = Record<string, unknown>;
const isRecord = (x: unknown): x is Rec => typeof x === 'object' && x !== null;

/**
 * Turns a parsed body into data or a PulseError, reading both failure shapes. `url`, when given, is named in
 * the message of an answer that is not the service's (a 404 from a path nothing serves, a proxy's HTML page).
 */
export function parseEnvelope<T>(
  body: unknown,
  status: number,
  requestId: string | undefined,
  url?: string,
): ApiResult<T> {
  if (isRecord(body) && body.status === true && 'data' in body) {
    return { data: body.data as T, meta: body.meta as PageMeta | undefined, requestId, status };
  }
  if (isRecord(body) && typeof body.code === 'string') {
    const message =
      typeof body.error === 'string'
        ? body.error
        : typeof body.message === 'string'
          ? body.message
          : body.code;
    throw new PulseError(body.code, message, { status, requestId });
  }
  const at = url ? ` at ${url}` : '';
  if (status === 404) {
    throw new PulseError(
      'unknown_error',
      `Nothing answers${at} (404): is createCheckoutProxy (createRateHandler for useRate) mounted there?`,
      { status, requestId },
    );
  }
  throw new PulseError(
    status >= 400 ? 'unknown_error' : 'invalid_response',
    `The server${at} answered ${status} ${status >= 400 ? 'without an error code' : 'with a body that is not the service envelope'}.`,
    { status, requestId },
  );
}

/**
 * What a `network_error` for `url` means in a browser when `url` is on another origin than the page: most
 * often CORS, which the browser hides from the code. Returns that sentence with both fixes, or '' (same
 * origin, not a browser, not an absolute URL). `@pulse/react` adds it to the messages of `<Checkout>` and
 * `useRate`; it is not in the client itself, whose other users (the embed's frame, servers) call an API on
 * another origin on purpose.
 */
export function crossOriginHint(url: string): string {
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  try {
    if (!page || page === 'null' || new URL(url).origin === page) return '';
  } catch {
    return '';
  }
  return (
    ` ${new URL(url).origin} is another origin than this page (${page}), so the likely cause is CORS: ` +
    `that server must allow this origin (Access-Control-Allow-Origin: ${page}, and answer the OPTIONS ` +
    "preflight), or serve the route from this page's origin (your own server, or your dev server's proxy)."
  );
}

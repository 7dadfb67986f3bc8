/**
 * The first session read, sent by the inline boot script (boot.ts) the moment the host's `init` is here,
 * while the rest of the frame is still downloading and starting: its round trip runs beside theirs. It is a
 * plain fetch of the request core's API client would make (same URL, same headers), sent only when the
 * client would send it too: a `cs_` session token, and an `apiUrl` that passes core's own check (serviceUrl:
 * https, or http on this machine; no credentials or query), or none on a frame not served from this machine.
 *
 * startFrame hands it to its API client as that client's first fetch (`handOver`), and only when the
 * client asks for exactly that request; the client then reads the answer as it reads any other (errors,
 * timeout, a retry with a fetch of its own). Anything else aborts it, and the client fetches as usual.
 */
import {
  isLoopbackHost,
  isSessionToken,
  serviceUrl,
  bearerHeaders,
  type FetchLike,
  type GetRoutes,
} from '@pulse/core/internal';
import { apiBase } from '../transport/api-base.js';
import type { Init } from '../transport/handshake.js';

export const SESSION = '/v1/client/session' satisfies keyof GetRoutes;

export interface EarlyRead {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
  abort(): void;
}

/** Sends the first session read for this `init`, or nothing when core's client would not send it as is. */
export function sendEarlyRead(init: Init): EarlyRead | undefined {
  const { token } = init;
  const options = init.options as { apiUrl?: unknown } | null;
  if (!isSessionToken(token) || typeof options !== 'object' || options === null) return undefined;
  const given = options.apiUrl;
  const apiUrl = given === undefined ? undefined : serviceUrl(given)?.href;
  // A bad apiUrl: startFrame reports the option.
  if (given !== undefined && !apiUrl) return undefined;
  // Served from this machine without apiUrl: startFrame names the missing option instead of reading.
  if (!apiUrl && isLoopbackHost(location.hostname)) return undefined;
  const url = `${apiBase(token, apiUrl)}${SESSION}`;
  // The client's own headers for this read: Accept and the credential, from core's bearerHeaders (what
  // startFrame's client sends for a session token).
  const headers = { Accept: 'application/json', ...bearerHeaders(token) };
  const aborter = new AbortController();
  const response = fetch(url, { method: 'GET', headers, signal: aborter.signal });
  // Read by the client once the app is in; a failure meanwhile is not an unhandled rejection.
  response.catch(() => undefined);
  return { url, headers, response, abort: () => aborter.abort() };
}

/**
 * The fetch of startFrame's API client: its first call gets the early read when it asks for that very
 * request (same URL, method and headers), with its own abort signal and timeout joined to it; every other
 * call, and any call after the first, fetches.
 */
export function handOver(early: EarlyRead | undefined): { fetch: FetchLike; drop(): void } {
  let pending = early;
  const drop = () => {
    pending?.abort();
    pending = undefined;
  };
  return {
    drop,
    fetch(input, init) {
      const e = pending;
      pending = undefined;
      const asked = init.headers as Record<string, string> | undefined;
      const same =
        e &&
        input === e.url &&
        init.method === 'GET' &&
        init.body === undefined &&
        asked !== undefined &&
        Object.keys(asked).length === Object.keys(e.headers).length &&
        Object.entries(e.headers).every(([k, v]) => asked[k] === v);
      if (!same) {
        e?.abort();
        return globalThis.fetch(input, init);
      }
      const signal = init.signal;
      if (signal?.aborted) e.abort();
      else signal?.addEventListener('abort', e.abort, { once: true });
      return e.response;
    },
  };
}

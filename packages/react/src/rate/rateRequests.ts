/**
 * Rate requests in flight, shared: components asking for the same URL with the same fetcher wait on one
 * request, which is aborted only when every one of them has lost interest. Only pending requests live here;
 * each entry is dropped when it settles, so nothing is cached across time.
 *
 * Its one GET is written here rather than made with core's API client, on purpose: the hook is in the first
 * load of an app that imports `@pulse/react`, where the checkout's client is not (it comes with the modal's
 * chunk), and the client's retries, conditional reads and idempotency keys, none of which a rate preview
 * needs, would add about 1.1 KB gzip to the entry and 2.2 KB to an app's first load (measured). The answer is
 * read by core's `parseEnvelope`, and a failure across origins carries core's CORS hint, as the client's do.
 */
import type { FetchLike } from '@pulse/core/internal/client';
import { crossOriginHint, parseEnvelope } from '@pulse/core/internal/envelope';
import { PulseError } from '@pulse/core/internal/errors';
import type { RatePreview } from '../types.js';

interface Entry {
  promise: Promise<RatePreview>;
  controller: AbortController;
  users: number;
}

/** The URL as the browser reads it: a relative endpoint resolved against the page. */
function absolute(url: string): string {
  try {
    return new URL(url, (globalThis as { location?: { href?: string } }).location?.href).href;
  } catch {
    return url;
  }
}

const pending = new WeakMap<FetchLike, Map<string, Entry>>();

/** How long one rate request may go unanswered, body included, before it fails as `timeout`. */
export const RATE_TIMEOUT_MS = 10_000;

async function load(fetcher: FetchLike, url: string, controller: AbortController): Promise<RatePreview> {
  const { signal } = controller;
  const at = absolute(url);
  // A route that never answers (a network that stalls) ends as `timeout`, so the hook's `error` says so
  // instead of `loading` for ever.
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    controller.abort();
  }, RATE_TIMEOUT_MS);
  const timeout = (cause: unknown) =>
    new PulseError('timeout', `No answer from the rate route ${at} within ${RATE_TIMEOUT_MS} ms.`, { cause });
  try {
    let response: Response;
    try {
      // No credentials beyond the page's own cookies and no auth header: the key lives on the server route.
      response = await fetcher(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal,
      });
    } catch (cause) {
      if (late) throw timeout(cause);
      if (signal.aborted) throw new PulseError('aborted', 'The rate request was aborted.', { cause });
      throw new PulseError(
        'network_error',
        `Could not reach the rate route ${at}: ${String(cause)}.${crossOriginHint(at)}`,
        {
          cause,
        },
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      if (late) throw timeout(cause);
      body = undefined;
    }
    return parseEnvelope<RatePreview>(
      body,
      response.status,
      response.headers.get('request-id') ?? undefined,
      `GET ${at}`,
    ).data;
  } finally {
    clearTimeout(timer);
  }
}

export interface SharedRequest {
  promise: Promise<RatePreview>;
  /** This caller no longer needs the answer; the last one to leave aborts the request. */
  release(): void;
}

export function requestRate(fetcher: FetchLike, url: string): SharedRequest {
  let byUrl = pending.get(fetcher);
  if (!byUrl) pending.set(fetcher, (byUrl = new Map()));
  const map = byUrl;
  let entry = map.get(url);
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = { controller, users: 0, promise: load(fetcher, url, controller) };
    const forget = () => {
      if (map.get(url) === created) map.delete(url);
    };
    created.promise.then(forget, forget);
    map.set(url, created);
    entry = created;
  }
  const shared = entry;
  shared.users += 1;
  let released = false;
  return {
    promise: shared.promise,
    release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users === 0 && map.get(url) === shared) {
        map.delete(url);
        shared.controller.abort();
      }
    },
  };
}

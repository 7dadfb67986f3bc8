/**
 * A small typed client over `fetch`: base URL, auth headers, envelope parsing (both failure shapes of spec
 * part 7), one `PulseError`, an Idempotency-Key on every POST reused across that call's retries, retries with
 * backoff and jitter for network errors, 5xx and 429 (honouring Retry-After), AbortSignal and a timeout.
 */
import type { GetData, PostBody, PostData } from './routes.js';
import { authHeaders, type ClientAuth } from './auth.js';
import { PulseError } from './errors.js';
import { uuid } from './uuid.js';
import { parseEnvelope, parseRetryAfter } from './envelope.js';
import type { PageMeta } from './wire.js';

/** A `fetch`-compatible function (the global `fetch` by default). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * Base URL up to, not including, `/v1`, e.g. `http://127.0.0.1:4010`. In a browser it may be relative to the
   * page (e.g. `/api/pulse/checkout`, a `createCheckoutProxy` route).
   */
  baseUrl: string;
  auth?: ClientAuth | undefined;
  /** @default globalThis.fetch */
  fetchImpl?: FetchLike | undefined;
  /** Retries after the first attempt, for network errors, 5xx and 429. @default 2 */
  retries?: number;
  /** Per-attempt timeout in milliseconds. @default 15000 */
  timeoutMs?: number;
  /** First backoff delay; doubles each retry, with full jitter. @default 300 */
  backoffMs?: number;
  /** The longest Retry-After to wait for; longer ones fail with the 429 at once. @default 10000 */
  maxRetryAfterMs?: number;
  /**
   * Repeat a GET whose answer carried an ETag with If-None-Match, and reuse the answer on 304 Not Modified, so
   * a poll of an unchanged resource costs the server almost nothing. A request without a known ETag is sent
   * as before (no extra header, so no new CORS preflight).
   * @default true
   */
  conditional?: boolean;
}

/** Per-request options: query, body, `AbortSignal`, idempotency key, timeout, retries. */
export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined> | undefined;
  signal?: AbortSignal | undefined;
  /** Reuse a key across separate calls (e.g. a user's retry button); by default one per call. */
  idempotencyKey?: string | undefined;
  timeoutMs?: number;
  /** Retries of this call, for network errors, 5xx and 429 (the client's `retries` by default). */
  retries?: number;
  /** Let the request outlive the page (fetch `keepalive`), for a last small report on page hide. */
  keepalive?: boolean;
}

/** A successful answer: `data`, the page `meta` of a list, the `requestId` and the HTTP `status`. */
export interface ApiResult<T> {
  data: T;
  meta: PageMeta | undefined;
  requestId: string | undefined;
  status: number;
  /** True when the server answered 304 and this is the earlier answer, unchanged. */
  notModified?: boolean;
}

/** Answers remembered per URL for conditional GETs; a few are enough for a poll or two. */
const REMEMBERED = 50;

/**
 * What {@link createApiClient} returns: `get`, `post` and `request`, typed from the path for the service's
 * routes.
 */
export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResult<T>>;
  /**
   * A GET. Known routes are typed from the path (`get('/v1/orders/ord_1')` answers an Order); name `T` for
   * any other (`get<MyType>(path)`).
   */
  get<T = Inferred, P extends string = string>(
    path: P,
    options?: RequestOptions,
  ): Promise<ApiResult<T extends Inferred ? GetData<P> : T>>;
  /** A POST, with its body checked against the route's request type when the path is a known route. */
  post<T = Inferred, P extends string = string>(
    path: P,
    body?: T extends Inferred ? PostBody<P> : unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<T extends Inferred ? PostData<P> : T>>;
}

/** The default of `T` in get/post: "read the type from the path". A brand no real type carries. */
declare const inferred: unique symbol;
type Inferred = { readonly [inferred]: true };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new PulseError('aborted', 'The request was aborted.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const retryable = (e: PulseError) =>
  e.code === 'network_error' || e.code === 'timeout' || e.status === 429 || e.status >= 500;

/**
 * The absolute base URL without trailing slashes (relative ones resolve against the page), or the error every
 * request of this client rejects with. Creating a client never throws, so it is safe during server rendering.
 */
function resolveBase(baseUrl: string): string | PulseError {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(baseUrl, page).href.replace(/\/+$/, '');
  } catch {
    return new PulseError(
      'invalid_options',
      `baseUrl ${JSON.stringify(baseUrl)} is not a URL${page ? '' : '; outside a browser it must be absolute'}.`,
    );
  }
}

/**
 * A typed client of the service's v1 API (or of a route of `@pulse/server`): auth headers, one
 * `Idempotency-Key` per POST reused by its retries, retries with backoff for network errors, 5xx and 429, a
 * timeout, and one {@link PulseError} for every failure. Creating it never throws; a bad `baseUrl` fails each
 * request with `invalid_options`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { auth } = options;
  return createBareClient(options, () => authHeaders(auth));
}

/** Each request's credential headers: at once when known now, a promise only when they are not. */
export type Credentials = () => Record<string, string> | Promise<Record<string, string>>;

/** {@link ApiClientOptions} without `auth`: {@link createBareClient} takes the credential headers instead. */
export type BareClientOptions = Omit<ApiClientOptions, 'auth'>;

/**
 * {@link createApiClient} without the credential kinds (`ClientAuth`'s session, key and proxy, with their
 * checks): `credentials` gives each request's headers. For a caller that already holds a checked credential
 * (the frame, whose token is a `cs_` token checked on arrival), so that a bundle of it carries none of
 * auth.ts's branches and messages.
 */
export function createBareClient(options: BareClientOptions, credentials: Credentials): ApiClient {
  const {
    baseUrl,
    retries = 2,
    timeoutMs = 15_000,
    backoffMs = 300,
    maxRetryAfterMs = 10_000,
    conditional = true,
  } = options;
  const remembered = new Map<string, { etag: string; result: ApiResult<unknown> }>();
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const base = resolveBase(baseUrl);

  async function attempt<T>(url: string, init: RequestInit, signal: AbortSignal | undefined, ms: number) {
    if (signal?.aborted) throw new PulseError('aborted', 'The request was aborted.');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    // A fetch or a body read that fails after the timeout or the caller's abort fails as that.
    const stopped = (cause: unknown) => {
      if (timedOut) throw new PulseError('timeout', `No answer from ${url} within ${ms} ms.`, { cause });
      if (signal?.aborted) throw new PulseError('aborted', 'The request was aborted.', { cause });
    };
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init, signal: controller.signal });
      } catch (cause) {
        stopped(cause);
        throw new PulseError('network_error', `Could not reach ${url}: ${String(cause)}`, { cause });
      }
      const requestId = response.headers.get('request-id') ?? undefined;
      const known = init.method === 'GET' ? remembered.get(url) : undefined;
      if (response.status === 304 && known) {
        return { ...(known.result as ApiResult<T>), requestId, notModified: true };
      }
      let body: unknown;
      try {
        body = response.status === 204 ? { status: true, data: null } : await response.json();
      } catch (cause) {
        stopped(cause);
        body = undefined;
      }
      try {
        const result = parseEnvelope<T>(body, response.status, requestId, `${init.method} ${url}`);
        const etag = response.headers.get('etag');
        if (conditional && init.method === 'GET' && etag) {
          remembered.delete(url);
          if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
          remembered.set(url, { etag, result });
        }
        return result;
      } catch (e) {
        // 429 and 503 may say when to come back (RFC 9110 Retry-After).
        if (e instanceof PulseError && (response.status === 429 || response.status === 503)) {
          (e as PulseError & { retryAfterMs?: number | undefined }).retryAfterMs = parseRetryAfter(
            response.headers.get('retry-after'),
          );
        }
        throw e;
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResult<T>> {
    if (typeof base !== 'string') throw base;
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(o.query ?? {}))
      if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    // No await when the credential is known now: the request leaves in the task that asked for it.
    const credential = credentials();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(credential instanceof Promise ? await credential : credential),
    };
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    // One key per call, reused by every retry of it, so a retried POST never acts twice.
    if (method === 'POST') headers['Idempotency-Key'] = o.idempotencyKey ?? uuid();
    const known = conditional && method === 'GET' ? remembered.get(url.toString()) : undefined;
    if (known) headers['If-None-Match'] = known.etag;
    const init: RequestInit = {
      method,
      headers,
      ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
      ...(o.keepalive ? { keepalive: true } : {}),
    };
    for (let n = 0; ; n++) {
      try {
        return await attempt<T>(url.toString(), init, o.signal, o.timeoutMs ?? timeoutMs);
      } catch (e) {
        if (!(e instanceof PulseError) || !retryable(e) || n >= (o.retries ?? retries)) throw e;
        const after = (e as PulseError & { retryAfterMs?: number | undefined }).retryAfterMs;
        if (after !== undefined && after > maxRetryAfterMs) throw e;
        const backoff = Math.random() * backoffMs * 2 ** n;
        await sleep(after ?? backoff, o.signal);
      }
    }
  }

  return {
    request: (method, path, o) => request(method, path, o),
    get: ((path: string, o?: RequestOptions) => request('GET', path, o)) as ApiClient['get'],
    post: ((path: string, body?: unknown, o?: RequestOptions) =>
      request('POST', path, { ...o, body })) as ApiClient['post'],
  };
}

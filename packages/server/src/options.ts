import { isSecretKey } from '@pulse/core/internal/auth';
import type { FetchLike } from '@pulse/core/internal/client';
import { PulseError } from '@pulse/core/internal/errors';
import { isLoopbackHost } from '@pulse/core/internal/frame-options';

/** The service's base URL per key environment, used when `baseUrl` is not given (as the embed does). */
export const SERVICE_BASE_URLS = {
  test: 'https://api.sandbox.pulse.dev',
  live: 'https://api.pulse.dev',
} as const;

/** What every server helper needs to call the service. */
export interface ServerOptions {
  /** A secret key (`sk_test_…` or `sk_live_…`), usually `process.env.PULSE_SECRET_KEY`. It stays on this server. */
  apiKey: string;
  /**
   * The service's base URL, up to but not including `/v1`, usually `process.env.PULSE_BASE_URL`: set it to a
   * local sandbox (`http://127.0.0.1:4010`) in development. Plain `http:` is refused unless the host is
   * loopback, so the key never crosses a network in clear text.
   * @default from the key: `https://api.sandbox.pulse.dev` for `sk_test_`, `https://api.pulse.dev` for `sk_live_`
   */
  baseUrl?: string | undefined;
  /** @default globalThis.fetch */
  fetchImpl?: FetchLike | undefined;
}

/** Options after checking: the base URL resolved and fetch wrapped so it never follows a redirect. */
export interface CheckedServerOptions {
  apiKey: string;
  baseUrl: string;
  /** Never follows a redirect: a 3xx answer throws, so the key is not sent to another host. */
  fetchImpl: FetchLike;
  live: boolean;
}

/**
 * Wraps fetch so no request carrying the key follows a redirect: fetch's default would resend the headers
 * (the key among them) to whatever host a Location names.
 */
export function noRedirects(fetchImpl: FetchLike): FetchLike {
  return async (input, init) => {
    const response = await fetchImpl(input, { ...init, redirect: 'manual' });
    // 'manual' gives an opaque redirect (status 0) in browsers-like runtimes and the 3xx itself in Node.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new PulseError(
        'upstream_redirect',
        `The payment service answered ${input} with a redirect; it is not followed, so the key stays here.`,
        { status: 502 },
      );
    }
    return response;
  };
}

/**
 * What is wrong with a credential that is refused, said without a character of its value: whitespace or
 * quotes around it (a `.env` line with `\r\n`, or `KEY="…"` read as is), or, for a secret key with a right
 * prefix, a body of the wrong length or characters (cut short when copied). Undefined when it is none of these.
 */
export function aroundKey(value: string): string | undefined {
  if (/^\s|\s$/.test(value)) {
    return 'it has whitespace around it (a line break from a .env file?): trim it where it is read.';
  }
  if (/^["'`]|["'`]$/.test(value)) return 'it is wrapped in quotes: remove them from the variable.';
  const body = /^sk_(?:test|live)_(.*)$/.exec(value)?.[1];
  if (body === undefined) return undefined;
  return `it has ${body.length} characters after its prefix, and a key has 8 to 128 letters and digits there: was it copied whole?`;
}

/** Checks the options once, when a helper is made, so a misconfigured route fails at start-up. */
export function checkServerOptions(options: ServerOptions, helper: string): CheckedServerOptions {
  if (!options || typeof options !== 'object') {
    throw new PulseError('invalid_options', `${helper} needs an options object with apiKey.`);
  }
  if (!isSecretKey(options.apiKey)) {
    // Only the prefix that names a credential's kind (whsec_, pk_, sk_…), never a character of its value.
    const prefix =
      typeof options.apiKey === 'string' ? /^[A-Za-z]{1,8}_/.exec(options.apiKey)?.[0] : undefined;
    const got =
      typeof options.apiKey !== 'string' || options.apiKey === ''
        ? 'it is empty or missing: is PULSE_SECRET_KEY set in this environment?'
        : (aroundKey(options.apiKey) ??
          (prefix ? `it starts ${JSON.stringify(prefix)}…` : 'it starts with no key prefix.'));
    throw new PulseError(
      'invalid_options',
      `${helper}: apiKey must be a secret key starting with sk_test_ or sk_live_ (usually PULSE_SECRET_KEY); ${got}`,
    );
  }
  const live = options.apiKey.startsWith('sk_live_');
  // An empty value is an unset environment variable (`process.env.PULSE_BASE_URL ?? ''`): the key's default.
  const given = options.baseUrl === undefined || options.baseUrl === '' ? undefined : options.baseUrl;
  const baseUrl = given ?? SERVICE_BASE_URLS[live ? 'live' : 'test'];
  // Never written into a message: a variable swapped by mistake may hold the secret key, and a URL may carry
  // credentials. A message names only the URL's scheme and host, or what the value starts like.
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    const key = /^\s*["'`]?(sk|pk|cs)_(test|live)_/.exec(baseUrl)?.[0];
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl (usually PULSE_BASE_URL) is not an absolute URL; ${
        key
          ? `it starts ${JSON.stringify(key.trim())}…: is it a key, set in the wrong variable?`
          : `it has ${baseUrl.length} characters.`
      }`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl (usually PULSE_BASE_URL) must be an http(s) URL; got ${url.protocol}.`,
    );
  }
  // A user name, a password, a query string (even an empty `?`) or a fragment: nothing but the origin and a
  // path. Credentials would travel with every request, and a `?` or `#` would swallow the paths the helpers add.
  if (url.href !== url.origin + url.pathname) {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl (usually PULSE_BASE_URL) must carry no credentials, query string or fragment (${url.protocol}//${url.host}): the helpers send the key in the Authorization header.`,
    );
  }
  // The helpers add /v1 to every path; a base URL with it would ask for /v1/v1/… and read 404s.
  if (/\/v1\/*$/.test(url.pathname)) {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl (usually PULSE_BASE_URL) must stop before /v1: the helpers add /v1 to every path, as in ${JSON.stringify(url.origin)}.`,
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl (usually PULSE_BASE_URL) must use https (plain http is allowed on loopback only, got ${url.host}).`,
    );
  }
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return {
    apiKey: options.apiKey,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetchImpl: noRedirects(fetchImpl),
    live,
  };
}

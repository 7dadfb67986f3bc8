import { isLoopbackHost, isSecretKey, PulseError, type FetchLike } from '@pulse/core';

/** What every server helper needs to call the service. */
export interface ServerOptions {
  /** A secret key (`sk_test_…` or `sk_live_…`). It stays on this server. */
  apiKey: string;
  /**
   * The service's base URL, up to but not including `/v1`. Plain `http:` is refused unless the host is
   * loopback (a local sandbox), so the key never crosses a network in clear text.
   */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetchImpl?: FetchLike | undefined;
}

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

/** Checks the options once, when a helper is made, so a misconfigured route fails at start-up. */
export function checkServerOptions(options: ServerOptions, helper: string): CheckedServerOptions {
  if (!options || typeof options !== 'object') {
    throw new PulseError('invalid_options', `${helper} needs an options object with apiKey and baseUrl.`);
  }
  if (!isSecretKey(options.apiKey)) {
    throw new PulseError(
      'invalid_options',
      `${helper}: apiKey must be a secret key starting with sk_test_ or sk_live_.`,
    );
  }
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl ${JSON.stringify(options.baseUrl)} is not an absolute URL.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PulseError('invalid_options', `${helper}: baseUrl must be an http(s) URL.`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new PulseError(
      'invalid_options',
      `${helper}: baseUrl must use https (plain http is allowed on loopback only, got ${url.host}).`,
    );
  }
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return {
    apiKey: options.apiKey,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetchImpl: noRedirects(fetchImpl),
    live: options.apiKey.startsWith('sk_live_'),
  };
}

import { isSecretKey, PulseError, type FetchLike } from '@pulse/core';

/** What every server helper needs to call the service. */
export interface ServerOptions {
  /** A secret key (`sk_test_…` or `sk_live_…`). It stays on this server. */
  apiKey: string;
  /** The service's base URL, up to but not including `/v1`. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetchImpl?: FetchLike | undefined;
}

export interface CheckedServerOptions {
  apiKey: string;
  baseUrl: string;
  fetchImpl: FetchLike;
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
  return {
    apiKey: options.apiKey,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetchImpl: options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init)),
  };
}

/**
 * How a client proves who it is. Session tokens (`cs_…`) are for browsers; secret keys (`sk_…`) stay on
 * servers; `proxy` is for a browser talking to the merchant's own backend route, which adds the key.
 */
import { PulseError } from './errors.js';
import type { Environment } from './enums.js';

/** A session token, or a function that returns a fresh one (called again when the token is refused). */
export type TokenSource = string | (() => string | Promise<string>);

/**
 * How a client authenticates: `ClientAuth.apiKey(key)` on a server only, `ClientAuth.session(token or getter)`
 * for the embed, `ClientAuth.proxy()` when your server adds the key (`createCheckoutProxy`).
 */
export type ClientAuth =
  | { readonly kind: 'session'; readonly token: TokenSource }
  | { readonly kind: 'api_key'; readonly key: string }
  | { readonly kind: 'proxy'; readonly headers?: Readonly<Record<string, string>> };

export const ClientAuth = {
  /** A single-order session token, or a function returning a fresh one (called again when one expires). */
  session: (token: TokenSource): ClientAuth => ({ kind: 'session', token }),
  /** A secret key. Server-side only; a browser refuses `sk_live_` keys. */
  apiKey: (key: string): ClientAuth => ({ kind: 'api_key', key }),
  /** No key in the browser: the base URL is the merchant's backend route that adds it. */
  proxy: (headers?: Record<string, string>): ClientAuth =>
    headers ? { kind: 'proxy', headers } : { kind: 'proxy' },
} as const;

const TOKEN = /^(cs|sk)_(test|live)_[A-Za-z0-9]{8,128}$/;

/** Whether a value is a single-order session token (`cs_test_…` or `cs_live_…`). */
export const isSessionToken = (x: unknown): x is string =>
  typeof x === 'string' && TOKEN.test(x) && x.startsWith('cs_');
/** Whether a value is a secret API key (`sk_test_…` or `sk_live_…`), which must stay on a server. */
export const isSecretKey = (x: unknown): x is string =>
  typeof x === 'string' && TOKEN.test(x) && x.startsWith('sk_');

/** The environment a `cs_`/`sk_` credential belongs to, read from its prefix. */
export function credentialEnvironment(credential: string): Environment | null {
  const m = TOKEN.exec(credential);
  return m ? (m[2] as Environment) : null;
}

/** True when running in a browser page (or a frame), where secret keys must never be. */
export const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * Refuses a live secret key (`sk_live_…`) in a browser with `PulseError('api_key_in_browser')`: keep the key on
 * your server and point the browser at a `createCheckoutProxy` route of `@pulse/server` instead.
 */
export function assertKeyAllowedHere(key: string): void {
  // Anywhere in the value: a header value loses its surrounding spaces on the way out (` sk_live_…`), and
  // `Bearer sk_live_…` passed as a key would carry the key all the same.
  if (inBrowser() && key.includes('sk_live_')) {
    throw new PulseError(
      'api_key_in_browser',
      'A live secret key (sk_live_…) must never reach a browser. Keep it on your server and point baseUrl at a route made with createCheckoutProxy from @pulse/server.',
    );
  }
}

/**
 * Request headers for one call: at once when they are known now (a token, or a getter that returns one), so
 * a request can go out in the same task that asks for it; a promise only for a getter that returns one.
 */
export function authHeaders(
  auth: ClientAuth | undefined,
): Record<string, string> | Promise<Record<string, string>> {
  if (!auth) return {};
  switch (auth.kind) {
    case 'session': {
      const token = typeof auth.token === 'function' ? auth.token() : auth.token;
      // Anything but a string (a promise, or a wrong value that bearer refuses) goes the asynchronous way.
      return typeof token === 'string' ? bearer(token) : Promise.resolve(token).then(bearer);
    }
    case 'api_key':
      assertKeyAllowedHere(auth.key);
      return { 'X-API-Key': auth.key, ...bearerHeaders(auth.key) };
    case 'proxy':
      // Your own headers to your own route: never a live secret key among them, in a browser, either.
      for (const value of Object.values(auth.headers ?? {})) assertKeyAllowedHere(String(value));
      return { ...auth.headers };
  }
}

function bearer(token: unknown): Record<string, string> {
  // A secret key, also after spaces or a word (` sk_…`, `Bearer sk_…`), which would go out as the bearer.
  if (typeof token !== 'string' || /(^|\s)sk_/.test(token)) {
    // A secret key passed where a session token belongs must not go out as a bearer token.
    if (typeof token === 'string') assertKeyAllowedHere(token);
    throw new PulseError(
      'invalid_options',
      'ClientAuth.session takes a cs_ session token minted by your server (createSession from @pulse/server), not a secret key.',
    );
  }
  return bearerHeaders(token);
}

/**
 * The `Authorization` header for a credential already checked: a session token (`isSessionToken`; what the
 * frame's first session read sends before core's client is loaded) or an API key on a server.
 */
export const bearerHeaders = (token: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
});

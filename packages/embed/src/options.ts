/**
 * Validates mount's options up front so that a mistake throws one clear `invalid_options` error naming the
 * option, before anything is added to the page. Kept terse: this code ships in the script-tag build.
 */
import { isSessionToken, type FrameOptions } from '@pulse/core';
import { DEFAULT_EMBED_URL, DEFAULT_READY_TIMEOUT_MS } from './defaults.js';
import { invalid } from './invalid.js';
import type { MountOptions, SessionTokenGetter } from './types.js';
import { frameOptions } from './validate.js';

export interface ResolvedOptions {
  /** Resolves the current token, checked for the `cs_` shape each time. */
  token: () => Promise<string>;
  /** True when the host can hand a different token later (a getter). */
  renewable: boolean;
  /** The frame's URL without fragment, and its origin: the only origin whose messages count. */
  embedUrl: string;
  embedOrigin: string;
  frame: FrameOptions;
  readyTimeoutMs: number;
}

export const fail = (name: string, expected: string): never => {
  throw invalid(`${name} must be ${expected}.`);
};

// Never echoes the value: it may be a secret key passed by mistake.
const token = (value: unknown, name: string): string =>
  isSessionToken(value) ? value : fail(name, 'a session token (cs_test_… or cs_live_…) from your server');

function tokenSource(o: MountOptions): Pick<ResolvedOptions, 'token' | 'renewable'> {
  const auth = o.auth;
  if (o.sessionToken && auth) fail('sessionToken', 'left out when auth is given');
  const source: string | SessionTokenGetter | undefined =
    o.sessionToken ?? (typeof auth === 'object' ? (auth.kind === 'session' ? auth.token : undefined) : auth);
  if (typeof source === 'function') {
    return { token: async () => token(await source(), 'the token auth returned'), renewable: true };
  }
  const fixed = token(source, auth ? 'auth' : 'sessionToken');
  return { token: () => Promise.resolve(fixed), renewable: false };
}

/** An absolute http(s) URL without credentials or query string; throws naming the option otherwise. */
export function httpUrl(value: unknown, name: string): URL {
  let u: URL | undefined;
  try {
    u = new URL(value as string);
  } catch {
    // reported below
  }
  return u && /^https?:$/.test(u.protocol) && !u.username && !u.search
    ? u
    : fail(name, `an absolute http(s) URL without credentials or query, not ${JSON.stringify(value)}`);
}

/** Throws `PulseError('invalid_options')` naming the first bad option. */
export function resolveOptions(o: MountOptions): ResolvedOptions {
  const { readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS } = o;
  const embed = httpUrl(o.embedUrl ?? DEFAULT_EMBED_URL, 'embedUrl');
  embed.hash = '';
  if (!(readyTimeoutMs > 0 && readyTimeoutMs <= 6e5)) fail('readyTimeoutMs', 'from 1 to 600000');
  return {
    ...tokenSource(o),
    embedUrl: embed.href,
    embedOrigin: embed.origin,
    frame: frameOptions(o),
    readyTimeoutMs,
  };
}

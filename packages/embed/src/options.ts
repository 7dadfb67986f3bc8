/**
 * Validates mount's options up front so that a mistake throws one clear `invalid_options` error naming the
 * option, before anything is added to the page. Terse on purpose: this ships in the 2 KB script-tag build.
 */
import { isLoopbackHost } from '@pulse/core/internal/frame-options';
import type { FrameOptions } from '@pulse/core/internal/protocol';
import { DEFAULT_EMBED_URL, DEFAULT_READY_TIMEOUT_MS } from './defaults.js';
import { invalid } from './invalid.js';
import type { MountOptions } from './types.js';
import { frameOptions } from './validate.js';

export interface ResolvedOptions {
  /** Resolves the current token, checked for the `cs_` shape each time. */
  token: () => Promise<string>;
  /** True when the host can hand a different token later (a getter). */
  renewable: boolean;
  /** The frame's URL without fragment. */
  url: string;
  /** The embed origin: the only origin whose messages count. */
  origin: string;
  frame: FrameOptions;
  timeoutMs: number;
}

export const fail = (name: string, expected: string): never => {
  throw invalid(`${name} must be ${expected}.`);
};

// Never echoes the value: it may be a secret key passed by mistake. core's isSessionToken as one pattern,
// which the 2 KB script-tag build can afford; options.test.ts holds the two to the same answers.
const token = (value: unknown, name: string): string =>
  typeof value == 'string' && /^cs_(test|live)_[A-Za-z0-9]{8,128}$/.test(value)
    ? value
    : fail(name, 'a cs_ session token from your server');

/**
 * An absolute https URL (http only for this machine) without credentials or query string; throws naming the
 * option otherwise, never echoing the value. core's serviceUrl, which checks the frame's apiUrl, written
 * tersely for the script-tag build; options.test.ts holds the two to the same answers.
 */
export function httpUrl(value: unknown, name: string): URL {
  let u: URL | undefined;
  try {
    u = new URL(value as string);
  } catch {
    // reported below
  }
  return u &&
    (u.protocol == 'https:' || (u.protocol == 'http:' && isLoopbackHost(u.hostname))) &&
    // No user name, password or query string: nothing between the origin, the path and the fragment.
    u.href == u.origin + u.pathname + u.hash
    ? u
    : fail(name, 'an https URL (http on localhost) with no credentials or query');
}

/** Throws `PulseError('invalid_options')` naming the first bad option. */
export function resolveOptions(o: MountOptions): ResolvedOptions {
  const { auth, sessionToken, readyTimeoutMs: timeoutMs = DEFAULT_READY_TIMEOUT_MS } = o;
  const url = httpUrl(o.embedUrl ?? DEFAULT_EMBED_URL, 'embedUrl');
  url.hash = '';
  // `=== +timeoutMs`: a number, not a numeric string from a script-tag page.
  if (!(timeoutMs > 0 && timeoutMs <= 6e5 && timeoutMs === +timeoutMs))
    fail('readyTimeoutMs', 'from 1 to 600000');
  if (sessionToken && auth) fail('sessionToken', 'left out with auth');
  const source = sessionToken ?? (typeof auth === 'object' ? auth.kind === 'session' && auth.token : auth);
  const renewable = typeof source === 'function';
  const fixed = renewable ? '' : token(source, auth ? 'auth' : 'sessionToken');
  return {
    token: async () => (renewable ? token(await source(), 'auth()') : fixed),
    renewable,
    url: url.href,
    origin: url.origin,
    frame: frameOptions(o),
    timeoutMs,
  };
}

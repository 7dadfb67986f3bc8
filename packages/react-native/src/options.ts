/**
 * The component's options, checked with the embed's own validators: the frame options and callbacks by
 * @pulse/embed's frameOptions (which runs core's parseFrameOptions), tokens by core's isSessionToken. Only the
 * embed URL is read here, without `URL`: React Native's URL class has no hash setter, does not normalise an
 * origin and accepts any string, so mount's URL check cannot run in an app.
 */
import { isSessionToken } from '@pulse/core/internal/auth';
import { PulseError } from '@pulse/core/internal/errors';
import { isLoopbackHost } from '@pulse/core/internal/frame-options';
import type { FrameOptions } from '@pulse/core/internal/protocol';
import { DEFAULT_EMBED_URL, DEFAULT_READY_TIMEOUT_MS, frameOptions, type MountOptions } from '@pulse/embed';
import { checkNativeStrings, splitStrings } from './native-messages.js';
import type { PulseEmbedViewProps } from './types.js';

export interface NativeOptions {
  /** Resolves the current token, checked for the `cs_` shape each time. */
  token: () => Promise<string>;
  /** True when the app can hand a different token later (a getter). */
  renewable: boolean;
  /** The page the WebView opens: the embed URL without fragment. */
  url: string;
  /** The embed origin: the only origin whose messages count and where the WebView may navigate. */
  origin: string;
  frame: FrameOptions;
  timeoutMs: number;
}

const invalid = (message: string) => new PulseError('invalid_options', message);

// scheme, host (a name or a bracketed IPv6 address), port, path, query, fragment; no credentials (an `@`
// before the path does not match), nothing else.
const HTTP_URL =
  /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

export interface HttpUrl {
  /** Lower case, with no default port: what a browser's `location.origin` says. */
  origin: string;
  /** Origin and path, without query or fragment. */
  href: string;
  hostname: string;
  /** True when the URL has a query string. */
  query: boolean;
}

/** An http(s) URL's parts, normalised as a browser would, or null. Never throws. */
export function parseHttpUrl(value: unknown): HttpUrl | null {
  const m = typeof value === 'string' ? HTTP_URL.exec(value) : null;
  if (!m) return null;
  const scheme = m[1]!.toLowerCase();
  const hostname = m[2]!.toLowerCase();
  const port = m[3] === undefined || Number(m[3]) === (scheme === 'https' ? 443 : 80) ? '' : `:${+m[3]}`;
  if (port && +m[3]! > 65_535) return null;
  const origin = `${scheme}://${hostname}${port}`;
  return { origin, href: `${origin}${m[4] || '/'}`, hostname, query: m[5] !== undefined };
}

/** Throws `PulseError('invalid_options')` naming the first bad option; never echoes a token. */
export function resolveNativeOptions(p: PulseEmbedViewProps): NativeOptions {
  const { auth, sessionToken, readyTimeoutMs: timeoutMs = DEFAULT_READY_TIMEOUT_MS } = p;
  const url = parseHttpUrl(p.embedUrl ?? DEFAULT_EMBED_URL);
  if (!url || url.query || (url.origin.startsWith('http:') && !isLoopbackHost(url.hostname))) {
    throw invalid('embedUrl must be an https URL (http on localhost) with no credentials or query.');
  }
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= 600_000)) {
    throw invalid('readyTimeoutMs must be from 1 to 600000.');
  }
  if (p.onResize !== undefined && typeof p.onResize !== 'function') {
    throw invalid('onResize must be a function.');
  }
  if (sessionToken && auth) throw invalid('sessionToken must be left out with auth.');
  const source = sessionToken ?? (typeof auth === 'object' && auth.kind === 'session' ? auth.token : auth);
  const check = (value: unknown, name: string): string => {
    if (isSessionToken(value)) return value;
    throw invalid(`${name} must be a session token (cs_…) from your server.`);
  };
  // The view's own sentences are checked here; the rest of `strings` goes to the frame, which checks it.
  try {
    checkNativeStrings(p.strings);
  } catch (e) {
    throw invalid((e as Error).message);
  }
  const frame = frameOptions({
    ...p,
    strings: splitStrings(p.strings).frame as MountOptions['strings'],
  } as MountOptions);
  if (typeof source === 'function') {
    return {
      token: async () => check(await source(), 'auth()'),
      renewable: true,
      url: url.href,
      origin: url.origin,
      frame,
      timeoutMs,
    };
  }
  const fixed = check(source, auth ? 'auth' : 'sessionToken');
  return {
    token: () => Promise.resolve(fixed),
    renewable: false,
    url: url.href,
    origin: url.origin,
    frame,
    timeoutMs,
  };
}

/**
 * Why the frame did not load, told apart as far as the browser lets the host page see it, and reported as
 * soon as it is known rather than at the ready timeout (docs/embed.md, "When the embed does not load"):
 *
 * - `frame_blocked_by_csp`: the page's own Content-Security-Policy refused the frame (a
 *   `securitypolicyviolation` event for frame-src/child-src naming the embed origin).
 * - `iframe_removed`: the iframe left the document before ready (a MutationObserver).
 * - After the iframe's `load` without a `hello`, one request for the embed URL (no fragment, no credentials,
 *   no referrer, so no token or page address leaves): it fails in cors and in no-cors mode →
 *   `embed_unreachable`; an error status, or an answer that does not allow the check (the hosted embed
 *   does) → `embed_not_found`; a page whose frame-ancestors or X-Frame-Options leave this origin out →
 *   `frame_ancestors_refused`. Anything else waits for the timeout.
 *
 * The script-tag builds swap this file for diagnose-lite.ts (2 KB budget).
 */
import { PulseError } from '@pulse/core';
import type { EmbedLoadError, LoadFailureReason } from './types.js';

export type Fail = (reason: LoadFailureReason, message: string) => void;

/** The typed error passed as onError's third argument. */
export const loadError = (reason: LoadFailureReason, message: string, elapsedMs: number): EmbedLoadError =>
  Object.assign(new PulseError(reason, message), { reason, elapsedMs });

/** Time to wait after the iframe's load event for a hello that may still be in flight. */
const HELLO_GRACE_MS = 500;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Does one CSP source expression of frame-ancestors match `origin`? `self` is the embed's origin. */
export function sourceMatches(source: string, origin: string, self: string): boolean {
  const s = source.toLowerCase();
  if (s === "'self'") return origin === self;
  const u = new URL(origin);
  if (s === '*') return /^https?:$/.test(u.protocol);
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return s === u.protocol || (s === 'http:' && u.protocol === 'https:');
  const m = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(s);
  if (!m) return false;
  const [, scheme, host = '', port] = m;
  const sameScheme = scheme
    ? scheme === u.protocol || (scheme === 'http:' && u.protocol === 'https:')
    : u.protocol === new URL(self).protocol || u.protocol === 'https:';
  const sameHost =
    host === '*' ||
    (host.startsWith('*.') ? u.hostname.endsWith(host.slice(1)) : u.hostname === host);
  const actualPort = u.port || DEFAULT_PORTS[u.protocol];
  const samePort =
    port === '*' || (port ? port === actualPort : actualPort === DEFAULT_PORTS[scheme ?? u.protocol]);
  return sameScheme && sameHost && samePort;
}

/**
 * Whether the embed's response headers let `origin` frame it: every policy's frame-ancestors must match;
 * X-Frame-Options counts only where no policy has frame-ancestors, as in browsers.
 */
export function framingAllowed(
  csp: string | null,
  xfo: string | null,
  origin: string,
  self: string,
): boolean {
  const lists = (csp ?? '')
    .split(',')
    .map((policy) =>
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0]?.toLowerCase() === 'frame-ancestors'),
    )
    .filter((d) => d !== undefined);
  if (lists.length) return lists.every((d) => d.slice(1).some((s) => sourceMatches(s, origin, self)));
  const x = xfo?.trim().toLowerCase();
  return !(x === 'deny' || (x === 'sameorigin' && origin !== self));
}

const probe = (url: string, mode: RequestMode) =>
  fetch(url, { mode, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });

/** What one request for the embed URL tells; null when it cannot tell. */
async function classify(url: string, origin: string): Promise<[LoadFailureReason, string] | null> {
  const here = location.origin;
  let res: Response;
  try {
    res = await probe(url, 'cors');
  } catch {
    try {
      await probe(url, 'no-cors');
    } catch {
      return [
        'embed_unreachable',
        `Nothing answered at ${origin} (DNS, refused connection or offline): check embedUrl and the network.`,
      ];
    }
    return [
      'embed_not_found',
      `${url} answers, but not as the Pulse embed (the embed allows this check): check embedUrl.`,
    ];
  }
  if (!res.ok)
    return [
      'embed_not_found',
      `${url} answered ${res.status}: no Pulse embed there. Check embedUrl (the folder that serves the embed).`,
    ];
  if (!framingAllowed(res.headers.get('content-security-policy'), res.headers.get('x-frame-options'), here, origin))
    return [
      'frame_ancestors_refused',
      `The embed at ${origin} refuses to be framed by ${here}: add ${here} to the origins allowed to frame it (its frame-ancestors).`,
    ];
  return null;
}

/**
 * Watches one mount's iframe until `stop()`: calls `fail` at most once, with the first reason found.
 * `hello()` tells whether the frame has spoken (then only the removal watch stays).
 */
export function diagnose(
  iframe: HTMLIFrameElement,
  url: string,
  origin: string,
  hello: () => boolean,
  fail: Fail,
): () => void {
  const onViolation = (e: SecurityPolicyViolationEvent) => {
    const policy = e.originalPolicy.toLowerCase();
    if (
      e.disposition === 'enforce' &&
      /^(frame|child)-src$/.test(e.effectiveDirective) &&
      `${e.blockedURI}/`.startsWith(`${origin}/`)
    ) {
      // Name the directive the page wrote: frame-src, else child-src, else default-src.
      const directive =
        ['frame-src', 'child-src', 'default-src'].find((d) => new RegExp(`(^|;)\\s*${d}\\s`).test(policy)) ??
        e.effectiveDirective;
      fail(
        'frame_blocked_by_csp',
        `This page's Content-Security-Policy blocked the embed (${directive}): add ${origin} to ${directive}.`,
      );
    }
  };
  const observer = new MutationObserver(() => {
    if (!iframe.isConnected)
      fail('iframe_removed', 'The embed iframe left the document before ready: keep its container mounted.');
  });
  let done = false;
  const onLoad = () => {
    if (hello()) return;
    Promise.all([classify(url, origin), new Promise((r) => setTimeout(r, HELLO_GRACE_MS))]).then(
      ([found]) => found && !done && !hello() && fail(...found),
    );
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  observer.observe(document, { childList: true, subtree: true });
  iframe.addEventListener('load', onLoad);
  return () => {
    done = true;
    document.removeEventListener('securitypolicyviolation', onViolation);
    observer.disconnect();
    iframe.removeEventListener('load', onLoad);
  };
}

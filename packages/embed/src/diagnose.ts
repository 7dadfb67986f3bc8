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
 * The script-tag builds leave this out (mount.ts, PULSE_LITE).
 */
import { PulseError } from '@pulse/core';
import type { EmbedLoadError, LoadFailureReason } from './types.js';

export { warm } from './warm.js';

/** The typed error passed as onError's third argument. */
export const loadError = (reason: LoadFailureReason, message: string, elapsedMs: number): EmbedLoadError =>
  Object.assign(new PulseError(reason, message), { reason, elapsedMs });

/** Time to wait after the iframe's load event for a hello that may still be in flight. */
const HELLO_GRACE_MS = 500;

/**
 * Whether the embed's response headers let `origin` frame it: each policy's frame-ancestors must list a
 * matching source ('self', `*`, a scheme, or a host with `*.` and `:*` wildcards; paths are not read);
 * X-Frame-Options counts only where no policy has frame-ancestors, as in browsers.
 */
export function framingAllowed(csp: string | null, xfo: string | null, origin: string, self: string) {
  const lists = (csp ?? '')
    .split(',')
    .map((p) => /(?:^|;)\s*frame-ancestors([^;]*)/i.exec(p)?.[1]?.trim().split(/\s+/))
    .filter((l) => l);
  return lists.length
    ? lists.every((l) =>
        l!.some((s) =>
          s == "'self'"
            ? origin == self
            : s == '*' ||
              new RegExp(
                `^${/:\/\//.test(s) ? '' : s.endsWith(':') ? '' : 'https?://'}${s
                  .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
                  .replace(/:\*/, '(:\\d+)?')
                  .replace(/\*/g, '[^/:]+')}${s.endsWith(':') ? '' : '$'}`,
                'i',
              ).test(origin),
        ),
      )
    : !(/deny/i.test(xfo ?? '') || (/sameorigin/i.test(xfo ?? '') && origin != self));
}

const probe = (url: string, mode: RequestMode) =>
  fetch(url, { mode, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });

/** What one request for the embed URL tells; undefined when it cannot tell. */
async function classify(url: string, origin: string): Promise<[LoadFailureReason, string] | undefined> {
  const here = location.origin;
  let res: Response;
  try {
    res = await probe(url, 'cors');
  } catch {
    return probe(url, 'no-cors').then(
      () => ['embed_not_found', `${url} is not the Pulse embed: check embedUrl.`],
      () => ['embed_unreachable', `Nothing answers at ${origin}: check embedUrl and the network.`],
    );
  }
  return !res.ok
    ? ['embed_not_found', `${url} answered ${res.status}: check embedUrl.`]
    : framingAllowed(
          res.headers.get('content-security-policy'),
          res.headers.get('x-frame-options'),
          here,
          origin,
        )
      ? undefined
      : [
          'frame_ancestors_refused',
          `The embed refuses to be framed by ${here}: allow it in frame-ancestors.`,
        ];
}

/** One mount's watch (see diagnose). */
export interface Watch {
  /** Reports `reason` unless the load is already over (then nothing happens). */
  fail(reason: LoadFailureReason, message: string): void;
  /** The load is over (ready, another error, unmount): stops watching; nothing is reported afterwards. */
  stop(): void;
}

/**
 * Watches one mount's iframe from mount() until `stop()` and reports at most one failure, the first reason
 * found, as `report(code, message, error)`. `hello()` tells whether the frame has spoken (then only the
 * removal watch and the CSP listener stay).
 */
export function diagnose(
  iframe: HTMLIFrameElement,
  url: string,
  origin: string,
  hello: () => boolean,
  report: (code: LoadFailureReason, message: string, error: EmbedLoadError) => void,
): Watch {
  const start = performance.now();
  let done = false;
  const watch: Watch = {
    fail(reason, message) {
      if (done) return;
      watch.stop();
      report(reason, message, loadError(reason, message, performance.now() - start));
    },
    stop() {
      done = true;
      document.removeEventListener('securitypolicyviolation', onViolation);
      observer.disconnect();
      iframe.removeEventListener('load', onLoad);
    },
  };
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
      watch.fail(
        'frame_blocked_by_csp',
        `This page's Content-Security-Policy blocked the embed: add ${origin} to ${directive}.`,
      );
    }
  };
  const observer = new MutationObserver(() => {
    if (!iframe.isConnected) watch.fail('iframe_removed', 'The embed iframe left the document before ready.');
  });
  const onLoad = () => {
    if (hello()) return;
    Promise.all([classify(url, origin), new Promise((r) => setTimeout(r, HELLO_GRACE_MS))]).then(
      ([found]) => found && !hello() && watch.fail(...found),
    );
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  observer.observe(document, { childList: true, subtree: true });
  iframe.addEventListener('load', onLoad);
  return watch;
}

/**
 * Why the frame did not load, told apart as far as the browser lets the host page see it, and reported as
 * soon as it is known rather than at the ready timeout:
 *
 * - `frame_blocked_by_csp`: the page's own Content-Security-Policy refused the frame (a
 *   `securitypolicyviolation` event for frame-src/child-src naming the embed origin).
 * - `iframe_removed`: the iframe left the document before ready (a MutationObserver).
 * - After the iframe's `load` without a `hello`, probe.ts (loaded then) sends one request for the embed URL (no fragment, no credentials,
 *   no referrer, so no token or page address leaves): it fails in cors and in no-cors mode →
 *   `embed_unreachable`; an error status, or an answer that does not allow the check (the hosted embed
 *   does) → `embed_not_found`; a page whose frame-ancestors or X-Frame-Options leave this origin out →
 *   `frame_ancestors_refused`. Anything else waits for the timeout.
 *
 * The script-tag builds leave this out (mount.ts, PULSE_LITE).
 */
import { PulseError } from '@pulse/core/internal/errors';
import type { EmbedLoadError, LoadFailureReason } from './types.js';

export { warm } from './warm.js';

/** The typed error passed as onError's third argument. */
export const loadError = (reason: LoadFailureReason, message: string, elapsedMs: number): EmbedLoadError =>
  Object.assign(new PulseError(reason, message), { reason, elapsedMs });

/** Time to wait after the iframe's load event for a hello that may still be in flight. */
const HELLO_GRACE_MS = 500;

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
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    document[method]('securitypolicyviolation', onViolation as EventListener);
    iframe[method]('load', onLoad);
  };
  const watch: Watch = {
    fail(reason, message) {
      if (!done) {
        watch.stop();
        report(reason, message, loadError(reason, message, performance.now() - start));
      }
    },
    stop() {
      done = true;
      listen(false);
      observer.disconnect();
    },
  };
  const onViolation = (e: SecurityPolicyViolationEvent) => {
    const directive = e.effectiveDirective;
    if (
      e.disposition == 'enforce' &&
      /^(frame|child)-src$/.test(directive) &&
      `${e.blockedURI}/`.startsWith(`${origin}/`)
    )
      watch.fail(
        'frame_blocked_by_csp',
        `This page's Content-Security-Policy blocks the embed: add ${origin} to its ${directive}.`,
      );
  };
  const observer = new MutationObserver(
    () =>
      iframe.isConnected || watch.fail('iframe_removed', 'The embed iframe left the document before ready.'),
  );
  const onLoad = () =>
    hello() ||
    // The probe is loaded only now: most mounts never need it.
    Promise.all([
      import('./probe.js').then((m) => m.classify(url, origin)),
      new Promise((r) => setTimeout(r, HELLO_GRACE_MS)),
    ]).then(([found]) => found && !hello() && watch.fail(...found));
  listen(true);
  observer.observe(document, { childList: true, subtree: true });
  return watch;
}

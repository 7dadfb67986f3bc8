/**
 * The development report mount() prints to the console (never in a production build: mount.ts calls it
 * under `process.env.NODE_ENV !== 'production'`, which bundlers replace, and the script-tag builds are
 * production builds). What the page itself can know before the frame loads:
 *
 * - a Content-Security-Policy of the page (`<meta http-equiv>`; a header's policy cannot be read, its
 *   violations are reported as `frame_blocked_by_csp`) whose frame-src/child-src/default-src leaves the
 *   embed out, or whose connect-src leaves it out of the check that tells load failures apart;
 * - an `embedUrl`/`apiUrl` of another environment than the token (a live token against this machine's
 *   sandbox, a test token against the live API, or a local embed with the frame left on the hosted test API);
 * - this device's clock far from the embed server's (its `Date` header, when the embed exposes it), which
 *   makes countdowns and expiry look wrong.
 */
import { credentialEnvironment } from '@pulse/core/internal/auth';
import { devWarn } from '@pulse/core/internal/dev';
import { isLoopbackHost } from '@pulse/core/internal/frame-options';
import { directive, sourcesAllow } from './sources.js';

const LIVE_API = 'https://api.pulse.dev';
const TEST_API = 'https://api.sandbox.pulse.dev';
/** Clock differences above this are reported. */
const SKEW_MS = 60_000;
let clockChecked = false;

/** The policies of the page's `<meta http-equiv="Content-Security-Policy">` tags. */
const metaPolicies = () =>
  [...document.querySelectorAll('meta[http-equiv]')]
    .filter((m) => m.getAttribute('http-equiv')!.toLowerCase() === 'content-security-policy')
    .map((m) => m.getAttribute('content') ?? '');

/** Checks that need no token: the page's CSP, and the clock. */
export function devReportAtMount(url: string, origin: string): void {
  const here = location.origin;
  for (const policy of metaPolicies()) {
    const name = ['frame-src', 'child-src', 'default-src'].find((d) => directive(policy, d));
    if (name && !sourcesAllow(directive(policy, name)!, origin, here))
      devWarn(
        `This page's Content-Security-Policy (${name}) blocks the embed: add ${origin} to ${name}, or the frame will not load (frame_blocked_by_csp).`,
      );
    const connect = ['connect-src', 'default-src'].find((d) => directive(policy, d));
    if (connect && !sourcesAllow(directive(policy, connect)!, origin, here))
      devWarn(
        `This page's Content-Security-Policy (${connect}) leaves ${origin} out: if the frame fails to load, mount() cannot check why (add ${origin} to ${connect}).`,
      );
  }
  // Once per page: one request, without credentials or referrer, for the server's Date header.
  if (clockChecked) return;
  clockChecked = true;
  fetch(url, { credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' }).then(
    (res) => {
      // NaN when the embed does not expose its Date header: nothing is reported then.
      const skew = Date.now() - Date.parse(res.headers.get('date') ?? '');
      if (Math.abs(skew) > SKEW_MS)
        devWarn(
          /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(url)
            ? `The embed server on this machine (a local sandbox?) says it is ${Math.round(Math.abs(skew) / 1000)} s ${skew < 0 ? 'ahead of' : 'behind'} this device: a sandbox's test clock that was moved (pulse-sandbox advance, pay --late, clockStart) reads so, and countdowns follow it; otherwise, set the clock automatically.`
            : `This device's clock is ${Math.round(skew / 1000)} s ${skew > 0 ? 'ahead of' : 'behind'} the embed server's: countdowns and expiry times will look wrong. Set the clock automatically.`,
        );
    },
    // Unreachable or not readable: the load failure, if any, is reported with its reason.
    () => undefined,
  );
}

/** Checks of the token against the embed and API addresses. */
export function devReportToken(token: string, embedUrl: string, apiUrl: string | undefined): void {
  const env = credentialEnvironment(token);
  const local = (u: string) => isLoopbackHost(new URL(u).hostname);
  const api = apiUrl?.replace(/\/+$/, '');
  if (env === 'live' && (local(embedUrl) || (api && (local(api) || api === TEST_API))))
    devWarn(
      `A live session token with ${api && (local(api) || api === TEST_API) ? `apiUrl ${api}` : `embedUrl ${embedUrl}`}: this is a test environment, which refuses live tokens. Use a cs_test_ token here, or the live addresses.`,
    );
  if (env === 'test' && api === LIVE_API)
    devWarn(
      `A test session token with the live apiUrl ${api}: the live API refuses test tokens. Leave apiUrl out or use the test environment's.`,
    );
  if (env === 'test' && !api && local(embedUrl))
    devWarn(
      `embedUrl ${embedUrl} is on this machine but apiUrl is not set: the frame will call ${TEST_API}, not your local sandbox. Pass apiUrl too.`,
    );
}

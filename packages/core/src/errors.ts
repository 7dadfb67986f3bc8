/**
 * The codes the SDK itself produces, each with its meaning (the value) and, on hover, what to do. The service's
 * own codes (`amount_required`, `quote_expired`, `rate_limited`, …) and those of `@pulse/server`'s routes
 * pass through `PulseError` as they were sent.
 */
export const CLIENT_ERROR_CODES = {
  /** An option is missing or invalid. Fix: the message names the option and what it must be. */
  invalid_options: 'An option passed to the SDK is missing or invalid; the message names it.',
  /** A theme value was refused. Fix: the key the message names (a colour, a length or an allowed word). */
  invalid_theme:
    'A theme value is not a colour, length, font list or allowed word; the message names the key.',
  /** A strings override was refused. Fix: use a known key and a plain string of at most 280 characters. */
  invalid_strings: 'A strings override is not a short plain string, or its key is unknown.',
  /** The embed did not signal ready in time. Fix: check `embedUrl`, the page's CSP `frame-src`, the network. */
  embed_load_timeout: 'The embed did not say it was ready within readyTimeoutMs.',
  /** The page's Content-Security-Policy blocked the frame. Fix: add the embed origin to `frame-src`. */
  frame_blocked_by_csp: "The embed did not load: the page's CSP blocked it.",
  /** The embed URL answered an error. Fix: check `embedUrl`. */
  embed_not_found: 'The embed did not load: none at embedUrl.',
  /** The embed URL did not answer. Fix: check `embedUrl` and the network. */
  embed_unreachable: 'The embed did not load: embedUrl did not answer.',
  /** A page script removed the iframe before it was ready. Fix: keep the mount target in the page. */
  iframe_removed: 'The embed did not load: its iframe was removed.',
  /** The embed refused to be framed by this origin. Fix: allow the page's origin where the embed is served. */
  frame_ancestors_refused: 'The embed did not load: it refused this origin.',
  /** The session token was refused (401). Fix: mint a new session; a token getter does it for you. */
  session_invalid: 'The session token was refused (401); mint a new one on your server.',
  /** The session's lifetime ended. Fix: mint a new session. */
  session_expired: 'The session has ended; mint a new one on your server.',
  /**
   * No answer arrived (offline, DNS, CORS, connection reset); retried automatically. Fix: in a browser, a URL on
   * another origin needs CORS on that server; serving the route from the page's origin needs none.
   */
  network_error: 'The request could not reach the server (offline, DNS, CORS or connection reset).',
  /** No answer within the timeout; retried automatically. Fix: check the server, or raise `timeoutMs`. */
  timeout: 'The request took longer than its timeout.',
  /** The caller's AbortSignal fired. Nothing to fix. */
  aborted: 'The request was aborted by its AbortSignal.',
  /** The answer is not the service's envelope. Fix: point `baseUrl` at a Pulse route, not a page. */
  invalid_response: 'The server answered with a body that is not the service envelope.',
  /** A live secret key reached a browser. Fix: keep it on the server; use `ClientAuth.proxy()` there. */
  api_key_in_browser: 'A live secret key (sk_live_) was given to code running in a browser.',
  /** The order reached `failed`. Fix: show the order id and point the customer to support. */
  order_failed: 'The order reached the failed status; quote its id to support.',
  /** The server failed without a code; a 404: nothing serves the URL named. Fix: mount the route there. */
  unknown_error: 'The server failed without a code.',
} as const;

/** A code the SDK itself produces; each one's meaning is in {@link CLIENT_ERROR_CODES}. */
export type ClientErrorCode = keyof typeof CLIENT_ERROR_CODES;
/** Any code: ours, or one the service sent (open-ended, so new service codes still type-check). */
export type ErrorCode = ClientErrorCode | (string & {});

/** The optional parts of a {@link PulseError}: HTTP status, request id and cause. */
export interface PulseErrorInit {
  status?: number | undefined;
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * A registered symbol marks every PulseError, so two copies of this package (an app's and a dependency's)
 * recognise each other's errors: `isPulseError` and `instanceof PulseError` read the mark, not the prototype.
 */
const BRAND = Symbol.for('pulse.error');

/**
 * The one error of every Pulse package. `code` says what failed (see {@link CLIENT_ERROR_CODES} for the SDK's
 * own codes; the service's pass through), `message` says what was wrong and how to fix it (for developers, not
 * customers), `status` is the HTTP status (0 when no answer arrived) and `requestId` the id to quote to
 * support. Tell it apart with {@link isPulseError}, which works across two copies of the package.
 */
export class PulseError extends Error {
  override readonly name = 'PulseError';
  readonly [BRAND] = true;
  /** What failed: a key of {@link CLIENT_ERROR_CODES}, or the code the service or a server helper sent. */
  readonly code: ErrorCode;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The `request-id` response header, to quote when contacting support. */
  readonly requestId: string | undefined;

  constructor(code: ErrorCode, message: string, init: PulseErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status ?? 0;
    this.requestId = init.requestId;
  }
}

/** Whether a value is a {@link PulseError}, from this copy of the package or another one. */
export const isPulseError = (value: unknown): value is PulseError =>
  typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;

// `instanceof` agrees with isPulseError across copies of the package.
Object.defineProperty(PulseError, Symbol.hasInstance, { value: isPulseError });

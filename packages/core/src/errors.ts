/**
 * One error class for every failure, with a `code` from one table. Service codes pass through as the
 * service sent them; the client-side codes below are ours and documented in docs/errors.md.
 */

export const CLIENT_ERROR_CODES = {
  invalid_options: 'An option passed to the SDK is missing or invalid; the message names it.',
  invalid_theme:
    'A theme value is not a colour, length, font list or allowed word; the message names the key.',
  invalid_strings: 'A strings override is not a short plain string, or its key is unknown.',
  embed_load_timeout: 'The embed did not say it was ready within readyTimeoutMs.',
  frame_blocked_by_csp: "The embed did not load: the page's CSP blocked it.",
  embed_not_found: 'The embed did not load: none at embedUrl.',
  embed_unreachable: 'The embed did not load: embedUrl did not answer.',
  iframe_removed: 'The embed did not load: its iframe was removed.',
  frame_ancestors_refused: 'The embed did not load: it refused this origin.',
  session_invalid: 'The session token was refused (401); mint a new one on your server.',
  session_expired: 'The session has ended; mint a new one on your server.',
  network_error: 'The request could not reach the server (offline, DNS, CORS or connection reset).',
  timeout: 'The request took longer than its timeout.',
  aborted: 'The request was aborted by its AbortSignal.',
  invalid_response: 'The server answered with a body that is not the service envelope.',
  api_key_in_browser: 'A live secret key (sk_live_) was given to code running in a browser.',
  order_failed: 'The order reached the failed status; quote its id to support.',
  unknown_error: 'The server failed without a code.',
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERROR_CODES;
/** Any code: ours, or one the service sent (open-ended, so new service codes still type-check). */
export type ErrorCode = ClientErrorCode | (string & {});

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

export class PulseError extends Error {
  override readonly name = 'PulseError';
  readonly [BRAND] = true;
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

export const isPulseError = (value: unknown): value is PulseError =>
  typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;

// `instanceof` agrees with isPulseError across copies of the package.
Object.defineProperty(PulseError, Symbol.hasInstance, { value: isPulseError });

/**
 * Every error code the sandbox answers with: its HTTP status and what it means. A failure answers
 * `{ status: false, error, code }` with one of these codes; `GET /openapi.json` lists which route answers
 * which.
 */
export const SANDBOX_ERROR_CODES = {
  invalid_request: {
    status: 400,
    meaning: 'The body or query is malformed or a field is missing or invalid.',
  },
  invalid_json: { status: 400, meaning: 'The body is not valid JSON.' },
  invalid_amount: { status: 400, meaning: 'An amount is not a positive decimal string in range.' },
  amount_required: {
    status: 400,
    meaning: 'A quote needs exactly one of source_amount and destination_amount.',
  },
  unsupported_pair: { status: 400, meaning: 'The currencies are not one of NGN and one of USDT/USDC.' },
  unsupported_network: { status: 400, meaning: 'The network is unknown or does not carry the asset.' },
  invalid_address: { status: 400, meaning: 'The crypto address does not fit the network.' },
  invalid_cursor: { status: 400, meaning: 'The pagination cursor was not issued by this list.' },
  unknown_bank: { status: 400, meaning: 'The bank code is not in GET /v1/banks.' },
  invalid_account_number: { status: 400, meaning: 'A NUBAN account number has exactly 10 digits.' },
  quote_mismatch: { status: 400, meaning: 'The quote is for the other flow (onramp vs offramp).' },
  asset_not_allowed: { status: 400, meaning: 'The asset is not among the session’s selectable assets.' },
  network_not_allowed: {
    status: 400,
    meaning: 'The network is not among the session’s selectable networks.',
  },
  unknown_recipient: {
    status: 400,
    meaning: 'recipient_id is not a payout account of this API key (POST /v1/recipients).',
  },
  no_default_recipient: {
    status: 400,
    meaning: 'No recipient_id was sent and there is no default payout account.',
  },
  unsupported_chain: { status: 400, meaning: 'payout_destination.chain is not one of the networks.' },
  origin_not_allowed: {
    status: 403,
    meaning:
      'A browser page of an origin the sandbox does not allow (corsOrigins) asked for a change, or a browser page sent a live secret key; refused before it ran.',
  },
  unauthorized: { status: 401, meaning: 'Missing or invalid credential, or the wrong kind for this route.' },
  not_found: { status: 404, meaning: 'No such route or resource for this credential.' },
  account_not_found: { status: 404, meaning: 'Name enquiry found no account with that number.' },
  quote_expired: { status: 409, meaning: 'The quote’s two minutes have passed; refresh it first.' },
  quote_consumed: { status: 409, meaning: 'The quote was already used by an order.' },
  quote_changed: { status: 409, meaning: 'A refresh changed the quote while the order was being created.' },
  duplicate_reference: { status: 409, meaning: 'An order with this reference already exists.' },
  recipient_in_use: {
    status: 409,
    meaning:
      'The payout account is used by a collection, owed held deposits, or paid by an unfinished order.',
  },
  webhook_endpoint_limit: { status: 409, meaning: 'At most 10 webhook endpoints per environment.' },
  invalid_state: { status: 409, meaning: 'The resource is in a status that does not allow this action.' },
  session_expired: { status: 409, meaning: 'The collection session has ended; mint a new one.' },
  idempotency_key_reused: { status: 409, meaning: 'The Idempotency-Key was used with another request.' },
  idempotency_key_in_use: { status: 409, meaning: 'A request with this Idempotency-Key is still running.' },
  invalid_idempotency_key: {
    status: 400,
    meaning: 'The Idempotency-Key is empty or longer than 255 characters.',
  },
  malformed_request: {
    status: 400,
    meaning:
      'The HTTP request itself is malformed (bad method, conflicting Content-Length/Transfer-Encoding).',
  },
  headers_too_large: { status: 431, meaning: 'The request headers are larger than the server accepts.' },
  payload_too_large: { status: 413, meaning: 'The body is larger than 64 KiB.' },
  rate_limited: { status: 429, meaning: 'Too many requests this minute; wait Retry-After seconds.' },
  internal_error: { status: 500, meaning: 'A bug in the sandbox; the request-id is in its log.' },
  bank_unavailable: { status: 503, meaning: 'The bank did not answer the name enquiry; try again later.' },
} as const;

/** One of the codes in SANDBOX_ERROR_CODES. */
export type SandboxErrorCode = keyof typeof SANDBOX_ERROR_CODES;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: SandboxErrorCode,
    message: string,
  ) {
    super(message);
    this.status = SANDBOX_ERROR_CODES[code].status;
  }
}

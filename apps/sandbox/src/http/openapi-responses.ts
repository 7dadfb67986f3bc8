/**
 * The answers of each route in /openapi.json: the success envelope with the resource `data` holds, and one
 * failure response per status listing the error codes (SANDBOX_ERROR_CODES) the route can answer. zod
 * describes only what a client sends, so what comes back is kept here, keyed like the document's paths.
 * Codes are those of the route's kind (credential, body, query, cursor, Idempotency-Key) plus its own.
 */
import { z } from 'zod';
import { SANDBOX_ERROR_CODES, type SandboxErrorCode } from '../errors.js';
import * as wire from './wire-schemas.js';

/** What a route answers where zod says nothing. */
export interface RouteAnswer {
  /** The resource in `data`, e.g. 'Quote' (core's wire type of that name gives its fields). */
  data: string;
  /** `data` is an array: with `meta` (paginated) or the whole list (plain). */
  list?: 'paginated' | 'plain';
  /** 201 on create; both when the same reference returns the existing resource with 200. @default 200 */
  success?: 200 | 201 | 'created or existing';
  /** Codes the route itself answers beyond those of its kind. */
  codes?: readonly SandboxErrorCode[];
  /** Answered as is, without the envelope. */
  bare?: boolean;
  /** A redirect with no body. */
  redirect?: 308;
  /** A script (text/javascript), not an API answer: the mock browser wallet. */
  script?: true;
}

/** The parts of a described route the answers depend on. */
export interface AnsweredRoute {
  method: string;
  path: string;
  auth?: 'secret' | 'session' | 'none';
  body?: unknown;
  query?: unknown;
  testOnly?: boolean;
}

const BANK = ['unknown_bank', 'invalid_account_number', 'account_not_found', 'bank_unavailable'] as const;
const ORDER = [
  'quote_mismatch',
  'quote_consumed',
  'quote_expired',
  'quote_changed',
  'duplicate_reference',
  'invalid_amount',
] as const;

export const ROUTE_ANSWERS: Readonly<Record<string, RouteAnswer>> = {
  'GET /health': { data: 'Health: { ok: true, now }' },
  'GET /openapi.json': { data: 'This OpenAPI 3.1 document', bare: true },
  'GET /embed': { data: 'Redirect to /embed/', redirect: 308 },
  'GET /test-wallet.js': { data: 'The mock EIP-6963 wallet (JavaScript)', script: true },
  'POST /test-wallet/transactions': {
    data: "SimulatedDeposit: the simulate route's answer for the session's address",
    codes: ['unsupported_network', 'invalid_amount'],
  },
  'POST /v1/quotes': {
    data: 'Quote',
    success: 201,
    codes: ['unsupported_pair', 'unsupported_network', 'invalid_amount', 'amount_required'],
  },
  'POST /v1/quotes/{id}/refresh': { data: 'Quote', codes: ['quote_consumed'] },
  'GET /v1/rates': { data: 'RatesResponse', codes: ['unsupported_network', 'invalid_amount'] },
  'POST /v1/onramp/orders': {
    data: 'Order',
    success: 201,
    codes: [...ORDER, 'not_found', 'invalid_address'],
  },
  'POST /v1/offramp/orders': { data: 'Order', success: 201, codes: [...ORDER, 'not_found', ...BANK] },
  'GET /v1/orders': { data: 'OrderSummary', list: 'paginated' },
  'GET /v1/orders/{id}': { data: 'Order' },
  'GET /v1/onramp/orders/{id}': { data: 'Order' },
  'GET /v1/offramp/orders/{id}': { data: 'Order' },
  'GET /v1/banks': { data: 'Bank', list: 'plain' },
  'POST /v1/banks/resolve': { data: 'ResolvedBankAccount', codes: BANK },
  'POST /v1/collection-sessions': {
    data: 'CollectionSession (with its cs_ token)',
    success: 'created or existing',
    codes: ['invalid_amount', 'unsupported_network', 'asset_not_allowed', 'network_not_allowed'],
  },
  'GET /v1/collection-orders': { data: 'CollectionOrder', list: 'paginated' },
  'GET /v1/collection-orders/{id}': { data: 'CollectionOrder' },
  'POST /v1/collection-orders/{id}/refresh_quote': {
    data: 'CollectionOrder',
    codes: ['session_expired', 'invalid_state'],
  },
  'GET /v1/client/session': { data: 'ClientSession' },
  'POST /v1/client/session/select': {
    data: 'ClientSession',
    codes: [
      'session_expired',
      'invalid_state',
      'asset_not_allowed',
      'network_not_allowed',
      'unsupported_network',
    ],
  },
  'POST /v1/client/session/refresh_quote': {
    data: 'ClientSession',
    codes: ['session_expired', 'invalid_state'],
  },
  'POST /v1/client/telemetry': { data: 'TelemetryResponse' },
  'GET /v1/sandbox/clock': { data: 'SandboxClockState' },
  'POST /v1/sandbox/payments': {
    data: 'SandboxPayment: what was paid, the status after, and the events sent',
    codes: ['session_expired', 'invalid_state'],
  },
  'POST /v1/sandbox/events': { data: 'The event sent', success: 201, codes: ['invalid_state'] },
  'POST /v1/sandbox/webhook-deliveries/{id}/replay': { data: 'The event sent again' },
  'POST /v1/sandbox/clock/advance': { data: 'SandboxClockState' },
  'POST /v1/sandbox/bank-transfers': {
    data: 'SimulatedBankTransfer, or a CollectionAccountTransfer for a collection account number',
    codes: ['invalid_amount'],
  },
  'POST /v1/collections/deposits/simulate': {
    data: 'SimulatedDeposit, or a CollectionDeposit for a collection address',
    codes: ['unsupported_network', 'invalid_amount'],
  },
  'POST /v1/recipients': { data: 'PayoutAccount', success: 201, codes: BANK },
  'GET /v1/recipients': { data: 'PayoutAccount', list: 'paginated' },
  'GET /v1/recipients/{id}': { data: 'PayoutAccount' },
  'DELETE /v1/recipients/{id}': { data: 'PayoutAccount (the deleted one)', codes: ['recipient_in_use'] },
  'POST /v1/collection-accounts': {
    data: 'CollectionAccount',
    success: 'created or existing',
    codes: ['unsupported_chain', 'invalid_address'],
  },
  'GET /v1/collection-accounts': { data: 'CollectionAccount', list: 'paginated' },
  'POST /v1/collections': {
    data: 'Collection',
    success: 'created or existing',
    codes: ['unknown_recipient', 'no_default_recipient'],
  },
  'GET /v1/collections': { data: 'Collection', list: 'paginated' },
  'GET /v1/collections/{id}': { data: 'Collection' },
  'PATCH /v1/collections/{id}': { data: 'Collection', codes: ['unknown_recipient'] },
  'GET /v1/collections/{id}/deposits': { data: 'CollectionDeposit', list: 'paginated' },
  'POST /v1/webhook-endpoints': {
    data: 'WebhookEndpoint (with its signing secret, shown this once)',
    success: 201,
    codes: ['webhook_endpoint_limit'],
  },
  'GET /v1/webhook-endpoints': { data: 'WebhookEndpoint (without its secret)', list: 'plain' },
  'DELETE /v1/webhook-endpoints/{id}': { data: 'WebhookEndpoint (the deleted one)' },
  'POST /v1/webhook-endpoints/{id}/rotate-secret': { data: 'WebhookEndpoint (with its new secret)' },
  'GET /v1/sandbox/events': { data: 'WebhookEvent', list: 'paginated' },
  'GET /v1/sandbox/webhook-deliveries': { data: 'WebhookDelivery', list: 'paginated' },
};

/** The schema of what `data` holds (each item, for a list), per route; a redirect has none. */
export const SUCCESS_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'GET /health': wire.health,
  'GET /openapi.json': wire.openApiDoc,
  'POST /v1/quotes': wire.quote,
  'POST /v1/quotes/{id}/refresh': wire.quote,
  'GET /v1/rates': wire.rates,
  'POST /v1/onramp/orders': wire.order,
  'POST /v1/offramp/orders': wire.order,
  'GET /v1/orders': wire.orderSummary,
  'GET /v1/orders/{id}': wire.order,
  'GET /v1/onramp/orders/{id}': wire.order,
  'GET /v1/offramp/orders/{id}': wire.order,
  'GET /v1/banks': wire.bank,
  'POST /v1/banks/resolve': wire.resolvedBankAccount,
  'POST /v1/collection-sessions': wire.collectionSession,
  'GET /v1/collection-orders': wire.collectionOrder,
  'GET /v1/collection-orders/{id}': wire.collectionOrder,
  'POST /v1/collection-orders/{id}/refresh_quote': wire.collectionOrder,
  'GET /v1/client/session': wire.clientSession,
  'POST /v1/client/session/select': wire.clientSession,
  'POST /v1/client/session/refresh_quote': wire.clientSession,
  'POST /v1/client/telemetry': wire.telemetry,
  'GET /v1/sandbox/clock': wire.clock,
  'POST /v1/sandbox/clock/advance': wire.clock,
  'POST /v1/sandbox/payments': wire.payment,
  'POST /v1/sandbox/events': wire.sentEvents,
  'POST /v1/sandbox/webhook-deliveries/{id}/replay': wire.replayed,
  'POST /v1/sandbox/bank-transfers': wire.bankTransferAnswer,
  'POST /v1/collections/deposits/simulate': wire.depositAnswer,
  'POST /test-wallet/transactions': wire.depositAnswer,
  'POST /v1/recipients': wire.payoutAccount,
  'GET /v1/recipients': wire.payoutAccount,
  'GET /v1/recipients/{id}': wire.payoutAccount,
  'DELETE /v1/recipients/{id}': wire.payoutAccount,
  'POST /v1/collection-accounts': wire.collectionAccount,
  'GET /v1/collection-accounts': wire.collectionAccount,
  'POST /v1/collections': wire.collection,
  'GET /v1/collections': wire.collection,
  'GET /v1/collections/{id}': wire.collection,
  'PATCH /v1/collections/{id}': wire.collection,
  'GET /v1/collections/{id}/deposits': wire.collectionDeposit,
  'POST /v1/webhook-endpoints': wire.webhookEndpoint,
  'GET /v1/webhook-endpoints': wire.webhookEndpoint,
  'DELETE /v1/webhook-endpoints/{id}': wire.webhookEndpoint,
  'POST /v1/webhook-endpoints/{id}/rotate-secret': wire.webhookEndpoint,
  'GET /v1/sandbox/events': wire.webhookEvent,
  'GET /v1/sandbox/webhook-deliveries': wire.webhookDelivery,
};

const outputSchema = (s: z.ZodType, description: string) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(s, { io: 'output', unrepresentable: 'any' });
  return { description, ...schema };
};

/** Every code `route` can answer: those of its kind, then its own. */
export function errorCodes(route: AnsweredRoute, answer: RouteAnswer): SandboxErrorCode[] {
  const codes = new Set<SandboxErrorCode>();
  const add = (...list: readonly SandboxErrorCode[]) => list.forEach((c) => codes.add(c));
  if (route.auth !== 'none') {
    add('unauthorized', 'rate_limited');
    // The body size limit applies to every /v1 request that may carry a body.
    if (route.method !== 'GET') add('payload_too_large');
  }
  // A change asked by a browser page of an origin the sandbox does not allow, or any request of a secret-key
  // route that a browser page sends with a live key (cors.ts).
  if (!route.path.startsWith('/v1/client/') && (route.method !== 'GET' || route.auth !== 'none'))
    add('origin_not_allowed');
  if (route.body) add('invalid_json', 'invalid_request');
  if (route.query) add('invalid_request');
  if (answer.list === 'paginated') add('invalid_cursor');
  if (route.method === 'POST' && route.auth !== 'none') {
    add('invalid_idempotency_key', 'idempotency_key_reused', 'idempotency_key_in_use');
  }
  if (route.testOnly || route.path.includes('{')) add('not_found');
  add(...(answer.codes ?? []));
  add('internal_error');
  return [...codes];
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The `responses` of one operation. */
export function responsesFor(route: AnsweredRoute): Record<string, unknown> {
  const answer = ROUTE_ANSWERS[`${route.method} ${route.path}`];
  if (!answer) throw new Error(`No answers described for ${route.method} ${route.path}.`);
  const headers: Record<string, unknown> = { 'request-id': header('RequestId') };
  if (route.method === 'POST' && route.auth !== 'none')
    headers['Idempotent-Replayed'] = header('IdempotentReplayed');
  const out: Record<string, unknown> = {};
  if (answer.redirect) {
    out[String(answer.redirect)] = {
      description: answer.data,
      headers: { ...headers, Location: header('Location') },
    };
  } else if (answer.script) {
    out['200'] = {
      description: answer.data,
      headers,
      content: { 'text/javascript': { schema: { type: 'string' } } },
    };
  } else {
    const typed = SUCCESS_SCHEMAS[`${route.method} ${route.path}`];
    if (!typed) throw new Error(`No success schema for ${route.method} ${route.path}.`);
    const resource = outputSchema(typed, answer.data);
    const data = answer.list ? { type: 'array', items: resource } : resource;
    const schema = answer.bare
      ? resource
      : {
          type: 'object',
          required: answer.list === 'paginated' ? ['status', 'data', 'meta'] : ['status', 'data'],
          properties: {
            status: { const: true },
            data,
            ...(answer.list === 'paginated' ? { meta: { $ref: '#/components/schemas/PageMeta' } } : {}),
          },
        };
    const ok = (description: string) => ({
      description,
      headers,
      content: { 'application/json': { schema } },
    });
    if (answer.success === 'created or existing') {
      out['200'] = ok(`The existing ${answer.data} with this reference.`);
      out['201'] = ok(`${answer.data}, created.`);
    } else {
      const status = answer.success ?? 200;
      out[String(status)] = ok(status === 201 ? `${answer.data}, created.` : answer.data);
    }
  }
  const byStatus = new Map<number, SandboxErrorCode[]>();
  for (const code of errorCodes(route, answer)) {
    const status = SANDBOX_ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: codes.map((c) => `\`${c}\`: ${SANDBOX_ERROR_CODES[c].meaning}`).join('\n\n'),
      headers: status === 429 ? { ...headers, 'Retry-After': header('RetryAfter') } : headers,
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/Failure' }],
            properties: { code: { enum: codes } },
          },
        },
      },
    };
  }
  return out;
}

/** Components the responses refer to. */
export const RESPONSE_HEADERS = {
  RequestId: {
    description: 'Names this request in the sandbox log; quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  IdempotentReplayed: {
    description: '`true` when this is the kept answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  RetryAfter: { description: 'Seconds until the rate limit resets.', schema: { type: 'integer' } },
  Location: { description: 'Where the resource is.', schema: { type: 'string' } },
};

export const PAGE_META = {
  type: 'object',
  required: ['per_page'],
  properties: {
    per_page: { type: 'integer' },
    next_cursor: { type: 'string', description: 'Present while more pages follow; pass it as cursor.' },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
  },
};

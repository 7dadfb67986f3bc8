/**
 * GET /openapi.json: an OpenAPI 3.1 description of every route, generated from the same zod schemas the
 * routes validate with (zod 4's `z.toJSONSchema`, input side), so the document cannot drift from what is
 * accepted. Answers are described by their envelope; the wire types in @pulse/core give their fields.
 */
import { z } from 'zod';
import * as banks from './routes/banks.js';
import * as client from './routes/client.js';
import * as collectionAccounts from './routes/collection-accounts.js';
import * as collectionSessions from './routes/collection-sessions.js';
import * as collections from './routes/collections.js';
import * as orders from './routes/orders.js';
import * as payments from './routes/payments.js';
import * as quotes from './routes/quotes.js';
import * as rates from './routes/rates.js';
import * as recipients from './routes/recipients.js';
import * as sandbox from './routes/sandbox.js';
import * as webhooks from './routes/webhooks.js';
import { SANDBOX_ERROR_CODES } from './errors.js';
import { PAGE_META, RESPONSE_HEADERS, responsesFor } from './http/openapi-responses.js';

type Auth = 'secret' | 'session' | 'none';

interface RouteDoc {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  auth?: Auth;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Answers only test keys (404 with a live key). */
  testOnly?: boolean;
}

const R = (
  method: RouteDoc['method'],
  path: string,
  summary: string,
  more: Omit<RouteDoc, 'method' | 'path' | 'summary'> = {},
): RouteDoc => ({ method, path, summary, ...more });

export const ROUTE_DOCS: readonly RouteDoc[] = [
  R('GET', '/health', 'Liveness and the sandbox time', { auth: 'none' }),
  R('GET', '/openapi.json', 'This document', { auth: 'none' }),
  R('GET', '/embed', 'Redirects to the hosted embed at /embed/', { auth: 'none' }),
  R('POST', '/v1/quotes', 'Lock a rate for one order', { body: quotes.createBody }),
  R('POST', '/v1/quotes/{id}/refresh', 'Refresh a quote'),
  R('GET', '/v1/rates', 'Indicative rates', { query: rates.query }),
  R('POST', '/v1/onramp/orders', 'Create an onramp order', { body: orders.onrampBody }),
  R('POST', '/v1/offramp/orders', 'Create an offramp order', { body: orders.offrampBody }),
  R('GET', '/v1/orders', 'List orders', { query: orders.listQuery }),
  R('GET', '/v1/orders/{id}', 'Read an order'),
  R('GET', '/v1/onramp/orders/{id}', 'Read an onramp order'),
  R('GET', '/v1/offramp/orders/{id}', 'Read an offramp order'),
  R('GET', '/v1/banks', 'List banks'),
  R('POST', '/v1/banks/resolve', 'Name enquiry', { body: banks.resolveBody }),
  R('POST', '/v1/collection-sessions', 'Mint a collection session', { body: collectionSessions.createBody }),
  R('GET', '/v1/collection-orders', 'List collection orders', { query: collectionSessions.listQuery }),
  R('GET', '/v1/collection-orders/{id}', 'Read a collection order'),
  R('POST', '/v1/collection-orders/{id}/refresh_quote', 'Refresh a collection order’s quote'),
  R('GET', '/v1/client/session', 'The session, for the embed', { auth: 'session' }),
  R('POST', '/v1/client/session/select', 'Choose asset and network', {
    auth: 'session',
    body: client.selectBody,
  }),
  R('POST', '/v1/client/session/refresh_quote', 'Refresh the session’s quote', { auth: 'session' }),
  R('POST', '/v1/client/telemetry', 'Embed telemetry', { auth: 'session', body: client.telemetryBody }),
  R('GET', '/v1/sandbox/clock', 'The test clock', { testOnly: true }),
  R('POST', '/v1/sandbox/clock/advance', 'Move the test clock', {
    testOnly: true,
    body: sandbox.advanceBody,
  }),
  R('POST', '/v1/sandbox/bank-transfers', 'Simulate a bank transfer', {
    testOnly: true,
    body: sandbox.transferBody,
  }),
  R('POST', '/v1/collections/deposits/simulate', 'Simulate a crypto deposit', {
    testOnly: true,
    body: sandbox.depositBody,
  }),
  R('POST', '/v1/recipients', 'Create a payout account', { body: recipients.createBody }),
  R('GET', '/v1/recipients', 'List payout accounts', { query: recipients.listQuery }),
  R('GET', '/v1/recipients/{id}', 'Read a payout account'),
  R('DELETE', '/v1/recipients/{id}', 'Delete a payout account'),
  R('POST', '/v1/collection-accounts', 'Create a collection account', {
    body: collectionAccounts.createBody,
  }),
  R('GET', '/v1/collection-accounts', 'Search collection accounts', { query: collectionAccounts.listQuery }),
  R('POST', '/v1/collections', 'Create a collection', { body: collections.createBody }),
  R('GET', '/v1/collections', 'List collections', { query: collections.listQuery }),
  R('GET', '/v1/collections/{id}', 'Read a collection'),
  R('PATCH', '/v1/collections/{id}', 'Update a collection', { body: collections.updateBody }),
  R('GET', '/v1/collections/{id}/deposits', 'A collection’s deposits', { query: collections.depositsQuery }),
  R('POST', '/v1/webhook-endpoints', 'Register a webhook endpoint', { body: webhooks.createBody }),
  R('GET', '/v1/webhook-endpoints', 'List webhook endpoints'),
  R('DELETE', '/v1/webhook-endpoints/{id}', 'Delete a webhook endpoint'),
  R('POST', '/v1/webhook-endpoints/{id}/rotate-secret', 'Rotate an endpoint’s signing secret', {
    body: webhooks.rotateBody,
  }),
  R('GET', '/v1/sandbox/events', 'The event log', { testOnly: true, query: webhooks.eventsQuery }),
  R('POST', '/v1/sandbox/payments', 'Pay a collection order or an order as a customer would', {
    testOnly: true,
    body: payments.paymentBody,
  }),
  R('POST', '/v1/sandbox/events', 'Send a webhook event of any type for an object', {
    testOnly: true,
    body: payments.triggerBody,
  }),
  R('POST', '/v1/sandbox/webhook-deliveries/{id}/replay', 'Send a logged delivery’s event again', {
    testOnly: true,
  }),
  R('GET', '/v1/sandbox/webhook-deliveries', 'The delivery log', {
    testOnly: true,
    query: webhooks.deliveriesQuery,
  }),
];

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const envelope = {
  Success: {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: true }, data: {}, meta: { type: 'object' } },
  },
  Failure: {
    type: 'object',
    required: ['status', 'error', 'code'],
    properties: {
      status: { const: false },
      error: { type: 'string' },
      code: { enum: Object.keys(SANDBOX_ERROR_CODES) },
    },
  },
};

function operation(doc: RouteDoc) {
  const auth = doc.auth ?? 'secret';
  const parameters = [
    ...[...doc.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(doc.query?.shape ?? {}).map(([name, field]) => ({
      name,
      in: 'query',
      required: false,
      schema: schema(field as z.ZodType),
    })),
    ...(doc.method === 'POST' && doc.path.startsWith('/v1/')
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 255 },
          },
        ]
      : []),
  ];
  return {
    summary: doc.summary + (doc.testOnly ? ' (test keys only; 404 with a live key)' : ''),
    ...(auth === 'none'
      ? { security: [] }
      : { security: auth === 'session' ? [{ sessionToken: [] }] : [{ apiKey: [] }, { bearerKey: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(doc.body) } } } }
      : {}),
    responses: responsesFor(doc),
  };
}

let cached: object | undefined;

export function openApiDocument(): object {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of ROUTE_DOCS) (paths[doc.path] ??= {})[doc.method.toLowerCase()] = operation(doc);
  cached = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Pulse sandbox: the service’s v1 API', version: '1.0' },
    servers: [{ url: '/', description: 'This sandbox' }],
    paths,
    components: {
      schemas: { ...envelope, PageMeta: PAGE_META },
      headers: RESPONSE_HEADERS,
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearerKey: { type: 'http', scheme: 'bearer', description: 'sk_test_… or sk_live_…' },
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'cs_test_… or cs_live_… (/v1/client/* only)',
        },
      },
    },
  };
  return cached;
}

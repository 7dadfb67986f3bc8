/**
 * GET /openapi.json: an OpenAPI 3.1 description of every route, collected from the `docs` each route module
 * exports beside its handler, and generated from the same zod schemas the routes validate with (zod 4's
 * `z.toJSONSchema`, input side), so the document cannot drift from what is accepted. Answers are described by their envelope; the wire types in @pulse/core give their fields.
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
import * as testWallet from './http/test-wallet.js';
import { SANDBOX_ERROR_CODES } from './errors.js';
import { PAGE_META, RESPONSE_HEADERS, responsesFor } from './http/openapi-responses.js';
import { doc, type RouteDoc } from './http/route-doc.js';

export const ROUTE_DOCS: readonly RouteDoc[] = [
  doc('GET', '/health', 'Liveness and the sandbox time', { auth: 'none' }),
  doc('GET', '/openapi.json', 'This document', { auth: 'none' }),
  doc('GET', '/embed', 'Redirects to the hosted embed at /embed/', { auth: 'none' }),
  ...quotes.docs,
  ...rates.docs,
  ...orders.docs,
  ...banks.docs,
  ...collectionSessions.docs,
  ...client.docs,
  ...sandbox.docs,
  ...recipients.docs,
  ...collectionAccounts.docs,
  ...collections.docs,
  ...webhooks.docs,
  ...payments.docs,
  ...testWallet.docs,
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

/**
 * The secret-key side of the collection-session product: minting sessions, and listing, reading
 * and re-locking their orders.
 */
import {
  EMBED_STATUSES,
  FLOWS,
  type CollectionOrder,
  type CollectionSession,
  type CreateCollectionSessionRequest,
} from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  collectionOrderToWire,
  createSession,
  MAX_SESSION_SECONDS,
  MIN_SESSION_SECONDS,
  refreshSessionQuote,
  sessionToWire,
} from '../domain/sessions.js';
import { ApiError } from '../errors.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { asset, currency, network } from '../http/schemas.js';
import { decimalString, email, readBody, readQuery, text, timestamp } from '../http/validate.js';
import type { Ledger } from '../store.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const createBody = z.object({
  reference: text(100),
  amount: decimalString,
  currency,
  flow: z.enum(FLOWS, { error: 'must be select or direct' }).optional(),
  asset: asset.optional(),
  network: network.optional(),
  assets: z.array(asset).min(1, { error: 'must list at least one asset' }).optional(),
  networks: z.array(network).min(1, { error: 'must list at least one network' }).optional(),
  user_ref: text(100).optional(),
  gate: text(100).optional(),
  customer: z
    .object({ name: text(100), email }, { error: 'must be an object with name and email' })
    .optional(),
  expires_in: z
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(MIN_SESSION_SECONDS, { error: `must be at least ${MIN_SESSION_SECONDS} seconds` })
    .max(MAX_SESSION_SECONDS, { error: `must be at most ${MAX_SESSION_SECONDS} seconds` })
    .optional(),
});

export const listQuery = z.object({
  gate: z.string().optional(),
  status: z.enum(EMBED_STATUSES, { error: `must be one of ${EMBED_STATUSES.join(', ')}` }).optional(),
  user_ref: z.string().optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  limit: perPage(),
  cursor: z.string().optional(),
});

function findSessionByOrder(ledger: Ledger, id: string) {
  const session = ledger.sessionsByOrderId.get(id);
  if (!session) throw new ApiError('not_found', `No collection order ${id} for this API key.`);
  return session;
}

export const collectionSessions = new Hono<SandboxEnv>()
  .post('/v1/collection-sessions', async (c) => {
    const { ledger } = secretCaller(c);
    const body = (await readBody(c, createBody)) as CreateCollectionSessionRequest;
    const { session, created } = createSession(c.get('store'), ledger, body, now(c));
    return ok<CollectionSession>(c, sessionToWire(session), created ? 201 : 200);
  })
  .get('/v1/collection-orders', (c) => {
    const { ledger } = secretCaller(c);
    const q = readQuery(c, listQuery);
    const page = paginate(
      ledger.sessions,
      (s) =>
        (q.gate === undefined || s.gate === q.gate) &&
        (q.status === undefined || s.order.status === q.status) &&
        (q.user_ref === undefined || s.userRef === q.user_ref) &&
        (q.created_after === undefined || s.createdAt >= q.created_after) &&
        (q.created_before === undefined || s.createdAt <= q.created_before),
      q.limit,
      q.cursor,
    );
    return ok<CollectionOrder[]>(c, page.items.map(collectionOrderToWire), 200, pageMeta(q.limit, page));
  })
  .get('/v1/collection-orders/:id', (c) =>
    ok<CollectionOrder>(
      c,
      collectionOrderToWire(findSessionByOrder(secretCaller(c).ledger, c.req.param('id'))),
    ),
  )
  .post('/v1/collection-orders/:id/refresh_quote', (c) => {
    const { ledger } = secretCaller(c);
    const session = findSessionByOrder(ledger, c.req.param('id'));
    refreshSessionQuote(c.get('store'), ledger, session, now(c));
    return ok<CollectionOrder>(c, collectionOrderToWire(session));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/collection-sessions', 'Mint a collection session', { body: createBody }),
  doc('GET', '/v1/collection-orders', 'List collection orders', { query: listQuery }),
  doc('GET', '/v1/collection-orders/{id}', 'Read a collection order'),
  doc('POST', '/v1/collection-orders/{id}/refresh_quote', 'Refresh a collection order’s quote'),
];

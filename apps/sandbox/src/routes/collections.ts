/** Collections: create (idempotent on reference), list, read, update, and their deposits. */
import { COLLECTION_STATUSES, type Collection, type CollectionDeposit } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  collectionToWire,
  createCollection,
  depositToWire,
  findCollection,
  updateCollection,
} from '../domain/collections.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { email, readBody, readQuery, text, timestamp } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

const status = z.enum(COLLECTION_STATUSES, { error: 'must be active or disabled' });

export const createBody = z.object({
  reference: text(100),
  recipient_id: text(100).optional(),
  customer: z.object({ name: text(100), email }, { error: 'must be an object with name and email' }),
});

/** The part of a create read before anything else. */
const referenceOnly = z.object({ reference: text(100) });

export const updateBody = z
  .object({ status: status.optional(), recipient_id: text(100).optional() })
  .refine((b) => b.status !== undefined || b.recipient_id !== undefined, {
    error: 'must carry status or recipient_id',
  });

export const listQuery = z.object({
  reference: z.string().optional(),
  status: status.optional(),
  from: timestamp.optional(),
  to: timestamp.optional(),
  per_page: perPage(),
  cursor: z.string().optional(),
});

export const depositsQuery = z.object({ per_page: perPage(), cursor: z.string().optional() });

export const collections = new Hono<SandboxEnv>()
  .post('/v1/collections', async (c) => {
    const { ledger } = secretCaller(c);
    // The reference is looked up first: a repeat returns the existing collection whatever else it sends.
    const { reference } = await readBody(c, referenceOnly);
    const existing = ledger.collectionsByReference.get(reference);
    if (existing) return ok<Collection>(c, collectionToWire(ledger, existing), 200);
    const body = await readBody(c, createBody);
    const { collection, created } = createCollection(c.get('store'), ledger, body, now(c));
    if (created) c.get('store').onChange();
    return ok<Collection>(c, collectionToWire(ledger, collection), created ? 201 : 200);
  })
  .get('/v1/collections', (c) => {
    const { ledger } = secretCaller(c);
    const q = readQuery(c, listQuery);
    const page = paginate(
      ledger.collections,
      (x) =>
        (q.reference === undefined || x.reference === q.reference) &&
        (q.status === undefined || x.status === q.status) &&
        (q.from === undefined || x.createdAt >= q.from) &&
        (q.to === undefined || x.createdAt <= q.to),
      q.per_page,
      q.cursor,
    );
    return ok<Collection[]>(
      c,
      page.items.map((x) => collectionToWire(ledger, x)),
      200,
      pageMeta(q.per_page, page),
    );
  })
  .get('/v1/collections/:id', (c) => {
    const { ledger } = secretCaller(c);
    return ok<Collection>(c, collectionToWire(ledger, findCollection(ledger, c.req.param('id'))));
  })
  .patch('/v1/collections/:id', async (c) => {
    const { ledger } = secretCaller(c);
    const collection = findCollection(ledger, c.req.param('id'));
    const body = await readBody(c, updateBody);
    updateCollection(c.get('store'), ledger, collection, body, now(c));
    c.get('store').onChange();
    return ok<Collection>(c, collectionToWire(ledger, collection));
  })
  .get('/v1/collections/:id/deposits', (c) => {
    const { ledger } = secretCaller(c);
    const collection = findCollection(ledger, c.req.param('id'));
    const q = readQuery(c, depositsQuery);
    const page = paginate(collection.deposits, () => true, q.per_page, q.cursor);
    return ok<CollectionDeposit[]>(c, page.items.map(depositToWire), 200, pageMeta(q.per_page, page));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/collections', 'Create a collection', { body: createBody }),
  doc('GET', '/v1/collections', 'List collections', { query: listQuery }),
  doc('GET', '/v1/collections/{id}', 'Read a collection'),
  doc('PATCH', '/v1/collections/{id}', 'Update a collection', { body: updateBody }),
  doc('GET', '/v1/collections/{id}/deposits', 'A collection’s deposits', { query: depositsQuery }),
];

/** Collection accounts: create (same reference returns the existing one) and search. */
import type { CollectionAccount, PageMeta } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { collectionAccountToWire, createCollectionAccount } from '../domain/collection-accounts.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { readBody, readQuery, text } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const createBody = z.object({
  reference: text(100),
  name: text(100),
  payout_destination: z.object(
    {
      chain: text(20),
      address: text(100),
    },
    { error: 'must be an object with chain and address' },
  ),
});

export const listQuery = z.object({
  search: z.string().max(100, { error: 'must be at most 100 characters' }).optional(),
  per_page: perPage(),
  cursor: z.string().optional(),
});

export const collectionAccounts = new Hono<SandboxEnv>()
  .post('/v1/collection-accounts', async (c) => {
    const { ledger } = secretCaller(c);
    const body = await readBody(c, createBody);
    const { account, created } = createCollectionAccount(c.get('store'), ledger, body, now(c));
    if (created) c.get('store').onChange();
    return ok<CollectionAccount>(c, collectionAccountToWire(account), created ? 201 : 200);
  })
  .get('/v1/collection-accounts', (c) => {
    const { ledger } = secretCaller(c);
    const q = readQuery(c, listQuery);
    const needle = q.search?.trim().toLowerCase() ?? '';
    const page = paginate(
      ledger.collectionAccounts,
      (a) =>
        needle === '' ||
        a.name.toLowerCase().includes(needle) ||
        // The bank account's name too ("<business> / <name>"), which the spec may mean by account name.
        a.accountName.toLowerCase().includes(needle) ||
        a.reference.toLowerCase().includes(needle) ||
        a.accountNumber.includes(needle),
      q.per_page,
      q.cursor,
    );
    // from/to: the creation times the page spans (oldest and newest item), so a caller sees the window.
    const meta: PageMeta = pageMeta(q.per_page, page);
    if (page.items.length > 0) {
      meta.from = page.items[page.items.length - 1]!.createdAt.toISOString();
      meta.to = page.items[0]!.createdAt.toISOString();
    }
    return ok<CollectionAccount[]>(c, page.items.map(collectionAccountToWire), 200, meta);
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/collection-accounts', 'Create a collection account', {
    body: createBody,
  }),
  doc('GET', '/v1/collection-accounts', 'Search collection accounts', { query: listQuery }),
];

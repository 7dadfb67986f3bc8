/** Payout accounts: create, list newest first, read one, delete (our path: DELETE /v1/recipients/{id}). */
import type { PayoutAccount } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { createRecipient, deleteRecipient, findRecipient, recipientToWire } from '../domain/recipients.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { readBody, readQuery, text, timestamp } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const createBody = z.object({
  type: z.literal('bank_account', { error: 'must be bank_account' }),
  is_default: z.boolean({ error: 'must be true or false' }).optional().default(false),
  bank_account: z.object(
    { bank_code: text(10), account_number: text(20) },
    { error: 'must be an object with bank_code and account_number' },
  ),
});

export const listQuery = z.object({
  from: timestamp.optional(),
  to: timestamp.optional(),
  per_page: perPage(),
  cursor: z.string().optional(),
});

export const recipients = new Hono<SandboxEnv>()
  .post('/v1/recipients', async (c) => {
    const { ledger } = secretCaller(c);
    const body = await readBody(c, createBody);
    const recipient = createRecipient(c.get('store'), ledger, body, now(c));
    c.get('store').onChange();
    return ok<PayoutAccount>(c, recipientToWire(recipient), 201);
  })
  .get('/v1/recipients', (c) => {
    const { ledger } = secretCaller(c);
    const q = readQuery(c, listQuery);
    const page = paginate(
      ledger.recipients,
      (r) => (q.from === undefined || r.createdAt >= q.from) && (q.to === undefined || r.createdAt <= q.to),
      q.per_page,
      q.cursor,
    );
    return ok<PayoutAccount[]>(c, page.items.map(recipientToWire), 200, pageMeta(q.per_page, page));
  })
  .get('/v1/recipients/:id', (c) =>
    ok<PayoutAccount>(c, recipientToWire(findRecipient(secretCaller(c).ledger, c.req.param('id')))),
  )
  .delete('/v1/recipients/:id', (c) => {
    const deleted = deleteRecipient(secretCaller(c).ledger, c.req.param('id'));
    c.get('store').onChange();
    return ok<PayoutAccount>(c, recipientToWire(deleted));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/recipients', 'Create a payout account', { body: createBody }),
  doc('GET', '/v1/recipients', 'List payout accounts', { query: listQuery }),
  doc('GET', '/v1/recipients/{id}', 'Read a payout account'),
  doc('DELETE', '/v1/recipients/{id}', 'Delete a payout account'),
];

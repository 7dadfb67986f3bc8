/** GET /v1/banks and POST /v1/banks/resolve. */
import type { Bank, ResolvedBankAccount } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { BANKS, resolveAccount } from '../banks.js';
import { secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { readBody, text } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const resolveBody = z.object({ bank_code: text(10), account_number: text(20) });

export const banks = new Hono<SandboxEnv>()
  .get('/v1/banks', (c) => {
    secretCaller(c);
    return ok<Bank[]>(c, [...BANKS]);
  })
  .post('/v1/banks/resolve', async (c) => {
    secretCaller(c);
    const body = await readBody(c, resolveBody);
    return ok<ResolvedBankAccount>(c, resolveAccount(body.bank_code, body.account_number));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('GET', '/v1/banks', 'List banks'),
  doc('POST', '/v1/banks/resolve', 'Name enquiry', { body: resolveBody }),
];

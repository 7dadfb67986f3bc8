/** GET /v1/banks and POST /v1/banks/resolve. */
import type { Bank, ResolvedBankAccount } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { BANKS, resolveAccount } from '../banks.js';
import { secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { readBody, text } from '../http/validate.js';

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

/** POST /v1/quotes and POST /v1/quotes/{id}/refresh. */
import type { CreateQuoteRequest, Quote } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { createQuote, findQuote, quoteToWire, refreshQuote } from '../domain/quotes.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { currency, network } from '../http/schemas.js';
import { decimalString, readBody } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const createBody = z.object({
  source_currency: currency,
  destination_currency: currency,
  network,
  source_amount: decimalString.optional(),
  destination_amount: decimalString.optional(),
});

export const quotes = new Hono<SandboxEnv>()
  .post('/v1/quotes', async (c) => {
    const { ledger } = secretCaller(c);
    const body = await readBody(c, createBody);
    const quote = createQuote(ledger, body as CreateQuoteRequest, now(c));
    return ok<Quote>(c, quoteToWire(quote), 201);
  })
  .post('/v1/quotes/:id/refresh', (c) => {
    const { ledger } = secretCaller(c);
    const quote = refreshQuote(ledger, findQuote(ledger, c.req.param('id')), now(c));
    return ok<Quote>(c, quoteToWire(quote, ledger.business.partnerFeeBps));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/quotes', 'Lock a rate for one order', { body: createBody }),
  doc('POST', '/v1/quotes/{id}/refresh', 'Refresh a quote'),
];

/** The session-token routes the embed calls (the preview routes of the API reference). */
import { TELEMETRY_EVENTS, type ClientSession, type TelemetryResponse } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientSessionToWire, refreshSessionQuote, selectPayment } from '../domain/sessions.js';
import { now, sessionCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { asset, network } from '../http/schemas.js';
import { readBody, timestamp } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const MAX_TELEMETRY_EVENTS = 50;
/** Kept per ledger so memory stays bounded however long a demo runs. */
const TELEMETRY_KEPT = 1000;

export const selectBody = z.object({ asset, network });

export const telemetryBody = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(TELEMETRY_EVENTS, { error: `must be one of ${TELEMETRY_EVENTS.join(', ')}` }),
        at: timestamp,
        data: z
          .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]), {
            error: 'must be an object of short strings, numbers and booleans',
          })
          .refine((d) => Object.keys(d).length <= 20, { error: 'must have at most 20 keys' })
          .optional(),
      }),
    )
    .min(1, { error: 'must hold at least one event' })
    .max(MAX_TELEMETRY_EVENTS, { error: `must hold at most ${MAX_TELEMETRY_EVENTS} events` }),
});

export const client = new Hono<SandboxEnv>()
  .get('/v1/client/session', (c) => {
    const { ledger, session } = sessionCaller(c);
    return ok<ClientSession>(c, clientSessionToWire(session, now(c), ledger.business.partnerFeeBps));
  })
  .post('/v1/client/session/select', async (c) => {
    const { ledger, session } = sessionCaller(c);
    const body = await readBody(c, selectBody);
    selectPayment(c.get('store'), ledger, session, body.asset, body.network, now(c));
    return ok<ClientSession>(c, clientSessionToWire(session, now(c), ledger.business.partnerFeeBps));
  })
  .post('/v1/client/session/refresh_quote', (c) => {
    const { ledger, session } = sessionCaller(c);
    refreshSessionQuote(c.get('store'), ledger, session, now(c));
    return ok<ClientSession>(c, clientSessionToWire(session, now(c), ledger.business.partnerFeeBps));
  })
  .post('/v1/client/telemetry', async (c) => {
    const { ledger, session } = sessionCaller(c);
    const body = await readBody(c, telemetryBody);
    for (const e of body.events) {
      const event = { name: e.name, at: e.at.toISOString(), ...(e.data ? { data: e.data } : {}) };
      ledger.telemetry.push({ sessionId: session.id, event });
    }
    if (ledger.telemetry.length > TELEMETRY_KEPT)
      ledger.telemetry.splice(0, ledger.telemetry.length - TELEMETRY_KEPT);
    return ok<TelemetryResponse>(c, { accepted: body.events.length });
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('GET', '/v1/client/session', 'The session, for the embed', { auth: 'session' }),
  doc('POST', '/v1/client/session/select', 'Choose asset and network', {
    auth: 'session',
    body: selectBody,
  }),
  doc('POST', '/v1/client/session/refresh_quote', 'Refresh the session’s quote', { auth: 'session' }),
  doc('POST', '/v1/client/telemetry', 'Embed telemetry', { auth: 'session', body: telemetryBody }),
];

/**
 * Webhook endpoints (the service leaves registration open; the webhooks guide describes ours): register a URL per environment
 * with a signing secret shown once, list, delete, and rotate the secret with an overlap during which both
 * secrets sign. Sandbox routes read the event log and the delivery log.
 */
import type { WebhookEvent } from '@pulse/core';
import { WEBHOOK_EVENT_TYPES } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { now, secretCaller, testOnly } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { readBody, readQuery } from '../http/validate.js';
import { newId, newWebhookSecret } from '../ids.js';
import type { DeliveryRecord, WebhookEndpointRecord } from '../store.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const MAX_ENDPOINTS = 10;
/** How long a rotated-out secret keeps signing by default. @default 24 hours */
export const DEFAULT_OVERLAP_SECONDS = 24 * 3600;

const webhookUrl = z
  .string({ error: 'must be a string' })
  .max(2000, { error: 'must be at most 2000 characters' })
  .refine(
    (s) => {
      if (!URL.canParse(s)) return false;
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.username === '' && u.password === '';
    },
    { error: 'must be an http(s) URL without credentials, e.g. http://localhost:3000/api/webhooks' },
  );

export const createBody = z.object({ url: webhookUrl });
export const rotateBody = z.object({
  overlap_seconds: z
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(7 * 24 * 3600, { error: 'must be at most 604800 (a week)' })
    .optional(),
});

interface EndpointWire {
  id: string;
  url: string;
  created_at: string;
  /** Present only in the answers that create or rotate it. */
  secret?: string;
}

const toWire = (e: WebhookEndpointRecord, secret?: string): EndpointWire => ({
  id: e.id,
  url: e.url,
  created_at: e.createdAt.toISOString(),
  ...(secret ? { secret } : {}),
});

const typeFilter = z.enum(WEBHOOK_EVENT_TYPES, { error: 'must be an event type' }).optional();

export const eventsQuery = z.object({ type: typeFilter, per_page: perPage(), cursor: z.string().optional() });
export const deliveriesQuery = z.object({
  event_id: z.string().optional(),
  per_page: perPage(),
  cursor: z.string().optional(),
});

export const webhooks = new Hono<SandboxEnv>()
  .post('/v1/webhook-endpoints', async (c) => {
    const { ledger } = secretCaller(c);
    const { url } = await readBody(c, createBody);
    if (!c.get('store').webhookHostAllowed(url)) {
      throw new ApiError(
        'invalid_request',
        `url ${new URL(url).hostname} is not a loopback host; the sandbox delivers to localhost, 127.0.0.1 or [::1] unless started with --allow-webhook-host ${new URL(url).hostname}`,
      );
    }
    if (ledger.webhookEndpoints.length >= MAX_ENDPOINTS) {
      throw new ApiError('webhook_endpoint_limit', `At most ${MAX_ENDPOINTS} endpoints; delete one first.`);
    }
    const secret = newWebhookSecret();
    const endpoint: WebhookEndpointRecord = {
      id: newId('we'),
      seq: c.get('store').nextSeq(),
      url,
      secrets: [{ secret, expiresAt: null }],
      createdAt: now(c),
    };
    ledger.webhookEndpoints.push(endpoint);
    c.get('store').onChange();
    return ok<EndpointWire>(c, toWire(endpoint, secret), 201);
  })
  .get('/v1/webhook-endpoints', (c) => {
    const { ledger } = secretCaller(c);
    return ok<EndpointWire[]>(
      c,
      ledger.webhookEndpoints.map((e) => toWire(e)),
    );
  })
  .delete('/v1/webhook-endpoints/:id', (c) => {
    const { ledger } = secretCaller(c);
    const i = ledger.webhookEndpoints.findIndex((e) => e.id === c.req.param('id'));
    if (i < 0) throw new ApiError('not_found', `No webhook endpoint ${c.req.param('id')} for this API key.`);
    const [removed] = ledger.webhookEndpoints.splice(i, 1);
    c.get('store').onChange();
    return ok<EndpointWire>(c, toWire(removed!));
  })
  .post('/v1/webhook-endpoints/:id/rotate-secret', async (c) => {
    const { ledger } = secretCaller(c);
    const endpoint = ledger.webhookEndpoints.find((e) => e.id === c.req.param('id'));
    if (!endpoint)
      throw new ApiError('not_found', `No webhook endpoint ${c.req.param('id')} for this API key.`);
    const { overlap_seconds = DEFAULT_OVERLAP_SECONDS } = await readBody(c, rotateBody);
    // Real time, like the signatures: advancing the test clock does not end the overlap.
    const at = c.get('store').webhookNow();
    const until = new Date(at + overlap_seconds * 1000);
    // Older secrets keep signing until their overlap ends (an earlier, shorter overlap is kept).
    endpoint.secrets = endpoint.secrets
      .map((s) => ({ secret: s.secret, expiresAt: s.expiresAt && s.expiresAt < until ? s.expiresAt : until }))
      .filter((s) => s.expiresAt.getTime() > at);
    const secret = newWebhookSecret();
    endpoint.secrets.unshift({ secret, expiresAt: null });
    c.get('store').onChange();
    return ok<EndpointWire>(c, toWire(endpoint, secret));
  })
  .get('/v1/sandbox/events', (c) => {
    const { ledger } = testOnly(c);
    const q = readQuery(c, eventsQuery);
    const page = paginate(
      ledger.events,
      (e) => q.type === undefined || e.event.type === q.type,
      q.per_page,
      q.cursor,
    );
    return ok<WebhookEvent[]>(
      c,
      page.items.map((e) => e.event),
      200,
      pageMeta(q.per_page, page),
    );
  })
  .get('/v1/sandbox/webhook-deliveries', (c) => {
    const { ledger } = testOnly(c);
    const q = readQuery(c, deliveriesQuery);
    const page = paginate(
      ledger.deliveries,
      (d) => q.event_id === undefined || d.event_id === q.event_id,
      q.per_page,
      q.cursor,
    );
    const items = page.items.map(({ seq: _seq, ...d }) => d);
    return ok<Omit<DeliveryRecord, 'seq'>[]>(c, items, 200, pageMeta(q.per_page, page));
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/webhook-endpoints', 'Register a webhook endpoint', { body: createBody }),
  doc('GET', '/v1/webhook-endpoints', 'List webhook endpoints'),
  doc('DELETE', '/v1/webhook-endpoints/{id}', 'Delete a webhook endpoint'),
  doc('POST', '/v1/webhook-endpoints/{id}/rotate-secret', 'Rotate an endpoint’s signing secret', {
    body: rotateBody,
  }),
  doc('GET', '/v1/sandbox/events', 'The event log', { testOnly: true, query: eventsQuery }),
  doc('GET', '/v1/sandbox/webhook-deliveries', 'The delivery log', {
    testOnly: true,
    query: deliveriesQuery,
  }),
];

/**
 * Emitting an event: it gets its id and time, joins the ledger's event log, and is handed to delivery. Every
 * state change that a live service would announce calls this, simulated payments included, so the test
 * environment sends exactly the events the live one would.
 */
import type { WebhookEvent, WebhookEventType } from '@pulse/core';
import { newId } from '../ids.js';
import type { Ledger, Store } from '../store.js';

/** Events kept per ledger for GET /v1/sandbox/events. */
export const MAX_EVENT_LOG = 10_000;

/** `resourceId` orders delivery: events of one resource reach an endpoint in the order they were emitted. */
export function emit<T extends WebhookEventType>(
  store: Store,
  ledger: Ledger,
  type: T,
  data: Extract<WebhookEvent, { type: T }>['data'],
  resourceId: string,
  at: Date,
): WebhookEvent {
  const event = {
    id: newId('evt'),
    type,
    environment: ledger.env,
    created_at: at.toISOString(),
    data,
  } as WebhookEvent;
  ledger.events.push({ seq: store.nextSeq(), event });
  // A long-running sandbox keeps the newest events only; deliveries already hold theirs.
  if (ledger.events.length > MAX_EVENT_LOG) ledger.events.splice(0, ledger.events.length - MAX_EVENT_LOG);
  store.onEvent(ledger, event, resourceId);
  return event;
}

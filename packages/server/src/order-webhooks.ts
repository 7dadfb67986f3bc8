import { isPulseError } from '@pulse/core';
import { readRequestBody, WEBHOOK_BODY_LIMIT } from './body.js';
import { onFirstRequest } from './deferred.js';
import { errorResponse, jsonResponse } from './json.js';
import type { OrderTracker } from './orders.js';
import { checkSecret, verifyWebhook, type WebhookEvent } from './webhook.js';

/** Options of `createOrderWebhookHandler`. */
export interface OrderWebhookHandlerOptions {
  /** The webhook signing secret (`whsec_…`). */
  secret: string;
  /** The tracker the checkout proxy reads orders from. */
  tracker: OrderTracker;
  /**
   * Called once per verified, new event, after the tracker has it (credit customers here). If it throws, the
   * event is not marked seen and the route fails, so the service's retry calls it again.
   */
  onEvent?: ((event: WebhookEvent) => void | Promise<void>) | undefined;
  /** @default 300 */
  toleranceSeconds?: number | undefined;
  /** The clock in unix seconds, not milliseconds (`() => Date.now() / 1000`), for tests. @default the real time */
  now?: (() => number) | undefined;
}

/**
 * The route the service delivers webhooks to (POST). Verifies the signature over the raw body, applies order
 * events to the tracker, and answers 200 to a delivery it has (a duplicate too, so it is not retried) and 400
 * with the verification code otherwise.
 */
export function createOrderWebhookHandler(
  options: OrderWebhookHandlerOptions,
): (request: Request) => Promise<Response> {
  // Checked on the first delivery, like the route handlers: a build loads this module without the secret, and
  // a missing secret is the server's fault (500, logged once), not the sender's (400).
  return onFirstRequest(() => {
    checkSecret(options.secret, 'createOrderWebhookHandler');
    return handleDeliveries(options);
  });
}

function handleDeliveries(options: OrderWebhookHandlerOptions): (request: Request) => Promise<Response> {
  const { secret, tracker, onEvent } = options;
  return async (request) => {
    if (request.method !== 'POST')
      return errorResponse(405, 'method_not_allowed', 'The webhook route answers POST only.');
    let event: WebhookEvent;
    try {
      const raw = await readRequestBody(request, { limit: WEBHOOK_BODY_LIMIT });
      event = verifyWebhook(raw, request.headers.get('service-signature'), secret, {
        ...(options.toleranceSeconds !== undefined ? { toleranceSeconds: options.toleranceSeconds } : {}),
        ...(options.now ? { now: options.now() } : {}),
      });
    } catch (e) {
      // The delivery's fault (400, 413): the sender hears why. Ours (a bad option such as a clock in
      // milliseconds): thrown, so the runtime answers 500 and logs it, and the service delivers again later.
      if (isPulseError(e) && e.status >= 400 && e.status < 500)
        return errorResponse(e.status, e.code, e.message);
      throw e;
    }
    // onEvent runs before the event is marked seen: if it throws, the service's retry runs it again.
    const result = await tracker.ingest(event, onEvent);
    // Another delivery of this event is being handled now: not handled again beside it. A non-2xx answer makes
    // the service deliver it again later, when it is either marked seen (a duplicate) or free to handle.
    if (result === 'in_progress') {
      return errorResponse(
        409,
        'event_in_progress',
        `Another delivery of ${event.id} is being handled; deliver it again later.`,
      );
    }
    return jsonResponse(200, { status: true, data: { id: event.id, result } });
  };
}

import { PulseError, type CollectionSession, type CreateCollectionSessionRequest } from '@pulse/core';
import type { KeyBudget } from './budget.js';
import { checkServerOptions, type ServerOptions } from './options.js';
import { createUpstream } from './upstream.js';

/**
 * Mints a single-order `cs_` session token for the hosted embed (`POST /v1/collection-sessions`). Sending
 * the same `reference` again returns the existing session, so a retried call is safe.
 *
 * Given the server's `budget` (the one the checkout proxy and the rate route spend), the request is spent
 * from its `session` share first: past that share's cap (10 a minute by default), the call throws
 * `service_busy` (status 503) without calling the service, so that a route anyone can ask for a session
 * cannot spend the minute that quotes, orders and order syncs need. It is then not retried either (a retry
 * spends again). Without a budget nothing is counted, and a failed request is retried twice.
 */
export async function createSession(
  options: ServerOptions,
  request: CreateCollectionSessionRequest,
  init: { signal?: AbortSignal; idempotencyKey?: string; budget?: KeyBudget } = {},
): Promise<CollectionSession> {
  const o = checkServerOptions(options, 'createSession');
  const { budget } = init;
  if (budget && !budget.take('session')) {
    const seconds = Math.max(1, Math.ceil(budget.waitMs('session') / 1000));
    throw new PulseError(
      'service_busy',
      `createSession: this minute's sessions of the key's budget are spent; try again in ${seconds} s.`,
      { status: 503 },
    );
  }
  // Without a budget, retried (twice, with backoff): the same reference returns the same session, so a retry
  // is safe.
  const { client } = createUpstream(o, { retries: budget ? 0 : 2 });
  const { data, status } = await client.post<CollectionSession>('/v1/collection-sessions', request, {
    signal: init.signal,
    idempotencyKey: init.idempotencyKey,
  });
  // The same reference again returns its session as it is (200, not 201), ended or not: an ended one's token
  // would only show the customer a finished payment. A session made now (201) is never refused, whatever this
  // server's clock says against the service's.
  if (status !== 201 && Date.parse(data.expires_at) <= Date.now()) {
    throw new PulseError(
      'session_expired',
      `createSession: the session of reference ${JSON.stringify(request.reference)} ended at ${data.expires_at}; a reference names one payment, so mint this one with a new reference (e.g. with the cart's version: cart-123-v2).`,
      { status: 409 },
    );
  }
  return data;
}

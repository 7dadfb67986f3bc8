import type { CollectionSession, CreateCollectionSessionRequest } from '@pulse/core';
import { checkServerOptions, type ServerOptions } from './options.js';
import { createUpstream } from './upstream.js';

/**
 * Mints a single-order `cs_` session token for the hosted embed (`POST /v1/collection-sessions`). Sending
 * the same `reference` again returns the existing session, so a retried call is safe.
 */
export async function createSession(
  options: ServerOptions,
  request: CreateCollectionSessionRequest,
  init: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<CollectionSession> {
  const o = checkServerOptions(options, 'createSession');
  // Retried (twice, with backoff): the same reference returns the same session, so a retry is safe.
  const { client } = createUpstream(o, { retries: 2 });
  const { data } = await client.post<CollectionSession>('/v1/collection-sessions', request, {
    signal: init.signal,
    idempotencyKey: init.idempotencyKey,
  });
  return data;
}

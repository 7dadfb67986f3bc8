/**
 * Calls a started sandbox over HTTP, as an integrator's server and the frame do: the one client the unit tests
 * of other packages and the browser tests use to mint sessions, send deposits and read what the customer sees.
 */
import { randomUUID } from 'node:crypto';
import type {
  ClientSession,
  CollectionOrder,
  CollectionSession,
  CreateCollectionSessionRequest,
} from '@pulse/core';
import type { StartedSandbox } from '../src/index.js';

/** Sends one request with the sandbox's test key (or `token`), and returns `data` or throws naming the route. */
export async function sandboxCall<T>(
  s: StartedSandbox,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token: string = s.keys.test,
): Promise<T> {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { status: boolean; data: T; code?: string; error?: string };
  if (!res.ok || !json.status) {
    throw new Error(`${method} ${path} answered ${res.status}: ${json.code} ${json.error}`);
  }
  return json.data;
}

/** A new collection session (150,000 NGN unless `body` says otherwise), as the merchant's server mints it. */
export const mintSession = (s: StartedSandbox, body: Partial<CreateCollectionSessionRequest> = {}) =>
  sandboxCall<CollectionSession>(s, 'POST', '/v1/collection-sessions', {
    reference: `test_${randomUUID()}`,
    amount: '150000',
    currency: 'NGN',
    ...body,
  });

/** A collection order as the merchant's server reads it. */
export const readOrder = (s: StartedSandbox, orderId: string) =>
  sandboxCall<CollectionOrder>(s, 'GET', `/v1/collection-orders/${orderId}`);

/** A deposit to a session's address, as the chain would bring it. */
export const simulateDeposit = (
  s: StartedSandbox,
  d: { address: string; asset: string; network: string; amount: string; outcome?: 'success' | 'failed' },
) => sandboxCall<unknown>(s, 'POST', '/v1/collections/deposits/simulate', d);

/** Moves the sandbox's clock on. */
export const advanceClock = (s: StartedSandbox, seconds: number) =>
  sandboxCall<unknown>(s, 'POST', '/v1/sandbox/clock/advance', { seconds });

/** What the frame reads, with the session token, as the frame does. */
export const clientSession = (s: StartedSandbox, token: string) =>
  sandboxCall<ClientSession>(s, 'GET', '/v1/client/session', undefined, token);

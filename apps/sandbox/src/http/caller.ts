/** Narrowing the caller a route needs. */
import type { Context } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';

export function secretCaller(c: Context<SandboxEnv>) {
  const caller = c.get('caller');
  if (caller.kind !== 'secret') throw new ApiError('unauthorized', 'This route takes a secret key.');
  return caller;
}

export function sessionCaller(c: Context<SandboxEnv>) {
  const caller = c.get('caller');
  if (caller.kind !== 'session') throw new ApiError('unauthorized', 'This route takes a session token.');
  return caller;
}

/** Sandbox-only routes do not exist for live keys (simulate answers 404 in live, as the service does). */
export function testOnly(c: Context<SandboxEnv>) {
  const caller = secretCaller(c);
  if (caller.ledger.env !== 'test') {
    throw new ApiError(
      'not_found',
      `${c.req.method} ${c.req.path} exists only in the test environment (sk_test_ keys).`,
    );
  }
  return caller;
}

export const now = (c: Context<SandboxEnv>) => c.get('store').clock.now();

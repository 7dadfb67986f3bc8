/**
 * Who is calling. Secret keys (`sk_test_…`, `sk_live_…`) pick the business and environment on
 * every route but /v1/client/*; session tokens (`cs_…`) work only there and read only their own session.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';
import { presentedCredential } from './credential.js';

export const CLIENT_PREFIX = '/v1/client/';

export const authenticate: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const store = c.get('store');
  const credential = presentedCredential(c.req.raw.headers);
  const clientRoute = c.req.path.startsWith(CLIENT_PREFIX);
  if (!credential) {
    const wanted = clientRoute
      ? 'Authorization: Bearer cs_…'
      : 'X-API-Key: sk_… or Authorization: Bearer sk_…';
    throw new ApiError('unauthorized', `No credential; send ${wanted}.`);
  }
  if (clientRoute) {
    if (credential.startsWith('sk_')) {
      throw new ApiError(
        'unauthorized',
        'Secret keys are refused on /v1/client/ routes; send the session token (cs_…).',
      );
    }
    const found = store.tokens.get(credential);
    if (!found)
      throw new ApiError(
        'unauthorized',
        'The session token is not valid; mint a new session on your server.',
      );
    c.set('caller', { kind: 'session', credential, ledger: found.ledger, session: found.session });
  } else {
    if (credential.startsWith('cs_')) {
      throw new ApiError(
        'unauthorized',
        'Session tokens are accepted only on /v1/client/ routes; use a secret key here.',
      );
    }
    const ledger = store.keys.get(credential);
    if (!ledger) throw new ApiError('unauthorized', 'The API key is not valid for this sandbox.');
    c.set('caller', { kind: 'secret', credential, ledger });
  }
  await next();
};

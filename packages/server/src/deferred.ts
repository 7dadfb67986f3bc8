import { isPulseError } from '@pulse/core';
import { misconfiguredResponse } from './json.js';

type Handler = (request: Request) => Promise<Response>;

/**
 * A route handler made on its first request instead of when the module loads. Frameworks load route modules
 * while building (Next.js's `next build` collects page data), where the secret key is usually not in the
 * environment: the build must pass, and the first real request must say what is wrong. A bad option answers
 * 500 `invalid_options` (misconfiguredResponse, which names no option) and the log names it, once; the next
 * request tries again, so a fixed environment works without a restart.
 */
export function onFirstRequest(make: () => Handler): Handler {
  let handler: Handler | undefined;
  let logged = '';
  return async (request) => {
    if (!handler) {
      try {
        handler = make();
      } catch (e) {
        if (!isPulseError(e) || e.code !== 'invalid_options') throw e;
        if (logged !== e.message) console.error(`@pulse/server: ${e.message}`);
        logged = e.message;
        return misconfiguredResponse();
      }
    }
    return handler(request);
  };
}

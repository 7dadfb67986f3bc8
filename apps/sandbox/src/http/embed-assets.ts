/**
 * The hosted embed, served by the sandbox at /embed/: the built frame app and the script-tag builds, so an
 * integrator developing locally gets the whole embed from the packages (embedUrl `<sandbox>/embed/`, apiUrl
 * the sandbox itself). The frame runs under the Content-Security-Policy the embed guide recommends; its API is
 * this origin, so `connect-src 'self'` is all it may reach.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.js';
import { DEFAULT_CORS_ORIGINS, originMatcher } from './cors.js';
import { EMBED_CORS, embedFiles, embedSecurityHeaders } from './embed-serving.js';
export { embedCsp } from './embed-serving.js';
import type { SandboxEnv } from './env.js';
import { failure } from './respond.js';

/**
 * The `frame-ancestors` sources for a list of origins (`*`, exact origins, or `:*` for any port). CSP
 * source expressions have no form for an IPv6 literal (Chromium reports `http://[::1]:*` as an invalid
 * source), so IPv6 origins are left out when derived from the CORS origins, and refused when given as
 * frame ancestors: a page at `[::1]` frames the embed from `localhost` instead. None left: `'none'`.
 */
export function frameAncestorSources(origins: readonly string[], from: 'cors' | 'option'): string[] {
  originMatcher(origins); // throws on a malformed origin
  const ipv6 = origins.filter((o) => o.includes('['));
  if (from === 'option' && ipv6.length > 0) {
    throw new RangeError(
      `frameAncestors: "${ipv6[0]}" is an IPv6 origin, which CSP frame-ancestors cannot name; use http://localhost with its port`,
    );
  }
  const sources = origins.filter((o) => !o.includes('['));
  return sources.length > 0 ? sources : ["'none'"];
}

/**
 * Pages on this machine may frame the sandbox's embed: the loopback origins that may call its API
 * (`http://localhost:*`, `http://127.0.0.1:*`).
 */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = frameAncestorSources(DEFAULT_CORS_ORIGINS, 'cors');

/**
 * Where the built frame is: beside the published bundle (dist/embed, seen from dist/ or from a chunk in
 * dist/chunks/), or in the workspace the frame package's own build. Null when none exists (the workspace
 * before `pnpm build`).
 */
export function findEmbedDir(): string | null {
  for (const candidate of ['./embed', '../embed', '../../../../packages/frame/dist']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}/index.html`)) return dir;
  }
  return null;
}

function securityHeaders(
  dir: string | null,
  frameAncestors: readonly string[],
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    // Per answer: the inline script's hash follows a rebuild while the sandbox runs.
    for (const [name, value] of Object.entries(embedSecurityHeaders(frameAncestors, "'self'", dir))) {
      c.header(name, value);
    }
    // Errors too: the host's load-failure check reads the status and the framing headers (embed-serving.ts).
    for (const [name, value] of Object.entries(EMBED_CORS)) c.header(name, value);
    // The script-tag builds are loaded by the developer's pages on other origins.
    if (c.req.path.endsWith('.iife.js')) c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}

/** GET /embed/… from `dir`; a clear 404 when the frame is not built. */
export function embedAssets(dir: string | null, frameAncestors: readonly string[]): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const missing = () =>
    new ApiError(
      'not_found',
      dir
        ? 'No such file in the hosted embed.'
        : 'The hosted embed is not built in this checkout: run `pnpm build`, then restart the sandbox.',
    );
  const headers = securityHeaders(dir, frameAncestors);
  routes.use('/embed', headers);
  routes.use('/embed/*', headers);
  routes.get('/embed', (c) => c.redirect('/embed/', 308));
  if (dir) {
    const respond = embedFiles(dir);
    routes.on(['GET', 'HEAD'], '/embed/*', async (c, next) => {
      const r = respond(c.req.method, c.req.path.slice('/embed'.length), c.req.raw.headers);
      if (r.status === 404) return next();
      return new Response(r.body && new Uint8Array(r.body), { status: r.status, headers: r.headers });
    });
  }
  routes.all('/embed/*', (c) => failure(c, missing()));
  return routes;
}

/**
 * The hosted embed's test servers: three origins (host page on localhost, frame on 127.0.0.1, sandbox on
 * 127.0.0.1 with another port), the built frame served under a strict Content-Security-Policy, and small
 * clients for the sandbox's test routes. Used by the Playwright fixtures and by the embed benchmark.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { EMBED_CORS, embedFiles, embedSecurityHeaders } from '../../apps/sandbox/src/http/embed-serving.js';
import { serveStatic, type StaticServer } from '../fixtures/static.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FRAME_DIST = join(root, 'packages/frame/dist');
export const IIFE_DIR = join(root, 'packages/embed/dist');
export const PAGES = join(root, 'e2e/embed/pages');
export const AXE = join(root, 'node_modules/axe-core/axe.min.js');

/** The inline scripts of a page's HTML, each with the CSP source that allows it (`'sha256-…'`). */
export const inlineScripts = (html: string): { code: string; source: string }[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/g)].map(([, code]) => ({
    code: code!,
    source: `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  }));

export interface Servers {
  sandbox: StartedSandbox;
  /** The built frame app, served with a strict CSP; `/never` accepts and never answers. */
  frame: StaticServer;
  /** Host pages on localhost: host.html, /embed.mjs (ESM build of src), /pulse.iife.js and /pulse-auto.iife.js. */
  host: StaticServer;
  /** Another origin for pages that try to drive the frame. */
  evil: StaticServer;
}

/**
 * The embed's ESM build from source, as the host pages load it (`/embed.mjs`): a development build (with the
 * development report, dev.ts) unless `production`, which is what a merchant's bundler ships (minified, without
 * the report and its request for the embed server's clock).
 */
export async function esmBundle(production = false): Promise<string> {
  const out = await build({
    entryPoints: [join(root, 'packages/embed/src/index.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    ...(production && { minify: true, define: { 'process.env.NODE_ENV': '"production"' } }),
  });
  return out.outputFiles[0]?.text ?? '';
}

function need(file: string) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` before the browser tests.`);
}

/** `production`: the host pages load a production build of the embed (esmBundle); the benchmark's choice. */
export async function startServers({ production = false } = {}): Promise<Servers> {
  need(join(FRAME_DIST, 'index.html'));
  need(join(IIFE_DIR, 'pulse.iife.js'));
  need(join(IIFE_DIR, 'pulse-auto.iife.js'));
  const sandbox = await startSandbox({ rateLimitPerMinute: false });
  const esm = await esmBundle(production);
  const hanging: ServerResponse[] = [];
  const respond = embedFiles(FRAME_DIST);
  const frameHeaders = () =>
    embedSecurityHeaders(['http://localhost:*', 'http://127.0.0.1:*'], sandbox.url, FRAME_DIST);

  const frame = await serveStatic({
    root: FRAME_DIST,
    host: '127.0.0.1',
    handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      // The hosted embed's serving contract (docs/embed.md, apps/sandbox/src/http/embed-serving.ts):
      // precompressed, hashed assets immutable, pages revalidated, every answer readable by any origin.
      for (const [name, value] of Object.entries(EMBED_CORS)) res.setHeader(name, value);
      if (path === '/never') {
        hanging.push(res);
        return true;
      }
      if (path === '/blank.html') {
        // A frame-origin page that does nothing by itself; tests drive it with evaluate.
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
        return true;
      }
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v.join(', ') : v;
      };
      const r = respond(req.method ?? 'GET', path, { get: header });
      res.writeHead(r.status, { ...r.headers, ...frameHeaders() });
      res.end(r.body ?? undefined);
      return true;
    },
  });
  const host = await serveStatic({
    root: PAGES,
    host: 'localhost',
    handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/embed.mjs') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(esm);
        return true;
      }
      if (path === '/csp-host.html') {
        // host.html under a policy that allows frames from this origin only.
        res
          .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "frame-src 'self'" })
          .end(readFileSync(join(PAGES, 'host.html')));
        return true;
      }
      if (path === '/pulse.iife.js' || path === '/pulse-auto.iife.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(IIFE_DIR, path)));
        return true;
      }
      return false;
    },
  });
  const evil = await serveStatic({ root: PAGES, host: '127.0.0.1' });
  const close = frame.close;
  frame.close = async () => {
    hanging.forEach((r) => r.destroy());
    await close();
  };
  return { sandbox, frame, host, evil };
}

// ---- sandbox clients ------------------------------------------------------------------------------

export { clientSession, mintSession, readOrder, simulateDeposit } from '../../apps/sandbox/test/client.js';

/**
 * The demo: the sandbox, the embed's frame and the playground page, each on its own origin, plus the
 * merchant backend routes a real integration has (session minting, the rate route, the checkout proxy).
 *
 *   playground  http://localhost:<port>        the merchant page (Vite, React)
 *   frame       http://127.0.0.1:<port>        the embed app (the frame's production build)
 *   sandbox     http://127.0.0.1:<port>        the service's v1 API
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomId } from '@pulse/core/internal/uuid';
import type { CollectionSession } from '@pulse/core/internal/wire';
import { startSandbox, type StartedSandbox } from '@pulse/sandbox';
import {
  createCheckoutProxy,
  createKeyBudget,
  createOrderTracker,
  createRateHandler,
  createSession,
  toNodeHandler,
} from '@pulse/server';
import { createServer as createVite } from 'vite';
import { controlRoutes, readJsonBody } from './controls.js';
import { galleryRoute } from './gallery.js';
import { webhookLog } from './webhook-log.js';
import { embedFiles, embedSecurityHeaders } from '../sandbox/src/http/embed-serving.js';

const here = dirname(fileURLToPath(import.meta.url));
export const frameDist = join(here, '../../packages/frame/dist');

export interface DemoPorts {
  playground?: number;
  sandbox?: number;
  frame?: number;
}

export interface Demo {
  playgroundUrl: string;
  frameUrl: string;
  sandbox: StartedSandbox;
  stop(): Promise<void>;
}

/**
 * The headers the frame is served with, here as in production (docs/embed.md): a CSP whose connect-src is the
 * API base only and whose frame-ancestors names the merchant pages allowed to embed it, and nosniff.
 */
export function frameHeaders(apiUrl: string, ancestors: readonly string[]): Record<string, string> {
  return embedSecurityHeaders(ancestors, new URL(apiUrl).origin, frameDist);
}

/** Answers 400 in JSON; used for anything the servers cannot read (a bad URL, escape or header). */
function badRequest(res: ServerResponse, error: string) {
  if (res.headersSent) return void res.end();
  res.writeHead(400, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify({ error }));
}

/**
 * Runs a request handler so that nothing a visitor sends can stop the server: a throw or a rejected promise
 * becomes a 400 on that request, and the server keeps serving.
 */
function guarded(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    try {
      void Promise.resolve(handler(req, res)).catch(() => badRequest(res, 'The request could not be read.'));
    } catch {
      badRequest(res, 'The request could not be read.');
    }
  };
}

/**
 * The path of a request target, or null when the target is not a URL path (e.g. `//[`) or its percent escapes
 * are not UTF-8 (e.g. `/%E0%A4%A`).
 */
function pathOf(req: IncomingMessage): string | null {
  const target = req.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    const path = new URL(target, 'http://x').pathname;
    decodeURIComponent(path);
    return path;
  } catch {
    return null;
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
  });
}

function serveFrame(headers: () => Record<string, string>) {
  // The hosted embed's serving contract, as the sandbox's /embed/ (apps/sandbox/src/http/embed-serving.ts).
  const respond = embedFiles(frameDist);
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req);
    if (path === null) return badRequest(res, 'The request target is not a path.');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return badRequest(res, 'The path has an invalid percent escape.');
    }
    if (decoded.includes('\0')) return badRequest(res, 'The path has a NUL byte.');
    const get = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    let r = respond(req.method ?? 'GET', path, { get });
    if (r.status === 404) r = respond(req.method ?? 'GET', '/index.html', { get });
    res.writeHead(r.status, { ...r.headers, ...headers() });
    res.end(r.body ?? undefined);
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Demo-only backend routes: the page's config, and minting a session (controls.ts drives the sandbox). */
function demoRoutes(sandbox: StartedSandbox, frameUrl: string) {
  const server = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/api/config') {
      return send(res, 200, { embedUrl: `${frameUrl}/`, apiUrl: sandbox.url });
    }
    const body = await readJsonBody(req);
    if (path === '/api/session' && req.method === 'POST') {
      try {
        const session: CollectionSession = await createSession(server, {
          reference: `demo_${randomId(6)}`,
          amount: typeof body.amount === 'string' ? body.amount : '25000',
          currency: body.currency === 'USDT' || body.currency === 'USDC' ? body.currency : 'NGN',
          flow: body.flow === 'direct' ? 'direct' : 'select',
          ...(body.flow === 'direct' ? { asset: 'USDT' as const, network: 'BASE' as const } : {}),
        });
        return send(res, 200, { token: session.token, orderId: session.order_id });
      } catch (e) {
        return send(res, 400, { error: String((e as Error).message) });
      }
    }
    return send(res, 404, { error: 'not found' });
  };
}

export async function startDemo(
  ports: DemoPorts = {},
  options: {
    log?: boolean;
    /**
     * The sandbox's clock moves only when told (the gallery's build and the test routes move it), so every
     * state stays as built, however long a look takes; a paid order stays `processing`. @default false
     */
    frozenClock?: boolean;
  } = {},
): Promise<Demo> {
  if (!existsSync(join(frameDist, 'index.html'))) {
    throw new Error('The frame is not built: run `pnpm --filter @pulse/frame build` first.');
  }
  const sandbox = await startSandbox({
    port: ports.sandbox ?? 0,
    log: options.log ?? false,
    frozenClock: options.frozenClock ?? false,
  });
  // The merchant page's origin is known once it listens; until then the frame may be embedded by no one.
  let ancestors: string[] = ["'none'"];
  const frameServer = createServer(guarded(serveFrame(() => frameHeaders(sandbox.url, ancestors))));
  const frameUrl = await listen(frameServer, ports.frame ?? 0, '127.0.0.1');

  const merchant = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
  // One budget and one order state for every route that spends the key, as a production backend would have.
  const budget = createKeyBudget();
  const orders = createOrderTracker({ ...merchant, budget });
  const rate = toNodeHandler(createRateHandler({ ...merchant, budget }));
  const checkout = toNodeHandler(
    createCheckoutProxy({ ...merchant, budget, orders, basePath: '/api/pulse/checkout' }),
  );
  const demo = demoRoutes(sandbox, frameUrl);
  const controls = controlRoutes(sandbox);
  const hooks = webhookLog(sandbox, orders);
  const gallery = galleryRoute(sandbox);

  // The page's own origins (set once it listens): its routes that change something answer no other page.
  let own: string[] = [];
  const page = createServer(
    guarded((req, res) => {
      const path = pathOf(req);
      if (path === null) return badRequest(res, 'The request target is not a path.');
      // A page the developer visits could post to these routes without a preflight (a form, a text/plain
      // fetch) and pay the demo's sessions or spend its key: a change from another origin is refused.
      const origin = req.headers.origin;
      if (
        path.startsWith('/api/') &&
        !['GET', 'HEAD'].includes(req.method ?? 'GET') &&
        origin !== undefined
      ) {
        if (!own.includes(origin)) {
          res.writeHead(403, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
          return void res.end(
            JSON.stringify({ error: `A page on ${origin.slice(0, 100)} may not use the demo's routes.` }),
          );
        }
      }
      if (path === '/api/pulse/rate') return rate(req, res);
      if (path.startsWith('/api/pulse/checkout/')) return checkout(req, res);
      if (path.startsWith('/api/controls/')) return controls(req, res, path);
      if (path === '/api/gallery') return gallery(req, res);
      if (path === '/api/webhooks' || path === '/api/webhooks/events') return hooks(req, res, path);
      if (path.startsWith('/api/')) return demo(req, res, path);
      devServer.middlewares(req, res);
    }),
  );
  // Made after the page's server, so that Vite's client speaks to the page's own port: Vite's fixed default
  // for middleware mode (24678) may be held by another demo on the machine, whose server would refuse it.
  const devServer = await createVite({
    root: here,
    configFile: false,
    logLevel: 'warn',
    appType: 'spa',
    server: { middlewareMode: true, hmr: false, ws: { server: page } },
  });
  const playgroundUrl = await listen(page, ports.playground ?? 0, 'localhost');
  ancestors = [playgroundUrl, playgroundUrl.replace('localhost', '127.0.0.1')];
  own = ancestors;

  return {
    playgroundUrl,
    frameUrl,
    sandbox,
    async stop() {
      await devServer.close();
      for (const s of [page, frameServer]) {
        s.closeAllConnections();
        await new Promise((done) => s.close(done));
      }
      await sandbox.stop();
    },
  };
}

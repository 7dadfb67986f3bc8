import type { IncomingMessage, ServerResponse } from 'node:http';
import { PulseError } from '@pulse/core';
import { markRebuilt, WEBHOOK_BODY_LIMIT } from './body.js';
import { withClientAddress } from './client.js';

/** A route handler of the web standard: what every `create…` route helper of this package returns. */
export type WebHandler = (request: Request) => Promise<Response>;

/**
 * The most this adapter reads of a body: the largest any handler of this package takes (a webhook delivery's),
 * so Express and node:http take what the web runtimes take; each handler applies its own smaller limit (the
 * checkout proxy's 16 KiB) as it does there.
 */
const MAX_BODY = WEBHOOK_BODY_LIMIT;

/**
 * Reads the body up to `limit` bytes; past it, stops keeping chunks and lets the rest drain unread, so the
 * caller can still answer 413 on the same connection (destroying the stream would reset it instead).
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    // Something before us read the stream to its end without leaving a body: nothing is left to wait for.
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      req.resume();
      resolve(null);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (e: unknown) => {
      done();
      reject(e instanceof Error ? e : new Error(String(e)));
    };
    // A connection that closes before the body ends would otherwise leave the handler waiting for ever.
    const onClose = () => {
      if (!req.complete) onError(new Error('The connection closed before the request body ended.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * Reads a Node request into a web `Request`; `origin` defaults to the Host header over http. The connection's
 * peer address is recorded beside the request, never in a header (`clientAddress(request)` reads it). A body
 * over 1 MiB (WEBHOOK_BODY_LIMIT) throws a `PulseError` `body_too_large` (status 413), which `toNodeHandler`
 * answers as such. The request's signal aborts when the visitor goes: the connection closes before the body
 * ended, or, given `res`, before the answer was sent (what the handler forwards is given up then).
 */
export async function toWebRequest(
  req: IncomingMessage,
  origin?: string,
  res?: ServerResponse,
): Promise<Request> {
  const base = origin ?? `http://${req.headers.host ?? 'localhost'}`;
  // Express mounts rewrite req.url; originalUrl keeps the full path the proxy reads its route from.
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let body: Buffer | undefined;
  let rebuiltBody = false;
  // A body parser that ran first (express.json(), express.raw()) has consumed the stream; use its result.
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (req.method === 'GET' || req.method === 'HEAD') {
    body = undefined;
  } else if (Buffer.isBuffer(parsed)) {
    body = parsed;
  } else if (typeof parsed === 'string') {
    body = Buffer.from(parsed);
  } else if (parsed !== undefined && req.readableEnded) {
    // Written again from the parser's object: enough for a route that parses it, never for a signature.
    body = Buffer.from(JSON.stringify(parsed));
    rebuiltBody = true;
  } else {
    const read = await readBody(req, MAX_BODY);
    // A body cut short would reach the handler as broken JSON; say what is wrong instead.
    if (!read) {
      throw new PulseError('body_too_large', `The request body is over ${MAX_BODY} bytes.`, { status: 413 });
    }
    body = read;
  }
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete) controller.abort();
  });
  // Once the body is read, req's close says nothing of the visitor (Node 20 emits it then); the response's
  // close before it finished does.
  res?.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const request = new Request(new URL(path, base), {
    method: req.method ?? 'GET',
    headers,
    signal: controller.signal,
    ...(body !== undefined ? { body: new Uint8Array(body) } : {}),
  });
  if (rebuiltBody) markRebuilt(request);
  return withClientAddress(request, expressIp(req) ?? req.socket?.remoteAddress);
}

/**
 * Express's `req.ip` where its app names the proxies it trusts (`trust proxy` as a hop count, subnets or a
 * function): the visitor's address as the load balancer forwards it. Not with `trust proxy` set to `true`,
 * where `req.ip` is the leftmost `X-Forwarded-For` entry, which the visitor writes; nor outside Express.
 */
function expressIp(req: IncomingMessage): string | undefined {
  const { ip, app } = req as { ip?: unknown; app?: { get?: (name: string) => unknown } };
  if (typeof ip !== 'string' || !ip || typeof app?.get !== 'function') return undefined;
  const trust = app.get('trust proxy');
  return trust === true ? undefined : ip;
}

/** Writes a web `Response` to a Node response. */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  // Each cookie as a header of its own: joined, or the last one alone, a browser would lose the others.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Adapts a web handler (`createCheckoutProxy`, `createRateHandler`) to Node's `(req, res)`, which is what
 * Express and `node:http` call: `app.all('/api/pulse/checkout/*', toNodeHandler(proxy))`.
 */
export function toNodeHandler(
  handler: WebHandler,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    let request: Request;
    try {
      request = await toWebRequest(req, undefined, res);
    } catch (e) {
      if (e instanceof PulseError && e.code === 'body_too_large') {
        // The rest of the upload is not read, so this connection is not reused.
        res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        res.end(JSON.stringify({ status: false, code: e.code, error: e.message }));
        return;
      }
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({ status: false, code: 'bad_request', error: 'The request could not be read.' }),
      );
      return;
    }
    try {
      await sendWebResponse(res, await handler(request));
    } catch (e) {
      // What a web runtime does with a handler's throw (Next.js, Hono, Workers log it): here the visitor
      // reads a generic 500, and the cause (your onEvent's, say) goes to the server's log, not nowhere.
      // The path only: a query may carry what a log should not keep.
      console.error(`@pulse/server: ${request.method} ${new URL(request.url).pathname} failed:`, e);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ status: false, code: 'internal_error', error: 'The route failed unexpectedly.' }),
        );
      } else res.end();
    }
  };
}

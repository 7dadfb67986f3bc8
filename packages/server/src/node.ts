import type { IncomingMessage, ServerResponse } from 'node:http';

export type WebHandler = (request: Request) => Promise<Response>;

const MAX_BODY = 64 * 1024;

/** Reads a Node request into a web `Request`; `origin` defaults to the Host header over http. */
export async function toWebRequest(req: IncomingMessage, origin?: string): Promise<Request> {
  const base = origin ?? `http://${req.headers.host ?? 'localhost'}`;
  // Express mounts rewrite req.url; originalUrl keeps the full path the proxy reads its route from.
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let body: Buffer | undefined;
  // A body parser that ran first (express.json(), express.raw()) has consumed the stream; use its result.
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (req.method === 'GET' || req.method === 'HEAD') {
    body = undefined;
  } else if (Buffer.isBuffer(parsed)) {
    body = parsed;
  } else if (typeof parsed === 'string') {
    body = Buffer.from(parsed);
  } else if (parsed !== undefined && req.readableEnded) {
    body = Buffer.from(JSON.stringify(parsed));
  } else {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY) break;
      chunks.push(chunk);
    }
    body = Buffer.concat(chunks);
  }
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete) controller.abort();
  });
  return new Request(new URL(path, base), {
    method: req.method ?? 'GET',
    headers,
    signal: controller.signal,
    ...(body !== undefined ? { body: new Uint8Array(body) } : {}),
  });
}

/** Writes a web `Response` to a Node response. */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
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
    try {
      await sendWebResponse(res, await handler(await toWebRequest(req)));
    } catch {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ status: false, code: 'internal_error', error: 'The route failed unexpectedly.' }),
        );
      } else res.end();
    }
  };
}

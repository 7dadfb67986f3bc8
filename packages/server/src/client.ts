/**
 * The peer address of a request, carried beside it rather than in a header: a header can be set by the
 * visitor, and only the adapter that accepted the connection knows who is on the other end.
 */
const peers = new WeakMap<Request, string>();

/**
 * Attaches the connection's peer address to a request, as your runtime reports it, and returns the same
 * request: the rate route limits each address separately. Use the runtime's own source, never a header the
 * visitor could send: `getConnInfo(c).remote.address` (Hono on Node), `info.remoteAddr.hostname` (Deno.serve),
 * `server.requestIP(request)?.address` (Bun), `request.headers.get('cf-connecting-ip')` (Cloudflare sets it).
 * `toNodeHandler` does this by itself. An empty or missing address attaches nothing.
 */
export function withClientAddress(request: Request, address: string | null | undefined): Request {
  if (typeof address === 'string' && address !== '') peers.set(request, address);
  return request;
}

/**
 * The peer address attached to a request by `toNodeHandler` (or `toWebRequest`) or `withClientAddress`;
 * `undefined` for any other request: a request header is never read for it, as the visitor sets those.
 */
export function clientAddress(request: Request): string | undefined {
  return peers.get(request);
}

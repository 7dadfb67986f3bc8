/** A JSON response in the service's envelope, so browser code parses ours and the service's alike. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export const errorResponse = (
  status: number,
  code: string,
  error: string,
  headers: Record<string, string> = {},
): Response => jsonResponse(status, { status: false, code, error }, headers);

/**
 * The answer of a route whose options are wrong (a missing or malformed key, an http base URL, a live proxy
 * without scoping): 500 `invalid_options`, with a message that names no option. What to change is in the
 * server's log (`@pulse/server: …`), not in an answer any visitor can read: it can quote part of an
 * environment variable, or an internal host.
 */
export const misconfiguredResponse = (): Response =>
  errorResponse(
    500,
    'invalid_options',
    "This route's server is not configured correctly; its log says which option to change.",
  );

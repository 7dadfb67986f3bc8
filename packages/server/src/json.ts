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

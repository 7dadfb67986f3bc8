/** The credential a request presents: `X-API-Key`, else `Authorization: Bearer`. */
export function presentedCredential(headers: Headers): string | undefined {
  const key = headers.get('x-api-key')?.trim();
  if (key) return key;
  const auth = headers.get('authorization');
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

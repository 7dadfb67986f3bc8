import { ApiError } from '../errors.js';

/** The credentials a request carries, as sent: `X-API-Key` and the `Authorization: Bearer` token. */
function sent(headers: Headers): { key: string | undefined; bearer: string | undefined } {
  const key = headers.get('x-api-key')?.trim() || undefined;
  const auth = headers.get('authorization');
  const bearer = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  return { key, bearer };
}

/** The credential a request names (`X-API-Key`, else the Bearer token), without judging it: for CORS. */
export function namedCredential(headers: Headers): string | undefined {
  const { key, bearer } = sent(headers);
  return key ?? bearer;
}

/**
 * The credential a request presents: `X-API-Key`, `Authorization: Bearer`, or both naming the same key (as
 * the service's backend clients send it). Two different credentials are refused rather than one picked, and a
 * session token (`cs_…`) only comes as a Bearer token, as browsers send it.
 */
export function presentedCredential(headers: Headers): string | undefined {
  const { key, bearer } = sent(headers);
  if (key && bearer && key !== bearer) {
    throw new ApiError(
      'unauthorized',
      'X-API-Key and Authorization: Bearer name different credentials; send one key (the same in both).',
    );
  }
  if (key?.startsWith('cs_')) {
    throw new ApiError(
      'unauthorized',
      'A session token goes in Authorization: Bearer cs_…, not in X-API-Key.',
    );
  }
  return key ?? bearer;
}

/** Identifiers: UUIDs for orders and quotes (spec 2.3), prefixed random ids for the rest. */
import { randomBytes, randomUUID } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const pick = (alphabet: string, length: number) =>
  [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');

export const newUuid = () => randomUUID();
export const newId = (prefix: string) => `${prefix}_${pick(ALNUM, 20)}`;
export const newRequestId = () => `req_${pick(HEX, 24)}`;
export const newSessionToken = (env: 'test' | 'live') => `cs_${env}_${pick(ALNUM, 40)}`;
export const newEvmAddress = () => `0x${pick(HEX, 40)}`;
export const newSolanaAddress = () => pick(BASE58, 44);
export const newTxHash = () => `0x${pick(HEX, 64)}`;

/** Letters and digits from a CSPRNG without modulo bias (bytes of 248 and above are redrawn). */
function secretToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += ALNUM[b % 62];
    }
  }
  return out;
}

export const newSecretKey = (env: 'test' | 'live') => `sk_${env}_${secretToken(32)}`;
export const newWebhookSecret = () => `whsec_${secretToken(32)}`;

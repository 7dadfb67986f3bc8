/** Identifiers: UUIDs for orders and quotes, prefixed random ids for the rest. */
import { randomBytes, randomUUID } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * `length` characters of `alphabet` from a CSPRNG without modulo bias: a byte at or above the largest
 * multiple of the alphabet's size below 256 is redrawn, so every character is equally likely.
 */
function pick(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length - out.length)) {
      if (b < limit) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}

export const newUuid = () => randomUUID();
export const newId = (prefix: string) => `${prefix}_${pick(ALNUM, 20)}`;
export const newRequestId = () => `req_${pick(HEX, 24)}`;
export const newSessionToken = (env: 'test' | 'live') => `cs_${env}_${pick(ALNUM, 40)}`;
export const newEvmAddress = () => `0x${pick(HEX, 40)}`;
export const newSolanaAddress = () => pick(BASE58, 44);
/** A transaction's id as its network writes it: a Solana signature in base58 (64 bytes), else 0x and 32 bytes. */
export const newTxHash = (network?: string) =>
  network === 'SOLANA' ? pick(BASE58, 88) : `0x${pick(HEX, 64)}`;
export const newSecretKey = (env: 'test' | 'live') => `sk_${env}_${pick(ALNUM, 32)}`;
export const newWebhookSecret = () => `whsec_${pick(ALNUM, 32)}`;

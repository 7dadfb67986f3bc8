/** The `Service-Signature` header: `t=<unix-seconds>,v1=<hex>` with one v1 per secret. */
import { createHmac } from 'node:crypto';

export function signatureHeader(body: string, secrets: readonly string[], t: number): string {
  const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(`${t}.${body}`).digest('hex')}`);
  return [`t=${t}`, ...v1].join(',');
}

/**
 * Which order a request's reference already made in this tab, kept in sessionStorage so that closing and
 * reopening the checkout (or reloading the page) shows that order again instead of creating a second one.
 * Only the order id, the reference suffix and a short hash of the request (`print`: its wallet or bank
 * account, which the order does not carry, so a request changed under the same reference is told apart) are kept: nothing a customer
 * typed can be read back, no amount, no key.
 */
import type { CheckoutRequest } from '../types.js';

const KEY = (reference: string) => `pulse-checkout:${reference}`;

/**
 * This tab's sessionStorage. Outside a browser it is missing, and where storage is blocked (privacy settings,
 * sandboxed frames) reading it throws: every caller treats any throw as "no resume" (the 409 lookup by
 * reference still finds the order).
 */
const storage = (): Storage => globalThis.sessionStorage;

/**
 * What a request's order is made of that the order itself does not carry, as a short hash (32-bit FNV-1a): the
 * wallet it delivers to (an EVM address in any letter case) or the bank account it pays. The type, coins,
 * network and amount are compared on the order itself.
 */
export function requestPrint(request: CheckoutRequest): string {
  const account = request.type === 'offramp' ? request.beneficiary.bank_account : undefined;
  const to = request.type === 'onramp' ? request.destination.address : '';
  const text =
    request.type === 'onramp'
      ? `w:${/^0x/i.test(to) ? to.toLowerCase() : to}`
      : `b:${account ? `${account.bank_code}:${account.account_number}` : ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * A remembered order: its id, the reference suffix it was made with, its request's print (none when older),
 * and `succeeded` once onSuccess was called for it (a reopened or reloaded checkout does not call it again).
 */
export interface RememberedOrder {
  id: string;
  attempt: number;
  print?: string;
  succeeded?: true;
}

export function rememberOrder(
  reference: string,
  id: string,
  attempt: number,
  print?: string,
  succeeded?: true,
): void {
  try {
    storage().setItem(KEY(reference), JSON.stringify({ id, attempt, print, succeeded }));
  } catch {
    // Missing, full or blocked storage: no resume.
  }
}

export function recallOrder(reference: string): RememberedOrder | null {
  let value: unknown = null;
  try {
    value = JSON.parse(storage().getItem(KEY(reference)) ?? 'null');
  } catch {
    // No storage, or a value we did not write: nothing to resume.
  }
  const saved = value as { id?: unknown; attempt?: unknown; print?: unknown; succeeded?: unknown } | null;
  if (typeof saved?.id !== 'string' || !Number.isInteger(saved.attempt)) return null;
  const order: RememberedOrder = { id: saved.id, attempt: saved.attempt as number };
  if (typeof saved.print === 'string') order.print = saved.print;
  if (saved.succeeded === true) order.succeeded = true;
  return order;
}

export function forgetOrder(reference: string): void {
  try {
    storage().removeItem(KEY(reference));
  } catch {
    // Nothing to do.
  }
}

/**
 * Which order a request's reference already made in this tab, kept in sessionStorage so that closing and
 * reopening the checkout (or reloading the page) shows that order again instead of creating a second one.
 * Only the order id and the reference suffix are kept: nothing a customer typed, no amount, no key.
 */
const KEY = (reference: string) => `pulse-checkout:${reference}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) only means no resume.
    return null;
  }
}

export function rememberOrder(reference: string, id: string, attempt: number): void {
  try {
    storage()?.setItem(KEY(reference), JSON.stringify({ id, attempt }));
  } catch {
    // Full or blocked storage: the 409 lookup by reference still finds the order.
  }
}

export function recallOrder(reference: string): { id: string; attempt: number } | null {
  try {
    const raw = storage()?.getItem(KEY(reference));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { id?: unknown }).id === 'string' &&
      Number.isInteger((value as { attempt?: unknown }).attempt)
    ) {
      return value as { id: string; attempt: number };
    }
  } catch {
    // A value we did not write is ignored.
  }
  return null;
}

export function forgetOrder(reference: string): void {
  try {
    storage()?.removeItem(KEY(reference));
  } catch {
    // Nothing to do.
  }
}

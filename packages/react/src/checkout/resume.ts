/**
 * Which order a request's reference already made in this tab, kept in sessionStorage so that closing and
 * reopening the checkout (or reloading the page) shows that order again instead of creating a second one.
 * Only the order id and the reference suffix are kept: nothing a customer typed, no amount, no key.
 */
const KEY = (reference: string) => `pulse-checkout:${reference}`;

/**
 * This tab's sessionStorage. Outside a browser it is missing, and where storage is blocked (privacy settings,
 * sandboxed frames) reading it throws: every caller treats any throw as "no resume" (the 409 lookup by
 * reference still finds the order).
 */
const storage = (): Storage => globalThis.sessionStorage;

export function rememberOrder(reference: string, id: string, attempt: number): void {
  try {
    storage().setItem(KEY(reference), JSON.stringify({ id, attempt }));
  } catch {
    // Missing, full or blocked storage: no resume.
  }
}

export function recallOrder(reference: string): { id: string; attempt: number } | null {
  let value: unknown = null;
  try {
    value = JSON.parse(storage().getItem(KEY(reference)) ?? 'null');
  } catch {
    // No storage, or a value we did not write: nothing to resume.
  }
  const saved = value as { id?: unknown; attempt?: unknown } | null;
  return typeof saved?.id === 'string' && Number.isInteger(saved.attempt)
    ? { id: saved.id, attempt: saved.attempt as number }
    : null;
}

export function forgetOrder(reference: string): void {
  try {
    storage().removeItem(KEY(reference));
  } catch {
    // Nothing to do.
  }
}

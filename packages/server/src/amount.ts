import Big from 'big.js';

const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;

/**
 * Whether two decimal strings are the same amount (`'25000'` and `'25000.00'` are), compared as decimals,
 * never as floats. Anything that is not a plain non-negative decimal string (a number, `'1e3'`, `''`) is
 * never equal, so a malformed amount in an event cannot pass a crediting check.
 */
export function sameAmount(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || !DECIMAL.test(a) || !DECIMAL.test(b)) return false;
  return new Big(a).eq(new Big(b));
}

/**
 * Whether the decimal string `a` is at least `b` (`'10.5'` is at least `'10.50'` and `'10'`), compared as
 * decimals; anything that is not a plain non-negative decimal string is never at least anything.
 */
export function amountAtLeast(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || !DECIMAL.test(a) || !DECIMAL.test(b)) return false;
  return new Big(a).gte(new Big(b));
}

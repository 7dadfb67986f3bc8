import { compare } from '@pulse/core/internal/decimal';

/** At most 30 digits either side of the point: an event's amount is never a number this long. */
const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;
const plain = (x: unknown): x is string => typeof x === 'string' && DECIMAL.test(x);

/**
 * Whether two decimal strings are the same amount (`'25000'` and `'25000.00'` are), compared as decimals
 * (core's `compare`, exact), never as floats. Anything that is not a plain non-negative decimal string (a
 * number, `'1e3'`, `''`) is never equal, so a malformed amount in an event cannot pass a crediting check.
 */
export const sameAmount = (a: unknown, b: unknown): boolean => plain(a) && plain(b) && compare(a, b) === 0;

/**
 * Whether the decimal string `a` is at least `b` (`'10.5'` is at least `'10.50'` and `'10'`), compared as
 * decimals; anything that is not a plain non-negative decimal string is never at least anything.
 */
export const amountAtLeast = (a: unknown, b: unknown): boolean => plain(a) && plain(b) && compare(a, b) >= 0;

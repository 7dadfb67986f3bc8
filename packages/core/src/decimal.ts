/**
 * Exact arithmetic on the service's amounts, which are non-negative decimal strings written with the asset's
 * places ("0.000000", "100.500000", "150000.00"). Nothing here goes through a float: values are scaled to
 * BigInt, so "0.000000" is zero, "100.50" equals "100.5", and grouping never loses a digit. The one home of
 * these rules for the frame, the checkout, the server and the playground.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/** Whether `value` is a non-negative decimal string as the service writes amounts ("12", "0.500000"). */
export const isDecimal = (value: string): boolean => DECIMAL.test(value);

function scaled(value: string): [bigint, number] {
  if (!DECIMAL.test(value)) throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  // A decimal string always splits into its whole part and at most one fraction.
  const [whole, fraction = ''] = value.split('.') as [string, string?];
  return [BigInt(whole + fraction), fraction.length];
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`, whatever places each is written with. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, xs] = scaled(a);
  const [y, ys] = scaled(b);
  const l = x * 10n ** BigInt(ys);
  const r = y * 10n ** BigInt(xs);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** `a < b`, exactly. */
export const less = (a: string, b: string): boolean => compare(a, b) < 0;

/** Whether an amount is zero however many places it is written with: "0", "0.00" and "0.000000" all are. */
export const isZero = (value: string): boolean => scaled(value)[0] === 0n;

/**
 * `a × b` rounded half up to `places` decimals, exactly: the naira value of an amount of a stablecoin at a
 * rate, for example.
 */
export function multiply(a: string, b: string, places = 2): string {
  const [x, xs] = scaled(a);
  const [y, ys] = scaled(b);
  // The product has xs + ys places: scale it up to `places`, or down with half-up rounding (one of the two
  // factors is 1, and then so is the other's effect: unit / 2n is 0 when unit is 1).
  const shift = xs + ys - places;
  const up = 10n ** BigInt(Math.max(-shift, 0));
  const unit = 10n ** BigInt(Math.max(shift, 0));
  const n = (x * y * up + unit / 2n) / unit;
  const digits = n.toString().padStart(places + 1, '0');
  return places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
}

/**
 * The amount without trailing zeros after the point, for prose ("25.000000" → "25", "25.500000" → "25.5"),
 * keeping at least `keep` places ("150000" with keep 2 → "150000.00"). The value is unchanged; where the
 * customer copies or must send an amount exactly, show the service's own string instead.
 */
export function trimZeros(value: string, keep = 0): string {
  scaled(value);
  const [whole, fraction = ''] = value.split('.') as [string, string?];
  // Back over trailing "0"s (charCodeAt before the start is NaN, which ends the loop); padEnd restores `keep`.
  let end = fraction.length;
  while (fraction.charCodeAt(end - 1) === 48) end--;
  const kept = fraction.slice(0, end).padEnd(keep, '0');
  return kept ? `${whole}.${kept}` : whole;
}

/**
 * Groups the whole part's digits in threes with `separator` ("1234567.5" → "1,234,567.5"), as text, in one
 * pass (no backtracking pattern, whatever the input's length). Anything that is not a decimal is returned
 * unchanged.
 */
export function groupDigits(value: string, separator = ','): string {
  if (!DECIMAL.test(value)) return value;
  const [whole, fraction] = value.split('.') as [string, string?];
  let out = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) out += separator;
    out += whole[i];
  }
  return fraction === undefined ? out : `${out}.${fraction}`;
}

/**
 * Naira as customers read it, "₦152,075.50", with `Intl` for `intl` (see `intlLocale`; default `en-NG`). The
 * service's naira amounts have two places and its rates may have more: `Intl` formats the string itself, with
 * every place it has (never fewer than two); anything that is not a decimal is returned unchanged.
 *
 * `en-NG`, the default and what every shipped language falls back to where the runtime has no data for it,
 * is written out here as `Intl` writes it (the digits grouped in threes, at least two places and
 * no trailing zeros beyond them; a unit test compares the two over random amounts): `Intl`'s first use loads
 * its locale data, about 20 ms of a desktop's main thread before the first screen can show.
 */
export function formatNaira(amount: string, intl = 'en-NG'): string {
  if (!DECIMAL.test(amount)) return amount;
  if (intl === 'en-NG') {
    const [whole, fraction = ''] = amount.split('.') as [string, string?];
    return `₦${groupDigits(whole.replace(/^0+(?=\d)/, ''))}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
  }
  // At least the currency's two places, and every place the string has: a rate of "1523.456789" is shown
  // whole, never rounded to the kobo.
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'NGN',
    maximumFractionDigits: 20,
  }).format(
    // Intl formats a numeric string exactly, without a float in between (Intl.NumberFormat v3).
    amount as unknown as number,
  );
}

/**
 * `amount × numerator / denominator`, rounded down, keeping the amount's places: "send half" is
 * `scale(due, 1n, 2n)`.
 */
export function scale(amount: string, numerator: bigint, denominator: bigint): string {
  const [units, places] = scaled(amount);
  const digits = ((units * numerator) / denominator).toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

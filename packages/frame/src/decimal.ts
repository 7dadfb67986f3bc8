/**
 * Display of decimal strings without ever turning them into floats: digits are grouped as text, and what
 * the customer copies is the exact string the service sent.
 */
export function groupDigits(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Naira with grouping and two decimals kept as sent, e.g. "₦152,075.50". */
export const formatNaira = (amount: string): string => `₦${groupDigits(amount)}`;

const scaled = (value: string): [bigint, number] => {
  const [whole = '0', fraction = ''] = value.split('.');
  return [BigInt(whole + fraction), fraction.length];
};

/** `a < b` for the service's non-negative decimal strings, exactly. */
export function less(a: string, b: string): boolean {
  const [x, xs] = scaled(a);
  const [y, ys] = scaled(b);
  return x * 10n ** BigInt(ys) < y * 10n ** BigInt(xs);
}

/**
 * `a × b` rounded half up to `places` decimals, exactly (BigInt, no floats): the naira value of an amount of
 * a stablecoin at a rate. Both are the service's non-negative decimal strings.
 */
export function multiply(a: string, b: string, places = 2): string {
  const [x, xs] = scaled(a);
  const [y, ys] = scaled(b);
  const shift = xs + ys - places;
  let n = x * y;
  if (shift > 0) {
    const unit = 10n ** BigInt(shift);
    n = (n + unit / 2n) / unit;
  } else n *= 10n ** BigInt(-shift);
  const digits = n.toString().padStart(places + 1, '0');
  return places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
}

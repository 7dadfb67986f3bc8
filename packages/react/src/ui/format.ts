import { formatNaira, groupDigits, isDecimal, trimZeros } from '@pulse/core/internal';

/**
 * An amount with its currency, exact (a value the customer compares or sends): naira with `Intl` for the
 * locale (`₦20,000.00`), crypto from the service's decimal string, grouped, never through a float.
 */
export const money = (amount: string, currency: string, intl: string): string =>
  currency === 'NGN' ? formatNaira(amount, intl) : `${groupDigits(amount)} ${currency}`;

/**
 * An amount for a sentence or a receipt: as `money`, crypto without trailing zeros ("25.000000" reads "25").
 * Only for prose; a value that is copied or must be sent exactly keeps its full precision.
 */
export const prose = (amount: string, currency: string, intl: string): string =>
  currency === 'NGN' ? formatNaira(amount, intl) : `${proseNumber(amount)} ${currency}`;

/** A crypto amount's number for a sentence that names the asset itself: grouped, without trailing zeros. */
export const proseNumber = (amount: string): string =>
  groupDigits(isDecimal(amount) ? trimZeros(amount) : amount);

/**
 * mm:ss for a countdown, a part second left out (as the embed counts): a clock never shows a second the
 * price no longer has.
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * `a - b` for two non-negative decimal strings, exactly (scaled integers, never a float); null when either
 * is not a plain decimal. The result has the larger number of decimal places.
 */
export function subtractDecimal(a: string, b: string): string | null {
  if (!DECIMAL.test(a) || !DECIMAL.test(b)) return null;
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const scaled = (v: string) => {
    const [w, f = ''] = v.split('.') as [string, string?];
    return BigInt(w + f.padEnd(places, '0'));
  };
  const diff = scaled(a) - scaled(b);
  const negative = diff < 0n;
  const sign = negative ? '-' : '';
  const digits = (negative ? -diff : diff).toString().padStart(places + 1, '0');
  return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Groups the integer digits of a decimal string with commas, leaving the value exact (no float). */
export function formatAmount(amount: string): string {
  const [whole, fraction] = amount.split('.') as [string, string?];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** mm:ss for a countdown. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * An amount for a sentence: grouped and without trailing zeros ("25.000000" reads "25", "101.470000" reads
 * "101.47"). Only for prose; a value that is copied or must be sent exactly keeps its full precision.
 */
export function formatProse(amount: string): string {
  const [whole, fraction = ''] = amount.split('.') as [string, string?];
  const trimmed = fraction.replace(/0+$/, '');
  return formatAmount(trimmed ? `${whole}.${trimmed}` : whole);
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

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

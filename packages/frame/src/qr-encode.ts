/** The QR encoder's chunk: uqr's matrix turned into one SVG path (see qr.ts, which loads this lazily). */
import { encode } from 'uqr';

export function encodePath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, d };
}

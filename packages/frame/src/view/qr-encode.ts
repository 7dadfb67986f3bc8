/**
 * The QR encoder's chunk: uqr's matrix turned into one SVG path (see qr.ts, which loads this lazily), and the
 * wallet link builder the wallet QR needs, so neither weighs on the first load.
 */
import { encode } from 'uqr';

export { walletUri } from '@pulse/core/internal';

export function encodePath(text: string): { size: number; d: string } {
  // The standard's quiet zone of four modules: readers (phone cameras included) find the code reliably only
  // with it.
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, d };
}

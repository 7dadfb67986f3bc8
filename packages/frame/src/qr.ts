/**
 * QR codes by uqr, loaded on demand so the encoder stays out of the first load. The matrix becomes one SVG
 * path rendered as an element (never an HTML string), so nothing the address contains can become markup.
 */
export interface QrPath {
  size: number;
  d: string;
}

export async function qrPath(text: string): Promise<QrPath> {
  const { encodePath } = await import('./qr-encode.js');
  return encodePath(text);
}

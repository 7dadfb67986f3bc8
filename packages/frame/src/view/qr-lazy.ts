import type { walletUri } from '@pulse/core/internal';

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

/** The wallet payment link for the session (see core's `walletUri`), built in the lazy QR chunk. */
export async function walletLink(...args: Parameters<typeof walletUri>): Promise<string | null> {
  const { walletUri } = await import('./qr-encode.js');
  return walletUri(...args);
}

import type { walletUri } from '@pulse/core/internal';
import { loadOnce } from '@pulse/core/internal';

/**
 * QR codes by uqr, loaded on demand so the encoder stays out of the first load. The matrix becomes one SVG
 * path rendered as an element (never an HTML string), so nothing the address contains can become markup.
 */
export interface QrPath {
  size: number;
  d: string;
}

/** The encoder's chunk; a download that failed is asked for again by the next call. */
const encoder = loadOnce(() => import('./qr-encode.js'));

export async function qrPath(text: string): Promise<QrPath> {
  return (await encoder()).encodePath(text);
}

/** The wallet payment link for the session (see core's `walletUri`), built in the lazy QR chunk. */
export async function walletLink(...args: Parameters<typeof walletUri>): Promise<string | null> {
  return (await encoder()).walletUri(...args);
}

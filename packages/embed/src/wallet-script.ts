/**
 * The ESM build answers "Open in wallet" (and the browser wallet) with its wallet chunk, wallet.ts, imported at
 * the handshake so it is in by the customer's tap. The script-tag builds take script-tag/wallet-script.ts
 * instead, which imports the sibling module pulse-wallet.js from the embed's folder.
 */
import type { FrameOptions } from '@pulse/core';
import type { MountOptions } from './types.js';

export const loadWallet =
  (_url: string, frame: FrameOptions) =>
  (port: MessagePort, token: string, options: MountOptions): Promise<unknown> =>
    import('./wallet.js').then(
      (w) => w.attach(port, token, options, frame),
      // Unanswered, the frame's request times out as a refusal: the customer copies instead.
      () => 0,
    );

/**
 * The ESM build answers "Open in wallet" with its wallet chunk (wallet.ts, imported by mount() at the
 * handshake). The script-tag builds take script-tag/wallet-script.ts instead, which imports the sibling module
 * pulse-wallet.js from the embed's folder.
 */
import type { FrameOptions } from '@pulse/core';
import type { MountOptions } from './types.js';

export const walletAtHandshake = (
  port: MessagePort,
  token: string,
  _url: string,
  options: MountOptions,
  frame: FrameOptions,
): Promise<unknown> =>
  import('./wallet.js').then(
    (w) => w.attach(port, token, options, frame),
    // Unanswered, the frame's request times out as a refusal: the customer copies instead.
    () => 0,
  );

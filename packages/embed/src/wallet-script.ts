/**
 * The ESM build answers "Open in wallet" with its wallet chunk (wallet.ts, fetched by mount() at the
 * handshake), which listens on the port itself: no opener for the session here. The script-tag builds take
 * script-tag/wallet-script.ts instead, which loads the sibling script pulse-wallet.iife.js.
 */
import type { FrameOptions } from '@pulse/core';
import type { SessionTransport } from './host-session.js';
import type { MountOptions } from './types.js';

export const scriptWallet = (
  ..._: [url: string, frame: FrameOptions, options: MountOptions]
): SessionTransport['wallet'] => undefined;

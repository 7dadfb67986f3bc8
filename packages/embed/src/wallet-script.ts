/**
 * The ESM build answers "Open in wallet" (and the browser wallet) with its wallet chunk, wallet.ts, imported at
 * the handshake so it is in by the customer's tap. The script-tag builds take script-tag/wallet-script.ts
 * instead, which imports the sibling module pulse-wallet.js from the embed's folder.
 */
import type { FrameOptions } from '@pulse/core';
import type { ResolvedOptions } from './options.js';
import type { MountOptions } from './types.js';

/** What mount() reads at each handshake: the module whose `attach` answers the frame on the port, if it loaded. */
export interface WalletLoad {
  then(
    use: (m?: {
      /** The ESM build's returns the function that stops its page listener; the script-tag one has none. */
      attach(
        port: MessagePort,
        token: string,
        options: MountOptions,
        frame: FrameOptions,
        /** The token the frame holds now (the ESM build; a renewal replaces the handshake's). */
        current?: () => string,
      ): (() => void) | void;
    }) => void,
  ): unknown;
}

/**
 * The wallet chunk, imported when mount() first reads it (at the handshake), not at mount. Unanswered when it
 * cannot load, the frame's request times out as a refusal: the customer copies instead.
 */
export const loadWallet = (_o: ResolvedOptions): WalletLoad | false | undefined => ({
  then: (use) => import('./wallet.js').then(use, () => 0),
});

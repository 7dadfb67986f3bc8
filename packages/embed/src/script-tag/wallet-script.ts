/**
 * The script-tag builds' "Open in wallet": when the action is on, they import the sibling module
 * `pulse-wallet.js` (wallet-module.ts) from the embed's folder (where the frame app and the script-tag builds
 * are served) as the frame starts loading, and at the handshake it answers the frame's requests on the port.
 * If it cannot load (a Content-Security-Policy, the network), the frame is told `openLinks: false` when that
 * is known by the handshake (nearly always: the frame is far bigger), so it offers no button; otherwise its
 * request goes unanswered, which the frame counts as refused after 3 s. The customer copies instead.
 */
import type { ResolvedOptions } from '../options.js';
import type { WalletLoad } from '../wallet-script.js';

export const loadWallet = ({ url, frame }: ResolvedOptions): WalletLoad | false | undefined =>
  frame.openLinks &&
  // import() reads the URL as its string.
  import(new URL('pulse-wallet.js', url) as unknown as string).catch(() => {
    frame.openLinks = false;
  });

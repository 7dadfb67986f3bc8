/**
 * The script-tag builds' opener for "Open in wallet", built as dist/pulse-wallet.js (an ES module) and
 * imported by them (script-tag/wallet-script.ts) from the embed's folder. The frame sends the transfer it
 * shows, never a URL: the request is checked for shape (wallet-guard.ts) and the link built with core's
 * walletUri (open-link.ts), as the ESM build's wallet chunk does, in the environment of the session's own
 * token; refused when the mount turned the action off (`openLinks: false`).
 */
import type { ScriptOpener } from './script-tag/wallet-script.js';
import { openWallet } from './open-link.js';
import { isOpenWalletMessage } from './wallet-guard.js';

export const open: ScriptOpener = (m, token, options, frame) =>
  !!frame.openLinks &&
  isOpenWalletMessage(m) &&
  openWallet(m, token.startsWith('cs_live_'), options.onOpenLink);

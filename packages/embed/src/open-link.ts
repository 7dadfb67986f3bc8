/**
 * The host's side of "Open in wallet" (the ESM build's wallet chunk and the script-tag builds'
 * pulse-wallet.js). The frame sends the transfer it shows, never a URL; the link is built here with core's
 * walletUri, so the only links that can open are a token transfer in the allowed shapes (EIP-681
 * `ethereum:<token>@<chain>/transfer?address=…&uint256=…`, Solana Pay `solana:<to>?amount=…&spl-token=…`)
 * for that address, amount and token, and in the session's environment (a test session's link names only a
 * public test network's token). Anything else is refused.
 */
import type { FrameOptions, WalletRequest } from '@pulse/core';
import { walletUri } from '@pulse/core/internal';
import type { MountOptions } from './types.js';
import { isOpenWalletMessage } from './wallet-guard.js';

/** The wallet link for a request of a session of this environment, or null when it is not an allowed one. */
export const walletLinkFor = (r: WalletRequest, live: boolean): string | null =>
  walletUri(r.to, r.amount, r.network, r.token, live ? 'live' : 'test');

/**
 * Opens the link for `r` within the customer's tap (the frame's click activates this page too), or hands it
 * to the merchant's `onOpenLink`. True when it was opened or handed over and accepted.
 */
export function openWallet(
  r: WalletRequest,
  live: boolean,
  handle?: (uri: string) => boolean | void,
): boolean {
  const uri = walletLinkFor(r, live);
  if (!uri) return false;
  if (handle) return handle(uri) !== false;
  // No tap to open it in (a message long after the click): refused rather than opened unasked.
  if (navigator.userActivation && !navigator.userActivation.isActive) return false;
  return !!open(uri, '_self');
}

/**
 * Answers the frame's `open_wallet` requests on the handshake's `port` for the session of `token`:
 * `open_result` opened, or refused (also when the mount turned the action off with `openLinks: false`).
 * The script-tag builds' sibling module (wallet-module.ts) attaches it; the ESM build's wallet chunk (wallet.ts)
 * answers in its own listener beside the browser wallet's messages, with the same openWallet.
 */
export const answerOpen = (
  port: MessagePort,
  token: string,
  options: MountOptions,
  frame: FrameOptions,
): void =>
  port.addEventListener('message', ({ data: m }: MessageEvent) => {
    if (isOpenWalletMessage(m)) {
      const opened = !!frame.openLinks && openWallet(m, token.startsWith('cs_live_'), options.onOpenLink);
      port.postMessage({ v: 1, type: 'open_result', id: m.id, outcome: opened ? 'opened' : 'refused' });
    }
  });

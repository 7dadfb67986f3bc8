/**
 * The script-tag builds' "Open in wallet": the opener is a sibling module, `pulse-wallet.js` (wallet-module.ts),
 * imported from the embed's folder (where the frame app and the script-tag builds are served) at mount when
 * the action is on, so it is in before the customer's tap. Until it is in, or when it failed to load (a
 * Content-Security-Policy, the network), every request is refused and the customer copies instead.
 */
import type { FrameOptions } from '@pulse/core';
import type { OpenWalletMessage, SessionTransport } from '../host-session.js';
import type { MountOptions } from '../types.js';

/** The sibling's export: the transfer → opened (or handed to onOpenLink and accepted), or not. */
export type ScriptOpener = (
  m: OpenWalletMessage,
  token: string,
  options: MountOptions,
  frame: FrameOptions,
) => boolean;

export const scriptWallet = (
  url: string,
  frame: FrameOptions,
  options: MountOptions,
): SessionTransport['wallet'] => {
  let open: ScriptOpener | undefined;
  if (frame.openLinks)
    import(new URL('pulse-wallet.js', url).href).then(
      (m: { open: ScriptOpener }) => (open = m.open),
      () => 0,
    );
  return (m, token) => !!open?.(m, token, options, frame);
};

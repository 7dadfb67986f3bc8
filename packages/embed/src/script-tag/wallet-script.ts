/**
 * The script-tag builds' "Open in wallet": at the handshake, when the action is on, they import the sibling
 * module `pulse-wallet.js` (wallet-module.ts) from the embed's folder (where the frame app and the script-tag
 * builds are served), which answers the frame's requests on the port, so it is in by the customer's tap. If
 * it does not load (a Content-Security-Policy, the network), every request is answered refused here and the
 * customer copies instead.
 */
import type { FrameOptions } from '@pulse/core';
import type { MountOptions } from '../types.js';
import type * as WalletModule from '../wallet-module.js';

export const walletAtHandshake = (
  port: MessagePort,
  token: string,
  url: string,
  options: MountOptions,
  frame: FrameOptions,
): unknown =>
  frame.openLinks &&
  import(new URL('pulse-wallet.js', url).href).then(
    (w: typeof WalletModule) => w.attach(port, token, options, frame),
    () =>
      port.addEventListener('message', ({ data: m }) => {
        if (m?.type == 'open_wallet')
          port.postMessage({ v: 1, type: 'open_result', id: m.id, outcome: 'refused' });
      }),
  );

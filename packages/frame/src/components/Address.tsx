import type { ClientSession } from '@pulse/core';
import { CopyButton } from './CopyButton.js';
import { Qr } from './Qr.js';

/** The deposit address with copy button, QR code and the send-only-on-this-network warning. */
export function Address({ session }: { session: ClientSession }) {
  const address = session.deposit_address;
  const { asset, network } = session.due;
  if (!address) return null;
  return (
    <div class="address-block">
      <p class="warning" role="note">
        Send only <strong>{asset}</strong> on the <strong>{network}</strong> network. Funds sent on any other
        network are held and delay your payment.
      </p>
      <Qr text={address} label={`QR code of the ${network} deposit address`} />
      <div class="address-field" role="group" aria-labelledby="address-label">
        <p class="label" id="address-label">
          Deposit address ({network})
        </p>
        <p class="address-row">
          <code class="address">{address}</code>
          <CopyButton text={address} what="address" />
        </p>
      </div>
    </div>
  );
}

import { networkName, type ClientSession } from '@pulse/core';
import { useEffect, useState } from 'preact/hooks';
import { walletLink } from '../qr.js';
import { CopyButton } from './CopyButton.js';
import { Grouped } from './Grouped.js';
import { Qr } from './Qr.js';

/**
 * The deposit address with copy button, QR code (the plain address, which exchange apps need), the
 * send-only-on-this-network note and the exchange-fee note. `qr` is off where the address is kept only for a
 * customer who already sent. `placeholder` lays the block out for the skeleton with a blank square where the
 * QR goes: a loading screen never draws a code a reader could decode.
 */
export function Address({
  session,
  qr = true,
  placeholder = false,
}: {
  session: ClientSession;
  qr?: boolean;
  placeholder?: boolean;
}) {
  const address = session.deposit_address;
  const { asset, network } = session.due;
  const [uri, setUri] = useState<string | null>(null);
  const amount = session.due.amount ?? '';
  const { token, environment } = session;
  // Built in the lazy QR chunk, beside the encoder: the wallet QR is offered once it has loaded.
  useEffect(() => {
    let live = true;
    if (qr && !placeholder && address)
      walletLink(address, amount, network ?? '', token, environment).then(
        (u) => live && setUri(u),
        () => live && setUri(null),
      );
    else setUri(null);
    return () => {
      live = false;
    };
  }, [qr, placeholder, address, amount, network, token, environment]);
  // The plain address first: exchange apps read only that. A wallet QR carries token, amount and chain.
  const [wallet, setWallet] = useState(false);
  if (!address) return null;
  const name = networkName(network);
  const showWallet = wallet && !!uri;
  return (
    <div class="address-block">
      <p class="note" role="note">
        Send only <strong>{asset}</strong> on the <strong>{name}</strong> network. Funds sent on any other
        network are held and delay your payment.
      </p>
      {qr && uri && (
        <div class="qr-kind" role="group" aria-label="QR code for">
          <button type="button" class="copy" aria-pressed={!showWallet} onClick={() => setWallet(false)}>
            Exchange app
          </button>
          <button type="button" class="copy" aria-pressed={showWallet} onClick={() => setWallet(true)}>
            Wallet app
          </button>
        </div>
      )}
      {qr && placeholder && <div class="qr qr-pending" aria-hidden="true" data-testid="qr-placeholder" />}
      {qr && !placeholder && (
        <Qr
          text={showWallet && uri ? uri : address}
          label={
            showWallet
              ? `QR code to pay ${session.due.amount ?? ''} ${asset ?? ''} on ${name} from a wallet app`
              : `QR code of the ${name} deposit address`
          }
        />
      )}
      <div class="address-field" role="group" aria-labelledby="address-label">
        <p class="label" id="address-label">
          Deposit address ({name})
        </p>
        <p class="address-row">
          <Grouped class="address" value={address} />
          <CopyButton text={address} what="address" />
        </p>
      </div>
      {qr && (
        <p class="muted small" data-testid="fee-note">
          Sending from an exchange? Its withdrawal fee must not come off the amount: the full amount has to
          arrive.
        </p>
      )}
    </div>
  );
}

/** Shows that the page is watching the chain, so a customer knows not to reload or send again. */
export function Watching() {
  return (
    <p class="watching" data-testid="watching">
      <span class="pulse-dot" aria-hidden="true" />
      Watching for your payment. This page updates by itself.
    </p>
  );
}

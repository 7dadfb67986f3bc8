import { formatString, networkName, type ClientSession } from '@pulse/core';
import { amountToSend } from '@pulse/core/internal';
import { useFrame } from './use-frame.js';
import { sentPending } from '../session/store.js';
import { Fill } from './Fill.js';
import { useState } from 'preact/hooks';
import { useLoaded } from './use-loaded.js';
import { touchScreen } from './use-touch.js';
import { walletLink } from './qr-lazy.js';
import { CopyButton } from './CopyButton.js';
import { Grouped } from './Grouped.js';
import { LazyPayWallet } from './lazy.js';
import { Qr } from './Qr.js';

const BOLD = ['asset', 'network'];

/**
 * The deposit address with copy button, QR code (the plain address, which exchange apps need) and the
 * send-only-on-this-network note. `qr` is off where the address is kept only for a
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
  const strings = useFrame((s) => s.strings);
  const address = session.deposit_address;
  const { asset, network } = session.due;
  // What the wallet QR, Open in wallet and a browser wallet send: the amount due, or once part of it
  // arrived only the rest (the underpaid screen shows this block too).
  const amount = amountToSend(session) ?? '';
  const { token, environment } = session;
  // Built in the lazy QR chunk, beside the encoder: the wallet QR is offered once it has loaded.
  const [uri] = useLoaded(
    qr && !placeholder && address
      ? () => walletLink(address, amount, network ?? '', token, environment)
      : null,
    // The token by its values: every session read brings a new object, which would drop the link (and the
    // wallet QR, Open in wallet and Pay with <wallet> with it, their answers lost) at every read.
    [
      qr,
      placeholder,
      address,
      amount,
      network,
      token?.contract,
      token?.decimals,
      token?.chain_id,
      environment,
    ],
  );
  // The plain address first: exchange apps read only that. A wallet QR carries token, amount and chain.
  const [wallet, setWallet] = useState(false);
  const [refused, setRefused] = useState(false);
  // The request and its sentences come with the later chunk, in right after the first screen (like the
  // wallet link itself).
  const open = useFrame((s) => s.options.openLinks && s.openWallet);
  // A wallet payment on its way: no second way to pay the same amount meanwhile (PayWallet.tsx says why).
  const sent = useFrame(sentPending);
  // On a touch phone the customer pays from this device: the address, its Copy and Open in wallet lead, and the
  // QR (for paying from a second device) follows them, in the page's order itself, so that Tab and a screen
  // reader meet them as they are seen. With a mouse the QR leads.
  const touch = touchScreen();
  if (!address) return null;
  const name = networkName(network);
  const showWallet = wallet && !!uri && !sent;
  const code = qr && (
    <>
      {uri && !sent && <QrKind wallet={showWallet} set={setWallet} />}
      {placeholder ? (
        <div class="qr qr-pending" aria-hidden="true" data-testid="qr-placeholder" />
      ) : (
        <Qr
          text={showWallet && uri ? uri : address}
          label={
            showWallet
              ? formatString(strings.qrWalletLabel, { amount, asset: asset ?? '', network: name })
              : formatString(strings.qrAddressLabel, { network: name })
          }
        />
      )}
    </>
  );
  return (
    <div class="address-block">
      {/* An instruction to send, so only beside the QR: the price-expired screen keeps the address for a
          customer who already sent (its label names the network), not a call to send. */}
      {qr && (
        <p class="note" role="note">
          <Fill text={strings.networkNote} values={{ asset: asset ?? '', network: name }} strong={BOLD} />
        </p>
      )}
      {!touch && code}
      <div class="address-field" role="group" aria-labelledby="address-label">
        <p class="label" id="address-label">
          {formatString(strings.addressLabel, { network: name })}
        </p>
        <p class="address-row">
          <Grouped class="address" value={address} />
          <CopyButton text={address} what="address" />
        </p>
      </div>
      {open && uri && token && network && !sent && (
        // The host opens the link it builds from this transfer (never a URL from here), within this tap.
        <button
          type="button"
          class="primary open-wallet"
          onClick={() =>
            void open({ to: address, amount, network, token }).then((r) => setRefused(r === 'refused'))
          }
        >
          {strings.openWallet}
        </button>
      )}
      {refused && (
        <p class="small" role="alert" data-testid="open-refused">
          {strings.openRefused}
        </p>
      )}
      {uri && <LazyPayWallet session={session} />}
      {touch && code}
    </div>
  );
}

/**
 * Which QR code is shown, as a segmented control: two native radios (one tab stop, the arrow keys move the
 * choice) drawn as the two 44 px halves of one control.
 */
function QrKind({ wallet, set }: { wallet: boolean; set: (wallet: boolean) => void }) {
  const strings = useFrame((s) => s.strings);
  return (
    <div class="qr-kind" role="radiogroup" aria-label={strings.qrFor}>
      {[strings.exchangeApp, strings.walletApp].map((label, i) => (
        <label key={i}>
          <input type="radio" name="qr-kind" checked={wallet === !!i} onChange={() => set(!!i)} />
          {label}
        </label>
      ))}
    </div>
  );
}

/** Shows that the page is watching the chain, so a customer knows not to reload or send again. */
export function Watching() {
  const strings = useFrame((s) => s.strings);
  // Offline, or while reads fail (reconnecting), the page is not watching: the banner says so instead.
  if (useFrame((s) => s.offline || s.reconnecting)) return null;
  return (
    <p class="watching" data-testid="watching">
      <span class="pulse-dot" aria-hidden="true" />
      {strings.watching}
    </p>
  );
}

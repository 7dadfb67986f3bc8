import type { ClientSession } from '@pulse/core';
import type { ComponentChildren } from 'preact';
import { formatNaira } from '@pulse/core/internal';
import { useFocusAfterAction } from './use-focus.js';
import { useFrame } from './use-frame.js';
import { CopyButton } from './CopyButton.js';

/** The hero amount under the merchant's heroLabel: a value, its asset, an optional copy button, then extras. */
export function Hero({
  id,
  label,
  value,
  asset,
  copy,
  children,
}: {
  id: string;
  /** Replaces the merchant's heroLabel, where the amount is not the whole amount due. */
  label?: string;
  value: string;
  asset: string | null;
  copy: boolean;
  children?: ComponentChildren;
}) {
  const strings = useFrame((s) => s.strings);
  const group = useFocusAfterAction<HTMLDivElement>();
  // A labelled group (a <p> cannot carry a name): focus lands here after Continue or Refresh, and a screen
  // reader reads "Amount due, group, 100.5 USDT".
  return (
    <div class="hero" role="group" aria-labelledby={id} tabIndex={-1} ref={group}>
      <p class="label" id={id}>
        {label ?? strings.heroLabel}
      </p>
      <p class="amount" style={{ '--chars': value.length }}>
        {/* One unbreakable value: a narrow screen wraps before or after it, never inside it. */}
        <span class="value">
          <span class="amount-value">{value}</span>
          {asset && ' '}
          {asset && <span class="amount-asset">{asset}</span>}
        </span>
        {copy && <CopyButton text={value} what="amount" />}
      </p>
      {children}
    </div>
  );
}

/** The amount due as the exact decimal string the service sent, with its naira value and a copy button. */
export function Amount({ session, copy = true }: { session: ClientSession; copy?: boolean }) {
  const { due, quote } = session;
  const intl = useFrame((s) => s.intl);
  const fiat = due.amount && due.fiat_amount && `≈ ${formatNaira(due.fiat_amount, intl)}`;
  const rate = quote && due.asset && `1 ${due.asset} = ${formatNaira(quote.rate, intl)}`;
  return (
    <Hero
      id="amount-label"
      value={due.amount ?? (due.fiat_amount ? formatNaira(due.fiat_amount, intl) : '')}
      asset={due.amount ? due.asset : null}
      copy={copy && !!due.amount}
    >
      {/* The naira value and the rate on one line, each unbroken: secondary to the amount, and a line less
          above the address and Open in wallet on a phone. */}
      {(fiat || rate) && (
        <p class="muted fiat">
          {fiat && <span class="value">{fiat}</span>}
          {fiat && rate && ' · '}
          {rate && <span class="value">{rate}</span>}
        </p>
      )}
    </Hero>
  );
}

/**
 * Next to the amount it is about, as the React checkout has it: an exchange's withdrawal fee must not come off
 * it. At the foot of the address block it sat below the fold of a 360 × 740 phone, under the QR code. The
 * underpaid screen has its own hint about the fee instead.
 */
export function FeeNote() {
  return (
    <p class="muted" data-testid="fee-note">
      {useFrame((s) => s.strings.feeNote)}
    </p>
  );
}

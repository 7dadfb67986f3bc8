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
      <p class="amount">
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
  return (
    <Hero
      id="amount-label"
      value={due.amount ?? (due.fiat_amount ? formatNaira(due.fiat_amount, intl) : '')}
      asset={due.amount ? due.asset : null}
      copy={copy && !!due.amount}
    >
      {due.amount && due.fiat_amount && <p class="muted fiat">≈ {formatNaira(due.fiat_amount, intl)}</p>}
      {quote && due.asset && (
        <p class="muted rate">
          1 {due.asset} = {formatNaira(quote.rate, intl)}
        </p>
      )}
    </Hero>
  );
}

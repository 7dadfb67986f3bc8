import type { ClientSession } from '@pulse/core';
import type { ComponentChildren } from 'preact';
import { formatNaira } from '../decimal.js';
import { useFrame } from '../use-frame.js';
import { CopyButton } from './CopyButton.js';

/** The hero amount under the merchant's heroLabel: a value, its asset, an optional copy button, then extras. */
export function Hero({
  id,
  value,
  asset,
  copy,
  children,
}: {
  id: string;
  value: string;
  asset: string | null;
  copy: boolean;
  children?: ComponentChildren;
}) {
  const strings = useFrame((s) => s.strings);
  return (
    <div class="hero">
      <p class="label" id={id}>
        {strings.heroLabel}
      </p>
      <p class="amount" aria-labelledby={id}>
        <span class="amount-value">{value}</span> {asset && <span class="amount-asset">{asset}</span>}
        {copy && <CopyButton text={value} what="amount" />}
      </p>
      {children}
    </div>
  );
}

/** The amount due as the exact decimal string the service sent, with its naira value and a copy button. */
export function Amount({ session, copy = true }: { session: ClientSession; copy?: boolean }) {
  const { due, quote } = session;
  return (
    <Hero
      id="amount-label"
      value={due.amount ?? (due.fiat_amount ? formatNaira(due.fiat_amount) : '')}
      asset={due.amount ? due.asset : null}
      copy={copy && !!due.amount}
    >
      {due.amount && due.fiat_amount && <p class="muted fiat">≈ {formatNaira(due.fiat_amount)}</p>}
      {quote && due.asset && (
        <p class="muted rate">
          1 {due.asset} = {formatNaira(quote.rate)}
        </p>
      )}
    </Hero>
  );
}

import type { ClientSession } from '@pulse/core';
import { formatNaira } from '../decimal.js';
import { useFrame } from '../use-frame.js';
import { CopyButton } from './CopyButton.js';

/** The amount due as the exact decimal string the service sent, with its naira value and a copy button. */
export function Amount({ session, copy = true }: { session: ClientSession; copy?: boolean }) {
  const strings = useFrame((s) => s.strings);
  const { due, quote } = session;
  return (
    <div class="hero">
      <p class="label" id="amount-label">
        {strings.heroLabel}
      </p>
      <p class="amount" aria-labelledby="amount-label">
        <span class="amount-value">
          {due.amount ?? (due.fiat_amount ? formatNaira(due.fiat_amount) : '')}
        </span>{' '}
        {due.amount && <span class="amount-asset">{due.asset}</span>}
        {copy && due.amount && <CopyButton text={due.amount} what="amount" />}
      </p>
      {due.amount && due.fiat_amount && <p class="muted fiat">≈ {formatNaira(due.fiat_amount)}</p>}
      {quote && due.asset && (
        <p class="muted rate">
          1 {due.asset} = {formatNaira(quote.rate)}
        </p>
      )}
    </div>
  );
}

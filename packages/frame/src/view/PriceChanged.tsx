import { formatString } from '@pulse/core';
import { useFrame } from './use-frame.js';

/**
 * After a refresh priced the amount anew: the new amount and the old one, which a customer may have typed
 * into an exchange already. Until the status moves on (store's priceBefore); in the later chunk, with its
 * sentence, as the refresh's screen is.
 */
export function PriceChanged({ amount, asset }: { amount: string; asset: string | null }) {
  const before = useFrame((s) => s.priceBefore);
  const text = useFrame((s) => s.strings.priceChangedSend);
  if (!before || !text || before === amount) return null;
  return (
    <p class="note" role="status" data-testid="price-changed">
      {formatString(text, { amount, asset: asset ?? '', previous: before })}
    </p>
  );
}

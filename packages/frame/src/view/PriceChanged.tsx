import { amountToSend, formatString } from '@pulse/core/internal';
import { useFrame } from './use-frame.js';

/**
 * After a refresh priced the amount anew: the new amount and the old one, which a customer may have typed
 * into an exchange already. Until the status moves on (store's priceBefore); in the later chunk, with its
 * sentence, as the refresh's screen is.
 */
export function PriceChanged() {
  const before = useFrame((s) => s.priceBefore);
  const session = useFrame((s) => s.session);
  const text = useFrame((s) => s.strings.priceChangedSend);
  // What the screen asks for now: the amount due, or the rest of an underpaid session.
  const amount = session && amountToSend(session);
  if (!before || !text || !amount || before === amount) return null;
  return (
    <p class="note" role="status" data-testid="price-changed">
      {formatString(text, { amount, asset: session.due.asset ?? '', previous: before })}
    </p>
  );
}

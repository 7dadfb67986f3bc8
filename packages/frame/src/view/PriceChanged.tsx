import { amountToSend, formatString, type ClientSession, type EmbedStrings } from '@pulse/core/internal';
import { useFrame } from './use-frame.js';

/**
 * The price-changed sentence (the new amount, and the one shown before), or undefined when the amount did not
 * change. The note shows it, and the live region reads it (Announcer.tsx): a note inserted with its words is
 * not read out by every screen reader.
 */
export function priceChangedText(
  before: string | null,
  session: ClientSession | null,
  strings: EmbedStrings,
): string | undefined {
  // What the screen asks for now: the amount due, or the rest of an underpaid session.
  const amount = session && amountToSend(session);
  const text = strings.priceChangedSend;
  if (!before || !text || !amount || before === amount) return undefined;
  return formatString(text, { amount, asset: session.due.asset ?? '', previous: before });
}

/**
 * After a refresh priced the amount anew: the new amount and the old one, which a customer may have typed
 * into an exchange already. Until the status moves on (store's priceBefore); in the later chunk, with its
 * sentence, as the refresh's screen is.
 */
export function PriceChanged() {
  const before = useFrame((s) => s.priceBefore);
  const session = useFrame((s) => s.session);
  const strings = useFrame((s) => s.strings);
  const text = priceChangedText(before, session, strings);
  return text ? (
    <p class="note" data-testid="price-changed">
      {text}
    </p>
  ) : null;
}

import { useFrame } from './use-frame.js';
import { Address, Watching } from './Address.js';
import { Amount, FeeNote } from './Amount.js';
import { LazyExpired, LazyPriceChanged, LazyProgress } from './lazy.js';
import { Countdown } from './Countdown.js';
import { Picker } from './Picker.js';
import { isQuoteExpired, needsPick } from './quote-state.js';

/**
 * The payment component: pick, pay, then follow the status to the end. Payment instructions (amount to send,
 * copy buttons, the price countdown) show only while nothing has arrived; once a payment is detected the
 * screen says what happened instead, except underpaid, which asks for exactly the rest.
 */
export function Payment() {
  const session = useFrame((s) => s.session);
  const status = useFrame((s) => s.status);
  const pick = useFrame(needsPick);
  const expired = useFrame(isQuoteExpired);
  if (!session) return null;
  if (pick) return <Picker />;
  if (expired) return <LazyExpired />;
  if (status === 'awaiting_payment') {
    return (
      <>
        <Amount session={session} />
        <LazyPriceChanged />
        {session.quote && <Countdown until={session.quote.locked_until} />}
        <FeeNote />
        <Address session={session} />
        <Watching />
      </>
    );
  }
  return <LazyProgress session={session} status={status} />;
}

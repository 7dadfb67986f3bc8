import { formatNaira, multiply, type ClientSession } from '@pulse/core';
import { arrived } from '../arrived.js';
import { useFrame } from '../use-frame.js';
import { Address, Watching } from './Address.js';
import { Amount, Hero } from './Amount.js';
import { OrderId } from './CopyButton.js';
import { LazyExpired, LazyReceipt } from './lazy.js';
import { Received } from './Received.js';
import { Countdown } from './Countdown.js';
import { Picker } from './Picker.js';
import { isQuoteExpired, needsPick } from './quote-state.js';
import { StatusScreen } from './StatusScreen.js';
import { TimeLeft } from './TimeLeft.js';
import { Tracker } from './Tracker.js';

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
  if (!session) return <StatusScreen />;
  if (pick) return <Picker />;
  if (expired) return <LazyExpired />;
  if (status === 'awaiting_payment') {
    return (
      <>
        <Amount session={session} />
        {session.quote && <Countdown until={session.quote.locked_until} />}
        <Address session={session} />
        <Watching />
      </>
    );
  }
  if (status === 'underpaid') {
    return (
      <>
        <StatusScreen />
        <Remaining session={session} />
        <TimeLeft until={session.expires_at} label="Time left to send the rest" />
        <Address session={session} />
        <Watching />
        <OrderId id={session.order_id} />
      </>
    );
  }
  return (
    <>
      <StatusScreen />
      {status === 'completed' ? <LazyReceipt session={session} /> : <Tracker />}
      {status !== 'completed' && arrived(session) && <Received session={session} />}
      {status !== 'completed' && <OrderId id={session.order_id} />}
    </>
  );
}

/** What an underpaid order still needs, as the exact decimal string, copyable, with its naira value. */
function Remaining({ session }: { session: ClientSession }) {
  const { quote, received } = session;
  return (
    <Hero
      id="remaining-label"
      label="Still to send"
      value={received.remaining}
      asset={session.due.asset}
      copy
    >
      {quote && (
        <p class="muted fiat" data-testid="remaining-naira">
          ≈ {formatNaira(multiply(received.remaining, quote.rate))}
        </p>
      )}
    </Hero>
  );
}

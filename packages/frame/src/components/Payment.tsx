import { useFrame } from '../use-frame.js';
import { Address } from './Address.js';
import type { ClientSession } from '@pulse/core';
import { Amount, Hero } from './Amount.js';
import { Countdown } from './Countdown.js';
import { Expired } from './Expired.js';
import { Picker } from './Picker.js';
import { isQuoteExpired, needsPick } from './quote-state.js';
import { StatusScreen } from './StatusScreen.js';
import { Tracker } from './Tracker.js';

/** The payment component: pick, pay, then follow the status to the end. */
export function Payment() {
  const session = useFrame((s) => s.session);
  const status = useFrame((s) => s.status);
  const pick = useFrame(needsPick);
  const expired = useFrame(isQuoteExpired);
  if (!session) return <StatusScreen />;
  if (pick) return <Picker />;
  if (expired) return <Expired />;
  if (status === 'awaiting_payment') {
    return (
      <>
        <Amount session={session} />
        {session.quote && <Countdown until={session.quote.locked_until} />}
        <Address session={session} />
      </>
    );
  }
  return (
    <>
      <StatusScreen />
      {['deposit_detected', 'deposit_confirmed', 'converting', 'completed', 'overpaid'].includes(status) && (
        <Tracker />
      )}
      {status === 'underpaid' && (
        <>
          <Remaining session={session} />
          <Address session={session} />
        </>
      )}
    </>
  );
}

/** What an underpaid order still needs, as the exact decimal string, copyable: the new amount due. */
function Remaining({ session }: { session: ClientSession }) {
  return <Hero id="remaining-label" value={session.received.remaining} asset={session.due.asset} copy />;
}

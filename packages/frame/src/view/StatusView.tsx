import { arrived } from '../session/arrived.js';
import { useFrame } from './use-frame.js';
import { Expired } from './Expired.js';
import { OrderId } from './OrderId.js';
import { RestTimeLeft } from './Progress.js';
import { isQuoteExpired } from './quote-state.js';
import { Held, Received } from './Received.js';
import { StatusScreen } from './StatusScreen.js';
import { Tracker } from './Tracker.js';

/**
 * The status component: where an existing order stands, as words and as steps, with what arrived. A price
 * that ran out (the session expired, or an underpaid rest's lock passed) shows the payment's price-expired
 * screen, with its refresh, rather than an amount to send that no longer holds.
 */
export function StatusView() {
  const session = useFrame((s) => s.session);
  const status = useFrame((s) => s.status);
  const expired = useFrame(isQuoteExpired);
  if (expired) return <Expired />;
  return (
    <>
      <StatusScreen />
      {/* Part paid: the time left to send the rest, as the payment component shows it. */}
      {session && status === 'underpaid' && <RestTimeLeft session={session} />}
      {session && <Tracker />}
      {session && arrived(session) && <Received session={session} />}
      {session && <Held session={session} />}
      {session && <OrderId id={session.order_id} />}
    </>
  );
}

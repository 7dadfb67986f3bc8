import { arrived } from '../session/arrived.js';
import { useFrame } from './use-frame.js';
import { OrderId } from './OrderId.js';
import { Held, Received } from './Received.js';
import { StatusScreen } from './StatusScreen.js';
import { Tracker } from './Tracker.js';

/** The status component: where an existing order stands, as words and as steps, with what arrived. */
export function StatusView() {
  const session = useFrame((s) => s.session);
  return (
    <>
      <StatusScreen />
      {session && <Tracker />}
      {session && arrived(session) && <Received session={session} />}
      {session && <Held session={session} />}
      {session && <OrderId id={session.order_id} />}
    </>
  );
}

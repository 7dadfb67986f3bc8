import { useFrame } from '../use-frame.js';
import { StatusScreen } from './StatusScreen.js';
import { Tracker } from './Tracker.js';

/** The status component: where an existing order stands, as words and as steps. */
export function StatusView() {
  const session = useFrame((s) => s.session);
  return (
    <>
      <StatusScreen />
      {session && <Tracker />}
      {session && (
        <p class="muted order">
          Order <code>{session.order_id}</code>
        </p>
      )}
    </>
  );
}

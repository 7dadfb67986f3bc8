import { arrived } from '../session/arrived.js';
import { useFocusAfterAction } from './use-focus.js';
import { useController, useFrame } from './use-frame.js';
import { Address } from './Address.js';
import { OrderId } from './OrderId.js';
import { Notice } from './Notice.js';
import { Held, Received } from './Received.js';

/**
 * The price ran out: say so and offer the refresh. A customer may already have sent: a late deposit is still
 * credited at a new price (spec 3.1), so the address stays visible for them; money that already arrived is
 * shown with the order number. Part paid, the note says that the rest is still to send after the refresh,
 * unless it is on its way.
 */
export function Expired() {
  const strings = useFrame((s) => s.strings);
  const busy = useFrame((s) => s.busy);
  const session = useFrame((s) => s.session);
  const controller = useController();
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  const sent = !!session && arrived(session);
  return (
    <>
      <section class="screen tone-warning" data-status="expired" aria-labelledby="expired-title">
        <h2 id="expired-title" tabIndex={-1} ref={heading}>
          {strings.expiredTitle}
        </h2>
        <p class="muted">{strings.expiredSubtitle}</p>
        {/* Part paid: the rest is still due at a new price, so not "do not send again". */}
        <p class="muted" data-testid="late-note">
          {session?.status === 'underpaid' ? strings.lateNotePart : strings.lateNote}
        </p>
        <button
          type="button"
          class="primary"
          aria-disabled={busy || undefined}
          onClick={() => void controller.refresh()}
        >
          {strings.refreshButton}
        </button>
        <Notice />
      </section>
      {session && sent && <Received session={session} />}
      {session && <Address session={session} qr={false} />}
      {/* A deposit held beside the part that arrived (another network or coin) stays in view. */}
      {session && <Held session={session} />}
      {session && (sent || !!session.received.held?.length) && <OrderId id={session.order_id} />}
    </>
  );
}

import type { Fatal as FatalError } from '../session/store.js';
import { arrived } from '../session/arrived.js';
import { fatalCopy, heldSentence, lostSight, underpaid } from '../session/status-copy.js';
import { useFocusAfterAction } from './use-focus.js';
import { useFrame } from './use-frame.js';
import { OrderId } from './OrderId.js';
import { Held, Received } from './Received.js';

/**
 * A final screen: what went wrong and what the customer can do. Money that already arrived is never
 * forgotten: what arrived and the order number to quote, and, when it is less than due, that it is held
 * and refunded. Once an address was shown, the order number stays even with nothing arrived yet.
 */
export function Fatal({ fatal }: { fatal: FatalError }) {
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  const session = useFrame((s) => s.session);
  const strings = useFrame((s) => s.strings);
  const sent = !!session && arrived(session);
  const lost = sent && lostSight(fatal.code, session);
  const [title, body] = fatalCopy(fatal.code, session);
  const short = sent && !lost && underpaid(session);
  // The order number is to quote once the address was on screen (the payment component), even with nothing
  // arrived: a transfer still on its way lands on this order.
  const quoting = useFrame((s) => s.options.component === 'payment' && !!s.session?.deposit_address);
  return (
    <>
      <section
        class={`screen ${sent ? 'tone-warning' : 'tone-danger'}`}
        data-status="fatal"
        data-code={fatal.code}
        aria-labelledby="fatal-title"
      >
        <h2 id="fatal-title" tabIndex={-1} ref={heading}>
          {strings[title]}
        </h2>
        {short ? (
          <p class="muted" data-testid="held-note">
            {heldSentence(strings, session)}
          </p>
        ) : (
          <p class="muted">
            {/* Ended after the address was shown, nothing seen yet: a transfer may be on its way, so a new link
                must not read as "pay again". */}
            {strings[fatal.code === 'session_expired' && quoting && !sent ? 'fatalEndedSent' : body]}
          </p>
        )}
      </section>
      {session && sent && <Received session={session} />}
      {session && <Held session={session} />}
      {session && (sent || quoting || !!session.received.held?.length) && <OrderId id={session.order_id} />}
    </>
  );
}

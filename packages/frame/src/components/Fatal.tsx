import { less, trimZeros, type ClientSession } from '@pulse/core';
import type { Fatal as FatalError } from '../store.js';
import { arrived } from '../arrived.js';
import { useFocusAfterAction } from '../use-focus.js';
import { useFrame } from '../use-frame.js';
import { OrderId } from './CopyButton.js';
import { Received } from './Received.js';

const TITLES: Record<string, string> = {
  session_expired: 'This payment session has ended',
  session_invalid: 'This payment link is not valid',
  invalid_options: 'This payment is not set up correctly',
};

/** Customer sentences; anything else a general one. Codes and raw messages go to the host's onError. */
const BODIES: Record<string, string> = {
  session_expired: 'Ask the merchant for a new payment link.',
  session_invalid: 'Ask the merchant for a new payment link.',
  invalid_options: 'The merchant needs to fix this page. Please try again later or pay another way.',
};

/**
 * Less than the amount due arrived: only then is the money held and refunded. A session that fails while a
 * full payment is being detected or converted (a 410, a failed renewal) is not underpaid.
 */
const underpaid = (session: ClientSession): boolean =>
  session.status === 'underpaid' ||
  (session.due.amount !== null && less(session.received.amount, session.due.amount));

/**
 * A final screen: what went wrong and what the customer can do. Money that already arrived is never
 * forgotten: what arrived and the order number to quote, and, when it is less than due, that it is held
 * and refunded.
 */
export function Fatal({ fatal }: { fatal: FatalError }) {
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  const session = useFrame((s) => s.session);
  const sent = !!session && arrived(session);
  const short = sent && underpaid(session);
  return (
    <>
      <section
        class={`screen ${sent ? 'tone-warning' : 'tone-danger'}`}
        data-status="fatal"
        data-code={fatal.code}
        aria-labelledby="fatal-title"
      >
        <h2 id="fatal-title" tabIndex={-1} ref={heading}>
          {TITLES[fatal.code] ?? 'Something went wrong'}
        </h2>
        {short ? (
          <p class="muted" data-testid="held-note">
            We received {trimZeros(session.received.amount)} {session.due.asset}, less than the amount due. It
            is held for you and refunded; contact the merchant with the order number below. Do not send more
            to this address.
          </p>
        ) : (
          <p class="muted">
            {BODIES[fatal.code] ?? 'Please try again later. If it keeps happening, contact the merchant.'}
          </p>
        )}
      </section>
      {session && sent && <Received session={session} />}
      {session && sent && <OrderId id={session.order_id} />}
    </>
  );
}

import { formatString, less, trimZeros, type ClientSession, type EmbedStringKey } from '@pulse/core';
import type { Fatal as FatalError } from '../store.js';
import { arrived } from '../arrived.js';
import { useFocusAfterAction } from '../use-focus.js';
import { useFrame } from '../use-frame.js';
import { OrderId } from './CopyButton.js';
import { Received } from './Received.js';

/** Customer sentences by code; anything else a general one. Codes and raw messages go to the host's onError. */
const COPY: Record<string, [EmbedStringKey, EmbedStringKey]> = {
  session_expired: ['fatalEndedTitle', 'fatalNewLink'],
  session_invalid: ['fatalInvalidTitle', 'fatalNewLink'],
  invalid_options: ['fatalOptionsTitle', 'fatalOptionsBody'],
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
  const strings = useFrame((s) => s.strings);
  const [title, body] = COPY[fatal.code] ?? ['fatalOtherTitle', 'fatalOtherBody'];
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
          {strings[title]}
        </h2>
        {short ? (
          <p class="muted" data-testid="held-note">
            {formatString(strings.heldNote, {
              received: trimZeros(session.received.amount),
              asset: session.due.asset ?? '',
            })}
          </p>
        ) : (
          <p class="muted">{strings[body]}</p>
        )}
      </section>
      {session && sent && <Received session={session} />}
      {session && sent && <OrderId id={session.order_id} />}
    </>
  );
}

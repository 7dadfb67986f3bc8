import { Fragment } from 'preact';
import { networkName, type ClientSession } from '@pulse/core/internal';
import { heldTitle, prose } from '../session/status-copy.js';
import { useFrame } from './use-frame.js';

/** What has arrived so far, on which network. */
export function Received({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  return (
    <dl class="facts" data-testid="received">
      <div>
        <dt>{strings.received}</dt>
        <dd class="value">
          {prose(session.received.amount)} {session.due.asset}
        </dd>
      </div>
      {session.due.network && (
        <div>
          <dt>{strings.network}</dt>
          <dd>{networkName(session.due.network)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Deposits held rather than counted (on another network or of another coin than chosen, or sent again after
 * the payment was complete), each under why it is held, as it arrived (its own amount, coin and network, not
 * the session's), and what happens to them: held, not part of this payment, returned by the merchant.
 */
export function Held({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  const held = session.received.held ?? [];
  if (!held.length) return null;
  return (
    <div class="held" data-testid="held">
      {held.map((h, i) => {
        const title = heldTitle(strings, session, h.reason);
        return (
          <Fragment key={i}>
            {title && <p class="held-title">{title}</p>}
            <dl class="facts">
              <div>
                <dt>{strings.heldAmount}</dt>
                <dd class="value">
                  {prose(h.amount)} {h.asset}
                </dd>
              </div>
              <div>
                <dt>{strings.network}</dt>
                <dd>{networkName(h.network)}</dd>
              </div>
            </dl>
          </Fragment>
        );
      })}
      <dl class="facts">
        <div class="long">
          <dt>{strings.heldLabel}</dt>
          <dd>{strings.heldWrongNetwork}</dd>
        </div>
      </dl>
    </div>
  );
}

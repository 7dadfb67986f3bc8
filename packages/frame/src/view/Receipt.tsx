import {
  formatNaira,
  formatString,
  isZero,
  networkName,
  trimZeros,
  type ClientSession,
} from '@pulse/core/internal';
import { arrived } from '../session/arrived.js';
import { useFrame } from './use-frame.js';
import { OrderId } from './CopyButton.js';

/** The completed payment as a receipt: both sides' amounts, network, time and the order number. */
export function Receipt({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  const intl = useFrame((s) => s.intl);
  const { due, received } = session;
  const paid = arrived(session) ? received.amount : due.amount;
  const time = new Date(session.server_time);
  return (
    <section class="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h3 id="receipt-title" class="label">
        {strings.receipt}
      </h3>
      <dl class="facts">
        {paid && (
          <div>
            <dt>{strings.youPaid}</dt>
            <dd class="value">
              {trimZeros(paid)} {due.asset}
            </dd>
          </div>
        )}
        {!isZero(received.excess) && (
          // More than due arrived: it was converted with the rest and went to the merchant, who returns it.
          <div class="long" data-testid="extra-sent">
            <dt>{strings.extraSent}</dt>
            <dd class="value">
              {trimZeros(received.excess)} {due.asset}
            </dd>
            <dd class="muted small">
              {formatString(strings.extraConverted, {
                excess: trimZeros(received.excess),
                asset: due.asset ?? '',
              })}
            </dd>
          </div>
        )}
        {due.fiat_amount && (
          <div>
            <dt>{strings.merchantReceives}</dt>
            <dd class="value">{formatNaira(due.fiat_amount, intl)}</dd>
          </div>
        )}
        {due.network && (
          <div>
            <dt>{strings.network}</dt>
            <dd>{networkName(due.network)}</dd>
          </div>
        )}
        <div>
          <dt>{strings.time}</dt>
          <dd>
            <time dateTime={session.server_time}>
              {Number.isNaN(time.getTime())
                ? session.server_time
                : time.toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
      <OrderId id={session.order_id} />
    </section>
  );
}

import { formatNaira, networkName, trimZeros, type ClientSession } from '@pulse/core';
import { arrived } from '../arrived.js';
import { OrderId } from './CopyButton.js';

/** The completed payment as a receipt: both sides' amounts, network, time and the order number. */
export function Receipt({ session }: { session: ClientSession }) {
  const { due, received } = session;
  const paid = arrived(session) ? received.amount : due.amount;
  const time = new Date(session.server_time);
  return (
    <section class="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h3 id="receipt-title" class="label">
        Receipt
      </h3>
      <dl class="facts">
        {paid && (
          <div>
            <dt>You paid</dt>
            <dd class="value">
              {trimZeros(paid)} {due.asset}
            </dd>
          </div>
        )}
        {due.fiat_amount && (
          <div>
            <dt>Merchant receives</dt>
            <dd class="value">{formatNaira(due.fiat_amount)}</dd>
          </div>
        )}
        {due.network && (
          <div>
            <dt>Network</dt>
            <dd>{networkName(due.network)}</dd>
          </div>
        )}
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={session.server_time}>
              {Number.isNaN(time.getTime())
                ? session.server_time
                : time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
      <OrderId id={session.order_id} />
    </section>
  );
}

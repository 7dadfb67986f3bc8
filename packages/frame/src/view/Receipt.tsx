import {
  formatMoment,
  formatNaira,
  formatString,
  isZero,
  networkName,
  type ClientSession,
} from '@pulse/core/internal';
import { arrived } from '../session/arrived.js';
import { prose } from '../session/status-copy.js';
import { useFrame } from './use-frame.js';
import { OrderId } from './OrderId.js';

/**
 * The completed payment as a receipt: both sides' amounts, network, the time this page saw it complete (none
 * for a session read completed already) and the order number.
 */
export function Receipt({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  const intl = useFrame((s) => s.intl);
  const locale = useFrame((s) => s.locale);
  const at = useFrame((s) => s.completedAt);
  const { due, received } = session;
  const paid = arrived(session) ? received.amount : due.amount;
  // The order's naira as the service states it (the session's due.fiat_amount, the merchant's collection
  // order's fiat_amount), never a figure of our own. After an overpayment none: the extra went to the merchant
  // too (its own row says so), and no answer of the service says its naira.
  const extra = !isZero(received.excess);
  const merchant = !extra && due.fiat_amount;
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
              {prose(paid)} {due.asset}
            </dd>
          </div>
        )}
        {extra && (
          // More than due arrived: it was converted with the rest and went to the merchant, who returns it.
          <div class="long" data-testid="extra-sent">
            <dt>{strings.extraSent}</dt>
            <dd class="value">
              {prose(received.excess)} {due.asset}
            </dd>
            <dd class="muted small">
              {formatString(strings.extraConverted, {
                excess: prose(received.excess),
                asset: due.asset ?? '',
              })}
            </dd>
          </div>
        )}
        {merchant && (
          <div>
            <dt>{strings.merchantReceives}</dt>
            <dd class="value" data-testid="merchant-receives">
              {formatNaira(merchant, intl)}
            </dd>
          </div>
        )}
        {due.network && (
          <div>
            <dt>{strings.network}</dt>
            <dd>{networkName(due.network)}</dd>
          </div>
        )}
        {/* Only a time this page saw: a receipt read later (a reload) would show the time of that read. */}
        {at && (
          <div>
            <dt>{strings.time}</dt>
            <dd>
              <time dateTime={at}>{formatMoment(at, locale, intl)}</time>
            </dd>
          </div>
        )}
      </dl>
      <OrderId id={session.order_id} />
    </section>
  );
}

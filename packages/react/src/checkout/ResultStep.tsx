'use client';
import { formatString, type Order } from '@pulse/core';
import { networkNameWithNickname } from '@pulse/core/locales/en/networks';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutLater } from '@pulse/core/locales/en/checkout-later';
import { checkoutPay } from '@pulse/core/locales/en/checkout-pay';
import { formatMoment } from '@pulse/core/internal';
import { CopyField } from '../ui/CopyField.js';
import { Destination, destinationLines } from './Destination.js';
import type { CheckoutFlow, FlowState } from './flow.js';
import { prose, subtractDecimal } from '../ui/format.js';
import { useText } from '../i18n/speech.js';
import { StepHeading } from '../ui/StepHeading.js';
import { Tracker } from '../ui/Tracker.js';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="pulse-row">
      <dt>{label}</dt>
      <dd className="pulse-value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Where the money went: the bank account the customer confirmed (a sale), or the wallet the request named (a
 * purchase), as the review step showed it. None for an order found again (a reload, another tab), whose
 * account or wallet this page did not confirm.
 */
function WentTo({ order, state, wallet }: { order: Order; state: FlowState; wallet?: string | undefined }) {
  const { t } = useText(checkoutLater);
  const sale = order.type === 'offramp';
  const lines = state.resumed
    ? []
    : destinationLines(sale ? state.resolved : null, sale ? undefined : wallet);
  return lines.length ? (
    <Destination
      label={sale ? t.paidTo : t.deliveredTo}
      lines={lines}
      long={!sale}
      testId="receipt-destination"
    />
  ) : null;
}

/** A receipt: both amounts, where the money went, the network, the rate, the time and the copyable order id. */
function Receipt({ order, state, wallet }: { order: Order; state: FlowState; wallet?: string | undefined }) {
  const due = state.due;
  const { t, intl, locale } = useText(checkoutLater);
  const { t: first } = useText(checkout);
  const money = (m: { amount: string; currency: string }) => prose(m.amount, m.currency, intl);
  const onramp = order.type === 'onramp';
  // More than asked arrived: the order counted all of it (its source amount is what arrived).
  const extra = due === null ? null : subtractDecimal(order.source.amount, due);
  const overpaid = extra !== null && !extra.startsWith('-') && /[1-9]/.test(extra);
  const network = onramp ? order.destination.network : order.source.network;
  const hash = (order as { transaction_hash?: unknown }).transaction_hash;
  return (
    <dl className="pulse-figures" data-testid="receipt">
      <Row label={onramp ? t.youPaid : t.youSent} value={money(order.source)} />
      <Row label={onramp ? t.delivered : t.paidOut} value={money(order.destination)} />
      <WentTo order={order} state={state} wallet={wallet} />
      {overpaid ? (
        <div className="pulse-field pulse-long" data-testid="extra-sent">
          <dt>{t.extraSent}</dt>
          <dd className="pulse-value">{prose(extra, order.source.currency, intl)}</dd>
          <dd className="pulse-muted pulse-prose">
            {formatString(t.orderExtraConverted, {
              extra: prose(extra, order.source.currency, intl),
              due: prose(due ?? '', order.source.currency, intl),
            })}
          </dd>
        </div>
      ) : null}
      {network ? <Row label={first.network} value={networkNameWithNickname(network)} /> : null}
      <Row label={t.completedAt} value={formatMoment(order.updated_at, locale, intl)} />
      {typeof hash === 'string' && hash !== '' ? (
        <CopyField label={t.transactionHash} value={hash} long />
      ) : null}
      <CopyField label={first.orderNumber} value={order.id} long />
    </dl>
  );
}

/** The end screens: a receipt when completed; when expired, what happens to money sent, and a way on. */
export function ResultStep({
  state,
  flow,
  onDone,
  wallet,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  onDone: () => void;
  /** A purchase's destination wallet, from the request. */
  wallet?: string | undefined;
}) {
  const { t } = useText(checkoutLater);
  const { t: first } = useText(checkout);
  const { t: pay } = useText(checkoutPay);
  const order = state.order;
  if (state.step === 'completed') {
    return (
      <div className="pulse-step pulse-success">
        <StepHeading>{first.successTitle}</StepHeading>
        {/* A seller is the one paid: "your payment is complete" would say the opposite. */}
        <p className="pulse-muted">{order?.type === 'offramp' ? t.successSubtitleSell : t.successSubtitle}</p>
        {order ? <Tracker status={order.status} /> : null}
        {order ? <Receipt order={order} state={state} wallet={wallet} /> : null}
        <button type="button" className="pulse-button" onClick={onDone}>
          {t.done}
        </button>
      </div>
    );
  }
  return (
    <div className="pulse-step">
      {/* Not the quote's expiredTitle: the price could be refreshed, this order can only start again. */}
      <StepHeading>{first.orderExpiredTitle}</StepHeading>
      <p className="pulse-muted">{t.orderExpiredSubtitle}</p>
      {order ? (
        <>
          <p className="pulse-notice" data-testid="expired-sent">
            {/* Crypto can be sent on another network, which the order's status cannot show; a bank transfer not. */}
            {order.type === 'offramp' ? t.orderExpiredSentCrypto : t.orderExpiredSent}
          </p>
          {/* The account or address only to read back where money went: no Copy, which would invite paying
              into an order that has ended; the order number keeps its Copy, for the merchant. */}
          <dl className="pulse-figures">
            {order.type === 'offramp' ? (
              <CopyField
                label={formatString(pay.addressLabel, {
                  network: networkNameWithNickname(order.funding_account.network),
                })}
                value={order.funding_account.deposit_address}
                long
                copy={false}
              />
            ) : (
              <CopyField
                label={pay.accountNumberShort}
                value={order.funding_account.account_number}
                copy={false}
              />
            )}
            <CopyField label={first.orderNumber} value={order.id} long />
          </dl>
        </>
      ) : null}
      <div className="pulse-actions">
        <button type="button" className="pulse-button" onClick={() => flow.restart()}>
          {t.startAgain}
        </button>
        <button type="button" className="pulse-button pulse-secondary" onClick={onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}

'use client';
import { formatString, networkName, type Order, type Strings } from '@pulse/core';
import { RESULT_COPY } from './copyResult.js';
import { COPY } from './copy.js';
import { CopyField } from './CopyField.js';
import type { CheckoutFlow, FlowState } from './flow.js';
import { formatProse, subtractDecimal } from './format.js';
import { StepHeading } from './StepHeading.js';
import { Tracker } from './Tracker.js';

const money = (m: { amount: string; currency: string }) => `${formatProse(m.amount)} ${m.currency}`;

/** The order's time as the customer's locale writes it; the raw value if it does not parse. */
function when(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t)
    ? iso
    : new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

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

/** A receipt: both amounts, the network, the rate, the time and the copyable order id. */
function Receipt({ order, due, strings }: { order: Order; due: string | null; strings: Strings }) {
  const onramp = order.type === 'onramp';
  // More than asked arrived: the order counted all of it (its source amount is what arrived).
  const extra = due === null ? null : subtractDecimal(order.source.amount, due);
  const overpaid = extra !== null && !extra.startsWith('-') && /[1-9]/.test(extra);
  const network = onramp ? order.destination.network : order.source.network;
  const hash = (order as { transaction_hash?: unknown }).transaction_hash;
  return (
    <dl className="pulse-figures" data-testid="receipt">
      <Row label={onramp ? RESULT_COPY.youPaid : RESULT_COPY.youSent} value={money(order.source)} />
      <Row label={onramp ? RESULT_COPY.delivered : RESULT_COPY.paidOut} value={money(order.destination)} />
      {overpaid ? (
        <div className="pulse-field pulse-long" data-testid="extra-sent">
          <dt>{RESULT_COPY.extraSent}</dt>
          <dd className="pulse-value">{`${formatProse(extra)} ${order.source.currency}`}</dd>
          <dd className="pulse-muted pulse-prose">
            {formatString(RESULT_COPY.extraConverted, {
              extra: formatProse(extra),
              due: formatProse(due ?? ''),
              currency: order.source.currency,
            })}
          </dd>
        </div>
      ) : null}
      {network ? <Row label={COPY.network} value={networkName(network)} /> : null}
      <Row label={RESULT_COPY.completedAt} value={when(order.updated_at)} />
      {typeof hash === 'string' && hash !== '' ? (
        <CopyField
          label={RESULT_COPY.transactionHash}
          value={hash}
          long
          copyLabel={strings.copyButton}
          copiedLabel={strings.copiedButton}
        />
      ) : null}
      <CopyField
        label={COPY.orderId}
        value={order.id}
        long
        copyLabel={strings.copyButton}
        copiedLabel={strings.copiedButton}
      />
    </dl>
  );
}

/** The end screens: a receipt when completed; when expired, what happens to money sent, and a way on. */
export function ResultStep({
  state,
  flow,
  strings,
  onDone,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  strings: Strings;
  onDone: () => void;
}) {
  const order = state.order;
  if (state.step === 'completed') {
    return (
      <div className="pulse-step pulse-success">
        <StepHeading>{strings.successTitle}</StepHeading>
        <p className="pulse-muted">{strings.successSubtitle}</p>
        {order ? <Tracker status={order.status} /> : null}
        {order ? <Receipt order={order} due={state.due} strings={strings} /> : null}
        <button type="button" className="pulse-button" onClick={onDone}>
          {RESULT_COPY.done}
        </button>
      </div>
    );
  }
  const copy = { copyLabel: strings.copyButton, copiedLabel: strings.copiedButton };
  return (
    <div className="pulse-step">
      {/* Not the quote's expiredTitle: the price could be refreshed, this order can only start again. */}
      <StepHeading>{COPY.orderExpiredTitle}</StepHeading>
      <p className="pulse-muted">{RESULT_COPY.orderExpiredSubtitle}</p>
      {order ? (
        <>
          <p className="pulse-notice" data-testid="expired-sent">
            {RESULT_COPY.orderExpiredSent}
          </p>
          <dl className="pulse-figures">
            {order.type === 'offramp' ? (
              <CopyField
                label={COPY.depositAddress}
                value={order.funding_account.deposit_address}
                long
                {...copy}
              />
            ) : (
              <CopyField
                label={COPY.accountNumberShort}
                value={order.funding_account.account_number}
                {...copy}
              />
            )}
            <CopyField label={COPY.orderId} value={order.id} long {...copy} />
          </dl>
        </>
      ) : null}
      <div className="pulse-actions">
        <button type="button" className="pulse-button" onClick={() => flow.restart()}>
          {RESULT_COPY.startAgain}
        </button>
        <button type="button" className="pulse-button pulse-secondary" onClick={onDone}>
          {RESULT_COPY.done}
        </button>
      </div>
    </div>
  );
}

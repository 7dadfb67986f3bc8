'use client';
import { formatString, type Order, type Strings } from '@pulse/core';
import { COPY } from './copy.js';
import { CopyField } from './CopyField.js';
import type { FlowState } from './flow.js';
import { formatAmount, formatClock } from './format.js';
import { QrCode } from './QrCode.js';
import { boundedDeadline, useCountdown } from './useCountdown.js';

/** Spec 3.1: an onramp order's virtual account takes payment for 30 minutes. */
export const FUNDING_WINDOW_MS = 30 * 60_000;

export const statusText = (status: string) => COPY.statusNames[status] ?? status.replace(/_/g, ' ');

function Status({ order }: { order: Order }) {
  return (
    <p className="pulse-status">
      {COPY.status}: <span data-testid="order-status">{statusText(order.status)}</span>
    </p>
  );
}

/** How to pay: the virtual account (onramp) or the deposit address (offramp), then the live status. */
export function FundingStep({ state, strings }: { state: FlowState; strings: Strings }) {
  const order = state.order;
  const deadline = order ? boundedDeadline(order.expires_at, state.orderReceivedAt, FUNDING_WINDOW_MS) : null;
  const left = useCountdown(order?.type === 'onramp' ? deadline : null);
  if (!order) return null;
  const copy = { copyLabel: strings.copyButton, copiedLabel: strings.copiedButton };
  if (order.type === 'onramp') {
    const account = order.funding_account;
    const amount = account.amount ?? order.source.amount;
    return (
      <div className="pulse-step">
        <p>{COPY.payInto}</p>
        <dl className="pulse-figures">
          <CopyField label={COPY.amount} value={amount} display={`${formatAmount(amount)} NGN`} {...copy} />
          <CopyField label={COPY.bankName} value={account.bank_name} {...copy} />
          <CopyField label={COPY.accountNumberShort} value={account.account_number} {...copy} />
          <CopyField label={COPY.accountName} value={account.account_name} {...copy} />
        </dl>
        <p className="pulse-muted">
          {COPY.fundWithin} <span className="pulse-timer">{formatClock(left)}</span>
        </p>
        <Status order={order} />
      </div>
    );
  }
  const { deposit_address: address, network } = order.funding_account;
  const amount = order.source.amount;
  const asset = order.source.currency;
  return (
    <div className="pulse-step">
      <p>{strings.subtitle}</p>
      <dl className="pulse-figures">
        <CopyField
          label={strings.heroLabel}
          value={amount}
          display={`${formatAmount(amount)} ${asset}`}
          {...copy}
        />
        <CopyField label={COPY.depositAddress} value={address} {...copy} />
        <div className="pulse-row">
          <dt>{COPY.network}</dt>
          <dd>{network}</dd>
        </div>
      </dl>
      <QrCode value={address} label={COPY.qrLabel} />
      <p className="pulse-warning">{formatString(COPY.networkWarning, { network })}</p>
      <Status order={order} />
    </div>
  );
}

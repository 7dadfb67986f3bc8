'use client';
import { useState } from 'react';
import {
  formatString,
  networkName,
  walletUri,
  type ClientSessionToken,
  type Order,
  type Strings,
} from '@pulse/core';
import { COPY } from './copy.js';
import { CopyField } from './CopyField.js';
import type { FlowState } from './flow.js';
import { formatAmount, formatClock, formatProse } from './format.js';
import { QrCode } from './QrCode.js';
import { StepHeading } from './StepHeading.js';
import { Tracker } from './Tracker.js';
import { boundedDeadline, useCountdown } from './useCountdown.js';

/** An onramp order's virtual account takes payment for 30 minutes. */
export const FUNDING_WINDOW_MS = 30 * 60_000;

export const statusText = (status: string) => COPY.statusNames[status] ?? status.replace(/_/g, ' ');

function Status({ order }: { order: Order }) {
  return (
    <p className="pulse-status">
      {COPY.status}: <span data-testid="order-status">{statusText(order.status)}</span>
    </p>
  );
}

/** After the payment arrived: no instructions, no countdown; the tracker and the order id. */
function Detected({ order, strings }: { order: Order; strings: Strings }) {
  return (
    <div className="pulse-step" data-testid="payment-detected">
      <StepHeading>{COPY.detectedTitle}</StepHeading>
      <p className="pulse-muted">{COPY.detectedBody}</p>
      <Status order={order} />
      <Tracker status={order.status} />
      <dl className="pulse-figures">
        <CopyField
          label={COPY.orderId}
          value={order.id}
          long
          copyLabel={strings.copyButton}
          copiedLabel={strings.copiedButton}
        />
      </dl>
    </div>
  );
}

/** The time left to pay, shown beside the amount. */
function Countdown({ left }: { left: number }) {
  return (
    <span className="pulse-countdown" data-testid="fund-countdown">
      {COPY.fundWithin} <span className="pulse-timer">{formatClock(left)}</span>
    </span>
  );
}

function Watching({ order, offline }: { order: Order; offline: boolean }) {
  return (
    <>
      <Status order={order} />
      {/* Offline, the notice above says what happens instead; "updates by itself" would not be true yet. */}
      {offline ? null : (
        <p className="pulse-watching" data-testid="watching">
          <span className="pulse-pulse" aria-hidden="true" />
          {COPY.watching}
        </p>
      )}
      <p className="pulse-muted">{COPY.lateCredit}</p>
    </>
  );
}

/**
 * The plain address QR (exchange apps read only that) and, when the order gives the token, a wallet QR and
 * an "Open in wallet" link carrying token, amount and chain.
 */
function DepositQr({
  address,
  amount,
  asset,
  network,
  token,
}: {
  address: string;
  amount: string;
  asset: string;
  network: string;
  token: ClientSessionToken | null | undefined;
}) {
  const [wallet, setWallet] = useState(false);
  // The service's order names no environment, so the checkout cannot know it is live: unknown counts as
  // test, and a link is made only for a public test network's token.
  const uri = walletUri(address, amount, network, token, undefined);
  const showWallet = wallet && uri !== null;
  return (
    <>
      {uri ? (
        // A segmented control, not a pair of Copy-like buttons: one of two views of the same QR code.
        <div className="pulse-segmented" role="group" aria-label={COPY.qrFor}>
          <button
            type="button"
            className="pulse-segment"
            aria-pressed={!showWallet}
            onClick={() => setWallet(false)}
          >
            {COPY.exchangeApp}
          </button>
          <button
            type="button"
            className="pulse-segment"
            aria-pressed={showWallet}
            onClick={() => setWallet(true)}
          >
            {COPY.walletApp}
          </button>
        </div>
      ) : null}
      <QrCode
        value={showWallet && uri ? uri : address}
        label={
          showWallet
            ? formatString(COPY.walletQrLabel, {
                amount: formatProse(amount),
                asset,
                network: networkName(network),
              })
            : COPY.qrLabel
        }
      />
      {uri ? (
        <a className="pulse-button pulse-secondary pulse-link" href={uri} data-testid="wallet-link">
          {COPY.openInWallet}
        </a>
      ) : null}
    </>
  );
}

/** How to pay: the virtual account (onramp) or the deposit address (offramp), while the order awaits payment. */
export function FundingStep({ state, strings }: { state: FlowState; strings: Strings }) {
  const order = state.order;
  const deadline = order ? boundedDeadline(order.expires_at, state.orderReceivedAt, FUNDING_WINDOW_MS) : null;
  const left = useCountdown(order?.status === 'awaiting_payment' ? deadline : null);
  if (!order) return null;
  if (order.status !== 'awaiting_payment') return <Detected order={order} strings={strings} />;
  const copy = { copyLabel: strings.copyButton, copiedLabel: strings.copiedButton };
  const resumed = state.resumed ? (
    <p className="pulse-notice" data-testid="resumed">
      {COPY.resuming}
    </p>
  ) : null;
  if (order.type === 'onramp') {
    const account = order.funding_account;
    const amount = account.amount ?? order.source.amount;
    return (
      <div className="pulse-step">
        {resumed}
        <StepHeading>{COPY.payInto}</StepHeading>
        <dl className="pulse-figures">
          <CopyField
            label={COPY.amount}
            value={amount}
            display={`${formatAmount(amount)} NGN`}
            hero
            aside={<Countdown left={left} />}
            {...copy}
          />
          <CopyField label={COPY.accountNumberShort} value={account.account_number} hero {...copy} />
          <CopyField label={COPY.bankName} value={account.bank_name} {...copy} />
          <CopyField label={COPY.accountName} value={account.account_name} {...copy} />
        </dl>
        <Watching order={order} offline={state.offline} />
      </div>
    );
  }
  const { deposit_address: address, network } = order.funding_account;
  const amount = order.source.amount;
  const asset = order.source.currency;
  const name = networkName(network);
  return (
    <div className="pulse-step">
      {resumed}
      <StepHeading>{strings.subtitle}</StepHeading>
      <dl className="pulse-figures">
        <CopyField
          label={strings.heroLabel}
          value={amount}
          display={`${formatAmount(amount)} ${asset}`}
          hero
          aside={<Countdown left={left} />}
          {...copy}
        />
      </dl>
      {/* Before the address: the network is what makes money sent to it arrive or be lost. */}
      <p className="pulse-warning" data-testid="network-warning">
        {formatString(COPY.networkWarning, { asset, network: name })}
      </p>
      <dl className="pulse-figures">
        <CopyField label={COPY.depositAddress} value={address} long hero {...copy} />
        <div className="pulse-row">
          <dt>{COPY.network}</dt>
          <dd>{name}</dd>
        </div>
      </dl>
      <p className="pulse-warning">{COPY.feeWarning}</p>
      <DepositQr
        address={address}
        amount={amount}
        asset={asset}
        network={network}
        token={(order.funding_account as { token?: ClientSessionToken | null }).token}
      />
      <Watching order={order} offline={state.offline} />
    </div>
  );
}

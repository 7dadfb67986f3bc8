'use client';
import { useState } from 'react';
import {
  formatString,
  networkName,
  walletUri,
  type ClientSessionToken,
  type Environment,
  type Order,
} from '@pulse/core/internal';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutPay } from '@pulse/core/locales/en/checkout-pay';
import { CopyField } from '../ui/CopyField.js';
import type { FlowState } from './flow.js';
import { formatClock, money, prose } from '../ui/format.js';
import { useText } from '../i18n/speech.js';
import { useStatusText } from './status.js';
import { QrCode } from '../ui/QrCode.js';
import { StepHeading } from '../ui/StepHeading.js';
import { Tracker } from '../ui/Tracker.js';
import { boundedDeadline, useCountdown } from '../ui/useCountdown.js';

/** An onramp order's virtual account takes payment for 30 minutes. */
export const FUNDING_WINDOW_MS = 30 * 60_000;

function Status({ order }: { order: Order }) {
  const { t } = useText(checkout);
  const statusText = useStatusText();
  return (
    <p className="pulse-status">
      {t.status}: <span data-testid="order-status">{statusText(order.status)}</span>
    </p>
  );
}

/** After the payment arrived: no instructions, no countdown; the tracker and the order number. */
function Detected({ order }: { order: Order }) {
  const { t } = useText(checkoutPay);
  const { t: first } = useText(checkout);
  return (
    <div className="pulse-step" data-testid="payment-detected">
      <StepHeading>{t.statusDetectedTitle}</StepHeading>
      <p className="pulse-muted">{t.detectedBody}</p>
      <Status order={order} />
      <Tracker status={order.status} />
      <dl className="pulse-figures">
        <CopyField label={first.orderNumber} value={order.id} long />
      </dl>
    </div>
  );
}

/** The time left to pay, shown beside the amount. */
function Countdown({ left }: { left: number }) {
  const { t } = useText(checkoutPay);
  return (
    <span className="pulse-countdown" data-testid="fund-countdown">
      {t.fundWithin} <span className="pulse-timer">{formatClock(left)}</span>
    </span>
  );
}

function Watching({ order, offline }: { order: Order; offline: boolean }) {
  const { t } = useText(checkoutPay);
  return (
    <>
      <Status order={order} />
      {/* Offline, the notice above says what happens instead; "updates by itself" would not be true yet. */}
      {offline ? null : (
        <p className="pulse-watching" data-testid="watching">
          <span className="pulse-pulse" aria-hidden="true" />
          {t.watching}
        </p>
      )}
      <p className="pulse-muted">{t.lateCredit}</p>
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
  environment,
}: {
  address: string;
  amount: string;
  asset: string;
  network: string;
  token: ClientSessionToken | null | undefined;
  environment: Environment | null;
}) {
  const { t, intl } = useText(checkoutPay);
  const [wallet, setWallet] = useState(false);
  // Unknown (a proxy that does not say) counts as test: a link is made only for a public test network's
  // token, so a test order can never name a mainnet token.
  const uri = walletUri(address, amount, network, token, environment);
  const showWallet = wallet && uri !== null;
  return (
    <>
      {uri ? (
        // A segmented control, not a pair of Copy-like buttons: one of two views of the same QR code.
        <div className="pulse-segmented" role="group" aria-label={t.qrFor}>
          <button
            type="button"
            className="pulse-segment"
            aria-pressed={!showWallet}
            onClick={() => setWallet(false)}
          >
            {t.exchangeApp}
          </button>
          <button
            type="button"
            className="pulse-segment"
            aria-pressed={showWallet}
            onClick={() => setWallet(true)}
          >
            {t.walletApp}
          </button>
        </div>
      ) : null}
      <QrCode
        value={showWallet && uri ? uri : address}
        label={
          showWallet
            ? formatString(t.qrWalletLabel, {
                amount: prose(amount, asset, intl).slice(0, -asset.length - 1),
                asset,
                network: networkName(network),
              })
            : formatString(t.qrAddressLabel, { network: networkName(network) })
        }
      />
      {uri ? (
        <a className="pulse-button pulse-secondary pulse-link" href={uri} data-testid="wallet-link">
          {t.openInWallet}
        </a>
      ) : null}
    </>
  );
}

/** How to pay: the virtual account (onramp) or the deposit address (offramp), while the order awaits payment. */
export function FundingStep({
  state,
  environment,
}: {
  state: FlowState;
  /** test or live when known (a test key, or the order says); null when the checkout cannot tell. */
  environment: Environment | null;
}) {
  const { t, intl } = useText(checkoutPay);
  const { t: first } = useText(checkout);
  const order = state.order;
  const deadline = order ? boundedDeadline(order.expires_at, state.orderReceivedAt, FUNDING_WINDOW_MS) : null;
  const left = useCountdown(order?.status === 'awaiting_payment' ? deadline : null);
  if (!order) return null;
  if (order.status !== 'awaiting_payment') return <Detected order={order} />;
  const resumed = state.resumed ? (
    <p className="pulse-notice" data-testid="resumed">
      {t.resuming}
    </p>
  ) : null;
  if (order.type === 'onramp') {
    const account = order.funding_account;
    const amount = account.amount ?? order.source.amount;
    return (
      <div className="pulse-step">
        {resumed}
        <StepHeading>{t.payInto}</StepHeading>
        <dl className="pulse-figures">
          <CopyField
            label={t.amount}
            value={amount}
            display={money(amount, 'NGN', intl)}
            hero
            aside={<Countdown left={left} />}
          />
          <CopyField label={t.accountNumberShort} value={account.account_number} hero />
          <CopyField label={t.bankName} value={account.bank_name} />
          <CopyField label={t.accountName} value={account.account_name} />
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
      <StepHeading>{t.subtitle}</StepHeading>
      <dl className="pulse-figures">
        <CopyField
          label={t.heroLabel}
          value={amount}
          display={money(amount, asset, intl)}
          hero
          aside={<Countdown left={left} />}
        />
      </dl>
      {/* Before the address: the network is what makes money sent to it arrive or be lost. */}
      <p className="pulse-warning" data-testid="network-warning">
        {formatString(t.networkNote, { asset, network: name })}
      </p>
      <dl className="pulse-figures">
        <CopyField label={formatString(t.addressLabel, { network: name })} value={address} long hero />
        <div className="pulse-row">
          <dt>{first.network}</dt>
          <dd>{name}</dd>
        </div>
      </dl>
      <p className="pulse-warning">{t.feeNote}</p>
      <DepositQr
        address={address}
        amount={amount}
        asset={asset}
        network={network}
        token={(order.funding_account as { token?: ClientSessionToken | null }).token}
        environment={environment}
      />
      <Watching order={order} offline={state.offline} />
    </div>
  );
}

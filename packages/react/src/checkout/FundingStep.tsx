'use client';
import { useState } from 'react';
import {
  formatString,
  TEST_TOKENS,
  walletUri,
  type ClientSessionToken,
  type Environment,
  type Order,
} from '@pulse/core/internal';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutPay } from '@pulse/core/locales/en/checkout-pay';
import { networkNameWithNickname } from '@pulse/core/locales/en/networks';
import { CopyField } from '../ui/CopyField.js';
import type { FlowState } from './flow.js';
import { formatClock, money, proseNumber } from '../ui/format.js';
import { useText } from '../i18n/speech.js';
import { useStatusText } from './status.js';
import { QrCode } from '../ui/QrCode.js';
import { StepHeading } from '../ui/StepHeading.js';
import { Tracker } from '../ui/Tracker.js';
import { boundedDeadline, QUOTE_LIFETIME_MS, useCountdown } from '../ui/useCountdown.js';
import { useCoarsePointer } from '../ui/useCoarsePointer.js';

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
      {/* The tracker's words for this step: one name for it on the screen (the embed's "detected" means a
          deposit not yet confirmed; a bank transfer here has arrived). */}
      <StepHeading>{t.trackerPaymentReceived}</StepHeading>
      <p className="pulse-muted">{t.detectedBody}</p>
      <Status order={order} />
      <Tracker status={order.status} />
      <dl className="pulse-figures">
        <CopyField label={first.orderNumber} value={order.id} long />
      </dl>
    </div>
  );
}

/** The window to pay is over by this phone's clock, and no read has said how the order ended yet. */
function TimeUp() {
  const { t } = useText(checkoutPay);
  const { t: first } = useText(checkout);
  return (
    <div className="pulse-step" data-testid="time-up">
      <StepHeading>{first.orderExpiredTitle}</StepHeading>
      <p className="pulse-warning">{t.timeUpChecking}</p>
      {/* No status line: the last one read ("waiting for your payment") would ask for money it says not to send. */}
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

function Watching({ state, order }: { state: FlowState; order: Order }) {
  const { t } = useText(checkoutPay);
  return (
    <>
      <Status order={order} />
      {/* Offline, or while reads fail, the notice above says what happens instead; "updates by itself" would
          not be true yet. */}
      {state.offline || state.error?.retry === 'poll' ? null : (
        <p className="pulse-watching" data-testid="watching">
          <span className="pulse-pulse" aria-hidden="true" />
          {t.watching}
        </p>
      )}
      {/* The instructions say "exactly", and Open in wallet fills in the whole amount: a customer who already
          sent part must not send it all again. Right under the status a customer comes back to. */}
      <p className="pulse-muted" data-testid="part-sent">
        {t.partSent}
      </p>
      <Held state={state} order={order} />
    </>
  );
}

/**
 * What the customer receives and how long that price is held (the quote they confirmed: two minutes), counting
 * down where they pay, since sending from an exchange often takes longer; once the hold is over, or when the
 * quote is not known (an order resumed after a reload), that a later payment is still credited at the rate
 * when it arrives.
 */
function Held({ state, order }: { state: FlowState; order: Order }) {
  const { t, intl } = useText(checkoutPay);
  const { t: first } = useText(checkout);
  // The quote this order was made from (same rate); a re-priced or unknown one holds nothing here, nor does
  // this tab's quote beside an order found again (made elsewhere, from another quote at the same rate maybe).
  const quote = !state.resumed && state.quote?.rate === order.rate ? state.quote : null;
  const left = useCountdown(
    quote
      ? boundedDeadline(quote.expires_at, state.quoteReceivedAt, QUOTE_LIFETIME_MS, state.clockOffsetMs)
      : null,
  );
  if (left <= 0) {
    return (
      <p className="pulse-muted" data-testid="late-credit">
        {t.lateCredit}
      </p>
    );
  }
  return (
    <p className="pulse-muted" data-testid="held">
      {first.youReceive} <strong>{money(order.destination.amount, order.destination.currency, intl)}</strong>
      {' · '}
      {first.quoteValidFor} <span className="pulse-timer">{formatClock(left)}</span>
    </p>
  );
}

/**
 * The plain address QR (exchange apps read only that) and, when the order gives the token, a wallet QR
 * carrying token, amount and chain.
 */
function DepositQr({
  address,
  amount,
  asset,
  network,
  uri,
}: {
  address: string;
  amount: string;
  asset: string;
  network: string;
  uri: string | null;
}) {
  const { t } = useText(checkoutPay);
  const { t: c } = useText(checkout);
  const [wallet, setWallet] = useState(false);
  const showWallet = wallet && uri !== null;
  return (
    <div className="pulse-qr-block" data-testid="deposit-qr">
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
                amount: proseNumber(amount),
                asset,
                network: networkNameWithNickname(network),
              })
            : formatString(t.qrAddressLabel, { network: networkNameWithNickname(network) })
        }
        failed={t.qrFailed}
        retry={c.retry}
      />
    </div>
  );
}

/** "Open in wallet": the token transfer (token, amount, chain) for a wallet app on this device. */
function WalletLink({ uri }: { uri: string | null }) {
  const { t } = useText(checkoutPay);
  return uri ? (
    <a className="pulse-button pulse-secondary pulse-link" href={uri} data-testid="wallet-link">
      {t.openInWallet}
    </a>
  ) : null;
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
  const touch = useCoarsePointer();
  const order = state.order;
  const deadline = order
    ? boundedDeadline(order.expires_at, state.orderReceivedAt, FUNDING_WINDOW_MS, state.clockOffsetMs)
    : null;
  const left = useCountdown(order?.status === 'awaiting_payment' ? deadline : null);
  if (!order) return null;
  if (order.status !== 'awaiting_payment') return <Detected order={order} />;
  // The window closed on this phone's clock before a read said so (offline, reads failing): no account,
  // address, QR or wallet link of an order that has ended, only that its payment is being checked.
  if (deadline !== null && left === 0) return <TimeUp />;
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
        <Watching state={state} order={order} />
      </div>
    );
  }
  const { deposit_address: address, network } = order.funding_account;
  const amount = order.source.amount;
  const asset = order.source.currency;
  // One name for the network on the whole screen, with the label exchanges put beside it ("Polygon (PoS)").
  const name = networkNameWithNickname(network);
  // The service's orders name no token; a known test order pays in core's public test-network token
  // of its asset and network (as the sandbox's test sessions do), where there is one. Unknown (a proxy that
  // does not say) counts as test for a token the order gives, so a test order never names a mainnet token,
  // but gets no token of ours: a live order behind such a proxy must not be offered a test network.
  const token =
    (order.funding_account as { token?: ClientSessionToken | null }).token ??
    (environment === 'test'
      ? (TEST_TOKENS as Record<string, ClientSessionToken | undefined>)[`${asset}:${network}`]
      : undefined);
  const uri = walletUri(address, amount, network, token, environment);
  const qr = <DepositQr address={address} amount={amount} asset={asset} network={network} uri={uri} />;
  // On a phone the customer pays from this device: the amount, the address with its copy button and "Open
  // in wallet" lead, and the QR (for paying from a second device) follows. On a desktop the QR leads.
  return (
    <div className="pulse-step" data-layout={touch ? 'touch' : 'desktop'}>
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
      {/* Next to the amount: an exchange's withdrawal fee must not come off it. */}
      <p className="pulse-warning" data-testid="fee-note">
        {t.feeNote}
      </p>
      {/* Before the address: the network is what makes money sent to it arrive or be lost. */}
      <p className="pulse-warning" data-testid="network-warning">
        {formatString(t.orderNetworkNote, { asset, network: name })}
      </p>
      {touch ? null : qr}
      <dl className="pulse-figures">
        <CopyField label={formatString(t.addressLabel, { network: name })} value={address} long hero />
        <div className="pulse-row">
          <dt>{first.network}</dt>
          <dd data-testid="funding-network">{name}</dd>
        </div>
      </dl>
      <WalletLink uri={uri} />
      {touch ? qr : null}
      <Watching state={state} order={order} />
    </div>
  );
}

'use client';
import { useEffect, useRef } from 'react';
import { formatNaira, formatString } from '@pulse/core/internal';
import { networkNameWithNickname } from '@pulse/core/locales/en/networks';
import { checkout } from '@pulse/core/locales/en/checkout';
import { Destination, destinationLines } from './Destination.js';
import { StepHeading } from '../ui/StepHeading.js';
import { Skeleton } from '../ui/Skeleton.js';
import type { CheckoutFlow, FlowState, ShownQuote } from './flow.js';
import { formatClock, money } from '../ui/format.js';
import { useText } from '../i18n/speech.js';
import { boundedDeadline, QUOTE_LIFETIME_MS, useCountdown } from '../ui/useCountdown.js';

type Text = Record<keyof typeof checkout, string>;

function Figure({
  label,
  value,
  before,
  t,
  stale = false,
}: {
  label: string;
  value: string;
  before: string | undefined;
  t: Text;
  /** A figure of a price that ran out: struck through until the refresh gives the new one. */
  stale?: boolean | undefined;
}) {
  return (
    <div className="pulse-row">
      <dt>{label}</dt>
      <dd className={stale ? 'pulse-stale' : undefined}>
        {value}
        {before !== undefined && before !== value ? (
          <span className="pulse-was"> ({formatString(t.was, { value: before })})</span>
        ) : null}
      </dd>
    </div>
  );
}

function rateText(q: ShownQuote, intl: string) {
  const asset = q.source_currency === 'NGN' ? q.destination_currency : q.source_currency;
  return `1 ${asset} = ${formatNaira(q.rate, intl)}`;
}

/** The locked quote: both amounts, the rate, a live countdown, refresh at expiry, and confirm. */
export function QuoteStep({
  state,
  flow,
  review,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  /**
   * The onramp's wallet address (the offramp's account comes from the resolved name), and which amount the
   * request fixed: the other one and the rate lapse with the price.
   */
  review?: { wallet?: string | undefined; fixed?: 'source' | 'destination' } | undefined;
}) {
  const { t, intl } = useText(checkout);
  const q = state.quote;
  const deadline = q
    ? boundedDeadline(q.expires_at, state.quoteReceivedAt, QUOTE_LIFETIME_MS, state.clockOffsetMs)
    : null;
  const left = useCountdown(deadline);
  const expired = q !== null && left === 0;
  const refreshRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The confirm button just went away under the customer: the refresh button replaces it.
    if (expired && (document.activeElement === document.body || !document.activeElement)) {
      refreshRef.current?.focus();
    }
  }, [expired]);
  if (!q) return state.error ? null : <Skeleton />;
  const prev = state.previousQuote ?? undefined;
  const destination = destinationLines(state.resolved, review?.wallet);
  return (
    <div className="pulse-step">
      <StepHeading>{t.reviewTitle}</StepHeading>
      {state.quoteNotice ? (
        <p className="pulse-notice" data-testid="quote-notice">
          {state.quoteNotice === 'changed' ? t.quoteChanged : t.quoteRefreshed}
        </p>
      ) : null}
      <dl className="pulse-figures">
        <Figure
          label={t.youSend}
          value={money(q.source_amount, q.source_currency, intl)}
          before={prev && money(prev.source_amount, prev.source_currency, intl)}
          t={t}
          stale={expired && review?.fixed === 'destination'}
        />
        <Figure
          label={t.youReceive}
          value={money(q.destination_amount, q.destination_currency, intl)}
          before={prev && money(prev.destination_amount, prev.destination_currency, intl)}
          t={t}
          stale={expired && review?.fixed !== 'destination'}
        />
        <Figure
          label={t.rate}
          value={rateText(q, intl)}
          before={prev && rateText(prev, intl)}
          t={t}
          stale={expired}
        />
        <div className="pulse-row">
          <dt>{t.network}</dt>
          <dd>{networkNameWithNickname(q.network)}</dd>
        </div>
        {destination.length ? (
          <Destination
            label={state.resolved ? t.payoutTo : t.deliverTo}
            lines={destination}
            long={!state.resolved}
            testId="review-destination"
          />
        ) : null}
      </dl>
      {/* Present from the start, so the expiry is announced when it happens. */}
      <p className="pulse-sr-only" role="status">
        {expired ? `${t.expiredTitle}. ${t.expiredSubtitle}` : ''}
      </p>
      {expired ? (
        <div className="pulse-expired">
          <p className="pulse-strong">{t.expiredTitle}</p>
          <p className="pulse-muted">{t.expiredSubtitle}</p>
          <button
            ref={refreshRef}
            type="button"
            className="pulse-button"
            aria-disabled={state.busy !== null}
            onClick={() => flow.refreshQuote()}
          >
            {t.refreshButton}
          </button>
        </div>
      ) : (
        <>
          <p className="pulse-muted" data-testid="quote-countdown">
            {t.quoteValidFor} <span className="pulse-timer">{formatClock(left)}</span>
          </p>
          <button
            type="button"
            className="pulse-button"
            // Not `disabled` while the order is being created: a disabled button drops the keyboard's and the
            // screen reader's focus to the page, where it stays if an error follows; this one keeps it, and the
            // flow ignores a second press meanwhile.
            aria-disabled={state.busy !== null}
            onClick={() => flow.confirmOrder()}
          >
            {state.busy === 'order' ? t.creating : t.confirm}
          </button>
        </>
      )}
    </div>
  );
}

'use client';
import type { Strings } from '@pulse/core';
import { COPY } from './copy.js';
import type { CheckoutFlow, FlowState, ShownQuote } from './flow.js';
import { formatAmount, formatClock } from './format.js';
import { boundedDeadline, useCountdown } from './useCountdown.js';

/** Spec 2.2: a quote holds its price for two minutes. */
export const QUOTE_LIFETIME_MS = 120_000;

const money = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;

function Figure({ label, value, before }: { label: string; value: string; before: string | undefined }) {
  return (
    <div className="pulse-row">
      <dt>{label}</dt>
      <dd>
        {value}
        {before !== undefined && before !== value ? (
          <span className="pulse-was">
            {' '}
            ({COPY.was} {before})
          </span>
        ) : null}
      </dd>
    </div>
  );
}

function rateText(q: ShownQuote) {
  const asset = q.source_currency === 'NGN' ? q.destination_currency : q.source_currency;
  return `1 ${asset} = ${formatAmount(q.rate)} NGN`;
}

/** The locked quote: both amounts, the rate, a live countdown, refresh at expiry, and confirm. */
export function QuoteStep({
  state,
  flow,
  strings,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  strings: Strings;
}) {
  const q = state.quote;
  const deadline = q ? boundedDeadline(q.expires_at, state.quoteReceivedAt, QUOTE_LIFETIME_MS) : null;
  const left = useCountdown(deadline);
  if (!q) return <p className="pulse-muted">{state.busy === 'quote' ? COPY.loadingQuote : null}</p>;
  const prev = state.previousQuote ?? undefined;
  const expired = left === 0;
  return (
    <div className="pulse-step">
      {state.quoteNotice ? (
        <p className="pulse-notice" data-testid="quote-notice">
          {state.quoteNotice === 'changed' ? COPY.quoteChanged : COPY.quoteRefreshed}
        </p>
      ) : null}
      <dl className="pulse-figures">
        <Figure
          label={COPY.youSend}
          value={money(q.source_amount, q.source_currency)}
          before={prev && money(prev.source_amount, prev.source_currency)}
        />
        <Figure
          label={COPY.youReceive}
          value={money(q.destination_amount, q.destination_currency)}
          before={prev && money(prev.destination_amount, prev.destination_currency)}
        />
        <Figure label={COPY.rate} value={rateText(q)} before={prev && rateText(prev)} />
        <div className="pulse-row">
          <dt>{COPY.network}</dt>
          <dd>{q.network}</dd>
        </div>
      </dl>
      {expired ? (
        <div className="pulse-expired">
          <p className="pulse-strong">{strings.expiredTitle}</p>
          <p className="pulse-muted">{strings.expiredSubtitle}</p>
          <button
            type="button"
            className="pulse-button"
            disabled={state.busy !== null}
            onClick={() => flow.refreshQuote()}
          >
            {strings.refreshButton}
          </button>
        </div>
      ) : (
        <>
          <p className="pulse-muted" data-testid="quote-countdown">
            {COPY.quoteValidFor} <span className="pulse-timer">{formatClock(left)}</span>
          </p>
          <button
            type="button"
            className="pulse-button"
            disabled={state.busy !== null}
            onClick={() => flow.confirmOrder()}
          >
            {state.busy === 'order' ? COPY.creating : COPY.confirm}
          </button>
        </>
      )}
    </div>
  );
}

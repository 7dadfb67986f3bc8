'use client';
import type { Strings } from '@pulse/core';
import { COPY } from './copy.js';
import type { CheckoutFlow, FlowState } from './flow.js';

/** The end screens: completed, or expired with a way to start again. */
export function ResultStep({
  state,
  flow,
  strings,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  strings: Strings;
}) {
  if (state.step === 'completed') {
    return (
      <div className="pulse-step pulse-success">
        <p className="pulse-hero">{strings.successTitle}</p>
        <p className="pulse-muted">{strings.successSubtitle}</p>
        {state.order ? (
          <p className="pulse-muted">
            {COPY.orderRef} {state.order.id}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="pulse-step">
      {/* Not the quote's expiredTitle: the price could be refreshed, this order can only start again. */}
      <p className="pulse-hero">{COPY.orderExpiredTitle}</p>
      <p className="pulse-muted">{COPY.orderExpiredSubtitle}</p>
      <button type="button" className="pulse-button" onClick={() => flow.restart()}>
        {COPY.startAgain}
      </button>
    </div>
  );
}

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
      <p className="pulse-hero">{strings.expiredTitle}</p>
      <p className="pulse-muted">{strings.expiredSubtitle}</p>
      <button type="button" className="pulse-button" onClick={() => flow.restart()}>
        {COPY.startAgain}
      </button>
    </div>
  );
}

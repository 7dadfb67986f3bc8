'use client';
import { COPY } from './copy.js';
import type { FlowError } from './flow.js';

/**
 * The current error as a customer sentence, announced, with a retry button when retrying can help. One that
 * a retry can fix is a warning, not a danger: nothing is lost. The code and the service's message went to
 * onError.
 */
export function ErrorNotice({ error, onRetry }: { error: FlowError; onRetry: () => void }) {
  const recoverable = error.retry !== null;
  return (
    <div
      className={recoverable ? 'pulse-error pulse-recoverable' : 'pulse-error'}
      role="alert"
      tabIndex={-1}
      data-testid="error"
    >
      <p className="pulse-error-title">{recoverable ? COPY.warningTitle : COPY.errorTitle}</p>
      <p>{error.text}</p>
      {error.retry ? (
        <button type="button" className="pulse-button pulse-secondary" onClick={onRetry}>
          {COPY.retry}
        </button>
      ) : null}
    </div>
  );
}

'use client';
import { COPY } from './copy.js';
import type { FlowError } from './flow.js';

/** The current error, announced, with a retry button when retrying can help. */
export function ErrorNotice({ error, onRetry }: { error: FlowError; onRetry: () => void }) {
  return (
    <div className="pulse-error" role="alert">
      <p className="pulse-error-title">{COPY.errorTitle}</p>
      <p>{error.message}</p>
      {error.retry ? (
        <button type="button" className="pulse-button pulse-secondary" onClick={onRetry}>
          {COPY.retry}
        </button>
      ) : null}
    </div>
  );
}

'use client';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutErrors } from '@pulse/core/locales/en/checkout-errors';
import { customerMessage } from './errorCopy.js';
import type { FlowError } from './flow.js';
import { useText } from '../i18n/speech.js';

/** The customer's sentence for an error, in the checkout's language. */
export function useErrorText(error: FlowError | null): string | null {
  const { t } = useText(checkoutErrors);
  return error ? t[customerMessage(error.code, error.context)] : null;
}

/**
 * The current error as a customer sentence, announced, with a retry button when retrying can help, else a
 * way out (Close, when the merchant gave onClose) rather than a dead end. One that a retry can fix is a
 * warning, not a danger: nothing is lost. The code and the service's message went to onError. An order's
 * failed reads have no title (their sentence says the payment is safe and that reading goes on), and their
 * button says "Check now".
 */
export function ErrorNotice({
  error,
  onRetry,
  onClose,
}: {
  error: FlowError;
  onRetry: () => void;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useText(checkout);
  const { t: errors } = useText(checkoutErrors);
  const text = useErrorText(error);
  const recoverable = error.retry !== null;
  return (
    <div
      className={recoverable ? 'pulse-error pulse-recoverable' : 'pulse-error'}
      role="alert"
      tabIndex={-1}
      data-testid="error"
    >
      {/* Failed reads of an order being paid say what happens (we keep trying) and need no title: "Please try
          again" above payment instructions reads as "pay again". */}
      {error.retry === 'poll' ? null : (
        <p className="pulse-error-title">{recoverable ? t.warningTitle : t.fatalOtherTitle}</p>
      )}
      <p>{text}</p>
      {error.retry ? (
        <button type="button" className="pulse-button pulse-secondary" onClick={onRetry}>
          {/* Beside payment instructions "Try again" would read as "pay again": this one checks the payment. */}
          {error.retry === 'poll' ? errors.errPollRetry : t.retry}
        </button>
      ) : onClose ? (
        <button type="button" className="pulse-button pulse-secondary" onClick={onClose}>
          {t.close}
        </button>
      ) : null}
    </div>
  );
}

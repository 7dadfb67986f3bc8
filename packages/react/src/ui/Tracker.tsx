'use client';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutPay } from '@pulse/core/locales/en/checkout-pay';
import { useText } from '../i18n/speech.js';

/**
 * Where the order is: created, paid, completed. Shown once payment instructions are no longer needed. A
 * finished step is named in the past ("Payment received"), a step to come by what it is ("Completion").
 */
export function Tracker({ status }: { status: string }) {
  const { t } = useText(checkoutPay);
  const { t: first } = useText(checkout);
  const reached = status === 'completed' ? 3 : status === 'awaiting_payment' ? 1 : 2;
  const done = [t.trackerOrderCreated, t.trackerPaymentReceived, t.trackerCompleted];
  const toCome = [t.trackerOrder, t.trackerPayment, t.trackerCompletion];
  return (
    <ol className="pulse-tracker" aria-label={first.status}>
      {done.map((name, i) => (
        <li
          key={i}
          className={i < reached ? 'pulse-done' : undefined}
          aria-current={i === reached - 1 ? 'step' : undefined}
        >
          {i < reached ? (
            <>
              <span aria-hidden="true">✓ </span>
              {name}
            </>
          ) : (
            toCome[i]
          )}
        </li>
      ))}
    </ol>
  );
}

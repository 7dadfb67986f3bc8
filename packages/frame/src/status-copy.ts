/**
 * What each embed status tells the customer: a title and what they can do next. Statuses that have a
 * merchant-overridable string (success, expired) use it; the others have fixed English copy filled with the
 * session's figures as text.
 */
import { formatString, type ClientSession, type EmbedStatus, type Strings } from '@pulse/core';

export interface StatusCopy {
  title: string;
  body: string;
  tone: 'info' | 'progress' | 'success' | 'warning' | 'danger';
}

const FIXED: Record<EmbedStatus, Omit<StatusCopy, 'tone'> & { tone: StatusCopy['tone'] }> = {
  loading: { title: 'Loading payment', body: 'Getting the payment details…', tone: 'info' },
  awaiting_payment: { title: 'Waiting for your payment', body: '', tone: 'info' },
  deposit_detected: {
    title: 'Payment detected',
    body: 'We can see {amount} {asset} on its way. It needs a few confirmations; you can keep this page open.',
    tone: 'progress',
  },
  deposit_confirmed: {
    title: 'Payment confirmed',
    body: 'Your {amount} {asset} is confirmed on {network}. We are completing the payment now.',
    tone: 'progress',
  },
  converting: {
    title: 'Completing your payment',
    body: 'Your payment has arrived and is being settled. Nothing more to do.',
    tone: 'progress',
  },
  completed: { title: '', body: '', tone: 'success' },
  underpaid: {
    title: 'Part of the payment arrived',
    body: 'We received {received} {asset}. Send the remaining {remaining} {asset} on {network} to the same address to finish.',
    tone: 'warning',
  },
  overpaid: {
    title: 'You sent more than needed',
    body: 'We received {received} {asset}, which is {excess} {asset} more than due. Your payment continues; the merchant will arrange the extra {excess} {asset}.',
    tone: 'warning',
  },
  wrong_chain: {
    title: 'Sent on another network',
    body: 'Your funds arrived on a different network than {network} and are being held safely. Do not send again; contact the merchant with order {orderId} to get them back.',
    tone: 'danger',
  },
  expired: { title: '', body: '', tone: 'warning' },
  failed: {
    title: 'Payment could not complete',
    body: 'This payment cannot be completed ({reason}). Contact the merchant with order {orderId}; any funds received will be returned.',
    tone: 'danger',
  },
};

export function statusCopy(status: EmbedStatus, strings: Strings, session: ClientSession | null): StatusCopy {
  const fixed = FIXED[status];
  if (status === 'completed')
    return { title: strings.successTitle, body: strings.successSubtitle, tone: 'success' };
  if (status === 'expired')
    return { title: strings.expiredTitle, body: strings.expiredSubtitle, tone: 'warning' };
  const values: Record<string, string> = {
    amount:
      session?.received.amount !== '0' && session?.received.amount
        ? session.received.amount
        : (session?.due.amount ?? ''),
    received: session?.received.amount ?? '0',
    remaining: session?.received.remaining ?? '0',
    excess: session?.received.excess ?? '0',
    asset: session?.due.asset ?? '',
    network: session?.due.network ?? '',
    orderId: session?.order_id ?? '',
    reason: session?.failure_reason ?? 'no reason given',
  };
  return { title: fixed.title, body: formatString(fixed.body, values), tone: fixed.tone };
}

/** The steps of the tracker, in order; other statuses are off the happy path. */
export const STEPS: readonly EmbedStatus[] = [
  'awaiting_payment',
  'deposit_detected',
  'deposit_confirmed',
  'converting',
  'completed',
];

export const STEP_LABELS: Readonly<Record<string, string>> = {
  awaiting_payment: 'Waiting for payment',
  deposit_detected: 'Detected',
  deposit_confirmed: 'Confirmed',
  converting: 'Settling',
  completed: 'Done',
};

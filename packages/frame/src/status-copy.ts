/**
 * What each embed status tells the customer: a title and what they can do next. Statuses that have a
 * merchant-overridable string (success, expired) use it; the others have fixed English copy filled with the
 * session's figures as text.
 */
import { arrived } from './arrived.js';
import {
  formatString,
  networkName,
  trimZeros,
  type ClientSession,
  type EmbedStatus,
  type Strings,
} from '@pulse/core';

export interface StatusCopy {
  title: string;
  body: string;
  /** `warning` is recoverable (the customer can still act or nothing is lost); `danger` needs the merchant. */
  tone: 'info' | 'progress' | 'success' | 'warning' | 'danger';
}

/** The fixed copy of every status but `completed` and `expired`, which read the merchant's strings. */
const FIXED: Record<Exclude<EmbedStatus, 'completed' | 'expired'>, StatusCopy> = {
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
    body: 'Your funds arrived on a different network than {network} and are being held safely. Do not send again; contact the merchant with the order number below to get them back.',
    tone: 'danger',
  },
  failed: {
    title: 'Payment could not complete',
    body: '{reason} Any funds received will be returned; contact the merchant with the order number below.',
    tone: 'danger',
  },
};

export function statusCopy(status: EmbedStatus, strings: Strings, session: ClientSession | null): StatusCopy {
  if (status === 'completed')
    return { title: strings.successTitle, body: strings.successSubtitle, tone: 'success' };
  if (status === 'expired')
    return { title: strings.expiredTitle, body: strings.expiredSubtitle, tone: 'warning' };
  const fixed = FIXED[status];
  const values: Record<string, string> = {
    // Amounts in sentences without trailing zeros ("25 USDT", not "25.000000 USDT"); where an amount must be
    // copied or sent exactly, the screens show the service's own string.
    amount: prose(session && arrived(session) ? session.received.amount : session?.due.amount),
    received: prose(session?.received.amount),
    remaining: prose(session?.received.remaining),
    excess: prose(session?.received.excess),
    asset: session?.due.asset ?? '',
    network: networkName(session?.due.network),
    reason: reasonSentence(session),
  };
  return { title: fixed.title, body: formatString(fixed.body, values), tone: fixed.tone };
}

const prose = (amount: string | null | undefined): string => (amount ? trimZeros(amount) : '');

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

const REASONS: Record<string, string> = {
  wrong_asset: 'You sent a different coin than this payment needed ({asset}).',
  wrong_network: 'Your funds arrived on a different network than {network}.',
  amount_too_small: 'The amount that arrived is too small to complete this payment.',
  amount_below_due: 'Less than the amount due arrived before the time ran out.',
  order_expired: 'The payment arrived after this order had ended.',
  conversion_failed: 'Your payment arrived, but converting it for the merchant failed.',
};

/**
 * The service's failure reason as a sentence a customer can read: known reasons have their own, anything
 * else a general one. The raw code goes to the host's onError, never on screen.
 */
export function reasonSentence(session: ClientSession | null): string {
  const known = session?.failure_reason ? REASONS[session.failure_reason] : undefined;
  return formatString(known ?? 'This payment cannot be completed.', {
    asset: session?.due.asset ?? 'the coin asked for',
    network: networkName(session?.due.network) || 'the network asked for',
  });
}

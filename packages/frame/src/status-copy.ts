/**
 * What each embed status tells the customer: a title, what they can do next, and its tone, all from the
 * embed's catalogue in the customer's language, filled with the session's figures as text.
 */
import { arrived } from './arrived.js';
import {
  formatString,
  networkName,
  trimZeros,
  type ClientSession,
  type EmbedStringKey,
  type EmbedStrings,
  type EmbedStatus,
} from '@pulse/core/internal';

export interface StatusCopy {
  title: string;
  body: string;
  /** `warning` is recoverable (the customer can still act or nothing is lost); `danger` needs the merchant. */
  tone: 'info' | 'progress' | 'success' | 'warning' | 'danger';
}

/**
 * Each status's title, body and tone, and for a status off the happy path the tracker step it stands at and
 * what to call it there, so the tracker says where the money is (part received, held, stopped) rather than
 * losing its place. A new status fails to compile until it has its row.
 */
type Copy = [
  title: EmbedStringKey,
  body: EmbedStringKey | null,
  tone: StatusCopy['tone'],
  offPath?: [step: EmbedStatus, label: EmbedStringKey],
];

export const COPY: Record<EmbedStatus, Copy> = {
  loading: ['statusLoadingTitle', 'statusLoadingBody', 'info'],
  awaiting_payment: ['statusAwaitingTitle', null, 'info'],
  deposit_detected: ['statusDetectedTitle', 'statusDetectedBody', 'progress'],
  deposit_confirmed: ['statusConfirmedTitle', 'statusConfirmedBody', 'progress'],
  converting: ['statusConvertingTitle', 'statusConvertingBody', 'progress'],
  completed: ['successTitle', 'successSubtitle', 'success'],
  underpaid: [
    'statusUnderpaidTitle',
    'statusUnderpaidBody',
    'warning',
    ['deposit_detected', 'stepUnderpaid'],
  ],
  overpaid: ['statusOverpaidTitle', 'statusOverpaidBody', 'warning', ['deposit_confirmed', 'stepOverpaid']],
  wrong_chain: [
    'statusWrongChainTitle',
    'statusWrongChainBody',
    'danger',
    ['deposit_detected', 'stepWrongChain'],
  ],
  expired: ['expiredTitle', 'expiredSubtitle', 'warning', ['awaiting_payment', 'stepExpired']],
  failed: ['statusFailedTitle', 'statusFailedBody', 'danger', ['converting', 'stepFailed']],
};

const prose = (amount: string | null | undefined): string => (amount ? trimZeros(amount) : '');

export function statusCopy(
  status: EmbedStatus,
  strings: EmbedStrings,
  session: ClientSession | null,
): StatusCopy {
  const [title, body, tone] = COPY[status];
  // Amounts in sentences without trailing zeros ("25 USDT", not "25.000000 USDT"); where an amount must be
  // copied or sent exactly, the screens show the service's own string.
  const values: Record<string, string> = {
    amount: prose(session && arrived(session) ? session.received.amount : session?.due.amount),
    received: prose(session?.received.amount),
    remaining: prose(session?.received.remaining),
    excess: prose(session?.received.excess),
    asset: session?.due.asset ?? '',
    network: networkName(session?.due.network),
    reason: reasonSentence(strings, session),
  };
  return { title: strings[title], body: body ? formatString(strings[body], values) : '', tone };
}

/** The steps of the tracker, in order; other statuses are off the happy path. */
export const STEPS: readonly EmbedStatus[] = [
  'awaiting_payment',
  'deposit_detected',
  'deposit_confirmed',
  'converting',
  'completed',
];

/** Each step's name while current or ahead, and (the first) once done: "Waiting for payment", then "Payment sent". */
export const STEP_LABELS: Readonly<Record<string, [EmbedStringKey, EmbedStringKey?]>> = {
  awaiting_payment: ['stepAwaiting', 'stepAwaitingDone'],
  deposit_detected: ['stepDetected'],
  deposit_confirmed: ['stepConfirmed'],
  converting: ['stepConverting'],
  completed: ['stepCompleted'],
};

const REASONS: Record<string, EmbedStringKey> = {
  wrong_asset: 'reasonWrongAsset',
  wrong_network: 'reasonWrongNetwork',
  amount_too_small: 'reasonAmountTooSmall',
  amount_below_due: 'reasonAmountBelowDue',
  order_expired: 'reasonOrderExpired',
  conversion_failed: 'reasonConversionFailed',
};

/**
 * The service's failure reason as a sentence a customer can read: known reasons have their own, anything
 * else a general one. The raw code goes to the host's onError, never on screen.
 */
export function reasonSentence(strings: EmbedStrings, session: ClientSession | null): string {
  const known = session?.failure_reason ? REASONS[session.failure_reason] : undefined;
  return formatString(strings[known ?? 'reasonOther'], {
    asset: session?.due.asset ?? strings.reasonAnyCoin,
    network: networkName(session?.due.network) || strings.reasonAnyNetwork,
  });
}

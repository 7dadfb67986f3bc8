/**
 * What each embed status tells the customer: a title, what they can do next, and its tone, all from the
 * embed's catalogue in the customer's language, filled with the session's figures as text.
 */
import { arrived } from './arrived.js';
import {
  EMBED_STATUS_TABLE,
  formatString,
  groupDigits,
  isDecimal,
  less,
  networkName,
  trimZeros,
  type ClientSession,
  type EmbedStringKey,
  type HeldDepositReason,
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

/**
 * Where the tracker stands for a status: its step and, off the happy path, that step's label there. A failure
 * other than the conversion's stopped where the money arrived: a wrong coin, say, was detected and never
 * confirmed.
 */
export function trackerAt(
  status: EmbedStatus,
  session: ClientSession | null,
): [step: EmbedStatus, label: EmbedStringKey | undefined] {
  const [step, label] = COPY[status][3] ?? [status, undefined];
  if (status === 'failed' && session?.failure_reason !== 'conversion_failed')
    return ['deposit_detected', label];
  return [step, label];
}

/**
 * An amount as every sentence and figure of the later screens shows it: without trailing zeros, its thousands
 * grouped as the picker groups them ("1,234.5"). What the customer copies or must send exactly keeps the
 * service's own string.
 */
export const prose = (amount: string | null | undefined): string =>
  // Anything else the service might write (it never should) is shown as written, not a screen that fails.
  !amount ? '' : isDecimal(amount) ? groupDigits(trimZeros(amount)) : amount;

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

/**
 * Less than the amount due arrived: only then is the money held and refunded. A session that fails while a
 * full payment is being detected or converted (a 410, a failed renewal) is not underpaid.
 */
export const underpaid = (session: ClientSession): boolean =>
  // An `underpaid` session is exactly this: less than due arrived (the service's own rule).
  session.due.amount !== null && less(session.received.amount, session.due.amount);

/** The final-error screens' title and body keys by code; anything else a general pair. */
export const FATAL_COPY: Record<string, [EmbedStringKey, EmbedStringKey]> = {
  session_expired: ['fatalEndedTitle', 'fatalNewLink'],
  session_invalid: ['fatalInvalidTitle', 'fatalNewLink'],
  invalid_options: ['fatalOptionsTitle', 'fatalOptionsBody'],
};

/**
 * A refused token after money arrived: the page cannot follow the payment, which may still be open (the rest
 * of a part payment still due), so its final screen says neither "not valid" nor "held and refunded", but
 * that the money is not lost (`fatalLostSight`).
 */
export const lostSight = (code: string, session: ClientSession): boolean =>
  code === 'session_invalid' && arrived(session);

/**
 * A final error's title and body keys: by its code, else the general pair; a refused token after money arrived
 * (`lostSight`) says the money is not lost. The screen and the live region read the same.
 */
export const fatalCopy = (code: string, session: ClientSession | null): [EmbedStringKey, EmbedStringKey] =>
  session && lostSight(code, session)
    ? ['fatalOtherTitle', 'fatalLostSight']
    : (FATAL_COPY[code] ?? ['fatalOtherTitle', 'fatalOtherBody']);

/** The held-money sentence of a session that ended after part of the payment arrived. */
export const heldSentence = (strings: EmbedStrings, session: ClientSession): string =>
  formatString(strings.heldNote, {
    received: prose(session.received.amount),
    asset: session.due.asset ?? '',
  });

/**
 * What the live region says where money is held or must come back (funds on another network, a session ended
 * after part of the payment, a failure after money arrived): the title and the sentence about the money, not
 * the title alone (a refused token after money arrived: `lostSight`). Null where no money is involved.
 */
export function heldAnnouncement(
  status: EmbedStatus,
  strings: EmbedStrings,
  session: ClientSession | null,
  fatal?: string,
): string | null {
  // Stryker disable next-line ConditionalExpression: without this check arrived(null) throws, which the tests notice but which crashes Stryker's runner instead of failing a test
  if (!session) return null;
  const money = arrived(session);
  if (fatal) {
    const [title, body] = fatalCopy(fatal, session);
    if (lostSight(fatal, session)) return `${strings[title]}. ${strings[body]}`;
    if (!money || !underpaid(session)) return null;
    return `${strings[title]}. ${heldSentence(strings, session)}`;
  }
  if (status === 'wrong_chain' || (status === 'failed' && money)) {
    const copy = statusCopy(status, strings, session);
    return `${copy.title}. ${copy.body}`;
  }
  return null;
}

/** Each reason a deposit is held for, as the title above it says it. */
const HELD_TITLES: Record<HeldDepositReason, EmbedStringKey> = {
  late: 'heldLateTitle',
  wrong_network: 'statusWrongChainTitle',
  wrong_asset: 'heldCoinTitle',
};

/**
 * The title above a held deposit: why it is held (sent again after the payment was complete, on another
 * network, in another coin). A deposit after the session stopped taking payments (`late`) is "sent again
 * after this payment was complete" only where it was: paid in full (completed, or on its way there); after
 * any other end (another network, a failure, the session's time over) it "arrived after this payment had
 * ended". None without a reason, nor on the wrong-network screen, whose own title says it.
 */
export const heldTitle = (
  strings: EmbedStrings,
  session: ClientSession,
  reason: HeldDepositReason | undefined,
): string | undefined =>
  reason && !(reason === 'wrong_network' && session.status === 'wrong_chain')
    ? strings[
        reason === 'late' && session.status !== 'completed' && EMBED_STATUS_TABLE[session.status] !== 'moving'
          ? 'heldEndedTitle'
          : HELD_TITLES[reason]
      ]
    : undefined;

/**
 * The deposits held rather than counted (another network or coin, or sent again after the payment), as the
 * screen lists them above its order number: each one's title, amount, coin and network, then what happens to
 * them. Empty when none is held.
 */
export const heldDeposits = (strings: EmbedStrings, session: ClientSession | null): string => {
  // Stryker disable next-line OptionalChaining: without it a null session throws, which the tests notice but which crashes Stryker's runner instead of failing a test
  const held = session?.received.held ?? [];
  if (!held.length) return '';
  const each = held.map((h) => {
    const title = heldTitle(strings, session!, h.reason);
    const figure = `${strings.heldAmount}: ${prose(h.amount)} ${h.asset}, ${networkName(h.network)}.`;
    return title ? `${title}. ${figure}` : figure;
  });
  return `${each.join(' ')} ${strings.heldWrongNetwork}`;
};

/**
 * The live region's words for a status past the payment instructions, or a final error (`fatal`, its code):
 * the held-money announcement where there is one, else the title the screen shows (the status's, or the final
 * error's: "This payment session has ended", not a general sentence the screen does not say); then, where a
 * deposit is held (`heldDeposits`), what the screen says of it, so a screen reader hears it as the eye reads it.
 */
export const announcement = (
  status: EmbedStatus,
  strings: EmbedStrings,
  session: ClientSession | null,
  fatal?: string,
): string | undefined => {
  const text =
    heldAnnouncement(status, strings, session, fatal) ??
    (fatal ? strings[fatalCopy(fatal, session)[0]] : statusCopy(status, strings, session).title);
  return withHeld(text, strings, session);
};

/**
 * `text` less `spoke`, the heading that took the focus (use-focus.ts), which a screen reader read as it did:
 * "Payment detected" is not heard twice, and of "Sent on another network. Your funds …" only what follows the
 * title is said. Anything that does not start with the whole heading is said whole.
 */
export const unsaid = (text: string | undefined, spoke: string): string | undefined =>
  text === spoke ? '' : text?.startsWith(`${spoke}. `) ? text.slice(spoke.length + 2) : text;

/** `text`, then what the screen says of a deposit held beside the payment (`heldDeposits`), if any. */
export const withHeld = (text: string, strings: EmbedStrings, session: ClientSession | null): string => {
  const held = heldDeposits(strings, session);
  return held ? `${text}${text.endsWith('.') ? '' : '.'} ${held}` : text;
};

/**
 * Status model: every embed status with what it means and whether it is final, and the order statuses of the
 * service plus `expired` (an unfunded order past its window).
 */

export const EMBED_STATUSES = [
  'loading',
  'awaiting_payment',
  'deposit_detected',
  'deposit_confirmed',
  'converting',
  'completed',
  'underpaid',
  'overpaid',
  'wrong_chain',
  'expired',
  'failed',
] as const;
/**
 * A status the embed shows, from `loading` to `completed` (see {@link EMBED_STATUS_INFO} for each one's
 * meaning).
 */
export type EmbedStatus = (typeof EMBED_STATUSES)[number];

/** What an embed status means, and whether it is final. */
export interface EmbedStatusInfo {
  /** What the status means to the customer. */
  readonly meaning: string;
  /** Whether the widget has nothing more to do once it reaches this status. */
  readonly final: boolean;
}

/** Each embed status's meaning for the customer and whether it is final. */
export const EMBED_STATUS_INFO: Readonly<Record<EmbedStatus, EmbedStatusInfo>> = {
  loading: { meaning: 'The frame is starting or reading the session.', final: false },
  awaiting_payment: {
    meaning: 'Amount and deposit address shown; the quote is locked until locked_until.',
    final: false,
  },
  deposit_detected: { meaning: 'A transfer to the address is seen, not yet confirmed.', final: false },
  deposit_confirmed: { meaning: 'The transfer is confirmed.', final: false },
  converting: { meaning: 'Crypto is being converted and naira paid out.', final: false },
  completed: { meaning: 'Paid out.', final: true },
  underpaid: { meaning: 'Less than due arrived; the rest may be sent before expiry.', final: false },
  overpaid: {
    meaning: 'More than due arrived; the order proceeds and the excess is reported.',
    final: false,
  },
  wrong_chain: {
    meaning: 'A transfer arrived on another network than the one chosen; funds are held.',
    final: true,
  },
  expired: {
    meaning: 'The window closed with nothing received; the quote may be refreshed while the session lives.',
    final: false,
  },
  failed: { meaning: 'The order cannot complete.', final: true },
};

/** Whether a value is one of {@link EMBED_STATUSES}. */
export const isEmbedStatus = (value: unknown): value is EmbedStatus =>
  (EMBED_STATUSES as readonly unknown[]).includes(value);

/**
 * Who acts next at each embed status, one row per status (a new status fails to compile until it has its
 * row):
 * - `open`: the customer (to pay, pay the rest, or refresh the quote). It cannot outlive the session, and it
 *   is the only kind that still takes a deposit or a quote refresh.
 * - `moving`: the service; the money is on its way.
 * - `final`: nobody; nothing more will happen (as `final` in {@link EMBED_STATUS_INFO}, which integrators
 *   read; a test keeps the two equal, and Pulse's own packages read this table so they do not load every
 *   status's meaning).
 */
export const EMBED_STATUS_TABLE: Readonly<Record<EmbedStatus, 'open' | 'moving' | 'final'>> = {
  loading: 'open',
  awaiting_payment: 'open',
  deposit_detected: 'moving',
  deposit_confirmed: 'moving',
  converting: 'moving',
  completed: 'final',
  underpaid: 'open',
  overpaid: 'moving',
  wrong_chain: 'final',
  expired: 'open',
  failed: 'final',
};

/** Whether the embed has nothing more to do once it reaches this status (`completed`, `wrong_chain`, `failed`). */
export const isFinalEmbedStatus = (status: EmbedStatus): boolean => EMBED_STATUS_INFO[status].final;

/**
 * Whether a status waits on the customer (`loading`, `awaiting_payment`, `underpaid`, `expired`): it cannot
 * outlive the session, and only then does a deposit or a quote refresh count.
 */
export const isOpenEmbedStatus = (status: EmbedStatus): boolean => EMBED_STATUS_TABLE[status] === 'open';

/** Order statuses of the service, with `expired` named by us for unfunded orders past their window. */
export const ORDER_STATUSES = ['awaiting_payment', 'processing', 'completed', 'expired'] as const;
/** An order's status: `awaiting_payment`, `processing`, `completed` or `expired`. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a value is one of {@link ORDER_STATUSES}. */
export const isOrderStatus = (value: unknown): value is OrderStatus =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

/** Whether an order in this status will not change again (`completed`, `expired`). */
export const isFinalOrderStatus = (status: OrderStatus): boolean =>
  status === 'completed' || status === 'expired';

import type { FrameState } from '../session/store.js';

/**
 * True when the price is no longer held: the server says expired, or our countdown ran out first, before a
 * payment or while part paid (the rest's amount holds only as long as the lock; a refresh prices it again).
 */
export const isQuoteExpired = (s: FrameState): boolean =>
  s.status === 'expired' ||
  ((s.status === 'awaiting_payment' || s.status === 'underpaid') &&
    s.lapsedLock !== null &&
    s.lapsedLock === s.session?.quote?.locked_until);

/** True while the customer still has to choose asset and network (flow `select`). */
export const needsPick = (s: FrameState): boolean =>
  s.options.flow === 'select' &&
  !!s.session &&
  s.session.deposit_address === null &&
  s.session.due.network === null;

/**
 * Locking a collection session's quote: price the order now (the customer sells crypto for naira), hold
 * that price for COLLECTION_LOCK_MS (never past the session's end), and expire an unpaid order when the
 * lock ends. Every lock bumps the order's generation, so the expiry step of an older lock does nothing.
 */
import type { Asset, Network } from '@pulse/core';
import { price, type Priced } from '../pricing.js';
import type { Ledger, SessionRecord, Store } from '../store.js';
import { announceCollectionOrder } from '../webhooks/announce.js';

/** How long a collection session's quote stays locked; refresh locks it again. */
export const COLLECTION_LOCK_MS = 10 * 60 * 1000;
/** After a full deposit is detected, how long until it is confirmed, in sandbox time: 15 seconds. */
export const CONFIRM_AFTER_MS = 15_000;
/** After confirmation, how long until conversion starts: 5 seconds. */
export const CONVERT_AFTER_MS = 5_000;
/** After conversion starts, how long until the collection order completes: 10 seconds. */
export const COMPLETE_AFTER_MS = 10_000;

/**
 * What the customer sells `asset` on `network` for, at `now`: the session's fixed amount is what they
 * receive (an NGN session) or what they send (a crypto one).
 */
export function priceSession(
  session: SessionRecord,
  asset: Asset,
  network: Network,
  now: Date,
  partnerFeeBps: number,
): Priced {
  return price({
    side: 'sell',
    asset,
    network,
    fixed: session.currency === 'NGN' ? 'destination' : 'source',
    amount: session.fixedAmount,
    at: now,
    partnerFeeBps,
  });
}

/** Prices the order at `now` and locks the quote; a stale lock's expiry step then does nothing. */
export function lock(store: Store, ledger: Ledger, session: SessionRecord, now: Date): void {
  const order = session.order;
  const priced = priceSession(session, order.asset!, order.network!, now, ledger.business.partnerFeeBps);
  order.rate = priced.rate;
  order.cryptoDue = priced.source;
  order.fiatAmount = priced.destination;
  order.lockedUntil = new Date(Math.min(now.getTime() + COLLECTION_LOCK_MS, session.expiresAt.getTime()));
  const before = order.status;
  order.status = order.received.gt(0) ? order.status : 'awaiting_payment';
  order.updatedAt = now;
  // An expired order locked again is payable again: integrators hear of it as of any status change.
  if (order.status !== before) announceCollectionOrder(store, session, now);
  const generation = ++order.generation;
  store.scheduler.at(order.lockedUntil, (at) => {
    if (order.generation !== generation) return;
    if (order.status === 'awaiting_payment') {
      order.status = 'expired';
      order.updatedAt = at;
      announceCollectionOrder(store, session, at);
    }
  });
}

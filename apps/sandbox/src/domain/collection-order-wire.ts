/**
 * The wire form of a collection session's order. It lives apart from the session logic so that the webhook
 * announcing an order change can build its payload without importing the domain that announces it.
 */
import type { ClientSessionHeldDeposit, CollectionOrder } from '@pulse/core';
import { Big, format, NGN_PLACES, places } from '../money.js';
import { RATE_PLACES } from '../pricing.js';
import type { SessionRecord } from '../store.js';

const cryptoDp = (s: SessionRecord) =>
  s.order.asset ? places(s.order.asset, s.order.network ?? undefined) : 6;

/** A session order's amounts as the wire writes them: at the asset's places, NGN at kobo. */
export function sessionAmounts(s: SessionRecord) {
  const o = s.order;
  const due = s.currency === 'NGN' ? o.cryptoDue : s.fixedAmount;
  const dp = cryptoDp(s);
  const remaining = due && o.status === 'underpaid' ? due.minus(o.received) : new Big(0);
  const excess = due && o.received.gt(due) ? o.received.minus(due) : new Big(0);
  return {
    due: due ? format(due, dp) : null,
    fiat: o.fiatAmount ? format(o.fiatAmount, NGN_PLACES) : null,
    received: format(o.received, dp),
    remaining: format(remaining.gt(0) ? remaining : new Big(0), dp),
    excess: format(excess, dp),
  };
}

/** The deposits an order holds, each at its own asset's places, with why. */
export const heldToWire = (o: SessionRecord['order']): ClientSessionHeldDeposit[] =>
  o.held.map((h) => ({
    asset: h.asset,
    network: h.network,
    amount: format(h.amount, places(h.asset, h.network)),
    reason: h.reason,
  }));

/** The collection order of a session, as the API and its `collection_order.updated` event send it. */
export function collectionOrderToWire(s: SessionRecord): CollectionOrder {
  const o = s.order;
  const a = sessionAmounts(s);
  return {
    id: o.id,
    session_id: s.id,
    reference: s.reference,
    gate: s.gate,
    user_ref: s.userRef,
    status: o.status,
    flow: s.flow,
    asset: o.asset,
    network: o.network,
    amount: a.due,
    fiat_amount: a.fiat,
    rate: o.rate ? format(o.rate, RATE_PLACES) : null,
    locked_until: o.lockedUntil?.toISOString() ?? null,
    deposit_address: o.depositAddress,
    amount_received: a.received,
    held: heldToWire(o),
    created_at: s.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

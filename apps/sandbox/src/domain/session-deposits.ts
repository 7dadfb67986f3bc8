/**
 * What a deposit does to a collection session's order (in the embed's statuses):
 * exact → deposit_detected → deposit_confirmed → converting → completed as the clock moves;
 * less → underpaid (the rest may follow, and is detected like a first deposit);
 * more → deposit_detected → overpaid (at confirmation, instead of deposit_confirmed) → converting → completed;
 * another network than chosen → wrong_chain (held); another asset → failed (`wrong_asset`, held); either
 * after part of the payment arrived → held, and the order stays underpaid (the rest may still come);
 * outcome `failed` → the steps run and conversion fails (`conversion_failed`).
 * A deposit after the lock ends, while the session lives, is re-priced at the current rate first.
 * A deposit to a session that ended, or whose order is already funded or final, is held (`late`) and changes
 * nothing else: it is counted, listed in `received.held` and announced, never lost from every record.
 */
import { announceCollectionOrder } from '../webhooks/announce.js';
import type { Asset, HeldDepositReason, Network } from '@pulse/core';
import { isOpenEmbedStatus } from '@pulse/core/internal/status';
import type { Big } from '../money.js';
import type { Ledger, SessionRecord, Store } from '../store.js';
import { COMPLETE_AFTER_MS, CONFIRM_AFTER_MS, CONVERT_AFTER_MS, lock } from './session-lock.js';

export interface IncomingDeposit {
  asset: Asset;
  network: Network;
  amount: Big;
  failConversion: boolean;
}

export function depositToSession(
  store: Store,
  ledger: Ledger,
  session: SessionRecord,
  d: IncomingDeposit,
  now: Date,
): void {
  const order = session.order;
  const hold = (reason: HeldDepositReason) =>
    order.held.push({ asset: d.asset, network: d.network, amount: d.amount, reason });
  const set = (status: typeof order.status) => {
    order.status = status;
    order.updatedAt = now;
    announceCollectionOrder(store, session, now);
  };
  order.deposits++;
  if (now.getTime() >= session.expiresAt.getTime() || !isOpenEmbedStatus(order.status)) {
    hold('late');
    set(order.status);
    return;
  }
  // After part of the payment arrived, a wrong deposit is held and the order waits for the rest as before: a
  // final status would leave the part that arrived with no end (neither paid nor expired).
  const part = order.received.gt(0);
  if (d.network !== order.network) {
    hold('wrong_network');
    if (part) return set(order.status);
    // Stryker disable next-line UpdateOperator: any change of the generation cancels the pending steps
    order.generation++;
    set('wrong_chain');
    return;
  }
  if (d.asset !== order.asset) {
    hold('wrong_asset');
    if (part) return set(order.status);
    // Stryker disable next-line UpdateOperator: any change of the generation cancels the pending steps
    order.generation++;
    order.failureReason = 'wrong_asset';
    set('failed');
    return;
  }
  if (now.getTime() >= order.lockedUntil!.getTime()) lock(store, ledger, session, now);
  order.received = order.received.plus(d.amount);
  order.failConversion ||= d.failConversion;
  settle(store, session, now);
}

/** Compares what arrived with what is due: underpaid, or funded and on its way through the steps. */
export function settle(store: Store, session: SessionRecord, now: Date): void {
  const order = session.order;
  const due = session.currency === 'NGN' ? order.cryptoDue! : session.fixedAmount;
  order.updatedAt = now;
  if (order.received.lt(due)) {
    order.status = 'underpaid';
    announceCollectionOrder(store, session, now);
    return;
  }
  order.status = 'deposit_detected';
  announceCollectionOrder(store, session, now);
  // Stryker disable next-line UpdateOperator: any change of the generation cancels the steps scheduled before
  const generation = ++order.generation;
  const step = (after: number, fn: (at: Date) => void) => (from: Date) =>
    store.scheduler.at(new Date(from.getTime() + after), (at) => {
      if (order.generation === generation) fn(at);
    });
  const complete = step(COMPLETE_AFTER_MS, (at) => {
    order.status = order.failConversion ? 'failed' : 'completed';
    if (order.failConversion) order.failureReason = 'conversion_failed';
    order.updatedAt = at;
    announceCollectionOrder(store, session, at);
  });
  const convert = step(CONVERT_AFTER_MS, (at) => {
    order.status = 'converting';
    order.updatedAt = at;
    announceCollectionOrder(store, session, at);
    complete(at);
  });
  step(CONFIRM_AFTER_MS, (at) => {
    order.status = order.received.gt(due) ? 'overpaid' : 'deposit_confirmed';
    order.updatedAt = at;
    announceCollectionOrder(store, session, at);
    convert(at);
  })(now);
}

/** The events of each resource, built from its record as the API returns it. */
import { collectionOrderToWire } from '../domain/collection-order-wire.js';
import type { SessionRecord, Store } from '../store.js';
import { emit } from './emit.js';

/** `collection_order.updated`, on every status change of a collection session's order. */
export function announceCollectionOrder(store: Store, session: SessionRecord, at: Date): void {
  const ledger = store.tokens.get(session.token)?.ledger;
  if (ledger)
    emit(store, ledger, 'collection_order.updated', collectionOrderToWire(session), session.order.id, at);
}

/**
 * Collections: permanent deposit addresses for one of the caller's customers. EVM
 * networks share one address, SOLANA has its own. Each deposit becomes an offramp order paying the payout
 * account the collection named when the deposit arrived. Deposits are never lost: while the collection is
 * disabled, or below MIN_COLLECTION_DEPOSIT, they are held. Re-activation releases the first; small ones of one asset,
 * network and payout account go out together once they add up to MIN_COLLECTION_DEPOSIT.
 */
import type { Asset, Collection, CollectionDeposit, CollectionStatus, Network, Party } from '@pulse/core';
import { ApiError } from '../errors.js';
import { newEvmAddress, newId, newSolanaAddress, newTxHash } from '../ids.js';
import { Big, format, places } from '../money.js';
import { family } from '../networks.js';
import type { CollectionRecord, DepositRecord, Ledger, Store } from '../store.js';
import { emit } from '../webhooks/emit.js';
import { issueAddress } from './addresses.js';
import { openFundedOrder, startProcessing } from './orders.js';
import { recipientFor } from './recipients.js';
import { MIN_COLLECTION_DEPOSIT } from './limits.js';

export interface CreateCollection {
  reference: string;
  recipient_id?: string | undefined;
  customer: Party;
}

/** Creates the collection, or returns the one with this reference (`created: false`), ignoring the rest. */
export function createCollection(store: Store, ledger: Ledger, body: CreateCollection, now: Date) {
  const existing = ledger.collectionsByReference.get(body.reference);
  if (existing) return { collection: existing, created: false };
  const recipient = recipientFor(ledger, body.recipient_id);
  const collection: CollectionRecord = {
    id: newId('col'),
    seq: store.nextSeq(),
    reference: body.reference,
    status: 'active',
    recipientId: recipient.id,
    customer: { name: body.customer.name, email: body.customer.email },
    addresses: { evm: '', solana: '' },
    lastDepositAt: null,
    createdAt: now,
    deposits: [],
  };
  const owner = { kind: 'collection' as const, ledger, collection };
  collection.addresses.evm = issueAddress(store, 'BASE', owner);
  collection.addresses.solana = issueAddress(store, 'SOLANA', owner);
  ledger.collections.push(collection);
  ledger.collectionsById.set(collection.id, collection);
  ledger.collectionsByReference.set(collection.reference, collection);
  emit(store, ledger, 'collection.created', collectionToWire(ledger, collection), collection.id, now);
  return { collection, created: true };
}

export function findCollection(ledger: Ledger, id: string): CollectionRecord {
  const found = ledger.collectionsById.get(id);
  if (!found) throw new ApiError('not_found', `No collection ${id} for this API key.`);
  return found;
}

export interface UpdateCollection {
  status?: CollectionStatus | undefined;
  recipient_id?: string | undefined;
}

/**
 * A new recipient applies to deposits that arrive later; deposits already made keep theirs. Turning a
 * disabled collection back on releases the deposits held while it was disabled.
 */
export function updateCollection(
  store: Store,
  ledger: Ledger,
  collection: CollectionRecord,
  body: UpdateCollection,
  now: Date,
): CollectionRecord {
  if (body.recipient_id !== undefined) collection.recipientId = recipientFor(ledger, body.recipient_id).id;
  const reactivated = body.status === 'active' && collection.status === 'disabled';
  if (body.status !== undefined) collection.status = body.status;
  emit(store, ledger, 'collection.updated', collectionToWire(ledger, collection), collection.id, now);
  if (reactivated) {
    for (const d of collection.deposits) {
      if (d.status !== 'held' || d.holdReason !== 'collection_disabled') continue;
      if (d.amount.lt(MIN_COLLECTION_DEPOSIT)) d.holdReason = 'below_minimum';
      else accept(store, ledger, collection, [d], now);
    }
    releaseSmall(store, ledger, collection, now);
  }
  return collection;
}

export interface IncomingDeposit {
  address: string;
  asset: Asset;
  network: Network;
  amount: Big;
}

/** A deposit to one of the collection's addresses: an order, or held. */
export function depositToCollection(
  store: Store,
  ledger: Ledger,
  collection: CollectionRecord,
  d: IncomingDeposit,
  now: Date,
): DepositRecord {
  const ownAddress = family(d.network) === 'solana' ? collection.addresses.solana : collection.addresses.evm;
  if (ownAddress !== d.address || !networksOf(ledger).includes(d.network)) {
    throw new ApiError(
      'unsupported_network',
      `Address ${d.address} of collection ${collection.id} does not receive on ${d.network}; see its deposit_addresses.`,
    );
  }
  const holdReason =
    collection.status === 'disabled'
      ? 'collection_disabled'
      : d.amount.lt(MIN_COLLECTION_DEPOSIT)
        ? 'below_minimum'
        : null;
  const deposit: DepositRecord = {
    id: newId('dep'),
    seq: store.nextSeq(),
    collectionId: collection.id,
    address: d.address,
    asset: d.asset,
    network: d.network,
    amount: d.amount,
    transactionHash: newTxHash(d.network),
    fromAddress: d.network === 'SOLANA' ? newSolanaAddress() : newEvmAddress(),
    status: 'held',
    holdReason,
    orderId: null,
    recipientId: collection.recipientId,
    createdAt: now,
  };
  collection.deposits.push(deposit);
  collection.lastDepositAt = now;
  if (holdReason) {
    emit(store, ledger, 'collection.deposit.held', depositToWire(deposit), collection.id, now);
    if (holdReason === 'below_minimum') releaseSmall(store, ledger, collection, now);
  } else {
    accept(store, ledger, collection, [deposit], now);
  }
  return deposit;
}

/**
 * Turns deposits (one, or small held ones of one asset, network and payout account that add up to the
 * minimum) into one offramp order paying their payout account, priced now.
 */
function accept(
  store: Store,
  ledger: Ledger,
  collection: CollectionRecord,
  group: readonly DepositRecord[],
  now: Date,
) {
  const d = group[0]!;
  const recipient = ledger.recipients.find((r) => r.id === d.recipientId);
  if (!recipient) return; // Deletion is refused while deposits owe a payout account; kept held if not.
  const amount = group.reduce((sum, x) => sum.plus(x.amount), new Big(0));
  const order = openFundedOrder(
    store,
    ledger,
    {
      side: 'sell',
      asset: d.asset,
      network: d.network,
      amount,
      reference: `${collection.reference}:${d.id}`,
      party: collection.customer,
    },
    {
      virtualAccount: null,
      depositAddress: d.address,
      destinationAddress: null,
      beneficiaryBank: { ...recipient.bankAccount },
      collectionId: collection.id,
      recipientId: recipient.id,
    },
    now,
  );
  for (const x of group) {
    x.status = 'accepted';
    x.holdReason = null;
    x.orderId = order.id;
    emit(store, ledger, 'collection.deposit.received', depositToWire(x), collection.id, now);
  }
  startProcessing(store, ledger, order, now);
}

/** Small held deposits of one asset, network and payout account that together reach the minimum go out as one order. */
function releaseSmall(store: Store, ledger: Ledger, collection: CollectionRecord, now: Date) {
  if (collection.status !== 'active') return;
  const groups = new Map<string, DepositRecord[]>();
  for (const d of collection.deposits) {
    if (d.status !== 'held' || d.holdReason !== 'below_minimum') continue;
    const key = `${d.asset}:${d.network}:${d.recipientId}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  for (const group of groups.values()) {
    const total = group.reduce((sum, x) => sum.plus(x.amount), new Big(0));
    if (total.gte(MIN_COLLECTION_DEPOSIT)) accept(store, ledger, collection, group, now);
  }
}

const networksOf = (ledger: Ledger): readonly Network[] => ledger.business.networks;

export function collectionToWire(ledger: Ledger, c: CollectionRecord): Collection {
  const networks = networksOf(ledger);
  const evm = networks.filter((n) => family(n) === 'evm');
  const addresses = [
    ...(evm.length > 0 ? [{ address: c.addresses.evm, networks: [...evm] }] : []),
    ...(networks.includes('SOLANA') ? [{ address: c.addresses.solana, networks: ['SOLANA' as const] }] : []),
  ];
  return {
    id: c.id,
    reference: c.reference,
    type: 'offramp',
    status: c.status,
    recipient_id: c.recipientId,
    customer: { ...c.customer },
    deposit_addresses: addresses,
    last_deposit_at: c.lastDepositAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

export function depositToWire(d: DepositRecord): CollectionDeposit {
  return {
    id: d.id,
    collection_id: d.collectionId,
    address: d.address,
    asset: d.asset,
    network: d.network,
    amount: format(d.amount, places(d.asset, d.network)),
    transaction_hash: d.transactionHash,
    from_address: d.fromAddress,
    status: d.status,
    hold_reason: d.holdReason,
    order_id: d.orderId,
    recipient_id: d.recipientId,
    created_at: d.createdAt.toISOString(),
  };
}

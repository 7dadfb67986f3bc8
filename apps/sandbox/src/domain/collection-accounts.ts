/**
 * Collection accounts: permanent NGN bank details for one customer. Every transfer into the
 * account becomes an onramp order delivering USDT to the account's payout destination (the sandbox's
 * decision: the spec's payout destination names a chain and address but no asset). Transfers below the
 * onramp minimum are held, not lost.
 */
import { isNetwork, NETWORKS, type CollectionAccount, type CollectionAccountTransfer } from '@pulse/core';
import { ApiError } from '../errors.js';
import { newId } from '../ids.js';
import { type Big, format, NGN_PLACES } from '../money.js';
import { assertAddress } from '../networks.js';
import type { CollectionAccountRecord, Ledger, Store } from '../store.js';
import { emit } from '../webhooks/emit.js';
import { MIN_ONRAMP_NGN } from './limits.js';
import { openFundedOrder, startProcessing, VIRTUAL_ACCOUNT_BANK } from './orders.js';

/** The asset a collection account's transfers are delivered in. */
export const COLLECTION_ACCOUNT_ASSET = 'USDT' as const;

export interface CreateCollectionAccount {
  reference: string;
  name: string;
  payout_destination: { chain: string; address: string };
}

/** Creates the account, or returns the one with this reference (`created: false`). */
export function createCollectionAccount(
  store: Store,
  ledger: Ledger,
  body: CreateCollectionAccount,
  now: Date,
) {
  const existing = ledger.collectionAccounts.find((a) => a.reference === body.reference);
  if (existing) return { account: existing, created: false };
  const { chain, address } = body.payout_destination;
  if (!isNetwork(chain)) {
    throw new ApiError(
      'unsupported_chain',
      `payout_destination.chain must be one of ${NETWORKS.join(', ')}, got "${chain}".`,
    );
  }
  assertAddress('payout_destination.address', address, chain);
  const account: CollectionAccountRecord = {
    id: newId('cac'),
    seq: store.nextSeq(),
    reference: body.reference,
    name: body.name,
    accountNumber: store.nextVirtualAccountNumber(),
    accountName: `${ledger.business.name} / ${body.name}`.slice(0, 60),
    chain,
    address,
    createdAt: now,
  };
  ledger.collectionAccounts.push(account);
  store.collectionAccountNumbers.set(account.accountNumber, { ledger, account });
  emit(store, ledger, 'collection_account.created', collectionAccountToWire(account), account.id, now);
  return { account, created: true };
}

/** A customer's bank transfer into the account: an onramp order to the payout destination, or held. */
export function transferToCollectionAccount(
  store: Store,
  ledger: Ledger,
  account: CollectionAccountRecord,
  amount: Big,
  now: Date,
): CollectionAccountTransfer {
  const transfer: CollectionAccountTransfer = {
    id: newId('trf'),
    collection_account_id: account.id,
    account_number: account.accountNumber,
    amount: format(amount, NGN_PLACES),
    status: 'held',
    hold_reason: 'below_minimum',
    order_id: null,
    created_at: now.toISOString(),
  };
  if (amount.lt(MIN_ONRAMP_NGN)) {
    emit(store, ledger, 'collection_account.transfer.received', transfer, account.id, now);
    return transfer;
  }
  const order = openFundedOrder(
    store,
    ledger,
    {
      side: 'buy',
      asset: COLLECTION_ACCOUNT_ASSET,
      network: account.chain,
      amount,
      reference: `${account.reference}:${transfer.id}`,
      party: { name: account.name, email: '' },
    },
    {
      virtualAccount: {
        account_name: account.accountName,
        account_number: account.accountNumber,
        ...VIRTUAL_ACCOUNT_BANK,
        amount: format(amount, NGN_PLACES),
      },
      depositAddress: null,
      destinationAddress: account.address,
      beneficiaryBank: null,
      collectionAccountId: account.id,
    },
    now,
  );
  Object.assign(transfer, { status: 'accepted', hold_reason: null, order_id: order.id });
  emit(store, ledger, 'collection_account.transfer.received', transfer, account.id, now);
  startProcessing(store, ledger, order, now);
  return transfer;
}

export function collectionAccountToWire(a: CollectionAccountRecord): CollectionAccount {
  return {
    id: a.id,
    reference: a.reference,
    name: a.name,
    bank_account: {
      account_name: a.accountName,
      account_number: a.accountNumber,
      bank_name: VIRTUAL_ACCOUNT_BANK.bank_name,
    },
    payout_destination: { chain: a.chain, address: a.address },
    created_at: a.createdAt.toISOString(),
  };
}

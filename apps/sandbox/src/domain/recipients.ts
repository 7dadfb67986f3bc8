/**
 * Payout accounts: bank accounts verified by the same name enquiry as /v1/banks/resolve,
 * storing the name registered with the bank. At most one is the default; a new default replaces it.
 */
import type { PayoutAccount } from '@pulse/core';
import { resolveAccount } from '../banks.js';
import { ApiError } from '../errors.js';
import { newId } from '../ids.js';
import type { Ledger, RecipientRecord, Store } from '../store.js';

export interface CreateRecipient {
  is_default: boolean;
  bank_account: { bank_code: string; account_number: string };
}

export function createRecipient(store: Store, ledger: Ledger, body: CreateRecipient, now: Date) {
  const bankAccount = resolveAccount(body.bank_account.bank_code, body.bank_account.account_number);
  if (body.is_default) for (const r of ledger.recipients) r.isDefault = false;
  const recipient: RecipientRecord = {
    id: newId('rcp'),
    seq: store.nextSeq(),
    isDefault: body.is_default,
    bankAccount,
    createdAt: now,
  };
  ledger.recipients.push(recipient);
  return recipient;
}

export function findRecipient(ledger: Ledger, id: string): RecipientRecord {
  const found = ledger.recipients.find((r) => r.id === id);
  if (!found) throw new ApiError('not_found', `No payout account ${id} for this API key.`);
  return found;
}

/** The payout account a collection pays: the one named, else the default. */
export function recipientFor(ledger: Ledger, id: string | undefined): RecipientRecord {
  if (id !== undefined) {
    const found = ledger.recipients.find((r) => r.id === id);
    if (!found)
      throw new ApiError('unknown_recipient', `recipient_id ${id} is not a payout account of this API key.`);
    return found;
  }
  const fallback = ledger.recipients.find((r) => r.isDefault);
  if (!fallback) {
    throw new ApiError(
      'no_default_recipient',
      'No recipient_id and no default payout account; create one with POST /v1/recipients (is_default: true) or send recipient_id.',
    );
  }
  return fallback;
}

/**
 * Deletion is refused while a collection pays the account, a held deposit would pay it on release, or an
 * order paying it is not finished (awaiting payment or processing).
 */
export function deleteRecipient(ledger: Ledger, id: string): RecipientRecord {
  const recipient = findRecipient(ledger, id);
  const collection = ledger.collections.find((c) => c.recipientId === id);
  if (collection) {
    throw new ApiError(
      'recipient_in_use',
      `Payout account ${id} is used by collection ${collection.id}; point it at another account (PATCH /v1/collections/${collection.id}) first.`,
    );
  }
  const held = ledger.collections.some((c) =>
    c.deposits.some((d) => d.status === 'held' && d.recipientId === id),
  );
  if (held) {
    throw new ApiError(
      'recipient_in_use',
      `Payout account ${id} is owed held deposits; they pay it once released.`,
    );
  }
  const order = ledger.orders.find(
    (o) => o.recipientId === id && (o.status === 'awaiting_payment' || o.status === 'processing'),
  );
  if (order) {
    throw new ApiError(
      'recipient_in_use',
      `Order ${order.id} paying payout account ${id} is ${order.status}; delete the account once it is finished.`,
    );
  }
  ledger.recipients.splice(ledger.recipients.indexOf(recipient), 1);
  return recipient;
}

export function recipientToWire(r: RecipientRecord): PayoutAccount {
  return {
    id: r.id,
    type: 'bank_account',
    is_default: r.isDefault,
    bank_account: { ...r.bankAccount },
    created_at: r.createdAt.toISOString(),
  };
}

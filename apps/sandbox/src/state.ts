/**
 * The state directory (`--data DIR`): the businesses' keys and webhook secrets, and the records an
 * integrator sets up once (webhook endpoints, payout accounts, collection accounts, collections with their
 * deposits), and the answers kept for Idempotency-Key replay, in one JSON file written atomically (a
 * temporary file, then a rename), so a crash never leaves half a file. Orders, quotes and collection
 * sessions are short-lived and start afresh.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeptAnswer } from './http/idempotency.js';
import { Big } from './money.js';
import type { SavedCredentials } from './seed.js';
import type {
  CollectionAccountRecord,
  CollectionRecord,
  Ledger,
  RecipientRecord,
  Store,
  WebhookEndpointRecord,
} from './store.js';

const FILE = 'sandbox-state.json';
const VERSION = 1;

interface SavedLedger {
  recipients: RecipientRecord[];
  collectionAccounts: CollectionAccountRecord[];
  collections: CollectionRecord[];
  webhookEndpoints: WebhookEndpointRecord[];
}

interface StateFile {
  version: number;
  credentials: SavedCredentials;
  ledgers: Record<string, SavedLedger>;
  /** Idempotency records with an answer, by credential and key (absent in files of earlier sandboxes). */
  idempotency?: [string, KeptAnswer][];
}

export interface LoadedState {
  credentials: SavedCredentials;
  idempotency: [string, KeptAnswer][];
  restore(store: Store): void;
}

const date = (v: unknown) => new Date(v as string);

/** Reads the state file; null when there is none yet. A file that is not ours is an error, not ignored. */
export function loadState(dir: string): LoadedState | null {
  let text: string;
  try {
    text = readFileSync(join(dir, FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  const file = JSON.parse(text) as StateFile;
  if (file.version !== VERSION || typeof file.credentials !== 'object') {
    throw new Error(`${join(dir, FILE)} is not a sandbox state file of version ${VERSION}`);
  }
  return {
    credentials: file.credentials,
    idempotency: file.idempotency ?? [],
    restore(store) {
      let maxSeq = 0;
      const seen = (seq: number) => (maxSeq = Math.max(maxSeq, seq));
      for (const [key, saved] of Object.entries(file.ledgers ?? {})) {
        const ledger = store.ledgers.get(key);
        if (!ledger) continue;
        restoreLedger(store, ledger, saved, seen);
      }
      while (store.nextSeq() < maxSeq);
    },
  };
}

function restoreLedger(store: Store, ledger: Ledger, saved: SavedLedger, seen: (seq: number) => void) {
  for (const r of saved.recipients) {
    seen(r.seq);
    ledger.recipients.push({ ...r, createdAt: date(r.createdAt) });
  }
  for (const a of saved.collectionAccounts) {
    seen(a.seq);
    const account = { ...a, createdAt: date(a.createdAt) };
    ledger.collectionAccounts.push(account);
    store.collectionAccountNumbers.set(account.accountNumber, { ledger, account });
  }
  for (const c of saved.collections) {
    seen(c.seq);
    const collection: CollectionRecord = {
      ...c,
      createdAt: date(c.createdAt),
      lastDepositAt: c.lastDepositAt ? date(c.lastDepositAt) : null,
      deposits: c.deposits.map((d) => {
        seen(d.seq);
        return { ...d, amount: new Big(d.amount), createdAt: date(d.createdAt) };
      }),
    };
    ledger.collections.push(collection);
    ledger.collectionsById.set(collection.id, collection);
    ledger.collectionsByReference.set(collection.reference, collection);
    for (const address of [collection.addresses.evm, collection.addresses.solana]) {
      store.addresses.set(address, { kind: 'collection', ledger, collection });
    }
  }
  for (const e of saved.webhookEndpoints) {
    seen(e.seq);
    ledger.webhookEndpoints.push({
      ...e,
      createdAt: date(e.createdAt),
      secrets: e.secrets.map((s) => ({
        secret: s.secret,
        expiresAt: s.expiresAt ? date(s.expiresAt) : null,
      })),
    });
  }
}

/** Writes the state now, atomically, with the idempotency records that hold an answer. */
export function writeState(dir: string, store: Store, kept?: ReadonlyMap<string, KeptAnswer>): void {
  const credentials: SavedCredentials = {};
  for (const b of store.businesses) credentials[b.id] = { test: { ...b.test }, live: { ...b.live } };
  const ledgers: Record<string, SavedLedger> = {};
  for (const [key, l] of store.ledgers) {
    ledgers[key] = {
      recipients: l.recipients,
      collectionAccounts: l.collectionAccounts,
      collections: l.collections,
      webhookEndpoints: l.webhookEndpoints,
    };
  }
  const idempotency = [...(kept ?? [])].filter(([, k]) => k.answer !== null);
  const file: StateFile = { version: VERSION, credentials, ledgers, idempotency };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, FILE);
  const temp = `${path}.${process.pid}.tmp`;
  // The file holds secret keys: readable by its owner only.
  writeFileSync(temp, JSON.stringify(file, null, 2), { mode: 0o600 });
  renameSync(temp, path);
}

const pending = new WeakSet<Store>();

/** Saves once at the end of the current turn, however many changes it made. */
export function saveState(dir: string, store: Store, kept?: ReadonlyMap<string, KeptAnswer>): void {
  if (pending.has(store)) return;
  pending.add(store);
  queueMicrotask(() => {
    pending.delete(store);
    writeState(dir, store, kept);
  });
}

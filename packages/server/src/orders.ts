import { createHash } from 'node:crypto';
import {
  isFinalOrderStatus,
  isPulseError,
  isOrderStatus,
  type ApiClient,
  type Order,
  type OrderSummary,
} from '@pulse/core';
import { createKeyBudget, type KeyBudget } from './budget.js';
import { createUpstream } from './upstream.js';
import { checkServerOptions, type ServerOptions } from './options.js';
import { createMemoryStore, type StateStore } from './store.js';
import type { WebhookEvent } from './webhook.js';

/** An order as this server knows it, who created it, and a validator for conditional reads. */
export interface OrderRecord {
  order: Order;
  /** The caller `authorize` named when the order was created here; null when it came from elsewhere. */
  owner: string | null;
  /** A weak entity tag of the order's JSON: equal tags mean an unchanged order. */
  etag: string;
}

/** Options of `createOrderTracker`: the service options, the store, the budget and the sync pace. */
export interface OrderTrackerOptions extends ServerOptions {
  /** Where orders, quotes and event ids are kept. @default an in-memory store */
  store?: StateStore | undefined;
  /** The key's budget, shared with the other helpers of this server. @default a budget of its own */
  budget?: KeyBudget | undefined;
  /**
   * Least time between two reads of the order list (`GET /v1/orders`) for orders still open, over every
   * instance sharing the store: at most 24 a minute at the default, however many customers wait. Webhooks keep
   * orders current; this catches what they miss, as fast as the checkout's own 2.5-second poll.
   * @default 2500
   */
  syncIntervalMs?: number | undefined;
  /** Pages of 100 one sync may read; the next sync continues where it stopped. @default 1 */
  pagesPerSync?: number | undefined;
  /**
   * A read of an open order runs a sync first when one is due (or waits for the one running), so no timer is
   * needed and nothing is read while nobody waits.
   * @default true
   */
  autoSync?: boolean | undefined;
  /** @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * The orders customers wait on, as this server knows them: what the checkout proxy answers order reads from,
 * kept current by webhooks (`ingest`) and batched list reads (`sync`).
 */
export interface OrderTracker {
  readonly store: StateStore;
  readonly budget: KeyBudget;
  /** Keeps an order the service returned (creation, a read, an event), merged with what is known. */
  remember(order: Order | OrderSummary, owner?: string | null): Promise<OrderRecord>;
  /** The known order, or null; runs a sync first when one is due and the order is open. */
  read(id: string): Promise<OrderRecord | null>;
  /**
   * Applies a verified event once per id; order events update the order, others are only recorded. `handle`
   * (the integrator's own work, e.g. crediting) runs before the id is marked seen: if it throws, the event is
   * not marked, so the service's retry is applied and handled again instead of being dropped as a duplicate.
   * While one delivery of an event is being handled, another of the same id answers `in_progress` without
   * handling it (the claim is renewed while handling, for 5 minutes at the most, and lapses 15 s after a
   * process that died while handling last renewed it).
   */
  ingest(
    event: WebhookEvent,
    handle?: (event: WebhookEvent) => void | Promise<void>,
  ): Promise<'applied' | 'duplicate' | 'ignored' | 'in_progress'>;
  /** Reads open orders from the order list now (if the interval allows); answers the pages read. */
  sync(): Promise<number>;
  /** Resolves once no background sync is running (tests, shutdown). */
  settled(): Promise<void>;
}

const DAY = 86_400_000;
/** Orders stay known this long; well past the 30-minute funding window and processing. */
const ORDER_TTL = 2 * DAY;
/**
 * How long a delivery's claim on an event (`ingest`) outlives its last renewal: renewed every third of it while
 * the event is handled, so a live handler keeps it however long it takes, and a process that dies inside one
 * lets it go within 15 s, well inside the service's retries (1, 2, 4, 8 and 16 s apart in the sandbox: the
 * retries after that would otherwise all be refused as in progress, and the event given up).
 */
const CLAIM_TTL = 15_000;
/** A handler that never settles (a call without a timeout) holds its event this long at the most. */
const CLAIM_MAX = 5 * 60_000;
/** An order still open after this long is no longer synced (the service expires unfunded orders). */
const OPEN_FOR = 3 * 3_600_000;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

const etagOf = (order: Order) =>
  `W/"${createHash('sha256').update(JSON.stringify(order)).digest('base64url').slice(0, 27)}"`;

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** The newer of two versions of one order; a final status never goes back, and fields only add up. */
export function mergeOrder(known: Order | null, next: Order | OrderSummary): Order {
  if (!known) return next as Order;
  const knownFinal = isOrderStatus(known.status) && isFinalOrderStatus(known.status);
  const nextFinal = isOrderStatus(next.status) && isFinalOrderStatus(next.status);
  if (knownFinal && !nextFinal) return known;
  if (!nextFinal || knownFinal) {
    const older = time(next.updated_at) < time(known.updated_at);
    if (older) return known;
  }
  return { ...known, ...next } as Order;
}

const isOrderLike = (x: unknown): x is OrderSummary => {
  const o = x as Partial<OrderSummary> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.id === 'string' &&
    ID.test(o.id) &&
    typeof o.status === 'string' &&
    typeof o.updated_at === 'string' &&
    !Number.isNaN(time(o.created_at))
  );
};

/**
 * Keeps the state of the orders customers wait on, so order reads cost no upstream request: webhooks update
 * it, and one batched read of the order list (100 a page) catches what they miss, at most every
 * `syncIntervalMs` across all instances and only from the budget's background share.
 */
export function createOrderTracker(options: OrderTrackerOptions): OrderTracker {
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryStore({ now });
  const budget = options.budget ?? createKeyBudget({ now });
  const interval = options.syncIntervalMs ?? 2500;
  const pagesPerSync = options.pagesPerSync ?? 1;
  const autoSync = options.autoSync ?? true;
  // Made, and the options checked, on the first list read: a module that makes the tracker at import (as the
  // docs show) loads in a build with no key, like the route handlers. No retries: a retried read would spend
  // the budget twice; the next sync tries again.
  let client: ApiClient | undefined;
  let misconfigured = '';
  const api = (): ApiClient => {
    if (client) return client;
    const o = checkServerOptions(options, 'createOrderTracker');
    client = createUpstream(o, { budget }).client;
    return client;
  };
  let running: Promise<number> | null = null;
  let lastTry = -Infinity;

  async function load(id: string): Promise<OrderRecord | null> {
    const text = await store.get(`order:${id}`);
    if (!text) return null;
    try {
      return JSON.parse(text) as OrderRecord;
    } catch {
      return null;
    }
  }

  async function remember(next: Order | OrderSummary, owner?: string | null): Promise<OrderRecord> {
    const known = await load(next.id);
    const order = mergeOrder(known?.order ?? null, next);
    const record: OrderRecord = { order, owner: owner ?? known?.owner ?? null, etag: etagOf(order) };
    if (known && known.etag === record.etag && known.owner === record.owner) return known;
    await store.set(`order:${order.id}`, JSON.stringify(record), ORDER_TTL);
    const final = isOrderStatus(order.status) && isFinalOrderStatus(order.status);
    if (final) await store.indexRemove('open', order.id);
    else await store.indexAdd('open', order.id, time(order.created_at));
    return record;
  }

  async function syncNow(): Promise<number> {
    const client = api();
    if (!(await store.add('lock:sync', String(now()), interval))) return 0;
    const open = await store.indexList('open');
    const ids = new Set<string>();
    for (const { member, score } of open) {
      if (score < now() - OPEN_FOR) await store.indexRemove('open', member);
      else ids.add(member);
    }
    if (ids.size === 0) return 0;
    const from = new Date(Math.min(...open.filter((e) => ids.has(e.member)).map((e) => e.score)));
    // A sweep of many pages continues across syncs; a new sweep starts when the oldest open order changes.
    const saved = JSON.parse((await store.get('sync:cursor')) ?? 'null') as {
      from: string;
      cursor: string;
    } | null;
    let cursor = saved && saved.from === from.toISOString() ? saved.cursor : undefined;
    let pages = 0;
    while (pages < pagesPerSync && budget.take('background')) {
      pages++;
      const { data, meta } = await client.get<OrderSummary[]>('/v1/orders', {
        query: { from: from.toISOString(), per_page: 100, cursor },
      });
      for (const summary of Array.isArray(data) ? data : [])
        if (isOrderLike(summary) && ids.has(summary.id)) await remember(summary);
      cursor = meta?.next_cursor;
      if (!cursor) break;
    }
    if (cursor) await store.set('sync:cursor', JSON.stringify({ from: from.toISOString(), cursor }), DAY);
    else await store.set('sync:cursor', 'null', DAY);
    return pages;
  }

  function sync(): Promise<number> {
    if (running) return running;
    lastTry = now();
    running = syncNow()
      .catch((e: unknown) => {
        // A failed read waits for the next sync; a misconfiguration is said once, as the route handlers do.
        if (isPulseError(e) && e.code === 'invalid_options' && e.message !== misconfigured) {
          misconfigured = e.message;
          console.error(`@pulse/server: ${e.message}`);
        }
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    store,
    budget,
    remember,
    async read(id) {
      const record = await load(id);
      const open = record && !(isOrderStatus(record.order.status) && isFinalOrderStatus(record.order.status));
      if (!open || !autoSync) return record;
      // Local pacing first, so a thousand polls do not each ask the shared store for the lock.
      if (running) await running;
      else if (now() - lastTry >= interval) await sync();
      else return record;
      return load(id);
    },
    async ingest(event, handle) {
      // One delivery of an event at a time, across every instance sharing the store: a copy that arrives while
      // another is being applied and handled (the service's retry after a slow answer, or a replay of a
      // captured delivery) is told to come again later rather than handled a second time beside it.
      const claim = `event-claim:${event.id}`;
      if (!(await store.add(claim, '1', CLAIM_TTL))) return 'in_progress';
      const seen = `event:${event.id}`;
      // A failed renewal (the store out of reach a moment) is tried again at the next tick.
      const since = now();
      const renew = setInterval(() => {
        if (now() - since >= CLAIM_MAX) clearInterval(renew);
        else void store.set(claim, '1', CLAIM_TTL).catch(() => undefined);
      }, CLAIM_TTL / 3);
      (renew as { unref?: () => void }).unref?.();
      try {
        // Checked while holding the claim: a copy handled before it is marked seen before its claim went.
        if ((await store.get(seen)) !== null) return 'duplicate';
        const isOrder =
          typeof event.type === 'string' && event.type.startsWith('order.') && isOrderLike(event.data);
        if (isOrder) await remember(event.data as OrderSummary);
        await handle?.(event);
        // Marked after applying and handling: a failure in between means a redelivery applies and handles it
        // again, which merging allows.
        await store.set(seen, '1', 3 * DAY);
        return isOrder ? 'applied' : 'ignored';
      } finally {
        // Released (removed) after the mark, so the next copy finds the mark, or after a failure, so the
        // service's retry handles the event again without waiting out the claim.
        clearInterval(renew);
        await store.set(claim, '', 0);
      }
    },
    sync,
    async settled() {
      await running;
    },
  };
}

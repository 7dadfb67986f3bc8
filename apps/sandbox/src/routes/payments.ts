/**
 * Finishing a test payment without clicking through a checkout (test keys only; a live key gets 404).
 * `POST /v1/sandbox/payments` pays a collection session's order or an onramp/offramp order in full, under,
 * over, on the wrong network or late, with the bank transfer or crypto deposit a customer would make, and
 * by default moves the test clock until the order's lifecycle has run. `POST /v1/sandbox/events` sends a
 * webhook event of any type for an object, with the object as it is now. `POST
 * /v1/sandbox/webhook-deliveries/{id}/replay` sends a logged delivery's event to its endpoint again. Each
 * answers what happened and the events it sent.
 */
import { WEBHOOK_EVENT_TYPES, type Network, type WebhookEvent } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { collectionAccountToWire } from '../domain/collection-accounts.js';
import { collectionToWire, depositToWire } from '../domain/collections.js';
import { fundOrder, orderToWire, PROCESSING_MS, type FundingOutcome } from '../domain/orders.js';
import { depositToSession } from '../domain/session-deposits.js';
import {
  collectionOrderToWire,
  COMPLETE_AFTER_MS,
  CONFIRM_AFTER_MS,
  CONVERT_AFTER_MS,
  selectPayment,
} from '../domain/sessions.js';
import { ApiError } from '../errors.js';
import { now, testOnly } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { readBody, text } from '../http/validate.js';
import { Big, format, NGN_PLACES, places } from '../money.js';
import type { Ledger, OrderRecord, SessionRecord, Store } from '../store.js';
import { emit } from '../webhooks/emit.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

/** How a simulated customer pays. */
export const PAYMENT_OUTCOMES = ['full', 'under', 'over', 'wrong_network', 'late'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymentBody = z.object({
  id: text(100),
  outcome: z.enum(PAYMENT_OUTCOMES, { error: `must be one of ${PAYMENT_OUTCOMES.join(', ')}` }).optional(),
  finish: z.boolean({ error: 'must be true or false' }).optional(),
});

export const triggerBody = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES, { error: 'must be a webhook event type' }),
  object_id: text(100),
});

/** An event as the answers list it. */
export interface SentEvent {
  id: string;
  type: string;
  created_at: string;
}

/** What `POST /v1/sandbox/payments` answers. */
export interface PaymentAnswer {
  object: 'collection_order' | 'order';
  id: string;
  outcome: PaymentOutcome;
  payment: {
    method: 'crypto_deposit' | 'bank_transfer';
    amount: string;
    currency: string;
    network: Network | null;
    /** For orders: whether the payment was counted, and why not. */
    executed: boolean | null;
    reason: string | null;
  };
  /** The object's status once the clock has moved (with `finish`). */
  status: string;
  advanced_seconds: number;
  events: SentEvent[];
}

/** Session steps after a deposit: confirmation, conversion, completion. */
const SESSION_STEPS_MS = CONFIRM_AFTER_MS + CONVERT_AFTER_MS + COMPLETE_AFTER_MS;

const lastSeq = (ledger: Ledger) => ledger.events.at(-1)?.seq ?? 0;
const eventsSince = (ledger: Ledger, seq: number): SentEvent[] =>
  ledger.events
    .filter((e) => e.seq > seq)
    .map(({ event }) => ({ id: event.id, type: event.type, created_at: event.created_at }));

function moveTo(store: Store, at: Date): number {
  const ms = Math.max(0, at.getTime() - store.clock.now().getTime());
  if (ms > 0) store.clock.advance(ms);
  return ms;
}

function amountFor(due: Big, outcome: PaymentOutcome, dp: number, extra: Big): Big {
  if (outcome === 'under') return due.div(2).round(dp, Big.roundDown);
  if (outcome === 'over') return due.plus(extra);
  return due;
}

function paySession(store: Store, ledger: Ledger, session: SessionRecord, outcome: PaymentOutcome) {
  const order = session.order;
  let advanced = 0;
  if (outcome === 'late') advanced += moveTo(store, session.expiresAt);
  else if (order.asset === null || order.network === null) {
    // A customer who has not chosen yet picks the first offered pair, as the embed would show it.
    selectPayment(store, ledger, session, session.assets[0]!, session.networks[0]!, store.clock.now());
  }
  const asset = order.asset ?? session.assets[0]!;
  const network = order.network ?? session.networks[0]!;
  const dp = places(asset, network);
  const due = session.currency === 'NGN' ? (order.cryptoDue ?? new Big(0)) : session.fixedAmount;
  const amount = amountFor(due, outcome, dp, new Big(1));
  const sentOn: Network =
    outcome === 'wrong_network' ? (network === 'POLYGON' ? 'BASE' : 'POLYGON') : network;
  depositToSession(
    store,
    ledger,
    session,
    { asset, network: sentOn, amount, failConversion: false },
    store.clock.now(),
  );
  return {
    method: 'crypto_deposit' as const,
    amount: format(amount, dp),
    currency: asset,
    network: sentOn,
    executed: null,
    reason: null,
    advanced,
    lifecycle: SESSION_STEPS_MS,
  };
}

function payOrder(store: Store, ledger: Ledger, order: OrderRecord, outcome: PaymentOutcome) {
  let advanced = 0;
  if (outcome === 'late') advanced += moveTo(store, order.expiresAt);
  const onramp = order.type === 'onramp';
  if (onramp && outcome === 'wrong_network') {
    throw new ApiError(
      'invalid_request',
      `outcome wrong_network needs crypto: onramp order ${order.id} is paid by bank transfer.`,
    );
  }
  const currency = onramp ? 'NGN' : order.asset;
  const dp = onramp ? NGN_PLACES : places(order.asset, order.network);
  const amount = amountFor(order.amountDue, outcome, dp, new Big(onramp ? 1000 : 1));
  const at = store.clock.now();
  const result: FundingOutcome =
    outcome === 'wrong_network'
      ? { executed: false, reason: 'wrong_network' }
      : fundOrder(store, ledger, order, amount, at);
  return {
    method: onramp ? ('bank_transfer' as const) : ('crypto_deposit' as const),
    amount: format(amount, dp),
    currency,
    network: onramp
      ? null
      : outcome === 'wrong_network'
        ? order.network === 'POLYGON'
          ? ('BASE' as const)
          : ('POLYGON' as const)
        : order.network,
    executed: result.executed,
    reason: result.executed ? null : result.reason,
    advanced,
    lifecycle: PROCESSING_MS,
  };
}

/** The object an event type is about, as the API shows it now, and the resource its deliveries follow. */
function eventData(
  ledger: Ledger,
  type: WebhookEvent['type'],
  id: string,
): { data: unknown; resource: string } {
  const missing = () => new ApiError('not_found', `No object ${id} for a ${type} event under this API key.`);
  if (type.startsWith('order.')) {
    const order = ledger.ordersById.get(id);
    if (!order) throw missing();
    // An order's event says the order is in that status (`order.completed` confirms what it delivered): the
    // service never sends it for an order elsewhere, so neither does this.
    const status = type.slice('order.'.length);
    if (order.status !== status) {
      throw new ApiError(
        'invalid_state',
        `Order ${order.id} is ${order.status}, so it has no ${type} event to send; pay it (POST /v1/sandbox/payments) or advance the clock to reach ${status}.`,
      );
    }
    return { data: orderToWire(order), resource: order.id };
  }
  if (type === 'collection.created' || type === 'collection.updated') {
    const collection = ledger.collectionsById.get(id);
    if (!collection) throw missing();
    return { data: collectionToWire(ledger, collection), resource: collection.id };
  }
  if (type.startsWith('collection.deposit.')) {
    for (const collection of ledger.collections) {
      const deposit = collection.deposits.find((d) => d.id === id);
      if (deposit) return { data: depositToWire(deposit), resource: collection.id };
    }
    throw missing();
  }
  if (type === 'collection_account.created') {
    const account = ledger.collectionAccounts.find((a) => a.id === id);
    if (!account) throw missing();
    return { data: collectionAccountToWire(account), resource: account.id };
  }
  if (type === 'collection_order.updated') {
    const session = ledger.sessionsByOrderId.get(id);
    if (!session) throw missing();
    return { data: collectionOrderToWire(session), resource: session.order.id };
  }
  // Transfers are not kept apart from their events: the last event that carried this one gives it.
  const sent = [...ledger.events]
    .reverse()
    .find((e) => e.event.type === type && (e.event.data as { id?: string }).id === id);
  if (!sent) throw missing();
  const data = sent.event.data as { id: string; collection_account_id?: string };
  return { data, resource: data.collection_account_id ?? data.id };
}

export const payments = new Hono<SandboxEnv>()
  .post('/v1/sandbox/payments', async (c) => {
    const { ledger } = testOnly(c);
    const body = await readBody(c, paymentBody);
    const outcome = body.outcome ?? 'full';
    const store = c.get('store');
    const session = ledger.sessionsByOrderId.get(body.id) ?? ledger.sessions.find((s) => s.id === body.id);
    const order = session ? undefined : ledger.ordersById.get(body.id);
    if (!session && !order) {
      throw new ApiError(
        'not_found',
        `No collection session, collection order or order ${body.id} for this API key.`,
      );
    }
    const before = lastSeq(ledger);
    const paid = session
      ? paySession(store, ledger, session, outcome)
      : payOrder(store, ledger, order!, outcome);
    let advanced = paid.advanced;
    if (body.finish !== false) advanced += moveTo(store, new Date(now(c).getTime() + paid.lifecycle));
    store.scheduler.runDue(store.clock.now());
    const { advanced: _a, lifecycle: _l, ...payment } = paid;
    return ok<PaymentAnswer>(c, {
      object: session ? 'collection_order' : 'order',
      id: session ? session.order.id : order!.id,
      outcome,
      payment,
      status: session ? session.order.status : order!.status,
      advanced_seconds: Math.round(advanced / 1000),
      events: eventsSince(ledger, before),
    });
  })
  .post('/v1/sandbox/events', async (c) => {
    const { ledger } = testOnly(c);
    const { type, object_id } = await readBody(c, triggerBody);
    const { data, resource } = eventData(ledger, type, object_id);
    const event = emit(c.get('store'), ledger, type, data as never, resource, now(c));
    return ok<{ events: SentEvent[] }>(
      c,
      { events: [{ id: event.id, type: event.type, created_at: event.created_at }] },
      201,
    );
  })
  .post('/v1/sandbox/webhook-deliveries/:id/replay', (c) => {
    const { ledger } = testOnly(c);
    const id = c.req.param('id');
    const delivery = ledger.deliveries.find((d) => d.id === id);
    if (!delivery) throw new ApiError('not_found', `No webhook delivery ${id} for this API key.`);
    const kept = ledger.events.find((e) => e.event.id === delivery.event_id);
    if (!kept) throw new ApiError('not_found', `The event of delivery ${id} is no longer in the event log.`);
    if (!c.get('store').redeliver(ledger, kept.event, delivery.endpoint_id)) {
      throw new ApiError('not_found', `The endpoint of delivery ${id} is no longer registered.`);
    }
    const { event } = kept;
    return ok<{ endpoint_id: string; events: SentEvent[] }>(c, {
      endpoint_id: delivery.endpoint_id,
      events: [{ id: event.id, type: event.type, created_at: event.created_at }],
    });
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/sandbox/payments', 'Pay a collection order or an order as a customer would', {
    testOnly: true,
    body: paymentBody,
  }),
  doc('POST', '/v1/sandbox/events', 'Send a webhook event of any type for an object', {
    testOnly: true,
    body: triggerBody,
  }),
  doc('POST', '/v1/sandbox/webhook-deliveries/{id}/replay', 'Send a logged delivery’s event again', {
    testOnly: true,
  }),
];

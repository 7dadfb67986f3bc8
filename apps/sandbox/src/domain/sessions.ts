/**
 * The collection-session product (its payloads are those of the API reference's preview routes). A session
 * is one collection order paid in crypto: its quote is locked for COLLECTION_LOCK_MS at a time, a deposit
 * moves it through the embed statuses, and the test clock drives confirmations.
 */
import { announceCollectionOrder } from '../webhooks/announce.js';
import { heldToWire, sessionAmounts } from './collection-order-wire.js';
import type {
  Asset,
  ClientSession,
  ClientSessionPrice,
  CollectionSession,
  CreateCollectionSessionRequest,
  Network,
} from '@pulse/core';
import { isOpenEmbedStatus } from '@pulse/core/internal/status';
import { ApiError } from '../errors.js';
import { newId, newSessionToken, newUuid } from '../ids.js';
import { Big, format, parseAmount, places } from '../money.js';
import { family, supports } from '../networks.js';
import { RATE_PLACES } from '../pricing.js';
import type { Ledger, SessionRecord, Store } from '../store.js';
import { tokenOf } from '../tokens.js';
import { issueAddress } from './addresses.js';
import { settle } from './session-deposits.js';
import { lock, priceSession } from './session-lock.js';
import { assertSessionAmount } from './limits.js';

export { collectionOrderToWire } from './collection-order-wire.js';
export { COLLECTION_LOCK_MS, COMPLETE_AFTER_MS, CONFIRM_AFTER_MS, CONVERT_AFTER_MS } from './session-lock.js';

/** A collection session's lifetime when `expires_in` is not sent: an hour. */
export const DEFAULT_SESSION_SECONDS = 3600;
export const MIN_SESSION_SECONDS = 300;
export const MAX_SESSION_SECONDS = 86_400;

const intersect = <T>(wanted: readonly T[] | undefined, allowed: readonly T[]) =>
  (wanted ?? allowed).filter((x) => allowed.includes(x));

export function createSession(
  store: Store,
  ledger: Ledger,
  body: CreateCollectionSessionRequest,
  now: Date,
): { session: SessionRecord; created: boolean } {
  const existing = ledger.sessionsByReference.get(body.reference);
  if (existing) return { session: existing, created: false };

  const currency = body.currency;
  const fixedAmount = parseAmount('amount', body.amount, currency);
  assertSessionAmount(fixedAmount, currency);
  const flow = body.flow ?? 'select';
  const business = ledger.business;
  let assets = intersect(body.assets, business.assets);
  if (currency !== 'NGN') assets = assets.filter((a) => a === currency);
  const networks = intersect(body.networks, business.networks).filter((n) =>
    assets.some((a) => supports(a, n)),
  );
  if (assets.length === 0 || networks.length === 0) {
    throw new ApiError(
      'invalid_request',
      `No asset and network left to pay with: this business accepts ${business.assets.join(', ')} on ${business.networks.join(', ')}.`,
    );
  }
  if (flow === 'direct') {
    if (!body.asset || !body.network) {
      throw new ApiError(
        'invalid_request',
        'flow direct needs both asset and network (the pinned payment method).',
      );
    }
  } else if (body.asset || body.network) {
    throw new ApiError(
      'invalid_request',
      'asset and network pin the payment method for flow direct; flow select lets the customer choose.',
    );
  }

  const expiresIn = body.expires_in ?? DEFAULT_SESSION_SECONDS;
  const session: SessionRecord = {
    id: newId('cses'),
    seq: store.nextSeq(),
    token: newSessionToken(ledger.env),
    env: ledger.env,
    reference: body.reference,
    flow,
    currency,
    fixedAmount,
    assets,
    networks,
    userRef: body.user_ref ?? null,
    gate: body.gate ?? null,
    customer: body.customer ?? null,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    createdAt: now,
    order: {
      id: newUuid(),
      status: 'awaiting_payment',
      asset: currency === 'NGN' ? null : currency,
      network: null,
      rate: null,
      cryptoDue: null,
      fiatAmount: currency === 'NGN' ? fixedAmount : null,
      lockedUntil: null,
      addresses: {},
      depositAddress: null,
      received: new Big(0),
      deposits: 0,
      held: [],
      failureReason: null,
      failConversion: false,
      generation: 0,
      updatedAt: now,
    },
  };
  if (flow === 'direct') choose(store, ledger, session, body.asset!, body.network!, now);

  ledger.sessions.push(session);
  ledger.sessionsByReference.set(session.reference, session);
  ledger.sessionsByOrderId.set(session.order.id, session);
  store.tokens.set(session.token, { ledger, session });
  store.scheduler.at(session.expiresAt, (at) => endSession(store, session, at));
  return { session, created: true };
}

function assertChoice(session: SessionRecord, asset: Asset, network: Network): void {
  if (!session.assets.includes(asset)) {
    throw new ApiError(
      'asset_not_allowed',
      `asset ${asset} is not selectable here; choose one of ${session.assets.join(', ')}.`,
    );
  }
  if (!session.networks.includes(network)) {
    throw new ApiError(
      'network_not_allowed',
      `network ${network} is not selectable here; choose one of ${session.networks.join(', ')}.`,
    );
  }
  if (!supports(asset, network))
    throw new ApiError('unsupported_network', `${asset} is not carried on ${network}.`);
}

function choose(
  store: Store,
  ledger: Ledger,
  session: SessionRecord,
  asset: Asset,
  network: Network,
  now: Date,
) {
  assertChoice(session, asset, network);
  const order = session.order;
  order.asset = asset;
  order.network = network;
  const fam = family(network);
  order.addresses[fam] ??= issueAddress(store, network, { kind: 'session', ledger, session });
  order.depositAddress = order.addresses[fam]!;
  lock(store, ledger, session, now);
}

/**
 * The session's end is final for an order that is not funded: nothing received, or less than due
 * (`underpaid`). Both become `expired`; what an underpaid order received stays in `received` and is held
 * for refund, since the rest can no longer arrive. A funded order carries on through its steps.
 */
function endSession(store: Store, session: SessionRecord, at: Date) {
  const order = session.order;
  if (isOpenEmbedStatus(order.status)) {
    const changed = order.status !== 'expired';
    order.generation++;
    order.status = 'expired';
    order.updatedAt = at;
    if (changed) announceCollectionOrder(store, session, at);
  }
}

const assertLive = (session: SessionRecord, now: Date) => {
  if (now.getTime() >= session.expiresAt.getTime()) {
    throw new ApiError(
      'session_expired',
      `Session ${session.id} ended at ${session.expiresAt.toISOString()}; mint a new one.`,
    );
  }
};

export function selectPayment(
  store: Store,
  ledger: Ledger,
  session: SessionRecord,
  asset: Asset,
  network: Network,
  now: Date,
) {
  assertLive(session, now);
  if (session.flow === 'direct') {
    throw new ApiError(
      'invalid_state',
      'This session uses flow direct: asset and network were pinned when it was created.',
    );
  }
  const { status, received, lockedUntil } = session.order;
  if ((status !== 'awaiting_payment' && status !== 'expired') || received.gt(0)) {
    throw new ApiError(
      'invalid_state',
      `The payment method cannot change once a deposit arrived (status ${status}).`,
    );
  }
  // The same choice again while its price is locked (a retry of a select whose answer was lost, a second tap,
  // a late copy of the first request) changes nothing: a new lock would change the amount due under a
  // customer who may already have entered it in their wallet.
  const same = session.order.asset === asset && session.order.network === network;
  if (same && status === 'awaiting_payment' && lockedUntil && lockedUntil.getTime() > now.getTime()) return;
  choose(store, ledger, session, asset, network, now);
}

export function refreshSessionQuote(store: Store, ledger: Ledger, session: SessionRecord, now: Date) {
  assertLive(session, now);
  const order = session.order;
  if (!order.asset || !order.network) {
    throw new ApiError(
      'invalid_state',
      'Choose an asset and network (POST /v1/client/session/select) before refreshing the quote.',
    );
  }
  // Refresh re-locks before funding, and while underpaid (the rest is then due at the new price).
  if (!isOpenEmbedStatus(order.status)) {
    throw new ApiError(
      'invalid_state',
      `The quote cannot be refreshed once the order is funded (status ${order.status}).`,
    );
  }
  lock(store, ledger, session, now);
  // Underpaid: the amount due was re-priced, so what arrived may now cover it.
  if (order.received.gt(0)) settle(store, session, now);
}

// ---- wire ---------------------------------------------------------------------------------------

export function sessionToWire(s: SessionRecord): CollectionSession {
  return {
    id: s.id,
    token: s.token,
    environment: s.env,
    reference: s.reference,
    flow: s.flow,
    order_id: s.order.id,
    expires_at: s.expiresAt.toISOString(),
    created_at: s.createdAt.toISOString(),
  };
}

/**
 * What the customer would send on each selectable pair if they chose it now: the amount `select` would lock
 * (the same pricing, rounded up to the asset's places), so the picker can show it and mark the lowest. A pair
 * the engine cannot price (an amount too small for its network cost) is left out rather than failing the read.
 */
function pairPrices(s: SessionRecord, now: Date, partnerFeeBps: number): ClientSessionPrice[] {
  return s.assets.flatMap((asset) =>
    s.networks.flatMap((network) => {
      if (!supports(asset, network)) return [];
      try {
        const { source } = priceSession(s, asset, network, now, partnerFeeBps);
        return [{ asset, network, amount: format(source, places(asset, network)) }];
      } catch {
        return [];
      }
    }),
  );
}

/**
 * The session as its token holder sees it; `now` is the sandbox clock, sent as `server_time`. Flow `select`
 * carries each pair's price at `now` under `options.prices`.
 */
export function clientSessionToWire(s: SessionRecord, now: Date, partnerFeeBps: number): ClientSession {
  const o = s.order;
  const a = sessionAmounts(s);
  return {
    id: s.id,
    environment: s.env,
    flow: s.flow,
    server_time: now.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    status: o.status,
    order_id: o.id,
    due: {
      denomination: s.currency === 'NGN' ? 'fiat' : 'crypto',
      fiat_currency: 'NGN',
      fiat_amount: a.fiat,
      asset: o.asset,
      network: o.network,
      amount: a.due,
    },
    quote:
      o.rate && o.lockedUntil
        ? { rate: format(o.rate, RATE_PLACES), locked_until: o.lockedUntil.toISOString() }
        : null,
    deposit_address: o.depositAddress,
    received: {
      amount: a.received,
      remaining: a.remaining,
      excess: a.excess,
      deposits: o.deposits,
      held: heldToWire(o),
    },
    options: {
      assets: [...s.assets],
      networks: [...s.networks],
      ...(s.flow === 'select' ? { prices: pairPrices(s, now, partnerFeeBps) } : {}),
    },
    failure_reason: o.failureReason,
    token: tokenOf(o.asset, o.network, s.env),
  };
}

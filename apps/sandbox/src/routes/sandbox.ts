/**
 * Sandbox-only routes (test keys only; a live key gets 404): the test clock, a simulated bank transfer into
 * an onramp order's virtual account, and simulated crypto deposits to a collection session's or
 * an offramp order's deposit address.
 */
import type {
  CollectionAccountTransfer,
  CollectionDeposit,
  OrderStatus,
  SandboxClockState,
  SimulatedBankTransfer,
  SimulatedDeposit,
} from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { transferToCollectionAccount } from '../domain/collection-accounts.js';
import { depositToCollection, depositToWire } from '../domain/collections.js';
import { type FundingOutcome, fundOrder } from '../domain/orders.js';
import { depositToSession } from '../domain/session-deposits.js';
import { ApiError } from '../errors.js';
import { newEvmAddress, newId, newSolanaAddress, newTxHash } from '../ids.js';
import { now, testOnly } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { asset, network } from '../http/schemas.js';
import { decimalString, readBody, text } from '../http/validate.js';
import { format, NGN_PLACES, parseAmount, places } from '../money.js';
import { addressFits, assertSupported } from '../networks.js';
import type { OrderRecord } from '../store.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

/** One call moves the clock at most a year. */
const MAX_ADVANCE_SECONDS = 366 * 24 * 3600;

export const advanceBody = z.object({
  seconds: z
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be greater than 0' })
    .max(MAX_ADVANCE_SECONDS, { error: `must be at most ${MAX_ADVANCE_SECONDS} (a year)` }),
});

/**
 * What a payment into an order's funding account did. Beyond core's wire types: `amount_received` (the
 * source currency counted toward the order so far), and on a deposit to an offramp order's address the
 * `executed`/`reason`/`order_status` the bank transfer also answers.
 */
interface FundingAnswer {
  executed: boolean;
  reason: string | null;
  order_status: OrderStatus;
  amount_received: string;
}

function fundingAnswer(order: OrderRecord, outcome: FundingOutcome, dp: number): FundingAnswer {
  return {
    executed: outcome.executed,
    reason: outcome.executed ? null : outcome.reason,
    order_status: order.status,
    amount_received: format(order.received, dp),
  };
}

export const transferBody = z.object({ account_number: text(20), amount: decimalString });

export const depositBody = z.object({
  address: text(100),
  asset,
  network,
  amount: decimalString,
  outcome: z.enum(['success', 'failed'], { error: 'must be success or failed' }).optional(),
});

export const sandbox = new Hono<SandboxEnv>()
  .get('/v1/sandbox/clock', (c) => {
    testOnly(c);
    return ok<SandboxClockState>(c, { now: now(c).toISOString() });
  })
  .post('/v1/sandbox/clock/advance', async (c) => {
    testOnly(c);
    const { seconds } = await readBody(c, advanceBody);
    const clock = c.get('store').clock;
    clock.advance(Math.round(seconds * 1000));
    return ok<SandboxClockState>(c, { now: clock.now().toISOString() });
  })
  .post('/v1/sandbox/bank-transfers', async (c) => {
    const { ledger } = testOnly(c);
    const body = await readBody(c, transferBody);
    const store = c.get('store');
    const permanent = store.collectionAccountNumbers.get(body.account_number);
    if (permanent && permanent.ledger === ledger) {
      const amount = parseAmount('amount', body.amount, 'NGN');
      const transfer = transferToCollectionAccount(store, ledger, permanent.account, amount, now(c));
      return ok<
        CollectionAccountTransfer & Pick<SimulatedBankTransfer, 'transfer_id' | 'executed' | 'reason'>
      >(c, {
        ...transfer,
        transfer_id: transfer.id,
        executed: transfer.status === 'accepted',
        reason: transfer.hold_reason,
      });
    }
    const found = store.virtualAccounts.get(body.account_number);
    if (!found || found.ledger !== ledger) {
      throw new ApiError('not_found', `No virtual account ${body.account_number} for this API key.`);
    }
    const amount = parseAmount('amount', body.amount, 'NGN');
    const outcome = fundOrder(store, ledger, found.order, amount, now(c));
    return ok<SimulatedBankTransfer & FundingAnswer>(c, {
      transfer_id: newId('trf'),
      account_number: body.account_number,
      amount: format(amount, NGN_PLACES),
      order_id: found.order.id,
      ...fundingAnswer(found.order, outcome, NGN_PLACES),
    });
  })
  .post('/v1/collections/deposits/simulate', async (c) => {
    const { ledger } = testOnly(c);
    const body = await readBody(c, depositBody);
    assertSupported(body.asset, body.network);
    const amount = parseAmount('amount', body.amount, body.asset, body.network);
    const store = c.get('store');
    const owner = store.addresses.get(body.address);
    if (!owner || owner.ledger !== ledger) {
      throw new ApiError('not_found', `No deposit address ${body.address} for this API key.`);
    }
    const at = now(c);
    // A network sends only to an address of its own kind: a Solana deposit never reaches a 0x address (a
    // collection's refusal below says the same).
    if (owner.kind !== 'collection' && !addressFits(body.address, body.network)) {
      throw new ApiError(
        'unsupported_network',
        `Address ${body.address} cannot receive on ${body.network}: a deposit there goes to ${body.network === 'SOLANA' ? 'a base58 address' : 'a 0x address'}.`,
      );
    }
    if (owner.kind === 'collection') {
      const deposit = depositToCollection(store, ledger, owner.collection, { ...body, amount }, at);
      store.onChange();
      const wire = depositToWire(deposit);
      return ok<CollectionDeposit & Omit<SimulatedDeposit, 'order_id'>>(c, { ...wire, deposit_id: wire.id });
    }
    let orderId: string;
    let funding: FundingAnswer | undefined;
    if (owner.kind === 'session') {
      depositToSession(
        store,
        ledger,
        owner.session,
        { asset: body.asset, network: body.network, amount, failConversion: body.outcome === 'failed' },
        at,
      );
      orderId = owner.session.order.id;
    } else {
      const order = owner.order;
      // Crypto on another network or in another asset never reaches the order's wallet: held, not executed.
      const outcome: FundingOutcome =
        order.network !== body.network
          ? { executed: false, reason: 'wrong_network' }
          : order.asset !== body.asset
            ? { executed: false, reason: 'wrong_asset' }
            : fundOrder(store, ledger, order, amount, at);
      funding = fundingAnswer(order, outcome, places(order.asset, order.network));
      orderId = order.id;
    }
    return ok<SimulatedDeposit & Partial<FundingAnswer>>(c, {
      deposit_id: newId('dep'),
      collection_id: null,
      address: body.address,
      asset: body.asset,
      network: body.network,
      amount: format(amount, places(body.asset, body.network)),
      transaction_hash: newTxHash(body.network),
      from_address: body.network === 'SOLANA' ? newSolanaAddress() : newEvmAddress(),
      order_id: orderId,
      ...funding,
    });
  });

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('GET', '/v1/sandbox/clock', 'The test clock', { testOnly: true }),
  doc('POST', '/v1/sandbox/clock/advance', 'Move the test clock', {
    testOnly: true,
    body: advanceBody,
  }),
  doc('POST', '/v1/sandbox/bank-transfers', 'Simulate a bank transfer', {
    testOnly: true,
    body: transferBody,
  }),
  doc('POST', '/v1/collections/deposits/simulate', 'Simulate a crypto deposit', {
    testOnly: true,
    body: depositBody,
  }),
];

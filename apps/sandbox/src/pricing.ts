/**
 * The pricing engine. A rate is naira per unit of crypto, in both directions. It folds in the service's
 * adjustment (buy above mid, sell below), the partner's fee, and the network's conversion cost spread over
 * the order's size, so small orders get worse rates. Amounts and rates round in the service's favour:
 * a computed source rounds up, a computed destination rounds down.
 */
import type { Asset, Network } from '@pulse/core';
import { ApiError } from './errors.js';
import { midPrice } from './market.js';
import { Big, NGN_PLACES, format, places, roundDown, roundUp } from './money.js';
import { NETWORK_COST } from './networks.js';

/** The service's adjustment each side of mid, in basis points. */
export const ADJUSTMENT_BPS = 150;
export const RATE_PLACES = 2;

/** `buy`: the customer pays naira for crypto (onramp). `sell`: the customer sells crypto (offramp). */
export type Side = 'buy' | 'sell';

export interface PriceRequest {
  side: Side;
  asset: Asset;
  network: Network;
  /** Which amount the caller fixed. */
  fixed: 'source' | 'destination';
  amount: Big;
  at: Date;
  /** The partner's fee inside the rate. @default 0 */
  partnerFeeBps?: number;
}

export interface Priced {
  rate: Big;
  source: Big;
  destination: Big;
}

const tooSmall = (what: string) =>
  new ApiError('invalid_amount', `${what} is too small to cover the network cost; send a larger amount.`);

/** The side's price before network cost: mid moved by the adjustment and the partner fee. */
export function sidePrice(side: Side, asset: Asset, at: Date, partnerFeeBps = 0): Big {
  const bps = ADJUSTMENT_BPS + partnerFeeBps;
  const factor = side === 'buy' ? 10_000 + bps : 10_000 - bps;
  return midPrice(asset, at).times(factor).div(10_000);
}

export function price(req: PriceRequest): Priced {
  const dp = places(req.asset, req.network);
  const cost = new Big(NETWORK_COST[req.network]);
  const p = sidePrice(req.side, req.asset, req.at, req.partnerFeeBps);
  const a = req.amount;
  if (req.side === 'buy') {
    // source NGN, destination crypto; the cost comes off what the customer receives.
    if (req.fixed === 'source') {
      const raw = a.div(p).minus(cost);
      // Stryker disable next-line ConditionalExpression: below 0 the destination check refuses the same way; this one keeps 0 from dividing
      if (raw.lte(0)) throw tooSmall('source_amount');
      const rate = roundUp(a.div(raw), RATE_PLACES);
      const destination = roundDown(a.div(rate), dp);
      if (destination.lte(0)) throw tooSmall('source_amount');
      return { rate, source: a, destination };
    }
    const rate = roundUp(p.times(a.plus(cost)).div(a), RATE_PLACES);
    return { rate, source: roundUp(a.times(rate), NGN_PLACES), destination: a };
  }
  // source crypto, destination NGN; the cost comes off what the customer sends.
  if (req.fixed === 'source') {
    const net = a.minus(cost);
    // Stryker disable next-line ConditionalExpression: a net of 0 or less gives a rate and destination of 0 or less, refused the same way below
    if (net.lte(0)) throw tooSmall('source_amount');
    const rate = roundDown(p.times(net).div(a), RATE_PLACES);
    const destination = roundDown(a.times(rate), NGN_PLACES);
    if (destination.lte(0)) throw tooSmall('source_amount');
    return { rate, source: a, destination };
  }
  const raw = a.div(p).plus(cost);
  const rate = roundDown(a.div(raw), RATE_PLACES);
  if (rate.lte(0)) throw tooSmall('destination_amount');
  return { rate, source: roundUp(a.div(rate), dp), destination: a };
}

/** Formats a priced result for the wire with each side's precision. */
export function formatPriced(side: Side, asset: Asset, network: Network, priced: Priced) {
  const cryptoDp = places(asset, network);
  const [srcDp, dstDp] = side === 'buy' ? [NGN_PLACES, cryptoDp] : [cryptoDp, NGN_PLACES];
  return {
    rate: format(priced.rate, RATE_PLACES),
    source_amount: format(priced.source, srcDp),
    destination_amount: format(priced.destination, dstDp),
  };
}

/**
 * Market mid-prices of USDT and USDC in naira. They move every 30 seconds of sandbox time along a fixed,
 * smooth path, so a refresh after a quote's two minutes re-prices while any run of the tests sees the same
 * prices for the same sandbox time. The wobble is computed as whole basis points; the price itself is decimal.
 */
import type { Asset } from '@pulse/core';
import { Big } from './money.js';

const BASE: Record<Asset, string> = { USDT: '1550.00', USDC: '1549.40' };
const PHASE: Record<Asset, number> = { USDT: 0, USDC: 1.7 };
export const STEP_MS = 30_000;

/** Whole basis points away from the base price at a step, within about ±40. */
export function driftBps(asset: Asset, step: number): number {
  return Math.round(28 * Math.sin(step / 11 + PHASE[asset]) + 12 * Math.sin(step / 3.3 + 2 * PHASE[asset]));
}

export function midPrice(asset: Asset, at: Date): Big {
  const step = Math.floor(at.getTime() / STEP_MS);
  return new Big(BASE[asset])
    .times(10_000 + driftBps(asset, step))
    .div(10_000)
    .round(4);
}

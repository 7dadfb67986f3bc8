/**
 * GET /v1/rates: indicative buy and sell rates per asset and network, sized by fiat_amount
 * (naira spent on a buy) and crypto_amount (crypto sold). Not locked; no partner fee.
 */
import { ASSETS, NETWORKS, type RateEntry, type RatesResponse } from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { ok } from '../http/respond.js';
import { asset, network } from '../http/schemas.js';
import { readQuery } from '../http/validate.js';
import { format, parseAmount, type Big } from '../money.js';
import { supports } from '../networks.js';
import { assertWithinLimits, MIN_RATES_CRYPTO, MIN_RATES_NGN } from '../domain/limits.js';
import { price, RATE_PLACES } from '../pricing.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

export const query = z.object({
  asset: asset.optional(),
  network: network.optional(),
  fiat_amount: z.string().optional(),
  crypto_amount: z.string().optional(),
});

function sizing(field: string, value: string | undefined, min: Big, currency: 'NGN' | 'USDT') {
  if (value === undefined) return min;
  const amount = parseAmount(field, value, currency);
  if (amount.lt(min)) throw new ApiError('invalid_amount', `${field} must be at least ${min.toString()}.`);
  return amount;
}

export const rates = new Hono<SandboxEnv>().get('/v1/rates', (c) => {
  secretCaller(c);
  const q = readQuery(c, query);
  const fiat = sizing('fiat_amount', q.fiat_amount, MIN_RATES_NGN, 'NGN');
  const crypto = sizing('crypto_amount', q.crypto_amount, MIN_RATES_CRYPTO, 'USDT');
  const at = now(c);
  const list: RateEntry[] = [];
  for (const a of q.asset ? [q.asset] : ASSETS) {
    for (const n of q.network ? [q.network] : NETWORKS) {
      if (!supports(a, n)) continue;
      let buy: Big;
      let sell: Big;
      try {
        buy = price({ side: 'buy', asset: a, network: n, fixed: 'source', amount: fiat, at }).rate;
        sell = price({ side: 'sell', asset: a, network: n, fixed: 'source', amount: crypto, at }).rate;
      } catch {
        // A pair is listed only when both its rates exist at this size.
        continue;
      }
      // A size no order could be made for, on either side, is not priced: a page never shows a price the
      // service would refuse to quote (the largest order, checked as a quote checks it).
      assertWithinLimits('buy', fiat, fiat.div(buy));
      assertWithinLimits('sell', crypto.times(sell), crypto);
      list.push({ asset: a, network: n, buy: format(buy, RATE_PLACES), sell: format(sell, RATE_PLACES) });
    }
  }
  return ok<RatesResponse>(c, { rates: list });
});

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [doc('GET', '/v1/rates', 'Indicative rates', { query: query })];

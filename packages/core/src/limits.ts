/**
 * The service's amount limits, as decimal strings by currency, for the packages that check an amount before
 * asking the service (the server's rate route) and for the sandbox that enforces them. The specification
 * shows the onramp minimum and the rates route's minimums (part 8); it shows no maximum and no offramp
 * minimum, so those are our decisions (the decisions table of the docs), held by the sandbox.
 */
import type { Currency } from './enums.js';

/** A quote converts: at least 15,000 NGN on a buy (the service's), 1 unit of crypto on a sell (ours). */
export const MIN_QUOTE: Readonly<Record<Currency, string>> = { NGN: '15000', USDT: '1', USDC: '1' };

/** `GET /v1/rates` prices a size of at least 15,000 NGN or 10 units of crypto (the service's). */
export const MIN_RATES: Readonly<Record<Currency, string>> = { NGN: '15000', USDT: '10', USDC: '10' };

/** The largest quote or order, on either side: 100,000,000 NGN and 100,000 units of crypto (ours). */
export const MAX_ORDER: Readonly<Record<Currency, string>> = {
  NGN: '100000000',
  USDT: '100000',
  USDC: '100000',
};

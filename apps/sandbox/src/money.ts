/**
 * Decimal amounts: parsing the strings callers send, each currency's precision, and rounding in the
 * direction the service uses. Everything goes through big.js; a float never touches money.
 */
import BigJs from 'big.js';
import { CURRENCY_PLACES, type Asset, type Currency, type Network } from '@pulse/core';
import { ApiError } from './errors.js';

/** A constructor of our own, so our settings never change big.js for other code in the process. */
export const Big = BigJs();
export type Big = BigJs.Big;
Big.DP = 40;
Big.RM = Big.roundHalfUp;

export const NGN_PLACES = CURRENCY_PLACES.NGN;

/** Decimal places an asset carries on a network where it differs from core's CURRENCY_PLACES; none does yet. */
const TOKEN_PLACES: Partial<Record<`${Asset}:${Network}`, number>> = {};

export function places(currency: Currency, network?: Network): number {
  // Stryker disable next-line ConditionalExpression: NGN_PLACES is CURRENCY_PLACES.NGN, which the line below gives too
  if (currency === 'NGN') return NGN_PLACES;
  // Stryker disable next-line StringLiteral: TOKEN_PLACES is empty, so no key finds an entry yet
  return (network && TOKEN_PLACES[`${currency}:${network}`]) ?? CURRENCY_PLACES[currency];
}

const DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,18})?$/;

/** Parses a caller's amount: a plain positive decimal string within the currency's precision. */
export function parseAmount(field: string, value: string, currency: Currency, network?: Network): Big {
  if (!DECIMAL.test(value)) {
    throw new ApiError(
      'invalid_amount',
      `${field} must be a positive decimal string like "15000" or "12.5" (no sign, exponent or separators), got "${value}".`,
    );
  }
  const dp = places(currency, network);
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > dp) {
    throw new ApiError(
      'invalid_amount',
      `${field} has ${fraction.length} decimal places; ${currency} takes at most ${dp}.`,
    );
  }
  const amount = new Big(value);
  if (amount.lte(0)) throw new ApiError('invalid_amount', `${field} must be greater than 0.`);
  return amount;
}

export const roundUp = (x: Big, dp: number) => x.round(dp, Big.roundUp);
export const roundDown = (x: Big, dp: number) => x.round(dp, Big.roundDown);

/** The wire form: fixed to the currency's places, so "15000" goes out as "15000.00". */
export const format = (x: Big, dp: number) => x.toFixed(dp);

/**
 * What a customer reads when something fails. Codes, service messages, URLs and exception text are for the
 * merchant (onError, and the console in development); the customer gets a sentence of the catalogue
 * (core's locales/<tag>/checkout-errors.ts) that says what happened and what to do, chosen by code and then by
 * what was being done.
 */
import type { CheckoutErrorKey } from '@pulse/core';
import type { RetryAction } from './flow.js';

const BY_CODE: Record<string, CheckoutErrorKey> = {
  rate_limited: 'errRateLimited',
  rate_busy: 'errRateLimited',
  network_error: 'errNetwork',
  timeout: 'errTimeout',
  bank_unavailable: 'errBankUnavailable',
  account_not_found: 'errAccountNotFound',
  invalid_account_number: 'errInvalidAccountNumber',
  unknown_bank: 'errUnknownBank',
  invalid_address: 'errInvalidAddress',
  quote_consumed: 'errQuoteConsumed',
  order_failed: 'errOrderFailed',
  // The merchant's amount, refused by the service's limits: nothing the customer can change here.
  invalid_amount: 'errAmountRefused',
};

/** Codes that mean the checkout itself is set up wrong: nothing the customer can fix. */
const SETUP = new Set([
  'invalid_options',
  'invalid_theme',
  'invalid_strings',
  'api_key_in_browser',
  'unauthorized',
  'route_not_allowed',
  'method_not_allowed',
  'upstream_unauthorized',
  'invalid_response',
]);

const BY_ACTION: Record<RetryAction, CheckoutErrorKey> = {
  quote: 'errQuote',
  refresh: 'errRefresh',
  order: 'errOrder',
  banks: 'errBanks',
  resolve: 'errResolve',
  poll: 'errPoll',
};

/** The catalogue key of the sentence for `code`, else for a setup error, else for what was being done. */
export function customerMessage(code: string, context: RetryAction): CheckoutErrorKey {
  // While watching for a payment, a dropped connection is about the money, not about trying again.
  if (context === 'poll' && (code === 'network_error' || code === 'timeout')) return BY_ACTION.poll;
  const byCode = BY_CODE[code];
  if (byCode) return byCode;
  if (SETUP.has(code)) return 'errSetup';
  return BY_ACTION[context];
}

/** Errors about the account number field: shown under the field, tied to it, not above the form. */
export const ACCOUNT_FIELD_CODES: ReadonlySet<string> = new Set([
  'account_not_found',
  'invalid_account_number',
]);

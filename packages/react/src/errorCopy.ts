/**
 * What a customer reads when something fails. Codes, service messages, URLs and exception text are for the
 * merchant (onError, and the console in development); the customer gets a sentence that says what happened
 * and what to do, chosen by code and then by what was being done.
 */
import type { RetryAction } from './flow.js';

const BY_CODE: Record<string, string> = {
  rate_limited: 'Too many attempts in a short time. Wait a few seconds, then try again.',
  network_error: 'We could not reach the payment service. Check your connection, then try again.',
  timeout: 'The payment service is taking too long to answer. Try again in a moment.',
  bank_unavailable: 'The bank did not answer. Try again in a moment.',
  account_not_found: 'The bank found no account with this number. Check the number and the bank.',
  invalid_account_number: 'An account number has exactly 10 digits. Check the number.',
  unknown_bank: 'This bank cannot receive payouts here. Choose another bank.',
  invalid_address: 'The wallet address does not fit this network. Ask the merchant to check it.',
  quote_consumed: 'This price was already used. Start again for a new price.',
  order_failed:
    'This order could not be completed. Any money you sent will be refunded. Contact support with the order id.',
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

const BY_ACTION: Record<RetryAction, string> = {
  quote: 'We could not get a price right now.',
  refresh: 'We could not refresh the price right now.',
  order: 'We could not create your order. You have not been charged.',
  banks: 'We could not load the list of banks.',
  resolve: 'We could not check this account with the bank.',
  poll: 'We cannot check your payment right now. If you have paid, your money is safe: we keep trying.',
};

/** The sentence for `code`, else for a setup error, else for what was being done (`context`). */
export function customerMessage(code: string, context: RetryAction): string {
  // While watching for a payment, a dropped connection is about the money, not about trying again.
  if (context === 'poll' && (code === 'network_error' || code === 'timeout')) return BY_ACTION.poll;
  if (BY_CODE[code]) return BY_CODE[code];
  if (SETUP.has(code)) return 'This checkout cannot start right now. Please contact the merchant.';
  return BY_ACTION[context];
}

/** Errors about the account number field: shown under the field, tied to it, not above the form. */
export const ACCOUNT_FIELD_CODES: ReadonlySet<string> = new Set([
  'account_not_found',
  'invalid_account_number',
]);

/**
 * What a customer of the in-app checkout and of `useRate` reads when something fails, in English. Codes and the
 * service's own words go to the merchant (onError, the console); the customer reads one of these sentences,
 * chosen by the error's code, else by what was being done (and, on the button beside failed reads of an order,
 * `errPollRetry`). Each locale's checkout-errors.ts follows this file key for key.
 */
export const checkoutErrors = {
  errRateLimited: 'Too many attempts in a short time. Wait a few seconds, then try again.',
  errNetwork: 'We could not reach the payment service. Check your connection, then try again.',
  errTimeout: 'The payment service is taking too long to answer. Try again in a moment.',
  errBankUnavailable: 'The bank did not answer. Try again in a moment.',
  errAccountNotFound: 'The bank found no account with this number. Check the number and the bank.',
  errInvalidAccountNumber: 'An account number has exactly 10 digits. Check the number.',
  errUnknownBank: 'This bank cannot receive payouts here. Choose another bank.',
  errInvalidAddress: 'The wallet address does not fit this network. Ask the merchant to check it.',
  errQuoteConsumed: 'This price was already used. Start again for a new price.',
  errOrderFailed:
    'This order could not be completed. If you sent money, contact the merchant with the order number to get it back.',
  errAmountOutOfRange: 'This amount is below the minimum or above the maximum. Enter another amount.',
  errAmountUnreadable: 'Enter the amount in numbers only, such as 50000 or 25.50.',
  errAmountRefused:
    'This amount cannot be paid here: it is below the minimum or above the maximum. Please go back to the shop.',
  errSetup: 'This checkout cannot start right now. Please contact the merchant.',
  errQuote: 'We could not get a price right now.',
  errRefresh: 'We could not refresh the price right now.',
  errOrder: 'We could not create your order. You have not been charged.',
  errBanks: 'We could not load the list of banks.',
  errResolve: 'We could not check this account with the bank.',
  errPoll: 'We cannot check your payment right now. If you have paid, your money is safe: we keep trying.',
  errPollRetry: 'Check now',
} as const;

/** A key of the checkout's error sentences. */
export type CheckoutErrorKey = keyof typeof checkoutErrors;
/** The checkout's error sentences in one locale. */
export type CheckoutErrorMessages = Record<CheckoutErrorKey, string>;

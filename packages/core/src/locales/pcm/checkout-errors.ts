/** The in-app checkout's and useRate's error sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/checkout-errors.ts. */
import type { CheckoutErrorMessages } from '../en/checkout-errors.js';

export const checkoutErrors: CheckoutErrorMessages = {
  errRateLimited: 'You don try too many times for short time. Wait small, then try again.',
  errNetwork: 'We no fit reach the payment service. Check your connection, then try again.',
  errTimeout: 'The payment service dey take too long to answer. Try again small time.',
  errBankUnavailable: 'The bank no answer. Try again small time.',
  errAccountNotFound: 'The bank no see any account with this number. Check the number and the bank.',
  errInvalidAccountNumber: 'Account number get exactly 10 digits. Check the number.',
  errUnknownBank: 'This bank no fit receive payout here. Choose another bank.',
  errInvalidAddress: 'The wallet address no match this network. Ask the merchant make dem check am.',
  errQuoteConsumed: 'Dem don use this price before. Start again make you get new price.',
  errOrderFailed:
    'This order no fit complete. If you don send money, contact the merchant with the order number make dem return am.',
  errAmountOutOfRange: 'This amount small pass the minimum or big pass the maximum. Put another amount.',
  errAmountUnreadable: 'Put the amount for number only, like 50000 or 25.50.',
  errAmountRefused:
    'This amount no fit pay here: e small pass the minimum or big pass the maximum. Abeg go back to the shop.',
  errSetup: 'This checkout no fit start now. Abeg contact the merchant.',
  errQuote: 'We no fit get price now.',
  errRefresh: 'We no fit refresh the price now.',
  errOrder: 'We no fit create your order. Nobody don charge you.',
  errBanks: 'We no fit load the list of banks.',
  errResolve: 'We no fit check this account with the bank.',
  errPoll: 'We no fit check your payment now. If you don pay, your money safe: we go dey try.',
  errPollRetry: 'Check am now',
};

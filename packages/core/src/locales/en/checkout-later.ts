/**
 * The in-app checkout's bank step (offramp) and end screens (receipt, expired order) in English, loaded with
 * those steps. Each locale's checkout-later.ts follows this file key for key.
 */
export const checkoutLater = {
  bank: 'Bank',
  bankSearch: 'Search banks, e.g. GTBank or UBA',
  noBanks: 'No bank matches "{query}". Try its short name, such as GTB or FCMB.',
  accountNumber: 'Account number (10 digits)',
  accountNumberHint: 'Enter the 10-digit NUBAN number.',
  verify: 'Verify account',
  verifying: 'Checking with the bank…',
  confirmName: 'Yes, this is my account',
  notMine: 'Change account',
  successSubtitle: 'Thank you. Your payment is complete.',
  successSubtitleSell: 'Thank you. Your sale is complete: the naira was paid to your bank account.',
  youPaid: 'You paid',
  youSent: 'You sent',
  delivered: 'Delivered',
  paidOut: 'Paid out',
  paidTo: 'Paid to',
  deliveredTo: 'Delivered to wallet',
  extraSent: 'Extra sent',
  orderExtraConverted:
    "You sent {extra} more than the {due} asked. The extra was converted with the rest at this order's rate and is part of what was delivered, so nothing is held and no refund is due.",
  completedAt: 'Completed',
  transactionHash: 'Transaction hash',
  done: 'Done',
  orderExpiredSubtitle: 'This order expired before it was paid in full.',
  orderExpiredSent:
    'Already sent money? A payment that arrives after the order expired does not complete it. Contact the merchant with the order number below to get it back.',
  orderExpiredSentCrypto:
    'Already sent money? A payment that arrives after the order expired, or that was sent on another network, does not complete it. Contact the merchant with the order number below to get it back.',
  startAgain: 'Start again',
} as const;

/** A key of the checkout's bank-step and end-screen sentences. */
export type CheckoutLaterKey = keyof typeof checkoutLater;
/** The checkout's bank-step and end-screen sentences in one locale. */
export type CheckoutLaterMessages = Record<CheckoutLaterKey, string>;

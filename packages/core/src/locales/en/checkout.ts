/**
 * The in-app checkout's first sentences, in English: the header, the quote, the leave dialog, the status names
 * it announces and the notices above every step. The catalogue every other locale's checkout.ts follows key for
 * key. A key the embed also has (copyButton, offline, testMode…) reads exactly as the embed's, in every locale:
 * the same fact is worded once. `{name}` placeholders are filled as text.
 */
export const checkout = {
  title: 'Pay with crypto',
  titleBuy: 'Buy {asset}',
  titleSell: 'Sell {asset}',
  close: 'Close',
  loadingStep: 'Loading…',
  reviewTitle: 'Review your order',
  rate: 'Rate',
  youSend: 'You send',
  youReceive: 'You receive',
  deliverTo: 'Delivered to wallet',
  payoutTo: 'Paid to',
  network: 'Network',
  quoteValidFor: 'Price held for',
  quoteRefreshed: 'Price refreshed.',
  quoteChanged: 'The price changed. Check the new amounts and confirm again.',
  was: 'was {value}',
  confirm: 'Confirm and continue',
  creating: 'Creating your order…',
  expiredTitle: 'Quote expired',
  expiredSubtitle: 'The price was held for a limited time. Refresh to get a new one.',
  refreshButton: 'Refresh quote',
  accountNameIs: 'The bank says this account belongs to',
  status: 'Status',
  statusAwaitingTitle: 'Waiting for your payment',
  statusProcessing: 'Payment received, processing',
  statusCompleted: 'Completed',
  statusExpired: 'Expired',
  statusFailed: 'Failed',
  successTitle: 'Payment received',
  orderExpiredTitle: 'Time to pay has run out',
  retry: 'Try again',
  fatalOtherTitle: 'Something went wrong',
  warningTitle: 'Please try again',
  slowAnswer: 'The payment service is slow to answer. Keep this page open: we are still waiting.',
  offline:
    "You're offline. If you've already paid, your payment is safe; this page updates when you're back online.",
  laterFailed:
    "This screen could not load. If you've already paid, your payment is safe; this page tries again when you're back online.",
  leaveTitle: 'Leave checkout?',
  leaveBody:
    'Your order stays open until the timer runs out. If you have sent money, it will still be credited. Reopen this checkout to see it again.',
  keepPaying: 'Keep paying',
  leave: 'Leave',
  orderNumber: 'Order number',
  copyButton: 'Copy',
  copiedButton: 'Copied',
  copyFailed: "Couldn't copy. Press and hold to copy.",
  testMode: 'Test mode',
  testModeNote: 'No real money moves',
  poweredBy: 'Powered by Pulse',
} as const;

/** A key of the checkout's first sentences. */
export type CheckoutMessageKey = keyof typeof checkout;
/** The checkout's first sentences in one locale. */
export type CheckoutMessages = Record<CheckoutMessageKey, string>;

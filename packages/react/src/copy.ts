/**
 * The checkout's English copy beyond the ten string keys (which the merchant may override and
 * which come from core). Rendered as text only.
 */
export const COPY = {
  close: 'Close',
  loading: 'Loading…',
  titleBuy: 'Buy {asset}',
  titleSell: 'Sell {asset}',
  reviewTitle: 'Review your order',
  rate: 'Rate',
  youSend: 'You send',
  youReceive: 'You receive',
  deliverTo: 'Delivered to wallet',
  payoutTo: 'Paid to',
  quoteValidFor: 'Price held for',
  quoteRefreshed: 'Price refreshed.',
  quoteChanged: 'The price changed. Check the new amounts and confirm again.',
  was: 'was',
  confirm: 'Confirm and continue',
  creating: 'Creating your order…',
  resuming: 'You already started this order. Continue where you left off.',
  retry: 'Try again',
  orderExpiredTitle: 'Time to pay has run out',
  accountNameIs: 'The bank says this account belongs to',
  payInto: 'Transfer exactly this amount to the account below',
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumberShort: 'Account number',
  amount: 'Amount',
  fundWithin: 'Pay within',
  depositAddress: 'Deposit address',
  network: 'Network',
  wallet: 'Wallet address',
  networkWarning: 'Send only {asset} on {network}. Funds sent on another network can be lost.',
  feeWarning:
    'Sending from an exchange? Its withdrawal fee must not come off this amount: the full amount has to arrive.',
  offline:
    "You're offline. If you've already paid, your payment is safe; this page updates when you're back online.",
  watching: 'Watching for your payment. This page updates by itself.',
  lateCredit:
    'A payment that arrives after the price hold but before time runs out is still credited, at the rate when it arrives.',
  qrLabel: 'QR code of the deposit address',
  qrFor: 'QR code for',
  exchangeApp: 'Exchange app',
  walletApp: 'Wallet app',
  walletQrLabel: 'QR code to pay {amount} {asset} on {network} from a wallet app',
  openInWallet: 'Open in wallet',
  copyFailed: "Couldn't copy. Press and hold to copy",
  status: 'Status',
  orderId: 'Order id',
  detectedTitle: 'Payment detected',
  detectedBody: 'We have your payment and are completing the order. You can close this window.',
  statusNames: {
    awaiting_payment: 'Waiting for your payment',
    processing: 'Payment received, processing',
    completed: 'Completed',
    expired: 'Expired',
    failed: 'Failed',
  } as Record<string, string>,
  /** Tracker steps once finished, named in the past. */
  trackerDone: ['Order created', 'Payment received', 'Completed'],
  /** The same steps before they happen. */
  trackerToCome: ['Order', 'Payment', 'Completion'],
  leaveTitle: 'Leave checkout?',
  leaveBody:
    'Your order stays open until the timer runs out. If you have sent money, it will still be credited. Reopen this checkout to see it again.',
  keepPaying: 'Keep paying',
  leave: 'Leave',
  errorTitle: 'Something went wrong',
  warningTitle: 'Please try again',
} as const;

/** An order status in words (the tracker's names), or the status itself with spaces for an unknown one. */
export const statusText = (status: string) => COPY.statusNames[status] ?? status.replace(/_/g, ' ');

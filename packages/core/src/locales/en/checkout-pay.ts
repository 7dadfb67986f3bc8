/**
 * The in-app checkout's funding step in English: how to pay (the virtual account or the deposit address), the
 * QR code, what happens while the payment is watched for, and the progress tracker. Loaded with the funding
 * step, after the first screen. Each locale's checkout-pay.ts follows this file key for key.
 */
export const checkoutPay = {
  payInto: 'Transfer exactly this amount to the account below',
  amount: 'Amount',
  accountNumberShort: 'Account number',
  bankName: 'Bank name',
  accountName: 'Account name',
  fundWithin: 'Pay within',
  subtitle: 'Send exactly the amount below to the address shown.',
  heroLabel: 'Amount due',
  orderNetworkNote:
    'Send only {asset} on the {network} network. Funds sent on any other network may not reach this order and can be lost.',
  addressLabel: 'Deposit address ({network})',
  feeNote:
    'Sending from an exchange? Its withdrawal fee must not come off the amount: the full amount has to arrive.',
  timeUpChecking:
    "Don't send anything now: we are checking whether your payment arrived in time. This page updates by itself.",
  watching: 'Watching for your payment. This page updates by itself.',
  lateCredit:
    'A payment that arrives after the price hold but before time runs out is still credited, at the rate when it arrives.',
  partSent:
    'Sent part of it already? Send only the rest (change the amount your app fills in): what arrives here before the time runs out counts toward this order.',
  qrFor: 'QR code for',
  exchangeApp: 'Exchange app',
  walletApp: 'Wallet app',
  qrAddressLabel: 'QR code of the {network} deposit address',
  qrWalletLabel: 'QR code to pay {amount} {asset} on {network} from a wallet app',
  qrFailed: 'The QR code could not load. Copy the address instead, or try again.',
  openInWallet: 'Open in wallet',
  resuming: 'You already started this order. Continue where you left off.',
  detectedBody: 'We have your payment and are completing the order. You can close this window.',
  trackerOrderCreated: 'Order created',
  trackerPaymentReceived: 'Payment received',
  trackerCompleted: 'Completed',
  trackerOrder: 'Order',
  trackerPayment: 'Payment',
  trackerCompletion: 'Completion',
} as const;

/** A key of the checkout's funding-step sentences. */
export type CheckoutPayKey = keyof typeof checkoutPay;
/** The checkout's funding-step sentences in one locale. */
export type CheckoutPayMessages = Record<CheckoutPayKey, string>;

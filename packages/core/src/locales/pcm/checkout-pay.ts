/** The in-app checkout's funding-step sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/checkout-pay.ts. */
import type { CheckoutPayMessages } from '../en/checkout-pay.js';

export const checkoutPay: CheckoutPayMessages = {
  payInto: 'Transfer exactly this amount go the account wey dey below',
  amount: 'Amount',
  accountNumberShort: 'Account number',
  bankName: 'Bank name',
  accountName: 'Account name',
  fundWithin: 'Pay within',
  subtitle: 'Send the exact amount wey dey below go the address wey we show.',
  heroLabel: 'Amount wey you go pay',
  orderNetworkNote:
    'Send only {asset} for the {network} network. Money wey you send for any other network fit no reach this order, e fit lost.',
  addressLabel: 'Deposit address ({network})',
  feeNote:
    'You dey send from exchange? Make their withdrawal fee no comot from the amount: the full amount must land.',
  timeUpChecking:
    'No send anything now: we dey check whether your payment land on time. This page go update by itself.',
  watching: 'We dey watch for your payment. This page go update by itself.',
  lateCredit:
    'Payment wey land after the price hold but before time finish, we go still credit am, for the rate wey dey when e land.',
  partSent:
    'You don send part of am already? Send only the remaining (change the amount wey your app put): wetin land here before time finish go count for this order.',
  qrFor: 'QR code for',
  exchangeApp: 'Exchange app',
  walletApp: 'Wallet app',
  qrAddressLabel: 'QR code for the {network} deposit address',
  qrWalletLabel: 'QR code to pay {amount} {asset} for {network} from wallet app',
  qrFailed: 'QR code no load. Copy the address instead, or try again.',
  openInWallet: 'Open am for wallet',
  resuming: 'You don start this order before. Continue from where you stop.',
  detectedBody: 'We don get your payment and we dey complete the order. You fit close this window.',
  trackerOrderCreated: 'Order don create',
  trackerPaymentReceived: 'Payment don land',
  trackerCompleted: 'E don complete',
  trackerOrder: 'Order',
  trackerPayment: 'Payment',
  trackerCompletion: 'Completion',
};

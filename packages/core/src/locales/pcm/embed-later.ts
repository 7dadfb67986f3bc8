/** The hosted embed's later sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/embed-later.ts. */
import type { EmbedLaterMessages } from '../en/embed-later.js';

export const embedLater: EmbedLaterMessages = {
  copyWhatOrder: 'order number',
  statusLoadingTitle: 'Payment dey load',
  statusLoadingBody: 'We dey bring the payment details…',
  statusDetectedTitle: 'We don see your payment',
  statusDetectedBody:
    'We fit see {amount} {asset} wey dey come. E need some confirmations; you fit leave this page open.',
  statusConfirmedTitle: 'Payment don confirm',
  statusConfirmedBody: 'Your {amount} {asset} don confirm for {network}. We dey complete the payment now.',
  statusConvertingTitle: 'We dey complete your payment',
  statusConvertingBody: 'Your payment don land and we dey settle am. You no need do anything again.',
  statusUnderpaidTitle: 'Part of the payment don land',
  statusUnderpaidBody:
    'We receive {received} {asset}. Send the remaining {remaining} {asset} for {network} go the same address make e complete.',
  underpaidFeeHint:
    'You send from exchange? Maybe their withdrawal fee comot from the amount. Send the remaining from the same account, and this time put the amount plus the fee wey the exchange show you.',
  underpaidRepriced:
    'Your payment land after the price don expire, so we count am with the new price. Send only the remaining amount wey dey below.',
  statusOverpaidTitle: 'You send pass wetin you suppose pay',
  statusOverpaidBody:
    'We receive {received} {asset}, e pass wetin you suppose pay by {excess} {asset}. Your payment go continue; the extra {excess} {asset} go change with the rest and go the merchant: ask the merchant to collect am back.',
  statusWrongChainTitle: 'You send am for another network',
  statusWrongChainBody:
    'Your money land for another network, no be {network}. We dey hold am, e no lost. No send again; contact the merchant with the order number wey dey below make you collect am back.',
  statusFailedTitle: 'Payment no fit complete',
  statusFailedBody:
    '{reason} Any money wey we don receive, we go return am; contact the merchant with the order number wey dey below.',
  trackerLabel: 'How the payment dey go',
  stepAwaiting: 'We dey wait for payment',
  stepAwaitingDone: 'Payment don send',
  stepDetected: 'We don see am',
  stepConfirmed: 'E don confirm',
  stepConverting: 'We dey settle am',
  stepCompleted: 'E don finish',
  stepUnderpaid: 'Part don land',
  stepOverpaid: 'E don confirm, e pass the amount',
  stepWrongChain: 'We hold am: another network',
  stepFailed: 'E don stop',
  stepExpired: 'Price don expire',
  orderNumber: 'Order number',
  timeLeftRest: 'Time wey remain to send the rest',
  stillToSend: 'Wetin remain to send',
  received: 'We don receive',
  network: 'Network',
  receipt: 'Receipt',
  youPaid: 'You pay',
  merchantReceives: 'Merchant go receive',
  time: 'Time',
  openWallet: 'Open am for wallet',
  openRefused: 'We no fit open wallet app for here. Copy the amount and the address instead.',
};

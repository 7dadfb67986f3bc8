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
  statusOverpaidTitle: 'You send pass wetin you suppose pay',
  statusOverpaidBody:
    'We receive {received} {asset}, e pass wetin you suppose pay by {excess} {asset}. Your payment go continue; the merchant go sort the extra {excess} {asset}.',
  statusWrongChainTitle: 'You send am for another network',
  statusWrongChainBody:
    'Your money land for another network, no be {network}. We dey hold am, e no lost. No send again; contact the merchant with the order number wey dey below make you collect am back.',
  statusFailedTitle: 'Payment no fit complete',
  statusFailedBody:
    '{reason} Any money wey we don receive, we go return am; contact the merchant with the order number wey dey below.',
  reasonWrongAsset: 'You send different coin from the one this payment need ({asset}).',
  reasonWrongNetwork: 'Your money land for another network, no be {network}.',
  reasonAmountTooSmall: 'The amount wey land too small to complete this payment.',
  reasonAmountBelowDue: 'The amount wey land before time finish no reach wetin you suppose pay.',
  reasonOrderExpired: 'The payment land after this order don end.',
  reasonConversionFailed: 'Your payment land, but we no fit convert am for the merchant.',
  reasonOther: 'This payment no fit complete.',
  reasonAnyCoin: 'the coin wey we ask for',
  reasonAnyNetwork: 'the network wey we ask for',
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
  fatalEndedTitle: 'This payment session don end',
  fatalInvalidTitle: 'This payment link no correct',
  fatalOptionsTitle: 'Dem no set this payment well',
  fatalOtherTitle: 'Something no go well',
  fatalNewLink: 'Ask the merchant make dem give you new payment link.',
  fatalOptionsBody: 'The merchant need fix this page. Abeg try again later or pay another way.',
  fatalOtherBody: 'Abeg try again later. If e still dey happen, contact the merchant.',
  heldNote:
    'We receive {received} {asset}, e no reach the amount wey you suppose pay. We dey hold am for you and we go refund am; contact the merchant with the order number wey dey below. No send more money go this address.',
  orderNumber: 'Order number',
  timeLeftRest: 'Time wey remain to send the rest',
  stillToSend: 'Wetin remain to send',
  lateNote:
    'You don already send the payment? We go still credit am when e land, for the price of that time. No send again.',
  received: 'We don receive',
  network: 'Network',
  receipt: 'Receipt',
  youPaid: 'You pay',
  merchantReceives: 'Merchant go receive',
  time: 'Time',
  heldLabel: 'Wetin go happen to am',
  heldWrongNetwork:
    'We dey hold am for you, e no lost. E no join this payment: the merchant go return am. Use the order number wey dey below.',
  extraSent: 'Extra wey you send',
  extraConverted:
    'The extra {excess} {asset} don change with the rest and e don go the merchant, so nothing dey hold. To collect am back, ask the merchant with the order number wey dey below.',
};

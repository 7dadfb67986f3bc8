/**
 * The hosted embed's sentences for what happens after the first screen (statuses, failure reasons, tracker
 * steps, final errors, the receipt), in English. They load with the later screens, right after the first
 * screen is drawn, so the first load carries only the first screen's sentences. Each locale's embed-later.ts
 * follows this file key for key, with the same placeholders.
 */
export const embedLater = {
  copyWhatOrder: 'order number',
  statusLoadingTitle: 'Loading payment',
  statusLoadingBody: 'Getting the payment details…',
  statusDetectedTitle: 'Payment detected',
  statusDetectedBody:
    'We can see {amount} {asset} on its way. It needs a few confirmations; you can keep this page open.',
  statusConfirmedTitle: 'Payment confirmed',
  statusConfirmedBody: 'Your {amount} {asset} is confirmed on {network}. We are completing the payment now.',
  statusConvertingTitle: 'Completing your payment',
  statusConvertingBody: 'Your payment has arrived and is being settled. Nothing more to do.',
  statusUnderpaidTitle: 'Part of the payment arrived',
  statusUnderpaidBody:
    'We received {received} {asset}. Send the remaining {remaining} {asset} on {network} to the same address to finish.',
  statusOverpaidTitle: 'You sent more than needed',
  statusOverpaidBody:
    'We received {received} {asset}, which is {excess} {asset} more than due. Your payment continues; the merchant will arrange the extra {excess} {asset}.',
  statusWrongChainTitle: 'Sent on another network',
  statusWrongChainBody:
    'Your funds arrived on a different network than {network}. They are held, not lost. Do not send again; contact the merchant with the order number below to get them back.',
  statusFailedTitle: 'Payment could not complete',
  statusFailedBody:
    '{reason} Any funds received will be returned; contact the merchant with the order number below.',
  reasonWrongAsset: 'You sent a different coin than this payment needed ({asset}).',
  reasonWrongNetwork: 'Your funds arrived on a different network than {network}.',
  reasonAmountTooSmall: 'The amount that arrived is too small to complete this payment.',
  reasonAmountBelowDue: 'Less than the amount due arrived before the time ran out.',
  reasonOrderExpired: 'The payment arrived after this order had ended.',
  reasonConversionFailed: 'Your payment arrived, but converting it for the merchant failed.',
  reasonOther: 'This payment cannot be completed.',
  reasonAnyCoin: 'the coin asked for',
  reasonAnyNetwork: 'the network asked for',
  trackerLabel: 'Payment progress',
  stepAwaiting: 'Waiting for payment',
  stepAwaitingDone: 'Payment sent',
  stepDetected: 'Detected',
  stepConfirmed: 'Confirmed',
  stepConverting: 'Settling',
  stepCompleted: 'Done',
  stepUnderpaid: 'Part received',
  stepOverpaid: 'Confirmed, more than due',
  stepWrongChain: 'Held: other network',
  stepFailed: 'Stopped',
  stepExpired: 'Price expired',
  fatalEndedTitle: 'This payment session has ended',
  fatalInvalidTitle: 'This payment link is not valid',
  fatalOptionsTitle: 'This payment is not set up correctly',
  fatalOtherTitle: 'Something went wrong',
  fatalNewLink: 'Ask the merchant for a new payment link.',
  fatalOptionsBody: 'The merchant needs to fix this page. Please try again later or pay another way.',
  fatalOtherBody: 'Please try again later. If it keeps happening, contact the merchant.',
  heldNote:
    'We received {received} {asset}, less than the amount due. It is held for you and refunded; contact the merchant with the order number below. Do not send more to this address.',
  orderNumber: 'Order number',
  timeLeftRest: 'Time left to send the rest',
  stillToSend: 'Still to send',
  lateNote:
    'Already sent the payment? It is still credited when it arrives, at the price of that moment. Do not send again.',
  received: 'Received',
  network: 'Network',
  receipt: 'Receipt',
  youPaid: 'You paid',
  merchantReceives: 'Merchant receives',
  time: 'Time',
  heldLabel: 'What happens to it',
  heldWrongNetwork:
    'Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
  extraSent: 'Extra sent',
  extraConverted:
    'The extra {excess} {asset} was converted with the rest and paid to the merchant, so nothing is held. To get it back, ask the merchant, quoting the order number below.',
  openWallet: 'Open in wallet',
  openRefused: "Couldn't open a wallet app here. Copy the amount and the address instead.",
} as const;

/** A key of the embed's later sentences. */
export type EmbedLaterKey = keyof typeof embedLater;
/** The embed's later sentences in one locale. */
export type EmbedLaterMessages = Record<EmbedLaterKey, string>;

/**
 * The hosted embed's sentences for what happens after the first screen (statuses, tracker steps, the receipt,
 * Open in wallet), in English. They load with the later screens, right after the first screen is drawn, so the
 * first load carries only the first screen's sentences; the end of a payment's are in embed-end.ts. Each
 * locale's embed-later.ts follows this file key for key, with the same placeholders.
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
  underpaidFeeHint:
    'Sent from an exchange? Its withdrawal fee may have come off the amount. Send the rest from the same account, and this time enter the amount plus the fee the exchange shows.',
  underpaidRepriced:
    'Your payment arrived after the price ran out, so it was counted at the new price. Send only the remaining amount below.',
  statusOverpaidTitle: 'You sent more than needed',
  statusOverpaidBody:
    'We received {received} {asset}, which is {excess} {asset} more than due. Your payment continues; the extra {excess} {asset} is converted with the rest and paid to the merchant, who can return it to you.',
  statusWrongChainTitle: 'Sent on another network',
  statusWrongChainBody:
    'Your funds arrived on a different network than {network}. They are held, not lost. Do not send again; contact the merchant with the order number below to get them back.',
  statusFailedTitle: 'Payment could not complete',
  statusFailedBody:
    '{reason} Any funds received will be returned; contact the merchant with the order number below.',
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
  orderNumber: 'Order number',
  timeLeftRest: 'Time left to send the rest',
  stillToSend: 'Still to send',
  received: 'Received',
  network: 'Network',
  receipt: 'Receipt',
  youPaid: 'You paid',
  merchantReceives: 'Merchant receives',
  time: 'Time',
  openWallet: 'Open in wallet',
  openRefused: "Couldn't open a wallet app here. Copy the amount and the address instead.",
} as const;

/** A key of the embed's later sentences. */
export type EmbedLaterKey = keyof typeof embedLater;
/** The embed's later sentences in one locale. */
export type EmbedLaterMessages = Record<EmbedLaterKey, string>;

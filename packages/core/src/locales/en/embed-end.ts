/**
 * The hosted embed's sentences for the end of a payment (failure reasons, final errors, money held or sent
 * extra, the price-expired note), in English. They load with the later screens, beside embed-later.ts, in a
 * file of their own so that no locale's pack of either passes its size budget. Each locale's embed-end.ts
 * follows this file key for key, with the same placeholders.
 */
export const embedEnd = {
  reasonWrongAsset: 'You sent a different coin than this payment needed ({asset}).',
  reasonWrongNetwork: 'Your funds arrived on a different network than {network}.',
  reasonAmountTooSmall: 'The amount that arrived is too small to complete this payment.',
  reasonAmountBelowDue: 'Less than the amount due arrived before the time ran out.',
  reasonOrderExpired: 'The payment arrived after this order had ended.',
  reasonConversionFailed: 'Your payment arrived, but converting it for the merchant failed.',
  reasonOther: 'This payment cannot be completed.',
  reasonAnyCoin: 'the coin asked for',
  reasonAnyNetwork: 'the network asked for',
  fatalEndedTitle: 'This payment session has ended',
  fatalInvalidTitle: 'This payment link is not valid',
  fatalOptionsTitle: 'This payment is not set up correctly',
  fatalOtherTitle: 'Something went wrong',
  fatalNewLink: 'Ask the merchant for a new payment link.',
  fatalEndedSent:
    'Already sent the payment? Do not pay again: it is not lost; contact the merchant with the order number below to get it back. If not, ask the merchant for a new payment link.',
  fatalOptionsBody: 'The merchant needs to fix this page. Please try again later or pay another way.',
  fatalOtherBody: 'Please try again later. If it keeps happening, contact the merchant.',
  heldNote:
    'We received {received} {asset}, less than the amount due. It is held for you and refunded; contact the merchant with the order number below. Do not send more to this address.',
  fatalLostSight:
    'This page can no longer follow your payment. What you sent is not lost: contact the merchant with the order number below.',
  lateNote:
    'Already sent the payment? It is still credited when it arrives, at the price of that moment. Do not send it all again: if that price leaves a little to pay, this page will say how much.',
  lateNotePart:
    'Part of your payment arrived. Already sent the rest? It is still credited when it arrives, at the price of that moment. If not, refresh the quote and send only what is still due.',
  priceChangedSend:
    'The price changed. Send the new amount, {amount} {asset}, not the {previous} {asset} shown before.',
  heldAmount: 'Held',
  heldLateTitle: 'Sent again after this payment was complete',
  heldEndedTitle: 'Arrived after this payment had ended',
  heldCoinTitle: 'Sent in another coin',
  heldLabel: 'What happens to it',
  heldWrongNetwork:
    'Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
  extraSent: 'Extra sent',
  extraConverted:
    'The extra {excess} {asset} was converted with the rest and paid to the merchant, so nothing is held. To get it back, ask the merchant, quoting the order number below.',
} as const;

/** A key of the embed's end-of-payment sentences. */
export type EmbedEndKey = keyof typeof embedEnd;
/** The embed's end-of-payment sentences in one locale. */
export type EmbedEndMessages = Record<EmbedEndKey, string>;

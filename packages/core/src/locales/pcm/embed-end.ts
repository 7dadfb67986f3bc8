/** The hosted embed's end-of-payment sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/embed-end.ts. */
import type { EmbedEndMessages } from '../en/embed-end.js';

export const embedEnd: EmbedEndMessages = {
  reasonWrongAsset: 'You send different coin from the one this payment need ({asset}).',
  reasonWrongNetwork: 'Your money land for another network, no be {network}.',
  reasonAmountTooSmall: 'The amount wey land too small to complete this payment.',
  reasonAmountBelowDue: 'The amount wey land before time finish no reach wetin you suppose pay.',
  reasonOrderExpired: 'The payment land after this order don end.',
  reasonConversionFailed: 'Your payment land, but we no fit convert am for the merchant.',
  reasonOther: 'This payment no fit complete.',
  reasonAnyCoin: 'the coin wey we ask for',
  reasonAnyNetwork: 'the network wey we ask for',
  fatalEndedTitle: 'This payment session don end',
  fatalInvalidTitle: 'This payment link no correct',
  fatalOptionsTitle: 'Dem no set this payment well',
  fatalOtherTitle: 'Something no go well',
  fatalNewLink: 'Ask the merchant make dem give you new payment link.',
  fatalEndedSent:
    'You don already send the payment? No pay again: e no lost; contact the merchant with the order number wey dey below make dem return am. If you never send, ask the merchant make dem give you new payment link.',
  fatalOptionsBody: 'The merchant need fix this page. Abeg try again later or pay another way.',
  fatalOtherBody: 'Abeg try again later. If e still dey happen, contact the merchant.',
  heldNote:
    'We receive {received} {asset}, e no reach the amount wey you suppose pay. We dey hold am for you and we go refund am; contact the merchant with the order number wey dey below. No send more money go this address.',
  fatalLostSight:
    'This page no fit follow your payment again. Wetin you send no lost: contact the merchant with the order number wey dey below.',
  lateNote:
    'You don already send the payment? We go still credit am when e land, for the price of that time. No send everything again: if that price leave small money to pay, this page go tell you how much.',
  lateNotePart:
    'Part of your payment don land. You don already send the remaining? We go still credit am when e land, for the price of that time. If you never send am, refresh the price and send only the one wey remain.',
  priceChangedSend:
    'The price don change. Send the new amount, {amount} {asset}, no be the {previous} {asset} wey we show before.',
  heldAmount: 'We hold am',
  heldLateTitle: 'You send am again after this payment don complete',
  heldEndedTitle: 'E land after this payment don end',
  heldCoinTitle: 'You send another coin',
  heldLabel: 'Wetin go happen to am',
  heldWrongNetwork:
    'We dey hold am for you, e no lost. E no join this payment: the merchant go return am. Use the order number wey dey below.',
  extraSent: 'Extra wey you send',
  extraConverted:
    'The extra {excess} {asset} don change with the rest and e don go the merchant, so nothing dey hold. To collect am back, ask the merchant with the order number wey dey below.',
};

/** The in-app checkout's bank-step and end-screen sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/checkout-later.ts. */
import type { CheckoutLaterMessages } from '../en/checkout-later.js';

export const checkoutLater: CheckoutLaterMessages = {
  bank: 'Bank',
  bankSearch: 'Find bank, like GTBank or UBA',
  noBanks: 'No bank match "{query}". Try the short name, like GTB or FCMB.',
  accountNumber: 'Account number (10 digits)',
  accountNumberHint: 'Put the 10-digit NUBAN number.',
  verify: 'Check account',
  verifying: 'We dey check with the bank…',
  confirmName: 'Yes, na my account be this',
  notMine: 'Change account',
  successSubtitle: 'Thank you. Your payment don complete.',
  successSubtitleSell: 'Thank you. Your sale don complete: we don pay the naira enter your bank account.',
  youPaid: 'You pay',
  youSent: 'You send',
  delivered: 'Wetin we deliver',
  paidOut: 'Wetin we pay out',
  paidTo: 'We don pay am to',
  deliveredTo: 'We don send am to wallet',
  extraSent: 'Extra wey you send',
  orderExtraConverted:
    'You send {extra} pass the {due} wey we ask. We convert the extra with the rest for this order rate and e join wetin we deliver, so we no hold anything and no refund dey.',
  completedAt: 'E complete',
  transactionHash: 'Transaction hash',
  done: 'E don do',
  orderExpiredSubtitle: 'This order expire before you pay all the money.',
  orderExpiredSent:
    'You don already send money? Payment wey land after the order don expire no go complete am. Contact the merchant with the order number wey dey below make dem return am.',
  orderExpiredSentCrypto:
    'You don already send money? Payment wey land after the order don expire, or wey you send for another network, no go complete am. Contact the merchant with the order number wey dey below make dem return am.',
  startAgain: 'Start again',
};

/** The in-app checkout's bank-step and end-screen sentences in Igbo (ig). Each key and placeholder as in ../en/checkout-later.ts. */
import type { CheckoutLaterMessages } from '../en/checkout-later.js';

export const checkoutLater: CheckoutLaterMessages = {
  bank: 'Ụlọ akụ',
  bankSearch: 'Chọọ ụlọ akụ, dịka GTBank ma ọ bụ UBA',
  noBanks: 'Enweghị ụlọ akụ dabara na "{query}". Nwaa aha mkpirisi ya, dịka GTB ma ọ bụ FCMB.',
  accountNumber: 'Nọmba akaụntụ (ọnụọgụ 10)',
  accountNumberHint: 'Tinye nọmba NUBAN nwere ọnụọgụ 10.',
  verify: 'Nyochaa akaụntụ',
  verifying: 'A na-enyocha n’ụlọ akụ…',
  confirmName: 'Ee, nke a bụ akaụntụ m',
  notMine: 'Gbanwee akaụntụ',
  successSubtitle: 'Daalụ. Ịkwụ ụgwọ gị agwụla.',
  successSubtitleSell: 'Daalụ. Ire gị agwụla: a kwụọla naịra n’akaụntụ ụlọ akụ gị.',
  youPaid: 'Ị kwụrụ',
  youSent: 'I zigara',
  delivered: 'E zigara',
  paidOut: 'A kwụrụ',
  paidTo: 'A kwụrụ ya n’akaụntụ',
  deliveredTo: 'E zigara ya n’akpa ego',
  extraSent: 'Ego gafere e zitere',
  orderExtraConverted:
    'I zigara {extra} karịa {due} a rịọrọ. A gbanwere nke gafere ahụ ya na ndị ọzọ n’ọnụahịa ọda a, ọ bụkwa akụkụ nke e zigara, ya mere ọ dịghị ihe e jidere, ọ dịghịkwa ego a ga-eweghachi.',
  completedAt: 'Emechara',
  transactionHash: 'Koodu azụmahịa',
  done: 'Ọ zuola',
  orderExpiredSubtitle: 'Ọda a gafere oge tupu a kwụchaa ego ya niile.',
  orderExpiredSent:
    'I zigalarị ego? Ego rutere mgbe oge ọda a gachara agaghị emecha ya. Kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru ka e weghachiri gị ya.',
  orderExpiredSentCrypto:
    'I zigalarị ego? Ego rutere mgbe oge ọda a gachara, ma ọ bụ nke e zigara na netwọk ọzọ, agaghị emecha ya. Kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru ka e weghachiri gị ya.',
  startAgain: 'Bido ọzọ',
};

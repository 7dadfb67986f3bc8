/** The in-app checkout's bank-step and end-screen sentences in Yorùbá (yo). Each key and placeholder as in ../en/checkout-later.ts. */
import type { CheckoutLaterMessages } from '../en/checkout-later.js';

export const checkoutLater: CheckoutLaterMessages = {
  bank: 'Báńkì',
  bankSearch: 'Ẹ wá báńkì, bí GTBank tàbí UBA',
  noBanks: 'Kò sí báńkì tó bá "{query}" mu. Ẹ gbìyànjú orúkọ kúkúrú rẹ̀, bí GTB tàbí FCMB.',
  accountNumber: 'Nọ́mbà àkáǹtì (díjítì 10)',
  accountNumberHint: 'Ẹ tẹ nọ́mbà NUBAN olódíjítì 10.',
  verify: 'Ṣàyẹ̀wò àkáǹtì',
  verifying: 'A ń ṣàyẹ̀wò lọ́dọ̀ báńkì…',
  confirmName: 'Bẹ́ẹ̀ ni, àkáǹtì mi nìyí',
  notMine: 'Yí àkáǹtì padà',
  successSubtitle: 'Ẹ ṣé o. Ìsanwó yín ti parí.',
  successSubtitleSell: 'Ẹ ṣé o. Títà yín ti parí: a ti san náírà sí àkáǹtì báńkì yín.',
  youPaid: 'Ẹ san',
  youSent: 'Ẹ fi ránṣẹ́',
  delivered: 'Ohun tí a fi ránṣẹ́',
  paidOut: 'Owó tí a san',
  paidTo: 'A ti san án fún',
  deliveredTo: 'A ti fi ránṣẹ́ sí wọ́lẹ́ẹ̀tì',
  extraSent: 'Èyí tí ẹ fi kún un',
  orderExtraConverted:
    'Ẹ fi {extra} ránṣẹ́ ju {due} tí a béèrè lọ. A pààrọ̀ èlé náà pọ̀ mọ́ ìyókù ní oṣùwọ̀n ọ́dà yìí, ó sì wà nínú ohun tí a fi ránṣẹ́; nítorí náà kò sí ohun tí a dì mú, kò sì sí owó láti dá padà.',
  completedAt: 'Ó parí',
  transactionHash: 'Kóòdù ìdúnàádúrà',
  done: 'Parí',
  orderExpiredSubtitle: 'Àkókò ọ́dà yìí tán kí a tó san gbogbo owó rẹ̀.',
  orderExpiredSent:
    'Ṣé ẹ ti fi owó ránṣẹ́? Owó tó bá dé lẹ́yìn tí àkókò ọ́dà ti parí kò ní parí ọ́dà náà. Ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀ kí ẹ lè gbà á padà.',
  orderExpiredSentCrypto:
    'Ṣé ẹ ti fi owó ránṣẹ́? Owó tó bá dé lẹ́yìn tí àkókò ọ́dà ti parí, tàbí tí a fi ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì mìíràn, kò ní parí ọ́dà náà. Ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀ kí ẹ lè gbà á padà.',
  startAgain: 'Bẹ̀rẹ̀ lẹ́ẹ̀kan sí i',
};

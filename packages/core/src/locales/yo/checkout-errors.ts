/** The in-app checkout's and useRate's error sentences in Yorùbá (yo). Each key and placeholder as in ../en/checkout-errors.ts. */
import type { CheckoutErrorMessages } from '../en/checkout-errors.js';

export const checkoutErrors: CheckoutErrorMessages = {
  errRateLimited:
    'Ẹ ti gbìyànjú lọ́pọ̀lọpọ̀ láàárín àkókò kúkúrú. Ẹ dúró fún ìṣẹ́jú àáyá díẹ̀, lẹ́yìn náà ẹ tún gbìyànjú.',
  errNetwork: 'A kò lè dé ọ̀dọ̀ iṣẹ́ ìsanwó. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, lẹ́yìn náà ẹ tún gbìyànjú.',
  errTimeout: 'Iṣẹ́ ìsanwó ń pẹ́ jù láti dáhùn. Ẹ tún gbìyànjú láìpẹ́.',
  errBankUnavailable: 'Báńkì kò dáhùn. Ẹ tún gbìyànjú láìpẹ́.',
  errAccountNotFound: 'Báńkì kò rí àkáǹtì kankan pẹ̀lú nọ́mbà yìí. Ẹ ṣàyẹ̀wò nọ́mbà náà àti báńkì náà.',
  errInvalidAccountNumber: 'Nọ́mbà àkáǹtì ní díjítì mẹ́wàá gẹ́lẹ́. Ẹ ṣàyẹ̀wò nọ́mbà náà.',
  errUnknownBank: 'Báńkì yìí kò lè gba owó sísan níbí. Ẹ yan báńkì mìíràn.',
  errInvalidAddress: 'Àdírẹ́sì wọ́lẹ́ẹ̀tì náà kò bá nẹ́tíwọ́ọ̀kì yìí mu. Ẹ ní kí oníṣòwò ṣàyẹ̀wò rẹ̀.',
  errQuoteConsumed: 'A ti lo ìdíyelé yìí tẹ́lẹ̀. Ẹ bẹ̀rẹ̀ lẹ́ẹ̀kan sí i láti gba ìdíyelé tuntun.',
  errOrderFailed:
    'Ọ́dà yìí kò lè parí. Tí ẹ bá ti fi owó ránṣẹ́, ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà kí ẹ lè gbà á padà.',
  errAmountOutOfRange:
    'Iye owó yìí kéré ju iye tó kéré jù lọ, tàbí ó ju iye tó pọ̀ jù lọ. Ẹ tẹ iye owó mìíràn.',
  errAmountUnreadable: 'Ẹ tẹ iye owó ní nọ́mbà nìkan, bíi 50000 tàbí 25.50.',
  errAmountRefused:
    'A kò lè san iye owó yìí níbí: ó kéré ju iye tó kéré jù lọ, tàbí ó ju iye tó pọ̀ jù lọ. Ẹ jọ̀wọ́, ẹ padà sí ọjà náà.',
  errSetup: 'Ìsanwó yìí kò lè bẹ̀rẹ̀ báyìí. Ẹ jọ̀wọ́, ẹ kàn sí oníṣòwò.',
  errQuote: 'A kò lè rí ìdíyelé gbà báyìí.',
  errRefresh: 'A kò lè sọ ìdíyelé dọ̀tun báyìí.',
  errOrder: 'A kò lè ṣe ọ́dà yín. A kò tíì gba owó kankan lọ́wọ́ yín.',
  errBanks: 'A kò lè ṣí àkójọ àwọn báńkì.',
  errResolve: 'A kò lè ṣàyẹ̀wò àkáǹtì yìí lọ́dọ̀ báńkì.',
  errPoll: 'A kò lè ṣàyẹ̀wò ìsanwó yín báyìí. Tí ẹ bá ti sanwó, owó yín wà láìléwu: a ń gbìyànjú lọ.',
  errPollRetry: 'Ṣàyẹ̀wò báyìí',
};

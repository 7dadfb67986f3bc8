/** The hosted embed's later sentences in Yorùbá (yo). Each key and placeholder as in ../en/embed-later.ts. */
import type { EmbedLaterMessages } from '../en/embed-later.js';

export const embedLater: EmbedLaterMessages = {
  copyWhatOrder: 'nọ́mbà ọ́dà',
  statusLoadingTitle: 'A ń ṣí ìsanwó',
  statusLoadingBody: 'A ń gba àlàyé ìsanwó…',
  statusDetectedTitle: 'A ti rí owó yín',
  statusDetectedBody: 'A rí {amount} {asset} tó ń bọ̀. Ó nílò ìfọwọ́sí díẹ̀; ẹ lè fi ojú-ìwé yìí sílẹ̀ ní ṣíṣí.',
  statusConfirmedTitle: 'A ti fọwọ́ sí ìsanwó',
  statusConfirmedBody: 'A ti fọwọ́ sí {amount} {asset} yín lórí {network}. A ń parí ìsanwó náà báyìí.',
  statusConvertingTitle: 'A ń parí ìsanwó yín',
  statusConvertingBody: 'Owó yín ti dé, a sì ń yanjú rẹ̀. Kò sí ohun mìíràn tí ẹ máa ṣe.',
  statusUnderpaidTitle: 'Apá kan owó náà ló dé',
  statusUnderpaidBody:
    'A gba {received} {asset}. Ẹ fi {remaining} {asset} tó kù ránṣẹ́ lórí {network} sí àdírẹ́sì kan náà láti parí.',
  underpaidFeeHint:
    'Ṣé láti pàṣípààrọ̀ lẹ ti fi ránṣẹ́? Ó ṣeé ṣe kí owó ìyọwó wọn ti yọ kúrò nínú iye owó náà. Ẹ fi èyí tó kù ránṣẹ́ láti àkáǹtì kan náà, kí ẹ sì tẹ iye owó náà pẹ̀lú owó ìyọwó tí pàṣípààrọ̀ fi hàn lọ́tẹ̀ yìí.',
  underpaidRepriced:
    'Owó yín dé lẹ́yìn tí ìdíyelé ti parí, nítorí náà a kà á pẹ̀lú ìdíyelé tuntun. Ẹ fi iye owó tó kù nìkan tí ó wà nísàlẹ̀ ránṣẹ́.',
  statusOverpaidTitle: 'Ẹ fi ju iye tó yẹ lọ ránṣẹ́',
  statusOverpaidBody:
    'A gba {received} {asset}, ó fi {excess} {asset} ju iye tó yẹ lọ. Ìsanwó yín ń tẹ̀síwájú; a ó pààrọ̀ {excess} {asset} tó lé náà pẹ̀lú ìyókù, a ó sì san án fún oníṣòwò: ẹ bi oníṣòwò láti gbà á padà.',
  statusWrongChainTitle: 'Ó lọ lórí nẹ́tíwọ́ọ̀kì mìíràn',
  statusWrongChainBody:
    'Owó yín dé sórí nẹ́tíwọ́ọ̀kì mìíràn, kì í ṣe {network}. A ń dì í mú, kò sọnù. Ẹ má ṣe tún fi ránṣẹ́; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀ láti gbà á padà.',
  statusFailedTitle: 'Ìsanwó kò lè parí',
  statusFailedBody:
    '{reason} A ó dá owó èyíkéyìí tí a ti gbà padà; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀.',
  trackerLabel: 'Ìlọsíwájú ìsanwó',
  stepAwaiting: 'A ń dúró de owó',
  stepAwaitingDone: 'Ẹ ti fi owó ránṣẹ́',
  stepDetected: 'A ti rí i',
  stepConfirmed: 'A ti fọwọ́ sí i',
  stepConverting: 'A ń yanjú rẹ̀',
  stepCompleted: 'Ó ti parí',
  stepUnderpaid: 'Apá kan ti dé',
  stepOverpaid: 'A ti fọwọ́ sí i, ó ju iye tó yẹ lọ',
  stepWrongChain: 'A dì í mú: nẹ́tíwọ́ọ̀kì mìíràn',
  stepFailed: 'Ó ti dúró',
  stepExpired: 'Ìdíyelé ti kọjá àkókò',
  orderNumber: 'Nọ́mbà ọ́dà',
  timeLeftRest: 'Àkókò tó kù láti fi ìyókù ránṣẹ́',
  stillToSend: 'Ìyókù tí ẹ máa fi ránṣẹ́',
  received: 'Owó tó dé',
  network: 'Nẹ́tíwọ́ọ̀kì',
  receipt: 'Ìwé ẹ̀rí ìsanwó',
  youPaid: 'Ẹ san',
  merchantReceives: 'Oníṣòwò yóò gbà',
  time: 'Àkókò',
  openWallet: 'Ṣí i nínú wọ́lẹ́ẹ̀tì',
  openRefused: 'A kò lè ṣí áàpù wọ́lẹ́ẹ̀tì níbí. Ẹ ṣe ẹ̀dà iye owó àti àdírẹ́sì dípò bẹ́ẹ̀.',
};

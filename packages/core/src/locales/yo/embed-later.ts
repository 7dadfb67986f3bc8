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
  statusOverpaidTitle: 'Ẹ fi ju iye tó yẹ lọ ránṣẹ́',
  statusOverpaidBody:
    'A gba {received} {asset}, ó fi {excess} {asset} ju iye tó yẹ lọ. Ìsanwó yín ń tẹ̀síwájú; oníṣòwò yóò ṣètò {excess} {asset} tó lé náà.',
  statusWrongChainTitle: 'Ó lọ lórí nẹ́tíwọ́ọ̀kì mìíràn',
  statusWrongChainBody:
    'Owó yín dé sórí nẹ́tíwọ́ọ̀kì mìíràn, kì í ṣe {network}. A ń dì í mú, kò sọnù. Ẹ má ṣe tún fi ránṣẹ́; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀ láti gbà á padà.',
  statusFailedTitle: 'Ìsanwó kò lè parí',
  statusFailedBody:
    '{reason} A ó dá owó èyíkéyìí tí a ti gbà padà; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀.',
  reasonWrongAsset: 'Ẹ fi kọ́ìnì tó yàtọ̀ sí èyí tí ìsanwó yìí nílò ({asset}) ránṣẹ́.',
  reasonWrongNetwork: 'Owó yín dé sórí nẹ́tíwọ́ọ̀kì mìíràn, kì í ṣe {network}.',
  reasonAmountTooSmall: 'Iye owó tó dé kéré jù láti parí ìsanwó yìí.',
  reasonAmountBelowDue: 'Iye owó tó dé kí àkókò tó tán kò tó iye tó yẹ.',
  reasonOrderExpired: 'Owó náà dé lẹ́yìn tí ọ́dà yìí ti parí.',
  reasonConversionFailed: 'Owó yín dé, ṣùgbọ́n a kò rí i yí padà fún oníṣòwò.',
  reasonOther: 'Ìsanwó yìí kò lè parí.',
  reasonAnyCoin: 'kọ́ìnì tí a béèrè',
  reasonAnyNetwork: 'nẹ́tíwọ́ọ̀kì tí a béèrè',
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
  fatalEndedTitle: 'Àkókò ìsanwó yìí ti parí',
  fatalInvalidTitle: 'Líǹkì ìsanwó yìí kò wúlò',
  fatalOptionsTitle: 'A kò ṣètò ìsanwó yìí dáadáa',
  fatalOtherTitle: 'Nǹkan kan kò lọ dáadáa',
  fatalNewLink: 'Ẹ béèrè líǹkì ìsanwó tuntun lọ́wọ́ oníṣòwò.',
  fatalOptionsBody:
    'Oníṣòwò gbọ́dọ̀ tún ojú-ìwé yìí ṣe. Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì tàbí kí ẹ sanwó ní ọ̀nà mìíràn.',
  fatalOtherBody: 'Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì. Tí ó bá ń ṣẹlẹ̀ ṣáá, ẹ kàn sí oníṣòwò.',
  heldNote:
    'A gba {received} {asset}, èyí tí kò tó iye tó yẹ. A ń dì í mú fún yín, a ó sì dá a padà; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀. Ẹ má ṣe fi owó kankan ránṣẹ́ sí àdírẹ́sì yìí mọ́.',
  orderNumber: 'Nọ́mbà ọ́dà',
  timeLeftRest: 'Àkókò tó kù láti fi ìyókù ránṣẹ́',
  stillToSend: 'Ìyókù tí ẹ máa fi ránṣẹ́',
  lateNote:
    'Ṣé ẹ ti fi owó náà ránṣẹ́ tẹ́lẹ̀? A ó ṣì kà á sí yín nígbà tó bá dé, ní ìdíyelé ìgbà náà. Ẹ má ṣe tún fi ránṣẹ́.',
  received: 'Owó tó dé',
  network: 'Nẹ́tíwọ́ọ̀kì',
  receipt: 'Ìwé ẹ̀rí ìsanwó',
  youPaid: 'Ẹ san',
  merchantReceives: 'Oníṣòwò yóò gbà',
  time: 'Àkókò',
  heldLabel: 'Ohun tí yóò ṣẹlẹ̀ sí i',
  heldWrongNetwork:
    'A ń dì í mú fún yín, kò sọnù. Kò sí lára ìsanwó yìí: oníṣòwò yóò dá a padà. Ẹ lo nọ́mbà ọ́dà tó wà nísàlẹ̀.',
  extraSent: 'Èyí tí ẹ fi kún un',
  extraConverted:
    'A ti pààrọ̀ {excess} {asset} tó lé náà pẹ̀lú ìyókù, a sì ti san án fún oníṣòwò, nítorí náà a kò di nǹkankan mú. Láti gbà á padà, ẹ bi oníṣòwò, pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀.',
};

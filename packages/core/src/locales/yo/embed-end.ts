/** The hosted embed's end-of-payment sentences in Yorùbá (yo). Each key and placeholder as in ../en/embed-end.ts. */
import type { EmbedEndMessages } from '../en/embed-end.js';

export const embedEnd: EmbedEndMessages = {
  reasonWrongAsset: 'Ẹ fi kọ́ìnì tó yàtọ̀ sí èyí tí ìsanwó yìí nílò ({asset}) ránṣẹ́.',
  reasonWrongNetwork: 'Owó yín dé sórí nẹ́tíwọ́ọ̀kì mìíràn, kì í ṣe {network}.',
  reasonAmountTooSmall: 'Iye owó tó dé kéré jù láti parí ìsanwó yìí.',
  reasonAmountBelowDue: 'Iye owó tó dé kí àkókò tó tán kò tó iye tó yẹ.',
  reasonOrderExpired: 'Owó náà dé lẹ́yìn tí ọ́dà yìí ti parí.',
  reasonConversionFailed: 'Owó yín dé, ṣùgbọ́n a kò rí i yí padà fún oníṣòwò.',
  reasonOther: 'Ìsanwó yìí kò lè parí.',
  reasonAnyCoin: 'kọ́ìnì tí a béèrè',
  reasonAnyNetwork: 'nẹ́tíwọ́ọ̀kì tí a béèrè',
  fatalEndedTitle: 'Àkókò ìsanwó yìí ti parí',
  fatalInvalidTitle: 'Líǹkì ìsanwó yìí kò wúlò',
  fatalOptionsTitle: 'A kò ṣètò ìsanwó yìí dáadáa',
  fatalOtherTitle: 'Nǹkan kan kò lọ dáadáa',
  fatalNewLink: 'Ẹ béèrè líǹkì ìsanwó tuntun lọ́wọ́ oníṣòwò.',
  fatalEndedSent:
    'Ṣé ẹ ti fi owó náà ránṣẹ́ tẹ́lẹ̀? Ẹ má ṣe tún sanwó: kò sọnù; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀ láti gbà á padà. Tí ẹ kò bá tíì fi ránṣẹ́, ẹ béèrè líǹkì ìsanwó tuntun lọ́wọ́ oníṣòwò.',
  fatalOptionsBody:
    'Oníṣòwò gbọ́dọ̀ tún ojú-ìwé yìí ṣe. Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì tàbí kí ẹ sanwó ní ọ̀nà mìíràn.',
  fatalOtherBody: 'Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì. Tí ó bá ń ṣẹlẹ̀ ṣáá, ẹ kàn sí oníṣòwò.',
  heldNote:
    'A gba {received} {asset}, èyí tí kò tó iye tó yẹ. A ń dì í mú fún yín, a ó sì dá a padà; ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀. Ẹ má ṣe fi owó kankan ránṣẹ́ sí àdírẹ́sì yìí mọ́.',
  fatalLostSight:
    'Ojú-ìwé yìí kò lè tẹ̀lé ìsanwó yín mọ́. Owó tí ẹ fi ránṣẹ́ kò sọnù: ẹ kàn sí oníṣòwò pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀.',
  lateNote:
    'Ṣé ẹ ti fi owó náà ránṣẹ́ tẹ́lẹ̀? A ó ṣì kà á sí yín nígbà tó bá dé, ní ìdíyelé ìgbà náà. Ẹ má ṣe tún fi gbogbo rẹ̀ ránṣẹ́: tí ìdíyelé náà bá ṣẹ́ku díẹ̀ láti san, ojú-ìwé yìí yóò sọ iye rẹ̀.',
  lateNotePart:
    'Apá kan owó yín ti dé. Ṣé ẹ ti fi èyí tó kù ránṣẹ́ tẹ́lẹ̀? A ó ṣì kà á sí yín nígbà tó bá dé, ní ìdíyelé ìgbà náà. Bí kò bá rí bẹ́ẹ̀, ẹ gba ìdíyelé tuntun, kí ẹ sì fi èyí tó kù nìkan ránṣẹ́.',
  priceChangedSend:
    'Ìdíyelé ti yí padà. Ẹ fi iye owó tuntun ránṣẹ́, {amount} {asset}, kì í ṣe {previous} {asset} tí a fi hàn tẹ́lẹ̀.',
  heldAmount: 'A dì í mú',
  heldLateTitle: 'Ẹ tún fi owó ránṣẹ́ lẹ́yìn tí ìsanwó yìí ti parí',
  heldEndedTitle: 'Ó dé lẹ́yìn tí ìsanwó yìí ti dópin',
  heldCoinTitle: 'Ẹ fi kọ́ìnì mìíràn ránṣẹ́',
  heldLabel: 'Ohun tí yóò ṣẹlẹ̀ sí i',
  heldWrongNetwork:
    'A ń dì í mú fún yín, kò sọnù. Kò sí lára ìsanwó yìí: oníṣòwò yóò dá a padà. Ẹ lo nọ́mbà ọ́dà tó wà nísàlẹ̀.',
  extraSent: 'Èyí tí ẹ fi kún un',
  extraConverted:
    'A ti pààrọ̀ {excess} {asset} tó lé náà pẹ̀lú ìyókù, a sì ti san án fún oníṣòwò, nítorí náà a kò di nǹkankan mú. Láti gbà á padà, ẹ bi oníṣòwò, pẹ̀lú nọ́mbà ọ́dà tó wà nísàlẹ̀.',
};

/** The hosted embed's end-of-payment sentences in Hausa (ha). Each key and placeholder as in ../en/embed-end.ts. */
import type { EmbedEndMessages } from '../en/embed-end.js';

export const embedEnd: EmbedEndMessages = {
  reasonWrongAsset: 'Kun aika nauʼin kuɗi daban da wanda wannan biyan ke buƙata ({asset}).',
  reasonWrongNetwork: 'Kuɗinku sun iso a kan wani network ba {network} ba.',
  reasonAmountTooSmall: 'Adadin da ya iso ya yi kaɗan don kammala wannan biyan kuɗi.',
  reasonAmountBelowDue: 'Adadin da ya iso kafin lokaci ya ƙare bai kai adadin da ake bi ba.',
  reasonOrderExpired: 'Kuɗin sun iso bayan wannan oda ta ƙare.',
  reasonConversionFailed: 'Kuɗinku sun iso, amma ba a iya canza su don ɗan kasuwa ba.',
  reasonOther: 'Ba za a iya kammala wannan biyan kuɗi ba.',
  reasonAnyCoin: 'nauʼin kuɗin da aka nema',
  reasonAnyNetwork: 'network ɗin da aka nema',
  fatalEndedTitle: 'Wannan zaman biyan kuɗi ya ƙare',
  fatalInvalidTitle: 'Wannan mahaɗar biyan kuɗi ba ta aiki',
  fatalOptionsTitle: 'Ba a saita wannan biyan kuɗi daidai ba',
  fatalOtherTitle: 'An sami matsala',
  fatalNewLink: 'Ku nemi sabuwar mahaɗar biyan kuɗi daga ɗan kasuwa.',
  fatalEndedSent:
    'Kun riga kun aika kuɗin? Kada ku sake biya: ba su ɓace ba; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa don a mayar muku da su. Idan ba ku aika ba, ku nemi sabuwar mahaɗar biyan kuɗi daga ɗan kasuwa.',
  fatalOptionsBody:
    'Dole ɗan kasuwa ya gyara wannan shafin. Don Allah ku sake gwadawa daga baya ko ku biya ta wata hanya.',
  fatalOtherBody: 'Don Allah ku sake gwadawa daga baya. Idan ya ci gaba da faruwa, ku tuntuɓi ɗan kasuwa.',
  heldNote:
    'Mun karɓi {received} {asset}, ƙasa da adadin da ake bi. An riƙe muku shi kuma za a mayar muku da shi; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa. Kada ku ƙara aika kuɗi zuwa wannan adireshin.',
  fatalLostSight:
    'Wannan shafin ba zai iya bin biyan kuɗinku ba kuma. Abin da kuka aika bai ɓace ba: ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa.',
  lateNote:
    'Kun riga kun aika kuɗin? Za a lissafa muku shi idan ya iso, a farashin lokacin. Kada ku sake aika duka: idan farashin ya bar ɗan kaɗan da za a biya, wannan shafin zai faɗi nawa.',
  lateNotePart:
    'Wani ɓangare na kuɗin ku ya iso. Kun riga kun aika ragowar? Za a lissafa muku shi idan ya iso, a farashin lokacin. Idan ba haka ba, ku sabunta farashi, sannan ku aika ragowar kawai.',
  priceChangedSend:
    'Farashin ya canza. Ku aika sabon adadin, {amount} {asset}, ba {previous} {asset} da aka nuna a da ba.',
  heldAmount: 'An riƙe',
  heldLateTitle: 'Kun sake aikawa bayan wannan biyan ya kammala',
  heldEndedTitle: 'Ya iso bayan wannan biyan ya ƙare',
  heldCoinTitle: 'Kun aika wani nauʼin kuɗi',
  heldLabel: 'Abin da zai faru da shi',
  heldWrongNetwork:
    'An riƙe muku shi, bai ɓace ba. Ba ya cikin wannan biyan: ɗan kasuwa zai mayar muku da shi. Ku yi amfani da lambar oda da ke ƙasa.',
  extraSent: 'Ƙarin da aka aika',
  extraConverted:
    'An canza ƙarin {excess} {asset} tare da sauran kuma an biya ɗan kasuwa, don haka ba a riƙe komai ba. Don a mayar muku da shi, ku tambayi ɗan kasuwa da lambar oda da ke ƙasa.',
};

/** The hosted embed's later sentences in Hausa (ha). Each key and placeholder as in ../en/embed-later.ts. */
import type { EmbedLaterMessages } from '../en/embed-later.js';

export const embedLater: EmbedLaterMessages = {
  copyWhatOrder: 'lambar oda',
  statusLoadingTitle: 'Ana buɗe biyan kuɗi',
  statusLoadingBody: 'Ana samo bayanan biyan kuɗi…',
  statusDetectedTitle: 'An ga kuɗinku',
  statusDetectedBody:
    'Muna ganin {amount} {asset} yana kan hanya. Yana buƙatar ʼyan tabbatarwa; kuna iya barin shafin nan a buɗe.',
  statusConfirmedTitle: 'An tabbatar da biyan kuɗi',
  statusConfirmedBody:
    'An tabbatar da {amount} {asset} ɗinku a kan {network}. Yanzu muna kammala biyan kuɗin.',
  statusConvertingTitle: 'Ana kammala biyan kuɗinku',
  statusConvertingBody: 'Kuɗinku sun iso kuma ana daidaita su. Ba sai kun ƙara yin komai ba.',
  statusUnderpaidTitle: 'Wani ɓangare na kuɗin ya iso',
  statusUnderpaidBody:
    'Mun karɓi {received} {asset}. Ku aika ragowar {remaining} {asset} a kan {network} zuwa wannan adireshin don kammalawa.',
  statusOverpaidTitle: 'Kun aika fiye da abin da ake buƙata',
  statusOverpaidBody:
    'Mun karɓi {received} {asset}, wato {excess} {asset} fiye da adadin da ake bi. Biyan kuɗinku yana ci gaba; ɗan kasuwa zai shirya yadda za a yi da ƙarin {excess} {asset}.',
  statusWrongChainTitle: 'An aika a kan wani network',
  statusWrongChainBody:
    'Kuɗinku sun iso a kan wani network ba {network} ba. An riƙe su, ba su ɓace ba. Kada ku sake aikawa; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa don a mayar muku da su.',
  statusFailedTitle: 'Biyan kuɗi bai kammala ba',
  statusFailedBody:
    '{reason} Za a mayar da duk kuɗin da aka karɓa; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa.',
  reasonWrongAsset: 'Kun aika nauʼin kuɗi daban da wanda wannan biyan ke buƙata ({asset}).',
  reasonWrongNetwork: 'Kuɗinku sun iso a kan wani network ba {network} ba.',
  reasonAmountTooSmall: 'Adadin da ya iso ya yi kaɗan don kammala wannan biyan kuɗi.',
  reasonAmountBelowDue: 'Adadin da ya iso kafin lokaci ya ƙare bai kai adadin da ake bi ba.',
  reasonOrderExpired: 'Kuɗin sun iso bayan wannan oda ta ƙare.',
  reasonConversionFailed: 'Kuɗinku sun iso, amma ba a iya canza su don ɗan kasuwa ba.',
  reasonOther: 'Ba za a iya kammala wannan biyan kuɗi ba.',
  reasonAnyCoin: 'nauʼin kuɗin da aka nema',
  reasonAnyNetwork: 'network ɗin da aka nema',
  trackerLabel: 'Ci gaban biyan kuɗi',
  stepAwaiting: 'Ana jiran biya',
  stepAwaitingDone: 'An aika kuɗi',
  stepDetected: 'An gano',
  stepConfirmed: 'An tabbatar',
  stepConverting: 'Ana daidaitawa',
  stepCompleted: 'An gama',
  stepUnderpaid: 'Wani ɓangare ya iso',
  stepOverpaid: 'An tabbatar, fiye da adadin da ake bi',
  stepWrongChain: 'An riƙe: wani network',
  stepFailed: 'An tsaya',
  stepExpired: 'Farashi ya ƙare',
  fatalEndedTitle: 'Wannan zaman biyan kuɗi ya ƙare',
  fatalInvalidTitle: 'Wannan mahaɗar biyan kuɗi ba ta aiki',
  fatalOptionsTitle: 'Ba a saita wannan biyan kuɗi daidai ba',
  fatalOtherTitle: 'An sami matsala',
  fatalNewLink: 'Ku nemi sabuwar mahaɗar biyan kuɗi daga ɗan kasuwa.',
  fatalOptionsBody:
    'Dole ɗan kasuwa ya gyara wannan shafin. Don Allah ku sake gwadawa daga baya ko ku biya ta wata hanya.',
  fatalOtherBody: 'Don Allah ku sake gwadawa daga baya. Idan ya ci gaba da faruwa, ku tuntuɓi ɗan kasuwa.',
  heldNote:
    'Mun karɓi {received} {asset}, ƙasa da adadin da ake bi. An riƙe muku shi kuma za a mayar muku da shi; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa. Kada ku ƙara aika kuɗi zuwa wannan adireshin.',
  orderNumber: 'Lambar oda',
  timeLeftRest: 'Lokacin da ya rage don aika ragowar',
  stillToSend: 'Ragowar da za a aika',
  lateNote:
    'Kun riga kun aika kuɗin? Za a lissafa muku shi idan ya iso, a farashin lokacin. Kada ku sake aikawa.',
  received: 'An karɓa',
  network: 'Network',
  receipt: 'Rasiti',
  youPaid: 'Kun biya',
  merchantReceives: 'Ɗan kasuwa zai karɓa',
  time: 'Lokaci',
  heldLabel: 'Abin da zai faru da shi',
  heldWrongNetwork:
    'An riƙe muku shi, bai ɓace ba. Ba ya cikin wannan biyan: ɗan kasuwa zai mayar muku da shi. Ku yi amfani da lambar oda da ke ƙasa.',
  extraSent: 'Ƙarin da aka aika',
  extraConverted:
    'An canza ƙarin {excess} {asset} tare da sauran kuma an biya ɗan kasuwa, don haka ba a riƙe komai ba. Don a mayar muku da shi, ku tambayi ɗan kasuwa da lambar oda da ke ƙasa.',
  openWallet: 'Buɗe a cikin walat',
  openRefused: 'Ba a iya buɗe manhajar walat a nan ba. Ku kwafi adadin da adireshin maimakon haka.',
};

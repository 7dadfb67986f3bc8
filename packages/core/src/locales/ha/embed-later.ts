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
  underpaidFeeHint:
    'Kun aika daga musaya? Wataƙila an cire kuɗin cirewarsu daga adadin. Ku aika ragowar daga asusun ɗaya, kuma a wannan karon ku shigar da adadin tare da kuɗin da musayar ta nuna.',
  underpaidRepriced:
    'Kuɗinku sun iso bayan farashin ya ƙare, don haka an ƙidaya su da sabon farashi. Ku aika ragowar adadin da ke ƙasa kawai.',
  statusOverpaidTitle: 'Kun aika fiye da abin da ake buƙata',
  statusOverpaidBody:
    'Mun karɓi {received} {asset}, wato {excess} {asset} fiye da adadin da ake bi. Biyan kuɗinku yana ci gaba; za a canza ƙarin {excess} {asset} tare da sauran kuma a biya ɗan kasuwa: ku tambayi ɗan kasuwa don a mayar muku da shi.',
  statusWrongChainTitle: 'An aika a kan wani network',
  statusWrongChainBody:
    'Kuɗinku sun iso a kan wani network ba {network} ba. An riƙe su, ba su ɓace ba. Kada ku sake aikawa; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa don a mayar muku da su.',
  statusFailedTitle: 'Biyan kuɗi bai kammala ba',
  statusFailedBody:
    '{reason} Za a mayar da duk kuɗin da aka karɓa; ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa.',
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
  orderNumber: 'Lambar oda',
  timeLeftRest: 'Lokacin da ya rage don aika ragowar',
  stillToSend: 'Ragowar da za a aika',
  received: 'An karɓa',
  network: 'Network',
  receipt: 'Rasiti',
  youPaid: 'Kun biya',
  merchantReceives: 'Ɗan kasuwa zai karɓa',
  time: 'Lokaci',
  openWallet: 'Buɗe a walat',
  openRefused: 'Ba a iya buɗe manhajar walat a nan ba. Ku kwafi adadin da adireshin maimakon haka.',
};

/** The in-app checkout's bank-step and end-screen sentences in Hausa (ha). Each key and placeholder as in ../en/checkout-later.ts. */
import type { CheckoutLaterMessages } from '../en/checkout-later.js';

export const checkoutLater: CheckoutLaterMessages = {
  bank: 'Banki',
  bankSearch: 'Nemi banki, misali GTBank ko UBA',
  noBanks: 'Babu bankin da ya dace da "{query}". Gwada gajeren sunansa, kamar GTB ko FCMB.',
  accountNumber: 'Lambar asusu (lambobi 10)',
  accountNumberHint: 'Shigar da lambar NUBAN mai lambobi 10.',
  verify: 'Tabbatar da asusu',
  verifying: 'Ana dubawa da banki…',
  confirmName: 'Eh, wannan asusuna ne',
  notMine: 'Canza asusu',
  successSubtitle: 'Mun gode. Biyan kuɗinku ya kammala.',
  successSubtitleSell: 'Mun gode. Sayarwarku ta kammala: an biya naira zuwa asusun bankinku.',
  youPaid: 'Kun biya',
  youSent: 'Kun aika',
  delivered: 'An kai',
  paidOut: 'An biya',
  paidTo: 'An biya zuwa',
  deliveredTo: 'An kai zuwa walat',
  extraSent: 'Ƙarin da aka aika',
  orderExtraConverted:
    'Kun aika {extra} fiye da {due} da aka nema. An canza ƙarin tare da sauran a farashin wannan oda kuma yana cikin abin da aka kai, don haka babu abin da aka riƙe kuma babu kuɗin da za a mayar.',
  completedAt: 'An kammala',
  transactionHash: 'Lambar maʼamala',
  done: 'Shi ke nan',
  orderExpiredSubtitle: 'Wannan oda ta ƙare kafin a biya ta gaba ɗaya.',
  orderExpiredSent:
    'Kun riga kun aika kuɗi? Kuɗin da ya iso bayan odar ta ƙare ba zai kammala ta ba. Ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa don a mayar muku da shi.',
  orderExpiredSentCrypto:
    'Kun riga kun aika kuɗi? Kuɗin da ya iso bayan odar ta ƙare, ko wanda aka aika a kan wani network, ba zai kammala ta ba. Ku tuntuɓi ɗan kasuwa da lambar oda da ke ƙasa don a mayar muku da shi.',
  startAgain: 'Sake farawa',
};

/** The in-app checkout's funding-step sentences in Hausa (ha). Each key and placeholder as in ../en/checkout-pay.ts. */
import type { CheckoutPayMessages } from '../en/checkout-pay.js';

export const checkoutPay: CheckoutPayMessages = {
  payInto: 'Ku tura wannan adadi daidai zuwa asusun da ke ƙasa',
  amount: 'Adadi',
  accountNumberShort: 'Lambar asusu',
  bankName: 'Sunan banki',
  accountName: 'Sunan asusu',
  fundWithin: 'Ku biya cikin',
  subtitle: 'Ku aika daidai adadin da ke ƙasa zuwa adireshin da aka nuna.',
  heroLabel: 'Adadin da za ku biya',
  orderNetworkNote:
    'Ku aika {asset} kawai a kan network ɗin {network}. Kuɗin da aka aika a kan wani network na iya kasa isa ga wannan oda, kuma za su iya ɓacewa.',
  addressLabel: 'Adireshin biya ({network})',
  feeNote: 'Kuna aikawa daga musaya? Kada a cire kuɗin cirewarsu daga adadin: dole cikakken adadin ya iso.',
  timeUpChecking:
    'Kada ku aika komai yanzu: muna dubawa ko kuɗinku sun iso a kan lokaci. Shafin nan yana sabunta kansa.',
  watching: 'Muna sa ido kan kuɗinku. Shafin nan yana sabunta kansa.',
  lateCredit:
    'Kuɗin da ya iso bayan lokacin riƙe farashi amma kafin lokaci ya ƙare za a ƙididdige shi, a farashin lokacin da ya iso.',
  partSent:
    'Kun riga kun aika wani sashi? Ku aika sauran kawai (ku canza adadin da manhajarku ta saka): abin da ya iso nan kafin lokaci ya ƙare za a ƙidaya shi ga wannan oda.',
  qrFor: 'Lambar QR don',
  exchangeApp: 'Manhajar musaya',
  walletApp: 'Manhajar walat',
  qrAddressLabel: 'Lambar QR ta adireshin biya na {network}',
  qrWalletLabel: 'Lambar QR don biyan {amount} {asset} a kan {network} daga manhajar walat',
  qrFailed: 'Lambar QR ba ta buɗe ba. Ku kwafi adireshin maimakon haka, ko ku sake gwadawa.',
  openInWallet: 'Buɗe a walat',
  resuming: 'Kun riga kun fara wannan oda. Ku ci gaba daga inda kuka tsaya.',
  detectedBody: 'Mun karɓi kuɗinku kuma muna kammala odar. Kuna iya rufe wannan taga.',
  trackerOrderCreated: 'An ƙirƙiri oda',
  trackerPaymentReceived: 'An karɓi kuɗi',
  trackerCompleted: 'An kammala',
  trackerOrder: 'Oda',
  trackerPayment: 'Biya',
  trackerCompletion: 'Kammalawa',
};

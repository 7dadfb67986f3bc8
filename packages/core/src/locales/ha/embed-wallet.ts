/** The hosted embed's browser-wallet sentences in Hausa (ha). Each key and placeholder as in ../en/embed-wallet.ts. */
import type { EmbedWalletMessages } from '../en/embed-wallet.js';

export const embedWallet: EmbedWalletMessages = {
  payWith: 'Ku biya da {wallet}',
  walletConfirm: 'Ku tabbatar da biyan kuɗin a cikin {wallet}.',
  walletSent:
    'An aika daga walat ɗinku. Kada ku sake aikawa: wannan shafin zai sabunta da zarar network ya tabbatar da shi.',
  walletRejected: 'Kun ƙi a cikin walat ɗinku. Ba a aika komai ba.',
  walletWrongChain:
    'Walat ɗinku ba ya kan {network}, don haka ba a aika komai ba. Ku ƙara {network} ko ku mayar da shi kan {network} a cikin walat ɗinku ku sake gwadawa, ko ku kwafi adadin da adireshin maimakon haka.',
  walletRefused:
    'Ba a aika komai ba: biyan kuɗin bai dace da wannan oda ba. Ku kwafi adadin da adireshin maimakon haka.',
  walletFailed:
    'Walat ɗinku bai aika biyan kuɗin ba. Ku amsa duk wata buƙata da ke buɗe a cikin walat ɗinku, sannan ku sake gwadawa, ko ku kwafi adadin da adireshin maimakon haka.',
  walletChanged:
    'Ba a aika komai ba: adadin da za ku biya ya canza. Ku duba adadin da ke nunawa kafin ku biya.',
  walletOffline:
    'Ba a aika komai ba: ba mu iya isa ga sabis ɗin biyan kuɗi ba. Ku duba haɗin intanet ɗinku ku sake gwadawa.',
  walletUnsure:
    'Ba mu iya gane ko walat ɗinku ya aika kuɗin ba. Ku duba ayyukan walat ɗinku kafin ku sake biya: wannan shafin zai sabunta da zarar kuɗin sun iso.',
  walletAgain: 'Ba a aika ba: nuna hanyoyin biya',
};

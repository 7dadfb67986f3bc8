/** The hosted embed's browser-wallet sentences in Igbo (ig). Each key and placeholder as in ../en/embed-wallet.ts. */
import type { EmbedWalletMessages } from '../en/embed-wallet.js';

export const embedWallet: EmbedWalletMessages = {
  payWith: 'Jiri {wallet} kwụọ ụgwọ',
  walletConfirm: 'Kwado ịkwụ ụgwọ ahụ na {wallet}.',
  walletSent:
    'E zigala ya site n’akpa ego gị. Biko, ezighachila ya ọzọ: ibe a ga-agbanwe ozugbo netwọk kwadoro ya.',
  walletRejected: 'Ị jụrụ ya n’akpa ego gị. Ọ dịghị ihe e zigara.',
  walletWrongChain:
    'Akpa ego gị anọghị na {network}, ya mere ọ dịghị ihe e zigara. Tinye {network} ma ọ bụ gbanwee ya gaa na {network} n’akpa ego gị ma nwaa ọzọ, ma ọ bụ detuo ọnụ ego ahụ na adreesị ahụ kama.',
  walletRefused:
    'Ọ dịghị ihe e zigara: ịkwụ ụgwọ ahụ adabaghị n’ọda a. Detuo ọnụ ego ahụ na adreesị ahụ kama.',
  walletFailed:
    'Akpa ego gị ezighị ịkwụ ụgwọ ahụ. Zaa arịrịọ ọ bụla ka mepere emepe n’akpa ego gị, wee nwaa ọzọ, ma ọ bụ detuo ọnụ ego ahụ na adreesị ahụ kama.',
  walletChanged:
    'Ọ dịghị ihe e zigara: ọnụ ego ị ga-akwụ agbanweela. Lelee ọnụ ego e gosiri tupu ị kwụọ ụgwọ.',
  walletOffline: 'Ọ dịghị ihe e zigara: anyị enweghị ike iru ọrụ ịkwụ ụgwọ. Lelee njikọ gị ma nwaa ọzọ.',
  walletUnsure:
    'Anyị amaghị ma akpa ego gị o zigara ego ahụ. Lelee ihe akpa ego gị mere tupu ị kwụọ ọzọ: ibe a ga-agbanwe ozugbo ego ahụ rutere.',
  walletAgain: 'E zighị ya: gosi m ụzọ isi kwụọ ụgwọ',
};

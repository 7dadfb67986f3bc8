/** The hosted embed's browser-wallet sentences in Igbo (ig). Each key and placeholder as in ../en/embed-wallet.ts. */
import type { EmbedWalletMessages } from '../en/embed-wallet.js';

export const embedWallet: EmbedWalletMessages = {
  payWith: 'Jiri {wallet} kwụọ ụgwọ',
  walletConfirm: 'Kwado ịkwụ ụgwọ ahụ na {wallet}.',
  walletSent: 'E zigala ya site na wallet gị. Ibe a ga-agbanwe ozugbo netwọk kwadoro ya.',
  walletRejected: 'Ị jụrụ ya na wallet gị. Ọ dịghị ihe e zigara.',
  walletWrongChain:
    'Wallet gị anọghị na {network}, ya mere ọ dịghị ihe e zigara. Gbanwee ya gaa na {network} ma nwaa ọzọ, ma ọ bụ detuo adreesị ahụ kama.',
  walletRefused: 'Ọ dịghị ihe e zigara: ịkwụ ụgwọ ahụ adabaghị n’ọda a. Detuo ego ahụ na adreesị ahụ kama.',
  walletFailed: 'Wallet gị ezighị ịkwụ ụgwọ ahụ. Nwaa ọzọ, ma ọ bụ detuo ego ahụ na adreesị ahụ kama.',
};

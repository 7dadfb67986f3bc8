/** The hosted embed's browser-wallet sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/embed-wallet.ts. */
import type { EmbedWalletMessages } from '../en/embed-wallet.js';

export const embedWallet: EmbedWalletMessages = {
  payWith: 'Pay with {wallet}',
  walletConfirm: 'Confirm the payment for {wallet}.',
  walletSent:
    'E don comot from your wallet. No send am again: this page go change once the network confirm am.',
  walletRejected: 'You cancel am for your wallet. Nothing comot.',
  walletWrongChain:
    'Your wallet no dey on {network}, so nothing comot. Add {network} or switch am go {network} for your wallet come try again, or copy the amount and the address instead.',
  walletRefused: 'Nothing comot: the payment no match this order. Copy the amount and the address instead.',
  walletFailed:
    'Your wallet no send the payment. Answer any request wey still dey open for your wallet, then try again, or copy the amount and the address instead.',
  walletChanged:
    'Nothing comot: the amount wey you go pay don change. Check the amount wey dey show before you pay.',
  walletOffline: 'Nothing comot: we no fit reach the payment service. Check your connection come try again.',
  walletUnsure:
    'We no fit know whether your wallet send the payment. Check wetin your wallet don do before you pay again: this page go change once the payment land.',
  walletAgain: 'E no comot: show me how to pay',
};

/**
 * The hosted embed's sentences of "Pay with <wallet>" (a browser wallet on a desktop), in English. They load
 * with the later screens, right after the first screen is drawn, so the first load carries none of them.
 * Each locale's embed-wallet.ts follows this file key for key, with the same placeholders.
 */
export const embedWallet = {
  payWith: 'Pay with {wallet}',
  walletConfirm: 'Confirm the payment in {wallet}.',
  walletSent: 'Sent from your wallet. Do not send it again: this page updates once the network confirms it.',
  walletRejected: 'You declined in your wallet. Nothing was sent.',
  walletWrongChain:
    'Your wallet is not on {network}, so nothing was sent. Add or switch to {network} in your wallet and try again, or copy the amount and the address instead.',
  walletRefused:
    'Nothing was sent: the payment did not match this order. Copy the amount and the address instead.',
  walletFailed:
    "Your wallet didn't send the payment. Answer any request still open in your wallet, then try again, or copy the amount and the address instead.",
  walletChanged: 'Nothing was sent: the amount to pay has changed. Check the amount shown before you pay.',
  walletOffline:
    'Nothing was sent: we could not reach the payment service. Check your connection and try again.',
  walletUnsure:
    "We could not tell whether your wallet sent the payment. Check your wallet's activity before you pay again: this page updates once the payment arrives.",
  walletAgain: 'It was not sent: show the ways to pay',
} as const;

/** A key of the embed's browser-wallet sentences. */
export type EmbedWalletKey = keyof typeof embedWallet;
/** The embed's browser-wallet sentences in one locale. */
export type EmbedWalletMessages = Record<EmbedWalletKey, string>;

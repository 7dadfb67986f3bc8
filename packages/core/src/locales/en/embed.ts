/**
 * Every sentence the hosted embed shows a customer, in English: the catalogue every other locale's embed file
 * follows key for key. `{name}` placeholders are filled as text; each locale keeps the same placeholders.
 * The first ten keys are the ones a merchant could override before there was a catalogue. Keep the wording
 * true to what the service does (funds on another network are held, not lost).
 */
export const embed = {
  title: 'Pay with crypto',
  subtitle: 'Send exactly the amount below to the address shown.',
  heroLabel: 'Amount due',
  successTitle: 'Payment received',
  successSubtitle: 'Thank you. Your payment is complete.',
  expiredTitle: 'Quote expired',
  expiredSubtitle: 'The price was held for a limited time. Refresh to get a new one.',
  refreshButton: 'Refresh quote',
  copyButton: 'Copy',
  copiedButton: 'Copied',
  copyLabel: '{action} {what}',
  copyWhatAddress: 'address',
  copyWhatAmount: 'amount',
  testMode: 'Test mode',
  testModeNote: 'No real money moves',
  loading: 'Loading payment…',
  reconnecting: 'Reconnecting…',
  announceReconnecting: 'Connection lost. Reconnecting…',
  announceFatal: 'This payment cannot continue.',
  noticeTransient: 'That did not go through: the connection failed. Please try again.',
  noticeRefused: 'That could not be done just now. The page shows where your payment stands.',
  poweredBy: 'Powered by Pulse',
  statusAwaitingTitle: 'Waiting for your payment',
  networkNote:
    'Send only {asset} on the {network} network. Funds sent on any other network are held, not lost, but are not part of this payment: you would ask the merchant to return them.',
  qrFor: 'QR code for',
  exchangeApp: 'Exchange app',
  walletApp: 'Wallet app',
  qrAddressLabel: 'QR code of the {network} deposit address',
  qrWalletLabel: 'QR code to pay {amount} {asset} on {network} from a wallet app',
  addressLabel: 'Deposit address ({network})',
  feeNote:
    'Sending from an exchange? Its withdrawal fee must not come off the amount: the full amount has to arrive.',
  watching: 'Watching for your payment. This page updates by itself.',
  pickerYouPay: 'You pay {amount} in crypto.',
  pickerAsset: 'Asset',
  pickerNetwork: 'Network',
  pickerLowest: 'Lowest amount',
  pickerHelp:
    'Only the networks this payment accepts are listed. Pick the one your wallet or exchange sends on.',
  continue: 'Continue',
  preparing: 'Preparing…',
  priceLockedFor: 'Price locked for',
  quoteLockedOnChoice: 'The price is locked once an asset and a network are chosen.',
  copyFailed: "Couldn't copy. Press and hold to copy.",
  offline:
    "You're offline. If you've already paid, your payment is safe; this page updates when you're back online.",
  laterFailed:
    "This screen could not load. If you've already paid, your payment is safe; this page tries again when you're back online.",
  retry: 'Try again',
  qrFailed: 'The QR code could not load. Copy the address instead, or try again.',
} as const;

/** A key of the embed's catalogue. */
export type EmbedMessageKey = keyof typeof embed;
/** The embed's catalogue in one locale: every key, as text with the English placeholders. */
export type EmbedMessages = Record<EmbedMessageKey, string>;

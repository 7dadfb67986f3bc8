/** The in-app checkout's funding-step sentences in Igbo (ig). Each key and placeholder as in ../en/checkout-pay.ts. */
import type { CheckoutPayMessages } from '../en/checkout-pay.js';

export const checkoutPay: CheckoutPayMessages = {
  payInto: 'Zipu ọnụ ego a kpọmkwem n’akaụntụ dị n’okpuru',
  amount: 'Ọnụ ego',
  accountNumberShort: 'Nọmba akaụntụ',
  bankName: 'Aha ụlọ akụ',
  accountName: 'Aha akaụntụ',
  fundWithin: 'Kwụọ n’ime',
  subtitle: 'Ziga kpọmkwem ọnụ ego dị n’okpuru n’adreesị e gosiri.',
  heroLabel: 'Ego ị ga-akwụ',
  orderNetworkNote:
    'Ziga naanị {asset} na netwọk {network}. Ego e zigara na netwọk ọ bụla ọzọ nwere ike ọ gaghị eru usoro a, ọ nwekwara ike ifu.',
  addressLabel: 'Adreesị ịkwụ ụgwọ ({network})',
  feeNote:
    'Ị na-ezite site n’ebe mgbanwe ego? Ekwela ka e wepụ ụgwọ mwepụ ha n’ọnụ ego ahụ: ọnụ ego ahụ niile ga-eru.',
  timeUpChecking:
    'Ezigala ihe ọ bụla ugbu a: anyị na-enyocha ma ego gị ọ rutere n’oge. Ibe a na-emelite onwe ya.',
  watching: 'Anyị na-ele anya maka ego gị. Ibe a na-emelite onwe ya.',
  lateCredit:
    'Ego rutere mgbe oge ọnụahịa gafere mana tupu oge agwụ, a ka ga-agụnye ya, n’ọnụahịa mgbanwe nke oge o rutere.',
  partSent:
    'I zigalarị otu akụkụ ya? Zipu naanị nke fọdụrụ (gbanwee ọnụ ego ngwa gị tinyere): ihe rutere ebe a tupu oge agwụ ka a ga-agụ maka ọda a.',
  qrFor: 'Koodu QR maka',
  exchangeApp: 'Ngwa mgbanwe ego',
  walletApp: 'Ngwa akpa ego',
  qrAddressLabel: 'Koodu QR nke adreesị ịkwụ ụgwọ {network}',
  qrWalletLabel: 'Koodu QR iji kwụọ {amount} {asset} na {network} site na ngwa akpa ego',
  qrFailed: 'Koodu QR emepeghị. Detuo adreesị ahụ kama, ma ọ bụ nwaa ọzọ.',
  openInWallet: 'Mepee n’akpa ego',
  resuming: 'Ị malitelarị ọda a. Gaa n’ihu site n’ebe ị kwụsịrị.',
  detectedBody: 'Anyị anatala ego gị, anyị na-emecha ọda ahụ. Ị nwere ike imechi windo a.',
  trackerOrderCreated: 'Emepụtala ọda',
  trackerPaymentReceived: 'Anatala ego',
  trackerCompleted: 'Emechaala',
  trackerOrder: 'Ọda',
  trackerPayment: 'Ịkwụ ụgwọ',
  trackerCompletion: 'Mmecha',
};

/** The in-app checkout's funding-step sentences in Yorùbá (yo). Each key and placeholder as in ../en/checkout-pay.ts. */
import type { CheckoutPayMessages } from '../en/checkout-pay.js';

export const checkoutPay: CheckoutPayMessages = {
  payInto: 'Ẹ fi iye owó yìí gẹ́lẹ́ ránṣẹ́ sí àkáǹtì tó wà nísàlẹ̀',
  amount: 'Iye owó',
  accountNumberShort: 'Nọ́mbà àkáǹtì',
  bankName: 'Orúkọ báńkì',
  accountName: 'Orúkọ àkáǹtì',
  fundWithin: 'Ẹ sanwó láàárín',
  subtitle: 'Ẹ fi iye owó tó wà nísàlẹ̀ ránṣẹ́ gẹ́lẹ́ sí àdírẹ́sì tí a fi hàn.',
  heroLabel: 'Iye owó tí ẹ máa san',
  orderNetworkNote:
    'Ẹ fi {asset} nìkan ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì {network}. Owó tí a fi ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì mìíràn lè má dé ọ̀dọ̀ ìbéèrè yìí, ó sì lè sọnù.',
  addressLabel: 'Àdírẹ́sì ìsanwó ({network})',
  feeNote:
    'Ṣé láti pàṣípààrọ̀ lẹ ti ń fi ránṣẹ́? Ẹ má jẹ́ kí owó ìyọwó wọn yọ kúrò nínú iye owó náà: gbogbo iye owó náà ló gbọ́dọ̀ dé.',
  timeUpChecking:
    'Ẹ má ṣe fi ohunkóhun ránṣẹ́ báyìí: a ń ṣàyẹ̀wò bóyá owó yín dé lásìkò. Ojú-ìwé yìí á máa yí padà fúnra rẹ̀.',
  watching: 'A ń ṣọ́ owó yín. Ojú-ìwé yìí á máa yí padà fúnra rẹ̀.',
  lateCredit:
    'Owó tó bá dé lẹ́yìn tí ìdíyelé ti kọjá àkókò ṣùgbọ́n kí àkókò tó tán, a ó ṣì kà á sí i, ní oṣùwọ̀n ìgbà tó dé.',
  partSent:
    'Ṣé ẹ ti fi apá kan rẹ̀ ránṣẹ́? Ẹ fi èyí tó kù nìkan ránṣẹ́ (ẹ yí iye tí áàpù yín kọ sílẹ̀ padà): owó tó bá dé ibí kí àkókò tó tán ni a ó kà fún ọ́dà yìí.',
  qrFor: 'Kóòdù QR fún',
  exchangeApp: 'Áàpù pàṣípààrọ̀',
  walletApp: 'Áàpù wọ́lẹ́ẹ̀tì',
  qrAddressLabel: 'Kóòdù QR àdírẹ́sì ìsanwó {network}',
  qrWalletLabel: 'Kóòdù QR láti san {amount} {asset} lórí {network} láti inú áàpù wọ́lẹ́ẹ̀tì',
  qrFailed: 'Kóòdù QR kò lè ṣí. Ẹ ṣe ẹ̀dà àdírẹ́sì dípò rẹ̀, tàbí kí ẹ tún gbìyànjú.',
  openInWallet: 'Ṣí i nínú wọ́lẹ́ẹ̀tì',
  resuming: 'Ẹ ti bẹ̀rẹ̀ ọ́dà yìí tẹ́lẹ̀. Ẹ tẹ̀síwájú láti ibi tí ẹ dé.',
  detectedBody: 'A ti rí owó yín gbà, a sì ń parí ọ́dà náà. Ẹ lè pa fèrèsé yìí dé.',
  trackerOrderCreated: 'A ti ṣe ọ́dà',
  trackerPaymentReceived: 'A ti gba owó',
  trackerCompleted: 'Ó ti parí',
  trackerOrder: 'Ọ́dà',
  trackerPayment: 'Ìsanwó',
  trackerCompletion: 'Ìparí',
};

/** The hosted embed's browser-wallet sentences in Yorùbá (yo). Each key and placeholder as in ../en/embed-wallet.ts. */
import type { EmbedWalletMessages } from '../en/embed-wallet.js';

export const embedWallet: EmbedWalletMessages = {
  payWith: 'Ẹ sanwó pẹ̀lú {wallet}',
  walletConfirm: 'Ẹ fọwọ́ sí ìsanwó náà nínú {wallet}.',
  walletSent:
    'A ti fi ránṣẹ́ láti wọ́lẹ́ẹ̀tì yín. Ẹ má ṣe fi ránṣẹ́ mọ́: ojú-ìwé yìí máa yí padà tí nẹ́tíwọ́ọ̀kì bá ti fọwọ́ sí i.',
  walletRejected: 'Ẹ kọ̀ ọ́ nínú wọ́lẹ́ẹ̀tì yín. Kò sí ohun tí a fi ránṣẹ́.',
  walletWrongChain:
    'Wọ́lẹ́ẹ̀tì yín kò sí lórí {network}, nítorí náà kò sí ohun tí a fi ránṣẹ́. Ẹ ṣàfikún {network} tàbí kí ẹ yí i padà sí {network} nínú wọ́lẹ́ẹ̀tì yín kí ẹ sì tún gbìyànjú, tàbí kí ẹ ṣe ẹ̀dà iye owó àti àdírẹ́sì dípò bẹ́ẹ̀.',
  walletRefused:
    'Kò sí ohun tí a fi ránṣẹ́: ìsanwó náà kò bá ọ́dà yìí mu. Ẹ ṣe ẹ̀dà iye owó àti àdírẹ́sì dípò bẹ́ẹ̀.',
  walletFailed:
    'Wọ́lẹ́ẹ̀tì yín kò fi ìsanwó náà ránṣẹ́. Ẹ dáhùn ìbéèrè èyíkéyìí tí ó ṣì ṣí sílẹ̀ nínú wọ́lẹ́ẹ̀tì yín, lẹ́yìn náà ẹ tún gbìyànjú, tàbí kí ẹ ṣe ẹ̀dà iye owó àti àdírẹ́sì dípò bẹ́ẹ̀.',
  walletChanged:
    'Kò sí ohun tí a fi ránṣẹ́: iye owó tí ẹ máa san ti yí padà. Ẹ wo iye owó tí ó hàn kí ẹ tó sanwó.',
  walletOffline:
    'Kò sí ohun tí a fi ránṣẹ́: a kò lè dé ọ̀dọ̀ iṣẹ́ ìsanwó. Ẹ ṣàyẹ̀wò ìsopọ̀ yín kí ẹ sì tún gbìyànjú.',
  walletUnsure:
    'A kò lè mọ̀ bóyá wọ́lẹ́ẹ̀tì yín ti fi owó náà ránṣẹ́. Ẹ wo ìtàn wọ́lẹ́ẹ̀tì yín kí ẹ tó san án lẹ́ẹ̀kan sí i: ojú-ìwé yìí máa yí padà tí owó náà bá dé.',
  walletAgain: 'Kò lọ: ẹ fi àwọn ọ̀nà ìsanwó hàn mí',
};

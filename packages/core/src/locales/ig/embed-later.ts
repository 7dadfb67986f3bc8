/** The hosted embed's later sentences in Igbo (ig). Each key and placeholder as in ../en/embed-later.ts. */
import type { EmbedLaterMessages } from '../en/embed-later.js';

export const embedLater: EmbedLaterMessages = {
  copyWhatOrder: 'nọmba ọda',
  statusLoadingTitle: 'Na-emeghe ịkwụ ụgwọ',
  statusLoadingBody: 'Na-enweta nkọwa ịkwụ ụgwọ…',
  statusDetectedTitle: 'Anyị ahụla ego gị',
  statusDetectedBody:
    'Anyị hụrụ {amount} {asset} ka ọ na-abịa. Ọ chọrọ nkwenye ole na ole; ị nwere ike ịhapụ ibe a ka o meghee.',
  statusConfirmedTitle: 'Ekwenyela ịkwụ ụgwọ',
  statusConfirmedBody: 'Ekwenyela {amount} {asset} gị na {network}. Anyị na-emecha ịkwụ ụgwọ ahụ ugbu a.',
  statusConvertingTitle: 'Anyị na-emecha ịkwụ ụgwọ gị',
  statusConvertingBody: 'Ego gị abịala, a na-edozi ya. Ọ dịghị ihe ọzọ ị ga-eme.',
  statusUnderpaidTitle: 'Naanị akụkụ ego ahụ ruru',
  statusUnderpaidBody:
    'Anyị natara {received} {asset}. Ziga {remaining} {asset} fọdụrụ na {network} n’otu adreesị ahụ ka o zuo.',
  underpaidFeeHint:
    'Ị zitere site n’ebe mgbanwe ego? Ọ nwere ike ịbụ na e wepụrụ ụgwọ mwepụ ha n’ọnụ ego ahụ. Ziga nke fọdụrụ site n’otu akaụntụ ahụ, ma tinye ọnụ ego ahụ gbakwunyere ụgwọ ebe mgbanwe ahụ gosiri n’oge a.',
  underpaidRepriced:
    'Ego gị rutere mgbe ọnụahịa ahụ gwụchara, ya mere a gụrụ ya n’ọnụahịa ọhụrụ. Ziga naanị ọnụ ego fọdụrụ dị n’okpuru.',
  statusOverpaidTitle: 'Ị zigara karịa ihe a chọrọ',
  statusOverpaidBody:
    'Anyị natara {received} {asset}, ya bụ {excess} {asset} karịa ego ị ga-akwụ. Ịkwụ ụgwọ gị na-aga n’ihu; a ga-agbanwe {excess} {asset} gafere ahụ ya na ndị ọzọ ma kwụọ onye na-ere ahịa: jụọ onye na-ere ahịa ka e nyeghachi gị ya.',
  statusWrongChainTitle: 'E zigara ya na netwọk ọzọ',
  statusWrongChainBody:
    'Ego gị rutere na netwọk ọzọ, ọ bụghị {network}. E jidere ya, ọ furughị efu. Ezigala ọzọ; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru, ka e nyeghachi gị ya.',
  statusFailedTitle: 'Ịkwụ ụgwọ enweghị ike imecha',
  statusFailedBody:
    '{reason} A ga-eweghachi ego ọ bụla a natara; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru.',
  trackerLabel: 'Ọganihu ịkwụ ụgwọ',
  stepAwaiting: 'Na-echere ego',
  stepAwaitingDone: 'E zigala ego',
  stepDetected: 'Ahụla ya',
  stepConfirmed: 'Ekwenyela',
  stepConverting: 'Na-edozi',
  stepCompleted: 'Ọ gwụla',
  stepUnderpaid: 'Akụkụ ruru',
  stepOverpaid: 'Ekwenyela, karịa ego a chọrọ',
  stepWrongChain: 'E jidere ya: netwọk ọzọ',
  stepFailed: 'Ọ kwụsịrị',
  stepExpired: 'Oge ọnụahịa agafeela',
  orderNumber: 'Nọmba ọda',
  timeLeftRest: 'Oge fọdụrụ iji zipu nke fọdụrụ',
  stillToSend: 'Ego fọdụrụ izipu',
  received: 'Ego rutere',
  network: 'Netwọk',
  receipt: 'Rịsịt',
  youPaid: 'Ị kwụrụ',
  merchantReceives: 'Onye na-ere ahịa ga-enweta',
  time: 'Oge',
  openWallet: 'Mepee n’akpa ego',
  openRefused: 'Anyị enweghị ike imepe ngwa akpa ego ebe a. Detuo ọnụ ego ahụ na adreesị ahụ kama.',
};

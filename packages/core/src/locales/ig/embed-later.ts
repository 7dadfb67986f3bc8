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
  statusOverpaidTitle: 'Ị zigara karịa ihe a chọrọ',
  statusOverpaidBody:
    'Anyị natara {received} {asset}, ya bụ {excess} {asset} karịa ego ị ga-akwụ. Ịkwụ ụgwọ gị na-aga n’ihu; onye na-ere ahịa ga-ahazi {excess} {asset} gafere ahụ.',
  statusWrongChainTitle: 'E zigara ya na netwọk ọzọ',
  statusWrongChainBody:
    'Ego gị rutere na netwọk ọzọ, ọ bụghị {network}. E jidere ya, ọ furughị efu. Ezigala ọzọ; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru, ka e nyeghachi gị ya.',
  statusFailedTitle: 'Ịkwụ ụgwọ enweghị ike imecha',
  statusFailedBody:
    '{reason} A ga-eweghachi ego ọ bụla a natara; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru.',
  reasonWrongAsset: 'Ị zigara ụdị ego dị iche na nke ịkwụ ụgwọ a chọrọ ({asset}).',
  reasonWrongNetwork: 'Ego gị rutere na netwọk ọzọ, ọ bụghị {network}.',
  reasonAmountTooSmall: 'Ego rutere pere mpe nke ukwuu imecha ịkwụ ụgwọ a.',
  reasonAmountBelowDue: 'Ego rutere tupu oge agwụ erughị ego ị ga-akwụ.',
  reasonOrderExpired: 'Ego ahụ rutere mgbe ọda a kwụsịrịlarị.',
  reasonConversionFailed: 'Ego gị rutere, mana ịgbanwe ya maka onye na-ere ahịa agaghị nke ọma.',
  reasonOther: 'Enweghị ike imecha ịkwụ ụgwọ a.',
  reasonAnyCoin: 'ụdị ego a chọrọ',
  reasonAnyNetwork: 'netwọk a chọrọ',
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
  fatalEndedTitle: 'Oge ịkwụ ụgwọ a agwụla',
  fatalInvalidTitle: 'Lịnk ịkwụ ụgwọ a adịghị irè',
  fatalOptionsTitle: 'Edozighị ịkwụ ụgwọ a nke ọma',
  fatalOtherTitle: 'Ihe adịghị mma mere',
  fatalNewLink: 'Rịọ onye na-ere ahịa ka o nye gị lịnk ịkwụ ụgwọ ọhụrụ.',
  fatalOptionsBody:
    'Onye na-ere ahịa kwesịrị idozi ibe a. Biko nwaa ọzọ ma emesịa, ma ọ bụ kwụọ ụgwọ n’ụzọ ọzọ.',
  fatalOtherBody: 'Biko nwaa ọzọ ma emesịa. Ọ bụrụ na ọ ka na-eme, kpọtụrụ onye na-ere ahịa.',
  heldNote:
    'Anyị natara {received} {asset}, nke erughị ego ị ga-akwụ. E jidere ya maka gị, a ga-eweghachikwa ya; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru. Ezigakwala ego ọzọ n’adreesị a.',
  orderNumber: 'Nọmba ọda',
  timeLeftRest: 'Oge fọdụrụ iji zipu nke fọdụrụ',
  stillToSend: 'Ego fọdụrụ izipu',
  lateNote: 'Ị zigalarị ego ahụ? A ka ga-agụkọ ya mgbe o ruru, n’ọnụahịa oge ahụ. Ezigala ọzọ.',
  received: 'Ego rutere',
  network: 'Netwọk',
  receipt: 'Rịsịt',
  youPaid: 'Ị kwụrụ',
  merchantReceives: 'Onye na-ere ahịa ga-enweta',
  time: 'Oge',
  heldLabel: 'Ihe ga-eme ya',
  heldWrongNetwork:
    'E jidere ya maka gị, ọ furughị efu. Ọ bụghị akụkụ nke ịkwụ ụgwọ a: onye na-ere ahịa ga-enyeghachi gị ya. Were nọmba ọda dị n’okpuru.',
  extraSent: 'Ego gafere e zitere',
  extraConverted:
    'E gbanwere {excess} {asset} gafere ahụ ya na ndị ọzọ ma kwụọ onye na-ere ahịa, ya mere ọ dịghị ihe e jidere. Ka e nyeghachi gị ya, jụọ onye na-ere ahịa, were nọmba ọda dị n’okpuru.',
};

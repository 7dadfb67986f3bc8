/** The hosted embed's end-of-payment sentences in Igbo (ig). Each key and placeholder as in ../en/embed-end.ts. */
import type { EmbedEndMessages } from '../en/embed-end.js';

export const embedEnd: EmbedEndMessages = {
  reasonWrongAsset: 'Ị zigara ụdị ego dị iche na nke ịkwụ ụgwọ a chọrọ ({asset}).',
  reasonWrongNetwork: 'Ego gị rutere na netwọk ọzọ, ọ bụghị {network}.',
  reasonAmountTooSmall: 'Ego rutere pere mpe nke ukwuu imecha ịkwụ ụgwọ a.',
  reasonAmountBelowDue: 'Ego rutere tupu oge agwụ erughị ego ị ga-akwụ.',
  reasonOrderExpired: 'Ego ahụ rutere mgbe ọda a kwụsịrịlarị.',
  reasonConversionFailed: 'Ego gị rutere, mana ịgbanwe ya maka onye na-ere ahịa agaghị nke ọma.',
  reasonOther: 'Enweghị ike imecha ịkwụ ụgwọ a.',
  reasonAnyCoin: 'ụdị ego a chọrọ',
  reasonAnyNetwork: 'netwọk a chọrọ',
  fatalEndedTitle: 'Oge ịkwụ ụgwọ a agwụla',
  fatalInvalidTitle: 'Lịnk ịkwụ ụgwọ a adịghị irè',
  fatalOptionsTitle: 'Edozighị ịkwụ ụgwọ a nke ọma',
  fatalOtherTitle: 'Ihe adịghị mma mere',
  fatalNewLink: 'Rịọ onye na-ere ahịa ka o nye gị lịnk ịkwụ ụgwọ ọhụrụ.',
  fatalEndedSent:
    'Ị zigalarị ego ahụ? Akwụla ụgwọ ọzọ: o furughị efu; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru ka e weghachiri gị ya. Ọ bụrụ na ị zighị ya, rịọ onye na-ere ahịa ka o nye gị lịnk ịkwụ ụgwọ ọhụrụ.',
  fatalOptionsBody:
    'Onye na-ere ahịa kwesịrị idozi ibe a. Biko nwaa ọzọ ma emesịa, ma ọ bụ kwụọ ụgwọ n’ụzọ ọzọ.',
  fatalOtherBody: 'Biko nwaa ọzọ ma emesịa. Ọ bụrụ na ọ ka na-eme, kpọtụrụ onye na-ere ahịa.',
  heldNote:
    'Anyị natara {received} {asset}, nke erughị ego ị ga-akwụ. E jidere ya maka gị, a ga-eweghachikwa ya; kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru. Ezigakwala ego ọzọ n’adreesị a.',
  fatalLostSight:
    'Ibe a enweghị ike ịgbaso ịkwụ ụgwọ gị ọzọ. Ego i zigara, ọ furughị efu: kpọtụrụ onye na-ere ahịa, were nọmba ọda dị n’okpuru.',
  lateNote:
    'Ị zigalarị ego ahụ? A ka ga-agụkọ ya mgbe o ruru, n’ọnụahịa oge ahụ. Ezigala ya niile ọzọ: ọ bụrụ na ọnụahịa ahụ hapụrụ obere ihe a ga-akwụ, ibe a ga-agwa gị ole.',
  lateNotePart:
    'Akụkụ ego gị ruru. Ị zigalarị nke fọdụrụ? A ka ga-agụkọ ya mgbe o ruru, n’ọnụahịa oge ahụ. Ọ bụrụ na ọ bụghị, nweta ọnụahịa ọhụrụ, ma ziga naanị nke fọdụrụ.',
  priceChangedSend:
    'Ọnụahịa agbanweela. Ziga ọnụ ego ọhụrụ ahụ, {amount} {asset}, ọ bụghị {previous} {asset} e gosiri na mbụ.',
  heldAmount: 'E jidere ya',
  heldLateTitle: 'Ị zigara ya ọzọ mgbe ịkwụ ụgwọ a mechara',
  heldEndedTitle: 'Ọ rutere mgbe ịkwụ ụgwọ a kwụsịrị',
  heldCoinTitle: 'Ị zigara ụdị ego ọzọ',
  heldLabel: 'Ihe ga-eme ya',
  heldWrongNetwork:
    'E jidere ya maka gị, ọ furughị efu. Ọ bụghị akụkụ nke ịkwụ ụgwọ a: onye na-ere ahịa ga-enyeghachi gị ya. Were nọmba ọda dị n’okpuru.',
  extraSent: 'Ego gafere e zitere',
  extraConverted:
    'E gbanwere {excess} {asset} gafere ahụ ya na ndị ọzọ ma kwụọ onye na-ere ahịa, ya mere ọ dịghị ihe e jidere. Ka e nyeghachi gị ya, jụọ onye na-ere ahịa, were nọmba ọda dị n’okpuru.',
};

/** The in-app checkout's and useRate's error sentences in Hausa (ha). Each key and placeholder as in ../en/checkout-errors.ts. */
import type { CheckoutErrorMessages } from '../en/checkout-errors.js';

export const checkoutErrors: CheckoutErrorMessages = {
  errRateLimited: 'An yi ƙoƙari da yawa cikin ɗan lokaci. Ku jira ʼyan daƙiƙoƙi, sannan ku sake gwadawa.',
  errNetwork: 'Ba mu iya kaiwa ga sabis ɗin biya ba. Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.',
  errTimeout: 'Sabis ɗin biya yana jinkirin amsawa. Ku sake gwadawa nan ba da daɗewa ba.',
  errBankUnavailable: 'Banki bai amsa ba. Ku sake gwadawa nan ba da daɗewa ba.',
  errAccountNotFound: 'Banki bai sami asusu mai wannan lambar ba. Ku duba lambar da bankin.',
  errInvalidAccountNumber: 'Lambar asusu tana da lambobi 10 daidai. Ku duba lambar.',
  errUnknownBank: 'Wannan banki ba zai iya karɓar kuɗi a nan ba. Ku zaɓi wani banki.',
  errInvalidAddress: 'Adireshin walat ɗin bai dace da wannan network ba. Ku roƙi ɗan kasuwa ya duba shi.',
  errQuoteConsumed: 'An riga an yi amfani da wannan farashi. Ku sake farawa don samun sabon farashi.',
  errOrderFailed:
    'Ba a iya kammala wannan oda ba. Idan kun aika kuɗi, ku tuntuɓi ɗan kasuwa da lambar oda don a mayar muku da shi.',
  errAmountOutOfRange:
    'Wannan adadi ya yi ƙasa da mafi ƙanƙanta ko ya wuce mafi girma. Ku shigar da wani adadi.',
  errAmountUnreadable: 'Ku shigar da adadin da lambobi kawai, kamar 50000 ko 25.50.',
  errAmountRefused:
    'Ba za a iya biyan wannan adadi a nan ba: ya yi ƙasa da mafi ƙanƙanta ko ya wuce mafi girma. Don Allah ku koma shagon.',
  errSetup: 'Wannan wurin biya ba zai iya farawa yanzu ba. Don Allah ku tuntuɓi ɗan kasuwa.',
  errQuote: 'Ba mu iya samun farashi yanzu ba.',
  errRefresh: 'Ba mu iya sabunta farashi yanzu ba.',
  errOrder: 'Ba mu iya ƙirƙirar odarku ba. Ba a cire muku kuɗi ba.',
  errBanks: 'Ba mu iya loda jerin bankuna ba.',
  errResolve: 'Ba mu iya duba wannan asusun da banki ba.',
  errPoll:
    'Ba za mu iya duba biyan kuɗinku yanzu ba. Idan kun biya, kuɗinku suna lafiya: muna ci gaba da ƙoƙari.',
  errPollRetry: 'Duba yanzu',
};

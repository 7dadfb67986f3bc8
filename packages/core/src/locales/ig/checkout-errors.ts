/** The in-app checkout's and useRate's error sentences in Igbo (ig). Each key and placeholder as in ../en/checkout-errors.ts. */
import type { CheckoutErrorMessages } from '../en/checkout-errors.js';

export const checkoutErrors: CheckoutErrorMessages = {
  errRateLimited: 'Ị nwara ọtụtụ ugboro n’obere oge. Chere sekọnd ole na ole, wee nwaa ọzọ.',
  errNetwork: 'Anyị enweghị ike iru ọrụ ịkwụ ụgwọ. Lelee njikọ gị, wee nwaa ọzọ.',
  errTimeout: 'Ọrụ ịkwụ ụgwọ na-egbu oge ịza. Nwaa ọzọ n’oge na-adịghị anya.',
  errBankUnavailable: 'Ụlọ akụ azaghị. Nwaa ọzọ n’oge na-adịghị anya.',
  errAccountNotFound: 'Ụlọ akụ ahụghị akaụntụ nwere nọmba a. Lelee nọmba ahụ na ụlọ akụ ahụ.',
  errInvalidAccountNumber: 'Nọmba akaụntụ nwere ọnụọgụ iri kpọmkwem. Lelee nọmba ahụ.',
  errUnknownBank: 'Ụlọ akụ a enweghị ike ịnata ego ebe a. Họrọ ụlọ akụ ọzọ.',
  errInvalidAddress: 'Adreesị akpa ego ahụ adabaghị na netwọk a. Gwa onye na-ere ahịa ka o lelee ya.',
  errQuoteConsumed: 'E jirila ọnụahịa a mee ihe. Bido ọzọ ka ị nweta ọnụahịa ọhụrụ.',
  errOrderFailed:
    'Ọda a enweghị ike imecha. Ọ bụrụ na i zigara ego, kpọtụrụ onye na-ere ahịa, were nọmba ọda ka e weghachiri gị ya.',
  errAmountOutOfRange:
    'Ọnụ ego a dị n’okpuru nke kacha nta ma ọ bụ karịa nke kacha ukwuu. Tinye ọnụ ego ọzọ.',
  errAmountUnreadable: 'Tinye ọnụ ego naanị n’ọnụọgụ, dịka 50000 ma ọ bụ 25.50.',
  errAmountRefused:
    'Enweghị ike ịkwụ ọnụ ego a ebe a: ọ dị n’okpuru nke kacha nta ma ọ bụ karịa nke kacha ukwuu. Biko laghachi n’ụlọ ahịa ahụ.',
  errSetup: 'Ebe ịkwụ ụgwọ a enweghị ike ịmalite ugbu a. Biko kpọtụrụ onye na-ere ahịa.',
  errQuote: 'Anyị enweghị ike inweta ọnụahịa ugbu a.',
  errRefresh: 'Anyị enweghị ike imeghari ọnụahịa ugbu a.',
  errOrder: 'Anyị enweghị ike imepụta ọda gị. Ewepụghị ego n’aka gị.',
  errBanks: 'Anyị enweghị ike ibudata ndepụta ụlọ akụ.',
  errResolve: 'Anyị enweghị ike ịlele akaụntụ a n’ụlọ akụ.',
  errPoll: 'Anyị enweghị ike ịlele ịkwụ ụgwọ gị ugbu a. Ọ bụrụ na ị kwụọla, ego gị dị mma: anyị na-anwa ọzọ.',
  errPollRetry: 'Lelee ugbu a',
};

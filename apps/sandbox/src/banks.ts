/**
 * The bank directory (CBN/NIBSS codes of Nigerian banks) and a name enquiry whose answers are derived from
 * the account number, so the same number always resolves to the same name. Two account numbers fail on
 * purpose, for testing the unhappy paths: ACCOUNT_NOT_FOUND and BANK_UNAVAILABLE.
 */
import { createHash } from 'node:crypto';
import type { Bank, ResolvedBankAccount } from '@pulse/core';
import { ApiError } from './errors.js';

/** The banks `GET /v1/banks` lists and name enquiry knows: name and CBN code. */
export const BANKS: readonly Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Heritage Bank', code: '030' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Kuda Microfinance Bank', code: '50211' },
  { name: 'Lotus Bank', code: '303' },
  { name: 'Moniepoint Microfinance Bank', code: '50515' },
  { name: 'OPay Digital Services', code: '999992' },
  { name: 'Optimus Bank', code: '107' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Parallex Bank', code: '104' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'PremiumTrust Bank', code: '105' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'SunTrust Bank', code: '100' },
  { name: 'TAJBank', code: '302' },
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank for Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'VFD Microfinance Bank', code: '566' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];

/** Name enquiry finds no account with this number, at any bank. */
export const ACCOUNT_NOT_FOUND = '0000000000';
/** The bank does not answer the name enquiry for this number, at any bank. */
export const BANK_UNAVAILABLE = '9999999999';

const FIRST = [
  'Adaeze',
  'Babatunde',
  'Chiamaka',
  'Emeka',
  'Folake',
  'Ibrahim',
  'Ngozi',
  'Oluwaseun',
  'Tunde',
  'Zainab',
  'Musa',
  'Kemi',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abubakar',
  'Nwosu',
  'Balogun',
  'Danjuma',
  'Okonkwo',
  'Lawal',
  'Uche',
];

export function findBank(code: string): Bank {
  const bank = BANKS.find((b) => b.code === code);
  if (!bank) throw new ApiError('unknown_bank', `bank_code ${code} is not in GET /v1/banks.`);
  return bank;
}

export function resolveAccount(bankCode: string, accountNumber: string): ResolvedBankAccount {
  const bank = findBank(bankCode);
  if (!/^\d{10}$/.test(accountNumber)) {
    throw new ApiError('invalid_account_number', 'account_number must be exactly 10 digits (a NUBAN).');
  }
  if (accountNumber === ACCOUNT_NOT_FOUND) {
    throw new ApiError('account_not_found', `No account ${accountNumber} at ${bank.name}.`);
  }
  if (accountNumber === BANK_UNAVAILABLE) {
    throw new ApiError('bank_unavailable', `${bank.name} did not answer the name enquiry; try again later.`);
  }
  const h = createHash('sha256').update(`${bank.code}:${accountNumber}`).digest();
  const name = `${LAST[h[0]! % LAST.length]!.toUpperCase()} ${FIRST[h[1]! % FIRST.length]!.toUpperCase()} ${FIRST[h[2]! % FIRST.length]!.toUpperCase()}`;
  return { account_number: accountNumber, account_name: name, bank_code: bank.code, bank_name: bank.name };
}

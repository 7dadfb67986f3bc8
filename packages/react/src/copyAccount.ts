/** Copy of the offramp bank step, loaded with it (kept out of the first screen's bundle). */
export const ACCOUNT_COPY = {
  accountNumber: 'Account number (10 digits)',
  accountNumberHint: 'Enter the 10-digit NUBAN number.',
  bank: 'Bank',
  bankSearch: 'Search banks, e.g. GTBank or UBA',
  confirmName: 'Yes, this is my account',
  noBanks: 'No bank matches "{query}". Try its short name, such as GTB or FCMB.',
  notMine: 'Change account',
  verify: 'Verify account',
  verifying: 'Checking with the bank…',
} as const;

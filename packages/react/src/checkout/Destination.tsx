'use client';
import type { ResolvedBankAccount } from '@pulse/core';
import { Grouped } from '../ui/Grouped.js';

/** Where the money goes, as lines: the confirmed bank account (name, bank, number), else the wallet, else none. */
export const destinationLines = (account: ResolvedBankAccount | null, wallet: string | undefined) =>
  account ? [account.account_name, account.bank_name, account.account_number] : wallet ? [wallet] : [];

/**
 * Where the money goes or went, one value a line: a bank account (name, bank, number; a long bank name never
 * pushes the number past the edge) or a wallet address in groups. The review step and the receipt show it
 * alike.
 */
export function Destination({
  label,
  lines,
  long,
  testId,
}: {
  label: string;
  lines: string[];
  long: boolean;
  testId: string;
}) {
  return (
    <div className={long ? 'pulse-row pulse-long' : 'pulse-row pulse-stack'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        {lines.map((line) => (
          <span key={line} className={long ? 'pulse-value pulse-address' : 'pulse-value'}>
            {long ? <Grouped value={line} /> : line}
          </span>
        ))}
      </dd>
    </div>
  );
}

'use client';
import { useId, useState } from 'react';
import type { Bank } from '@pulse/core';
import { BankPicker } from './BankPicker.js';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutLater } from '@pulse/core/locales/en/checkout-later';
import { ACCOUNT_FIELD_CODES } from './errorCopy.js';
import { useErrorText } from './ErrorNotice.js';
import { useText } from '../i18n/speech.js';
import { StepHeading } from '../ui/StepHeading.js';
import { Skeleton } from '../ui/Skeleton.js';
import type { CheckoutFlow, FlowState } from './flow.js';
import type { OfframpCheckoutRequest } from '../types.js';

const ACCOUNT_NUMBER = /^\d{10}$/;

/** Offramp: choose the bank, enter the account number, and confirm the name the bank returns. */
export function AccountStep({
  state,
  flow,
  prefill,
}: {
  state: FlowState;
  flow: CheckoutFlow;
  prefill: OfframpCheckoutRequest['beneficiary']['bank_account'];
}) {
  const { t } = useText(checkoutLater);
  const { t: first } = useText(checkout);
  const errorText = useErrorText(state.error);
  const bankId = useId();
  const numberId = useId();
  const noteId = useId();
  const [chosen, setChosen] = useState<Bank | null>(null);
  const [number, setNumber] = useState(prefill?.account_number ?? '');
  const bank = chosen ?? state.banks?.find((b) => b.code === prefill?.bank_code) ?? null;

  if (state.resolved) {
    return (
      <div className="pulse-step">
        <StepHeading>{first.accountNameIs}</StepHeading>
        <p className="pulse-hero" data-testid="resolved-name">
          {state.resolved.account_name}
        </p>
        <p className="pulse-muted">
          {state.resolved.bank_name} · {state.resolved.account_number}
        </p>
        <div className="pulse-actions">
          <button type="button" className="pulse-button" onClick={() => flow.confirmAccount()}>
            {t.confirmName}
          </button>
          <button type="button" className="pulse-button pulse-secondary" onClick={() => flow.editAccount()}>
            {t.notMine}
          </button>
        </div>
      </div>
    );
  }
  if (!state.banks) return state.error ? null : <Skeleton />;
  const fieldError = state.error && ACCOUNT_FIELD_CODES.has(state.error.code) ? errorText : null;

  const ready = bank !== null && ACCOUNT_NUMBER.test(number);
  // A check of the account as it was (its failure, its Try again, or its answer on the way) stops standing once
  // the customer changes the bank or the number: Try again would check the old one.
  const edited = () => {
    if (state.error?.context === 'resolve' || state.busy === 'resolve') flow.editAccount();
  };
  return (
    <form
      className="pulse-step"
      // Where focus goes when the customer comes back to change the account (the form has no heading): the
      // form's start, from which Tab reaches the bank field without opening its list.
      tabIndex={-1}
      data-pulse-focus=""
      // Named, as a step's heading names it: "Paid to", the account the naira goes to.
      aria-label={first.payoutTo}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && bank && state.busy !== 'resolve') flow.resolveAccount(bank.code, number);
      }}
    >
      <label className="pulse-label" htmlFor={bankId}>
        {t.bank}
      </label>
      <BankPicker
        id={bankId}
        banks={state.banks}
        value={bank}
        onChange={(b) => {
          edited();
          setChosen(b);
        }}
      />
      <label className="pulse-label" htmlFor={numberId}>
        {t.accountNumber}
      </label>
      <input
        id={numberId}
        className="pulse-input"
        inputMode="numeric"
        autoComplete="off"
        value={number}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={noteId}
        onChange={(e) => {
          // Digits only: a number pasted as "0123 456 789" or "0123-456-789" keeps all ten (a maxLength would
          // cut the pasted text, spaces included, before they were taken out). An eleventh digit typed into a
          // full number is refused, as a maxLength would, rather than pushing the last one out.
          const digits = e.target.value.replace(/\D/g, '');
          if (digits.length > 10 && number.length === 10) return;
          edited();
          setNumber(digits.slice(0, 10));
        }}
      />
      <p id={noteId} className={fieldError ? 'pulse-field-note pulse-invalid' : 'pulse-field-note'}>
        {fieldError ?? t.accountNumberHint}
      </p>
      {/* Busy, it keeps the focus (a disabled button would drop it to the page's body, out of the dialog). */}
      <button
        type="submit"
        className="pulse-button"
        disabled={!ready}
        aria-disabled={state.busy === 'resolve' || undefined}
      >
        {state.busy === 'resolve' ? t.verifying : t.verify}
      </button>
    </form>
  );
}

'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from '@pulse/core/internal';
import { checkout } from '@pulse/core/locales/en/checkout';
import { Grouped } from './Grouped.js';
import { useText } from '../i18n/speech.js';

export interface CopyFieldProps {
  label: string;
  /** What is copied, exactly. */
  value: string;
  /** What is shown, when it differs (e.g. with the currency). */
  display?: string;
  /** A long unbroken value (an address, an id): its own full line, shown in core's groups (valueGroups). */
  long?: boolean;
  /** What the customer must get right first (the amount, the account number or address): large. */
  hero?: boolean;
  /** Shown beside the label, e.g. the time left beside the amount. */
  aside?: ReactNode;
  /**
   * Whether it has a copy button. Off for a value kept only to be read back, never to pay to again (an
   * expired order's account or address). @default true
   */
  copy?: boolean;
}

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * One labelled value with a copy button; the value is rendered as text. "Copied" shows only when the value
 * reached the clipboard; when it could not, the value's text is selected and the field says so, in a live
 * region so screen readers hear it too.
 */
export function CopyField({
  label,
  value,
  display,
  long,
  hero,
  aside,
  copy: copyable = true,
}: CopyFieldProps) {
  const { t } = useText(checkout);
  const copyLabel = t.copyButton;
  const copiedLabel = t.copiedButton;
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    void copyText(value, { select: shown.current }).then((result) =>
      setOutcome(result === 'copied' ? 'copied' : 'failed'),
    );
  };
  const copied = outcome === 'copied';
  return (
    <div
      className={['pulse-field', long && 'pulse-long', hero && 'pulse-hero-field'].filter(Boolean).join(' ')}
    >
      <dt>
        {aside ? (
          <>
            <span>{label}</span>
            {aside}
          </>
        ) : (
          label
        )}
      </dt>
      <dd>
        <span ref={shown} className={long ? 'pulse-value pulse-address' : 'pulse-value'}>
          {long && display === undefined ? <Grouped value={value} /> : (display ?? value)}
        </span>
        {/* The other label stands invisible in the same place (styles.css, data-alt): the button is as wide as
            its longer label, so nothing moves under the finger when it turns to "Copied". */}
        {copyable ? (
          <>
            <button
              type="button"
              className="pulse-copy"
              data-alt={copied ? copyLabel : copiedLabel}
              aria-label={`${copied ? copiedLabel : copyLabel} ${label}`}
              onClick={copy}
            >
              <span>{copied ? copiedLabel : copyLabel}</span>
            </button>
            <span className="pulse-copy-note" aria-live="polite" data-testid="copy-note">
              {outcome === 'failed' ? t.copyFailed : ''}
            </span>
          </>
        ) : null}
      </dd>
    </div>
  );
}

'use client';
import { useEffect, useState } from 'react';

export interface CopyFieldProps {
  label: string;
  /** What is copied, exactly. */
  value: string;
  /** What is shown, when it differs (e.g. with the currency). */
  display?: string;
  copyLabel: string;
  copiedLabel: string;
  /** A long unbroken value (an address): its own full line, sized to fit instead of wrapping. */
  long?: boolean;
}

/** One labelled value with a copy button; the value is rendered as text. */
export function CopyField({ label, value, display, copyLabel, copiedLabel, long }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={long ? 'pulse-field pulse-long' : 'pulse-field'}>
      <dt>{label}</dt>
      <dd>
        <span className={long ? 'pulse-value pulse-address' : 'pulse-value'}>{display ?? value}</span>
        <button
          type="button"
          className="pulse-copy"
          aria-label={`${copied ? copiedLabel : copyLabel} ${label}`}
          onClick={copy}
        >
          {copied ? copiedLabel : copyLabel}
        </button>
      </dd>
    </div>
  );
}

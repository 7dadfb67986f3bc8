'use client';
import { COPY } from './copy.js';

/** Where the order is: created, paid, completed. Shown once payment instructions are no longer needed. */
export function Tracker({ status }: { status: string }) {
  const reached = status === 'completed' ? 3 : status === 'awaiting_payment' ? 1 : 2;
  return (
    <ol className="pulse-tracker" aria-label={COPY.status}>
      {COPY.tracker.map((label, i) => (
        <li
          key={label}
          className={i < reached ? 'pulse-done' : undefined}
          aria-current={i === reached - 1 ? 'step' : undefined}
        >
          {label}
        </li>
      ))}
    </ol>
  );
}

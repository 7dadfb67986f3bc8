'use client';
import { COPY } from './copy.js';

/**
 * Where the order is: created, paid, completed. Shown once payment instructions are no longer needed. A
 * finished step is named in the past ("Payment received"), a step to come by what it is ("Completion").
 */
export function Tracker({ status }: { status: string }) {
  const reached = status === 'completed' ? 3 : status === 'awaiting_payment' ? 1 : 2;
  return (
    <ol className="pulse-tracker" aria-label={COPY.status}>
      {COPY.trackerDone.map((done, i) => (
        <li
          key={done}
          className={i < reached ? 'pulse-done' : undefined}
          aria-current={i === reached - 1 ? 'step' : undefined}
        >
          {i < reached ? (
            <>
              <span aria-hidden="true">✓ </span>
              {done}
            </>
          ) : (
            COPY.trackerToCome[i]
          )}
        </li>
      ))}
    </ol>
  );
}

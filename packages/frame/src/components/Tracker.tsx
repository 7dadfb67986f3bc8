import type { EmbedStatus } from '@pulse/core';
import { STEP_LABELS, STEPS } from '../status-copy.js';
import { useFrame } from '../use-frame.js';

/**
 * Statuses off the happy path: the step they stand at and what to call it there, so the tracker still says
 * where the money is (part received, held, stopped) rather than losing its place.
 */
const OFF_PATH: Partial<Record<EmbedStatus, [EmbedStatus, string]>> = {
  underpaid: ['deposit_detected', 'Part received'],
  overpaid: ['deposit_confirmed', 'Confirmed, more than due'],
  wrong_chain: ['deposit_detected', 'Held: other network'],
  failed: ['converting', 'Stopped'],
  expired: ['awaiting_payment', 'Price expired'],
};

/** The steps as a list, the current one marked for assistive technology too. */
export function Tracker() {
  const status = useFrame((s) => s.status);
  const [step, label] = OFF_PATH[status] ?? [status, undefined];
  const at = STEPS.indexOf(step);
  return (
    <ol class="steps" aria-label="Payment progress" data-off-path={label ? 'true' : undefined}>
      {STEPS.map((s, i) => (
        <li
          key={s}
          class={i < at ? 'step done' : i === at ? `step current${label ? ' off' : ''}` : 'step'}
          aria-current={i === at ? 'step' : undefined}
        >
          {i === at && label ? label : STEP_LABELS[s]}
        </li>
      ))}
    </ol>
  );
}

import type { EmbedStringKey, EmbedStatus } from '@pulse/core';
import { STEP_LABELS, STEPS } from '../status-copy.js';
import { useFrame } from '../use-frame.js';

/**
 * Statuses off the happy path: the step they stand at and what to call it there, so the tracker still says
 * where the money is (part received, held, stopped) rather than losing its place.
 */
const OFF_PATH: Partial<Record<EmbedStatus, [EmbedStatus, EmbedStringKey]>> = {
  underpaid: ['deposit_detected', 'stepUnderpaid'],
  overpaid: ['deposit_confirmed', 'stepOverpaid'],
  wrong_chain: ['deposit_detected', 'stepWrongChain'],
  failed: ['converting', 'stepFailed'],
  expired: ['awaiting_payment', 'stepExpired'],
};

/** The steps as a list, the current one marked for assistive technology too. */
export function Tracker() {
  const status = useFrame((s) => s.status);
  const strings = useFrame((s) => s.strings);
  const [step, label] = OFF_PATH[status] ?? [status, undefined];
  const at = STEPS.indexOf(step);
  return (
    <ol class="steps" aria-label={strings.trackerLabel} data-off-path={label ? 'true' : undefined}>
      {STEPS.map((s, i) => (
        <li
          key={s}
          class={i < at ? 'step done' : i === at ? `step current${label ? ' off' : ''}` : 'step'}
          aria-current={i === at ? 'step' : undefined}
        >
          {/* A finished step is named in the past: "Payment sent", not "Waiting for payment". */}
          {strings[i === at && label ? label : (i < at && STEP_LABELS[s]![1]) || STEP_LABELS[s]![0]]}
        </li>
      ))}
    </ol>
  );
}

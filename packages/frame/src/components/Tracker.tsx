import { STEP_LABELS, STEPS } from '../status-copy.js';
import { useFrame } from '../use-frame.js';

/** The happy path as steps, the current one marked for assistive technology too. */
export function Tracker() {
  const status = useFrame((s) => s.status);
  const at = STEPS.indexOf(status === 'overpaid' ? 'deposit_confirmed' : status);
  return (
    <ol class="steps" aria-label="Payment progress">
      {STEPS.map((step, i) => (
        <li
          key={step}
          class={i < at ? 'step done' : i === at ? 'step current' : 'step'}
          aria-current={i === at ? 'step' : undefined}
        >
          {STEP_LABELS[step]}
        </li>
      ))}
    </ol>
  );
}

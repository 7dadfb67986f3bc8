import { EMBED_STATUS_TABLE } from '@pulse/core/internal';
import { STEP_LABELS, STEPS, trackerAt } from '../session/status-copy.js';
import { useFrame } from './use-frame.js';

/** The steps as a list, the current one marked for assistive technology too. */
export function Tracker() {
  const status = useFrame((s) => s.status);
  const strings = useFrame((s) => s.strings);
  const session = useFrame((s) => s.session);
  // Off the happy path, the tracker stays at the step where the money stands, under the status's own label.
  const [step, label] = trackerAt(status, session);
  const at = STEPS.indexOf(step);
  // Where it ends off the path (held on another network, stopped), no step follows: none is drawn ahead.
  const shown = label && EMBED_STATUS_TABLE[status] === 'final' ? STEPS.slice(0, at + 1) : STEPS;
  return (
    <ol class="steps" aria-label={strings.trackerLabel} data-off-path={label ? 'true' : undefined}>
      {shown.map((s, i) => (
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

import { statusCopy } from '../session/status-copy.js';
import { useFocusAfterAction } from './use-focus.js';
import { useFrame } from './use-frame.js';

/** The current status in words: what happened and what to do next. */
export function StatusScreen() {
  const status = useFrame((s) => s.status);
  const strings = useFrame((s) => s.strings);
  const session = useFrame((s) => s.session);
  const copy = statusCopy(status, strings, session);
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  return (
    <section class={`screen tone-${copy.tone}`} data-status={status} aria-labelledby="status-title">
      <h2 id="status-title" tabIndex={-1} ref={heading}>
        {copy.title}
      </h2>
      {copy.body && <p class="muted">{copy.body}</p>}
    </section>
  );
}

import { useFocusAfterAction } from '../use-focus.js';
import { useController, useFrame } from '../use-frame.js';

/** The price ran out: say so and offer the refresh. */
export function Expired() {
  const strings = useFrame((s) => s.strings);
  const busy = useFrame((s) => s.busy);
  const controller = useController();
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  return (
    <section class="screen tone-warning" data-status="expired" aria-labelledby="expired-title">
      <h2 id="expired-title" tabIndex={-1} ref={heading}>
        {strings.expiredTitle}
      </h2>
      <p class="muted">{strings.expiredSubtitle}</p>
      <button type="button" class="primary" disabled={busy} onClick={() => void controller.refresh()}>
        {strings.refreshButton}
      </button>
    </section>
  );
}

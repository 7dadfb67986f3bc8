import type { Fatal as FatalError } from '../store.js';
import { useFocusAfterAction } from '../use-focus.js';

const TITLES: Record<string, string> = {
  session_expired: 'This payment session has ended',
  session_invalid: 'This payment link is not valid',
  invalid_options: 'This payment is not set up correctly',
};

/** A final screen: what went wrong and what the customer can do, with the code for support. */
export function Fatal({ fatal }: { fatal: FatalError }) {
  const heading = useFocusAfterAction<HTMLHeadingElement>();
  return (
    <section
      class="screen tone-danger"
      data-status="fatal"
      data-code={fatal.code}
      aria-labelledby="fatal-title"
    >
      <h2 id="fatal-title" tabIndex={-1} ref={heading}>
        {TITLES[fatal.code] ?? 'Something went wrong'}
      </h2>
      <p class="muted">{fatal.message}</p>
      <p class="muted small">
        Error code: <code>{fatal.code}</code>
      </p>
    </section>
  );
}

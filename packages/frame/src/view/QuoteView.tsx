import { useController, useFrame } from './use-frame.js';
import { Amount } from './Amount.js';
import { Countdown } from './Countdown.js';
import { isQuoteExpired } from './quote-state.js';
import { Notice } from './Notice.js';
import { LazyPriceChanged } from './lazy.js';

/** The quote component: the amount and rate with their countdown, and the refresh once it runs out. */
export function QuoteView() {
  const session = useFrame((s) => s.session);
  const status = useFrame((s) => s.status);
  const expired = useFrame(isQuoteExpired);
  const strings = useFrame((s) => s.strings);
  const busy = useFrame((s) => s.busy);
  const controller = useController();
  if (!session) return null;
  return (
    <div class="quote">
      <Amount session={session} copy={false} />
      <LazyPriceChanged />
      {!session.quote && <p class="muted">{strings.quoteLockedOnChoice}</p>}
      {/* The price holds for a payment still to make: once money arrived (or the session ended), no
          countdown stands frozen at 0:00 beside it. */}
      {session.quote && !expired && (status === 'awaiting_payment' || status === 'underpaid') && (
        <Countdown until={session.quote.locked_until} />
      )}
      {expired && (
        <>
          <p class="muted" role="note">
            {strings.expiredTitle}. {strings.expiredSubtitle}
          </p>
          <button
            type="button"
            class="primary"
            aria-disabled={busy || undefined}
            onClick={() => void controller.refresh()}
          >
            {strings.refreshButton}
          </button>
          <Notice />
        </>
      )}
    </div>
  );
}

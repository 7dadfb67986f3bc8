import { laterModule } from './lazy.js';
import { useEnglishMeanwhile, useFrame } from './use-frame.js';
import { isQuoteExpired, needsPick } from './quote-state.js';

/** A polite live region that reads each status change (and reconnecting) to screen readers. */
export function Announcer() {
  const status = useFrame((s) => s.status);
  const strings = useFrame((s) => s.strings);
  const session = useFrame((s) => s.session);
  const expired = useFrame(isQuoteExpired);
  const pick = useFrame(needsPick);
  // The quote component shows a price, nothing to pay: no "Waiting for your payment".
  const quote = useFrame((s) => s.options.component === 'quote');
  const reconnecting = useFrame((s) => s.reconnecting);
  const offline = useFrame((s) => s.offline);
  const fatal = useFrame((s) => s.fatal);
  const before = useFrame((s) => s.priceBefore);
  const spoke = useFrame((s) => s.focusSpoke);
  const lang = useEnglishMeanwhile();
  // Status titles past the payment instructions come with the later chunk; this re-renders when it is in.
  useFrame((s) => s.laterReady);
  // While that chunk could not be downloaded, the screen's alert says so ("try again"): nothing more here.
  const failed = useFrame((s) => !!s.laterRetry);
  // Past the payment instructions the words come with the later chunk: the title, and where money is held
  // or comes back, that sentence too, said once (the text stays the same while the session is read again).
  const later = () => laterModule()?.announcement(status, strings, session, fatal?.code);
  const text = fatal
    ? (later() ?? (failed ? '' : strings.announceFatal))
    : offline
      ? strings.offline
      : reconnecting
        ? status === 'loading'
          ? strings.loading
          : strings.announceReconnecting
        : expired
          ? // With a deposit held beside it, as the price-expired screen lists it.
            (laterModule()?.withHeld(strings.expiredTitle, strings, session) ?? strings.expiredTitle)
          : // A refresh priced the amount anew: the new amount, and not the one shown before (PriceChanged).
            (before && laterModule()?.priceChangedText(before, session, strings)) ||
            (status === 'loading'
              ? ''
              : status === 'awaiting_payment'
                ? // Nothing to pay yet while the customer picks a network: the picker speaks for itself.
                  pick || quote
                  ? ''
                  : strings.statusAwaitingTitle
                : later());
  return (
    <p class="offscreen" role="status" aria-live="polite" data-testid="announcer" lang={lang}>
      {/* Less the heading a screen reader read as it took the focus (only later screens' headings do). */}
      {spoke ? (laterModule()?.unsaid(text, spoke) ?? text) : text}
    </p>
  );
}

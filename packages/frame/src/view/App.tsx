import { useEnglishMeanwhile, useFrame } from './use-frame.js';
import { Announcer } from './Announcer.js';
import { LaterFailed, LazyFatal, LazyStatusView } from './lazy.js';
import { Payment } from './Payment.js';
import { Skeleton } from './Skeleton.js';
import { isQuoteExpired, needsPick } from './quote-state.js';
import { QuoteView } from './QuoteView.js';
import { sentPending } from '../session/store.js';

/** The frame's card: heading, the chosen component (or a final error), live announcements, attribution. */
export function App() {
  const component = useFrame((s) => s.options.component);
  const flow = useFrame((s) => s.options.flow);
  const strings = useFrame((s) => s.strings);
  const fatal = useFrame((s) => s.fatal);
  const reconnecting = useFrame((s) => s.reconnecting);
  const offline = useFrame((s) => s.offline);
  // A locale's pack still loading counts as loading: the skeleton stays rather than English flashing first.
  // So does a first screen past the payment instructions (a status, a final error) before its chunk is in.
  const waitsForLater = useFrame(
    (s) =>
      !s.laterReady && (s.status !== 'awaiting_payment' || !!s.fatal || s.options.component === 'status'),
  );
  const loading = useFrame((s) => s.status === 'loading' || !s.packReady) || waitsForLater;
  // The later chunk could not be downloaded: the screen says so (and that money sent is safe) instead of a
  // skeleton that would stand for as long as the connection is down.
  const retry = useFrame((s) => s.laterRetry);
  const test = useFrame((s) => (s.session?.environment ?? s.environment) === 'test');
  // Until the customer's language has arrived nothing is written, so no English shows first.
  const speaking = useFrame((s) => s.packReady);
  const lang = useEnglishMeanwhile();
  // The instruction to send belongs only to the screen that shows what to send; after a payment is
  // detected it would tell a customer to pay twice.
  // The skeleton of the first screen (direct flow, the session still being read) keeps the subtitle's line;
  // one standing in for a status screen, or the could-not-load message, does not: the customer may have paid.
  const reading = useFrame((s) => s.status === 'loading');
  // Nor while a wallet payment is on its way: "Send exactly the amount below" above "Do not send it again".
  const instructing = useFrame(
    (s) =>
      s.status === 'awaiting_payment' &&
      !!s.session?.deposit_address &&
      !needsPick(s) &&
      !isQuoteExpired(s) &&
      !sentPending(s),
  );
  return (
    <div class="card" data-component={component}>
      <header>
        {test && speaking && (
          <p class="test-mode" data-testid="test-mode">
            <strong>{strings.testMode}</strong> · {strings.testModeNote}
          </p>
        )}
        <h1>{speaking ? strings.title : '\u00a0'}</h1>
        {component === 'payment' && (instructing || (reading && flow === 'direct')) && !fatal && (
          <p class="muted subtitle">{speaking ? strings.subtitle : '\u00a0'}</p>
        )}
      </header>
      {offline && !fatal ? (
        <p class="banner" data-testid="offline" lang={lang}>
          {strings.offline}
        </p>
      ) : (
        reconnecting &&
        !fatal && (
          <p class="banner" data-testid="reconnecting" lang={lang}>
            {/* Nothing was connected yet on a first read that is slow: loading, not "reconnecting". */}
            {reading ? strings.loading : strings.reconnecting}
          </p>
        )
      )}
      {fatal ? (
        <LazyFatal fatal={fatal} />
      ) : loading ? (
        waitsForLater && retry && speaking ? (
          <LaterFailed retry={retry} />
        ) : (
          <Skeleton />
        )
      ) : component === 'payment' ? (
        <Payment />
      ) : component === 'quote' ? (
        <QuoteView />
      ) : (
        <LazyStatusView />
      )}
      <Announcer />
      <footer class="attribution">{speaking ? strings.poweredBy : '\u00a0'}</footer>
    </div>
  );
}

import { useFrame } from '../use-frame.js';
import { Announcer } from './Announcer.js';
import { Fatal } from './Fatal.js';
import { Payment } from './Payment.js';
import { QuoteView } from './QuoteView.js';
import { StatusView } from './StatusView.js';

/** The frame's card: heading, the chosen component (or a final error), live announcements, attribution. */
export function App() {
  const component = useFrame((s) => s.options.component);
  const strings = useFrame((s) => s.strings);
  const fatal = useFrame((s) => s.fatal);
  const reconnecting = useFrame((s) => s.reconnecting);
  const notice = useFrame((s) => s.notice);
  return (
    <div class="card" data-component={component}>
      <header>
        <h1>{strings.title}</h1>
        {component === 'payment' && <p class="muted subtitle">{strings.subtitle}</p>}
      </header>
      {reconnecting && !fatal && (
        <p class="banner" data-testid="reconnecting">
          Reconnecting…
        </p>
      )}
      {notice && !fatal && (
        <p class="banner notice" role="alert" data-testid="notice">
          {notice}
        </p>
      )}
      {fatal ? (
        <Fatal fatal={fatal} />
      ) : component === 'payment' ? (
        <Payment />
      ) : component === 'quote' ? (
        <QuoteView />
      ) : (
        <StatusView />
      )}
      <Announcer />
      <footer class="attribution">Powered by Pulse</footer>
    </div>
  );
}

/**
 * One state of the in-app checkout, alone on a page the states gallery frames at a phone's width: the modal
 * fills this frame as it fills a phone. The gallery says which state, theme and language (gallery-messages.ts);
 * this page answers with what the checkout reports.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientAuth } from '@pulse/core';
import { Checkout } from '@pulse/react';
import '@pulse/react/styles.css';
// The checkout's own record of the order a tab made (not part of @pulse/react's API: this page plays that tab).
import { rememberOrder } from '../../../packages/react/src/checkout/resume';
import { isShowState, type ShowState, type StateReport } from './gallery-messages';

const auth = ClientAuth.proxy();

const report = (text: string) =>
  window.parent.postMessage({ kind: 'pg-state-report', report: text } satisfies StateReport, location.origin);

/**
 * Opens the checkout as the tab that made the state's order (its first attempt): the checkout remembers the
 * order it made for a request's reference in the tab, and shows that order again when it opens, as after a
 * reload.
 */
function remember({ request, orderId }: ShowState['state']) {
  if (orderId) rememberOrder(request.reference, orderId, 1);
}

function StatePage() {
  const [shown, setShown] = useState<ShowState | null>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent || !isShowState(event.data))
        return;
      remember(event.data.state);
      setShown(event.data);
    };
    window.addEventListener('message', listen);
    report('ready');
    return () => window.removeEventListener('message', listen);
  }, []);
  if (!shown) return null;
  return (
    <Checkout
      key={`${shown.state.id}|${shown.locale}`}
      auth={auth}
      baseUrl="/api/pulse/checkout"
      request={shown.state.request}
      theme={shown.theme}
      strings={shown.strings}
      locale={shown.locale}
      onStatusChange={(status) => report(status)}
      onSuccess={() => report('completed')}
      onError={(code) => report(code)}
    />
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StatePage />
    </StrictMode>,
  );
}

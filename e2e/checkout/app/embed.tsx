/**
 * A React page for the <Embed> browser test, bundled at test start: ?token=&embedUrl=&apiUrl= mount the real
 * hosted embed; buttons change the theme, re-render with new callback identities, and remove the embed.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Embed } from '../../../packages/react/src/index.js';

declare global {
  interface Window {
    embedEvents: string[];
  }
}
window.embedEvents = [];

const q = new URLSearchParams(location.search);

function Page() {
  const [primaryColor, setColor] = useState('#4f46e5');
  const [renders, setRenders] = useState(0);
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1>Embed page</h1>
      <button type="button" onClick={() => setColor('#0a7d33')}>
        Green
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Remove
      </button>
      {shown ? (
        <Embed
          className="pay"
          sessionToken={q.get('token') ?? ''}
          embedUrl={q.get('embedUrl') ?? ''}
          apiUrl={q.get('apiUrl') ?? ''}
          theme={{ primaryColor, mode: 'light' }}
          onReady={() => window.embedEvents.push(`ready@${renders}`)}
          onStatusChange={(status) => window.embedEvents.push(`status:${status}@${renders}`)}
          onError={(code) => window.embedEvents.push(`error:${code}`)}
        />
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );

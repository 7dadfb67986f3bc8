import { useEffect, useRef, useState } from 'react';
import type { StringsInput, ThemeInput } from '@pulse/core';
import type { EmbedHandle } from '@pulse/embed';
import type { DemoConfig } from './config';
import type { Note } from './events';
import { loadPulse } from './pulse-script';

/** One state of the gallery, as the playground's server (gallery.ts) drove it. */
interface GalleryState {
  id: string;
  title: string;
  flow: 'select' | 'direct';
  token: string;
}

interface Props {
  config: DemoConfig;
  theme: ThemeInput;
  strings: StringsInput;
  /** The customer's language; a change mounts every frame again. */
  locale: string;
  note: Note;
}

/** Phone widths the embed is laid out for. */
const WIDTHS = [320, 360, 412] as const;

function StateEmbed({
  state,
  config,
  theme,
  strings,
  locale,
  width,
}: Omit<Props, 'note'> & { state: GalleryState; width: number }) {
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<EmbedHandle | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const looks = useRef({ theme, strings });
  looks.current = { theme, strings };

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    let cancelled = false;
    setStatus(null);
    void loadPulse(config.embedUrl).then((Pulse) => {
      if (cancelled) return;
      handle.current = Pulse.mount(el, {
        sessionToken: state.token,
        embedUrl: config.embedUrl,
        apiUrl: config.apiUrl,
        flow: state.flow,
        locale,
        ...looks.current,
        onReady: () => setStatus((s) => s ?? 'ready'),
        onStatusChange: (next) => setStatus(next),
        onQuoteExpired: () => setStatus('quote expired'),
        onError: (code) => setStatus(code),
      });
    });
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, [state, locale, config]);

  useEffect(() => {
    handle.current?.update({ theme, strings });
  }, [theme, strings]);

  const heading = `pg-gallery-${state.id}`;
  return (
    <section className="pg-gallery-state" aria-labelledby={heading} data-state={state.id}>
      <h3 id={heading}>{state.title}</h3>
      <p className="pg-muted" aria-live="polite">
        Embed reports: <span data-testid="reports">{status ?? 'loading…'}</span>
      </p>
      <div ref={target} className="pg-embed-target" style={{ width }} />
    </section>
  );
}

/**
 * Every state of the hosted embed at once: the server mints one session per state and drives it there through
 * the sandbox's simulate routes and clock; each is mounted here as a real embed, in the theme being edited and
 * the customer language chosen, at a phone width.
 */
export function Gallery({ config, theme, strings, locale, note }: Props) {
  const [width, setWidth] = useState<number>(360);
  const [states, setStates] = useState<GalleryState[] | null>(null);
  const [busy, setBusy] = useState(false);

  const build = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/gallery', { method: 'POST' });
      const body = (await response.json()) as { states?: GalleryState[]; error?: string };
      if (response.ok && body.states) {
        setStates(body.states);
        note('sandbox', `gallery: ${body.states.length} sessions driven to their states`);
      } else note('sandbox', `could not build the gallery: ${body.error ?? response.status}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pg-integration">
      <p className="pg-hint">
        One embed per state, each on its own sandbox session driven there by real deposits and the test clock.
        Building moves the sandbox clock about 40 minutes, so other open sessions age too.
      </p>
      <form
        className="pg-row"
        onSubmit={(e) => {
          e.preventDefault();
          void build();
        }}
      >
        <label className="pg-field">
          <span>Frame width</span>
          <select value={width} onChange={(e) => setWidth(Number(e.target.value))}>
            {WIDTHS.map((w) => (
              <option key={w} value={w}>
                {w} px
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="pg-button" disabled={busy}>
          {states ? 'Build again' : 'Build the gallery'}
        </button>
      </form>
      {states ? (
        <div className="pg-gallery">
          {states.map((state) => (
            <StateEmbed
              key={state.token}
              state={state}
              config={config}
              theme={theme}
              strings={strings}
              locale={locale}
              width={width}
            />
          ))}
        </div>
      ) : (
        <p className="pg-empty">{busy ? 'Driving the sandbox…' : 'Build the gallery to see every state.'}</p>
      )}
    </div>
  );
}

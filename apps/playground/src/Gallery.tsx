import { useEffect, useRef, useState } from 'react';
import type { StringsInput, ThemeInput } from '@pulse/core';
import type { EmbedHandle } from '@pulse/embed';
import type { GalleryState } from '../gallery';
import type { DemoConfig } from './config';
import type { Note } from './events';
import { isStateReport, type CheckoutState, type ShowState } from './gallery-messages';
import { loadPulse } from './pulse-script';

interface Props {
  config: DemoConfig;
  theme: ThemeInput;
  strings: StringsInput;
  /** The customer's language; a change mounts every frame again. */
  locale: string;
  note: Note;
}

/** Phone widths the embed and the checkout are laid out for. */
const WIDTHS = [320, 360, 412] as const;
/** A mid-range phone's viewport height, the checkout's frame height. */
const PHONE_HEIGHT = 740;

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
 * One checkout state: its own page (checkout-state.html) in a frame of a phone's size, so that the modal fills
 * it as it fills a phone; the frame is told the state, the theme and the language, and reports what it sees.
 */
function StateCheckout({
  state,
  theme,
  strings,
  locale,
  width,
}: Omit<Props, 'note' | 'config'> & { state: CheckoutState; width: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const shown: ShowState = { kind: 'pg-show-state', state, theme, strings, locale };
  const latest = useRef(shown);
  latest.current = shown;
  const show = () => frame.current?.contentWindow?.postMessage(latest.current, location.origin);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (event.origin !== location.origin || !win || event.source !== win || !isStateReport(event.data))
        return;
      if (event.data.report === 'ready') show();
      else setStatus(event.data.report);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(show, [theme, strings, locale]);

  const heading = `pg-gallery-checkout-${state.id}`;
  return (
    <section className="pg-gallery-state" aria-labelledby={heading} data-checkout-state={state.id}>
      <h3 id={heading}>{state.title}</h3>
      <p className="pg-muted" aria-live="polite">
        Checkout reports:{' '}
        <span data-testid="reports">{status ?? (state.orderId ? 'loading…' : 'no order yet')}</span>
      </p>
      <iframe
        ref={frame}
        className="pg-checkout-frame"
        title={`${state.title}, at ${width} px`}
        src="/checkout-state.html"
        width={width}
        height={PHONE_HEIGHT}
      />
    </section>
  );
}

/**
 * Every state of the hosted embed and of the in-app checkout at once: the server mints one session or order per
 * state and drives it there through the sandbox's simulate routes and clock; each is shown here for real, in the
 * theme being edited and the customer language chosen, at a phone width.
 */
export function Gallery({ config, theme, strings, locale, note }: Props) {
  const [width, setWidth] = useState<number>(360);
  const [states, setStates] = useState<GalleryState[] | null>(null);
  const [checkout, setCheckout] = useState<CheckoutState[]>([]);
  const [busy, setBusy] = useState(false);

  const build = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/gallery', { method: 'POST' });
      const body = (await response.json()) as {
        states?: GalleryState[];
        checkout?: CheckoutState[];
        error?: string;
      };
      if (response.ok && body.states && body.checkout) {
        setStates(body.states);
        setCheckout(body.checkout);
        note(
          'sandbox',
          `gallery: ${body.states.length} sessions and ${body.checkout.length} checkouts driven to their states`,
        );
      } else note('sandbox', `could not build the gallery: ${body.error ?? response.status}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pg-integration">
      <p className="pg-hint">
        One embed per state, each on its own sandbox session driven there by real deposits and the test clock,
        and one in-app checkout per state, each on its own order (paid by the sandbox&rsquo;s bank transfers
        and deposits) in a frame of a phone&rsquo;s size. Building moves the sandbox clock about 40 minutes,
        so other open sessions and orders age too.
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
        <>
          <h3 className="pg-gallery-heading">Hosted embed</h3>
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
          <h3 className="pg-gallery-heading">In-app checkout</h3>
          <div className="pg-gallery">
            {checkout.map((state) => (
              <StateCheckout
                key={state.request.reference}
                state={state}
                theme={theme}
                strings={strings}
                locale={locale}
                width={width}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="pg-empty">{busy ? 'Driving the sandbox…' : 'Build the gallery to see every state.'}</p>
      )}
    </div>
  );
}

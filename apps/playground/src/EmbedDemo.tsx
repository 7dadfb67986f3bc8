import { useEffect, useRef, useState } from 'react';
import type { Component, Flow, StringsInput, ThemeInput } from '@pulse/core';
import type { EmbedHandle } from '@pulse/embed';
import type { DemoConfig } from './config';
import type { Note } from './events';
import { loadPulse } from './pulse-script';

interface Props {
  config: DemoConfig;
  theme: ThemeInput;
  strings: StringsInput;
  /** The customer's language; a change mounts a new frame. */
  locale: string;
  note: Note;
  onSession: (token: string | null) => void;
}

const COMPONENTS: Component[] = ['payment', 'quote', 'status'];

/**
 * Integration 1: the hosted embed from the script-tag build. The page's backend mints a session with
 * @pulse/server's createSession; the page calls `Pulse.mount` with it, and theme edits go through `update()`.
 */
export function EmbedDemo({ config, theme, strings, locale, note, onSession }: Props) {
  const [amount, setAmount] = useState('25000');
  const [flow, setFlow] = useState<Flow>('select');
  const [component, setComponent] = useState<Component>('payment');
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<EmbedHandle | null>(null);
  // The theme at mount time; later edits reach the frame through update().
  const looks = useRef({ theme, strings });
  looks.current = { theme, strings };

  const start = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount, currency: 'NGN', flow }),
      });
      const body = (await response.json()) as { token?: string; error?: string };
      if (response.ok && body.token) {
        setToken(body.token);
        onSession(body.token);
        note('sandbox', `session minted for ₦${amount} (${flow} flow)`);
      } else note('sandbox', `could not mint a session: ${body.error ?? response.status}`);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!token || !target.current) return;
    const el = target.current;
    let cancelled = false;
    void loadPulse(config.embedUrl).then(
      (Pulse) => {
        if (cancelled) return;
        handle.current = Pulse.mount(el, {
          sessionToken: token,
          embedUrl: config.embedUrl,
          apiUrl: config.apiUrl,
          flow,
          component,
          locale,
          ...looks.current,
          onReady: () => note('embed', 'onReady'),
          onStatusChange: (status, orderId) => note('embed', `onStatusChange ${status} ${orderId ?? ''}`),
          onSuccess: (orderId) => note('embed', `onSuccess ${orderId}`),
          onQuoteExpired: () => note('embed', 'onQuoteExpired'),
          onQuoteRefreshed: (until) => note('embed', `onQuoteRefreshed ${until}`),
          onError: (code, message) => note('embed', `onError ${code}: ${message}`),
        });
      },
      (e: Error) => note('embed', e.message),
    );
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
    // flow is read when the session is minted; a new token remounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, component, locale, config, note]);

  useEffect(() => {
    handle.current?.update({ theme, strings });
  }, [theme, strings]);

  return (
    <div className="pg-integration">
      <p className="pg-hint">
        A plain <code>&lt;script src=&quot;…/pulse.iife.js&quot;&gt;</code> and <code>Pulse.mount()</code>{' '}
        with a <code>cs_test_</code> session your server minted. The embed runs on its own origin.
      </p>
      <form
        className="pg-row"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <label className="pg-field">
          <span>Amount (NGN)</span>
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>
        <label className="pg-field">
          <span>Flow</span>
          <select value={flow} onChange={(e) => setFlow(e.target.value as Flow)}>
            <option value="select">select (customer picks)</option>
            <option value="direct">direct (USDT on BASE)</option>
          </select>
        </label>
        <label className="pg-field">
          <span>Component</span>
          <select value={component} onChange={(e) => setComponent(e.target.value as Component)}>
            {COMPONENTS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="pg-button" disabled={busy}>
          {token ? 'New session' : 'Create session'}
        </button>
      </form>
      {token ? null : <p className="pg-empty">Create a session to mount the embed here.</p>}
      <div ref={target} className="pg-embed-target" />
    </div>
  );
}

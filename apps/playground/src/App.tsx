import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { resolveScheme } from '@pulse/core';
import { CheckoutDemo } from './CheckoutDemo';
import type { DemoConfig } from './config';
import { ControlPanel } from './ControlPanel';
import { EMPTY_EDITOR, parseEditor, type Applied, type EditorState } from './editor-state';
import { EmbedDemo } from './EmbedDemo';
import { EventLog } from './EventLog';
import { Gallery } from './Gallery';
import type { LogEntry, Note } from './events';
import { RateDemo } from './RateDemo';
import { Tabs } from './Tabs';
import { ThemeEditor } from './ThemeEditor';
import { useWebhookEvents } from './useWebhookEvents';

const TABS = ['Hosted embed', 'In-app checkout', 'Price widget', 'States gallery'] as const;

/** The languages every surface ships, and auto (the browser's languages). */
const LANGUAGES = [
  ['en-NG', 'English (Nigeria)'],
  ['pcm', 'Nigerian Pidgin'],
  ['yo', 'Yorùbá'],
  ['ha', 'Hausa'],
  ['ig', 'Igbo'],
  ['auto', 'Auto (browser languages)'],
] as const;
type Tab = (typeof TABS)[number];

function usePrefersDark(): boolean {
  const query = '(prefers-color-scheme: dark)';
  const [dark, setDark] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const change = () => setDark(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return dark;
}

export function App() {
  const [config, setConfig] = useState<DemoConfig | null>(null);
  const [tab, setTab] = useState<Tab>('Hosted embed');
  const [editor, setEditor] = useState<EditorState>(EMPTY_EDITOR);
  const [applied, setApplied] = useState<Applied>(() => parseEditor(EMPTY_EDITOR));
  const [log, setLog] = useState<LogEntry[]>([]);
  const [sessionToken, setSessionToken] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [locale, setLocale] = useState<string>('en-NG');
  const prefersDark = usePrefersDark();
  // The page follows the theme's mode, so "dark" darkens the whole merchant page, not only the surfaces.
  const scheme = resolveScheme(applied.theme.mode ?? 'auto', prefersDark);

  const note: Note = useCallback(
    (source, text) =>
      setLog((entries) => [{ seq: (entries[0]?.seq ?? 0) + 1, source, text }, ...entries].slice(0, 200)),
    [],
  );

  useWebhookEvents(note);

  useEffect(() => {
    void fetch('/api/config')
      .then((r) => r.json() as Promise<DemoConfig>)
      .then(setConfig);
  }, []);

  useEffect(() => {
    const next = parseEditor(editor);
    // Keep the last valid theme on screen while a value is being typed.
    setApplied((prev) => (next.error ? { ...prev, error: next.error } : next));
  }, [editor]);

  useEffect(() => {
    document.documentElement.dataset.scheme = scheme;
  }, [scheme]);

  const panels: Record<Tab, ReactNode> = {
    'Hosted embed': config ? (
      <EmbedDemo
        config={config}
        theme={applied.theme}
        strings={applied.strings}
        locale={locale}
        note={note}
        onSession={setSessionToken}
      />
    ) : (
      <p className="pg-muted">Loading…</p>
    ),
    'In-app checkout': (
      <CheckoutDemo
        theme={applied.theme}
        strings={applied.strings}
        locale={locale}
        note={note}
        onOrder={setOrderId}
      />
    ),
    'Price widget': (
      <RateDemo
        theme={applied.theme}
        prefersDark={prefersDark}
        locale={locale}
        note={note}
        active={tab === 'Price widget'}
      />
    ),
    'States gallery': config ? (
      <Gallery config={config} theme={applied.theme} strings={applied.strings} locale={locale} note={note} />
    ) : (
      <p className="pg-muted">Loading…</p>
    ),
  };

  return (
    <div className="pg">
      <header className="pg-header">
        <h1>Pulse playground</h1>
        <p>
          Three ways to take NGN ⇄ USDT/USDC payments, in test mode against a local sandbox. Change the theme
          and every surface follows; drive the sandbox and watch the callbacks arrive.
        </p>
      </header>
      <div className={tab === 'States gallery' ? 'pg-layout pg-wide' : 'pg-layout'}>
        <main className="pg-main">
          <label className="pg-field pg-locale">
            <span>Customer language</span>
            <select value={locale} onChange={(e) => setLocale(e.target.value)}>
              {LANGUAGES.map(([tag, name]) => (
                <option key={tag} value={tag}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <Tabs label="Integrations" tabs={TABS} selected={tab} onSelect={setTab} panels={panels} />
        </main>
        <div className="pg-side">
          <ControlPanel sessionToken={sessionToken} orderId={orderId} note={note} />
          <EventLog entries={log} onClear={() => setLog([])} />
        </div>
        <ThemeEditor value={editor} onChange={setEditor} applied={applied} scheme={scheme} />
      </div>
    </div>
  );
}

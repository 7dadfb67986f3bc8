import { useEffect, useState } from 'react';
import { validateStrings, validateTheme, type StringsInput, type ThemeInput } from '@pulse/core';
import { CheckoutDemo } from './CheckoutDemo';
import { EmbedDemo } from './EmbedDemo';
import { RateDemo } from './RateDemo';
import { ThemeEditor, type EditorState, INITIAL_EDITOR } from './ThemeEditor';

export interface DemoConfig {
  embedUrl: string;
  apiUrl: string;
}

const TABS = ['Hosted embed', 'In-app checkout', 'Rate helper'] as const;
type Tab = (typeof TABS)[number];

/** Validated theme and strings from the editor, or the error naming the bad value. */
function parseEditor(state: EditorState): { theme: ThemeInput; strings: StringsInput; error: string | null } {
  try {
    return { theme: validateTheme(state.theme), strings: validateStrings(state.strings), error: null };
  } catch (e) {
    return { theme: {}, strings: {}, error: (e as Error).message };
  }
}

export function App() {
  const [config, setConfig] = useState<DemoConfig | null>(null);
  const [tab, setTab] = useState<Tab>('Hosted embed');
  const [editor, setEditor] = useState<EditorState>(INITIAL_EDITOR);
  const [applied, setApplied] = useState(() => parseEditor(INITIAL_EDITOR));

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

  return (
    <div className="pg">
      <header className="pg-header">
        <h1>Pulse playground</h1>
        <p>
          Test mode against the local sandbox. The embed runs on its own origin; the checkout and rate helper
          call this page&rsquo;s backend, which holds the secret key.
        </p>
      </header>
      <div className="pg-layout">
        <ThemeEditor value={editor} onChange={setEditor} error={applied.error} />
        <main className="pg-main">
          <div role="tablist" aria-label="Integrations" className="pg-tabs">
            {TABS.map((t) => (
              <button
                key={t}
                role="tab"
                id={`tab-${t}`}
                aria-selected={tab === t}
                aria-controls="pg-panel"
                className="pg-tab"
                onClick={() => setTab(t)}
              >
                {t}
              </button>
            ))}
          </div>
          <section id="pg-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="pg-panel">
            {!config ? (
              <p>Loading…</p>
            ) : tab === 'Hosted embed' ? (
              <EmbedDemo config={config} theme={applied.theme} strings={applied.strings} />
            ) : tab === 'In-app checkout' ? (
              <CheckoutDemo theme={applied.theme} strings={applied.strings} />
            ) : (
              <RateDemo theme={applied.theme} />
            )}
          </section>
        </main>
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { StringsInput, ThemeInput } from '@pulse/core';
import { Embed } from '@pulse/react';
import type { DemoConfig } from './App';

interface Props {
  config: DemoConfig;
  theme: ThemeInput;
  strings: StringsInput;
}

const post = async (path: string, body: unknown) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json()) as Record<string, unknown> };
};

export function EmbedDemo({ config, theme, strings }: Props) {
  const [amount, setAmount] = useState('25000');
  const [flow, setFlow] = useState<'select' | 'direct'>('select');
  const [token, setToken] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const note = (line: string) =>
    setLog((l) => [`${new Date().toLocaleTimeString()}  ${line}`, ...l].slice(0, 40));

  const start = async () => {
    setBusy(true);
    const result = await post('/api/session', { amount, currency: 'NGN', flow });
    setBusy(false);
    if (result.ok && typeof result.body.token === 'string') {
      setLog([]);
      setToken(result.body.token);
      note(`session minted for ₦${amount} (${flow} flow)`);
    } else note(`could not mint a session: ${String(result.body.error)}`);
  };

  const deposit = async (kind: string) => {
    const result = await post('/api/demo/deposit', { token, kind });
    note(
      result.ok
        ? `sandbox: sent a ${kind} deposit`
        : `sandbox: ${String(result.body.error ?? JSON.stringify(result.body))}`,
    );
  };
  const advance = async (seconds: number) => {
    const result = await post('/api/demo/advance', { seconds });
    note(result.ok ? `sandbox: clock moved ${seconds} s` : 'sandbox: could not move the clock');
  };

  return (
    <div className="pg-split">
      <div>
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
            <select value={flow} onChange={(e) => setFlow(e.target.value as 'select' | 'direct')}>
              <option value="select">select (customer picks)</option>
              <option value="direct">direct (USDT on BASE)</option>
            </select>
          </label>
          <button type="submit" className="pg-button" disabled={busy}>
            {token ? 'New session' : 'Create session'}
          </button>
        </form>
        {token ? (
          <Embed
            key={token}
            sessionToken={token}
            embedUrl={config.embedUrl}
            apiUrl={config.apiUrl}
            flow={flow}
            theme={theme}
            strings={strings}
            onReady={() => note('onReady')}
            onStatusChange={(status, orderId) => note(`onStatusChange ${status} ${orderId ?? ''}`)}
            onSuccess={(orderId) => note(`onSuccess ${orderId}`)}
            onQuoteExpired={() => note('onQuoteExpired')}
            onQuoteRefreshed={(until) => note(`onQuoteRefreshed ${until}`)}
            onError={(code, message) => note(`onError ${code}: ${message}`)}
          />
        ) : (
          <p className="pg-hint">
            Create a session: your server mints a cs_test_ token and the page mounts the embed with it.
          </p>
        )}
      </div>
      <div>
        <h2>Sandbox controls</h2>
        <div className="pg-controls">
          <button className="pg-button" disabled={!token} onClick={() => void deposit('exact')}>
            Send exact deposit
          </button>
          <button className="pg-button" disabled={!token} onClick={() => void deposit('less')}>
            Send half
          </button>
          <button className="pg-button" disabled={!token} onClick={() => void deposit('more')}>
            Send 1.5×
          </button>
          <button className="pg-button" disabled={!token} onClick={() => void deposit('wrong_chain')}>
            Send on another network
          </button>
          <button className="pg-button" onClick={() => void advance(60)}>
            Clock +1 min
          </button>
          <button className="pg-button" onClick={() => void advance(20 * 60)}>
            Clock +20 min
          </button>
        </div>
        <h2>Callbacks</h2>
        <ol className="pg-log" aria-live="polite">
          {log.map((line, i) => (
            <li key={`${log.length - i}`}>{line}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

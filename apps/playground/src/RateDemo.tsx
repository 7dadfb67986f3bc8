import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { NETWORKS, themeStyle, type Network, type ThemeInput } from '@pulse/core';
import { useRate } from '@pulse/react';
import type { Note } from './events';

interface Props {
  theme: ThemeInput;
  prefersDark: boolean;
  /** The language of the customer's error sentence. */
  locale: string;
  note: Note;
  /** Asks for prices only while its tab is shown. */
  active: boolean;
}

/** Integration 3: a live price widget, useRate against this page's createRateHandler route. */
export function RateDemo({ theme, prefersDark, locale, note, active }: Props) {
  const [amount, setAmount] = useState('20000');
  const [network, setNetwork] = useState<Network>('BASE');
  const { data, loading, error, message, refresh } = useRate(
    { from: 'NGN', to: 'USDT', amount, network },
    { refreshMs: 15_000, enabled: active, locale },
  );
  const vars = useMemo(() => themeStyle(theme, prefersDark) as CSSProperties, [theme, prefersDark]);
  useEffect(() => {
    if (data) note('rate', `useRate data 1 USDT = ₦${data.rate} on ${data.network ?? network}`);
  }, [data, network, note]);
  useEffect(() => {
    if (error) note('rate', `useRate error ${error.code}: ${error.message}`);
  }, [error, note]);

  return (
    <div className="pg-integration">
      <p className="pg-hint">
        <code>useRate</code> from <code>@pulse/react</code> against this page&rsquo;s{' '}
        <code>/api/pulse/rate</code> route (<code>createRateHandler</code>), refreshed every 15 s.
      </p>
      <div className="pg-rate-card" style={vars} aria-live="polite" aria-busy={loading}>
        <div className="pg-row">
          <label className="pg-field">
            <span>You pay (NGN)</span>
            <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
          </label>
          <label className="pg-field">
            <span>Network</span>
            <select value={network} onChange={(e) => setNetwork(e.target.value as Network)}>
              {NETWORKS.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
        </div>
        {error ? (
          // The customer's sentence in the chosen language; the code and the route's words are in the log.
          <p className="pg-rate-error" lang={locale === 'auto' ? undefined : locale}>
            {message}
          </p>
        ) : data ? (
          <>
            <p className="pg-rate-big">
              {data.youReceive} <span>USDT</span>
            </p>
            <p>
              1 USDT = ₦{data.rate} · you send ₦{data.youSend}
            </p>
          </>
        ) : (
          <p className="pg-rate-muted">{loading ? 'Fetching a rate…' : 'Enter an amount.'}</p>
        )}
        <button type="button" className="pg-rate-button" onClick={() => refresh()}>
          Refresh
        </button>
      </div>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { NETWORKS, themeStyle, type Network, type ThemeInput } from '@pulse/core';
import { useRate } from '@pulse/react';

export function RateDemo({ theme }: { theme: ThemeInput }) {
  const [amount, setAmount] = useState('20000');
  const [network, setNetwork] = useState<Network>('BASE');
  const { data, loading, error, refresh } = useRate(
    { from: 'NGN', to: 'USDT', amount, network },
    { refreshMs: 15_000 },
  );
  const vars = useMemo(() => themeStyle(theme, false) as React.CSSProperties, [theme]);

  return (
    <div className="pg-rate" style={vars}>
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
      <div className="pg-rate-card" aria-live="polite" aria-busy={loading}>
        {error ? (
          <p className="pg-error">
            {error.code}: {error.message}
          </p>
        ) : data ? (
          <>
            <p className="pg-rate-big">
              {data.youReceive} <span>USDT</span>
            </p>
            <p>
              1 USDT = ₦{data.rate} · you send ₦{data.youSend}
            </p>
            <p className="pg-muted">Indicative until {new Date(data.expiresAt).toLocaleTimeString()}</p>
          </>
        ) : (
          <p className="pg-muted">{loading ? 'Fetching a rate…' : 'Enter an amount.'}</p>
        )}
        <button className="pg-button" onClick={() => refresh()}>
          Refresh
        </button>
      </div>
    </div>
  );
}

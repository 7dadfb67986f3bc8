// A merchant's React app built from the published packages: the hosted embed with a session minted by the
// app's server, a live price from useRate, and the in-app checkout through the app's proxy route.
import { Checkout, ClientAuth, Embed, useRate, type CheckoutRequest } from '@pulse/react';
import '@pulse/react/styles.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Config {
  token: string;
  embedUrl: string;
  apiUrl: string;
}

function Price() {
  const rate = useRate({ from: 'NGN', to: 'USDT', amount: '50000' });
  if (rate.error) return <p id="rate-error">{rate.error.code}</p>;
  return <p id="rate">{rate.data ? `${rate.data.youReceive} USDT` : 'Loading price'}</p>;
}

function App() {
  const [config, setConfig] = useState<Config | null>(null);
  const [status, setStatus] = useState('mounting');
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  useEffect(() => {
    void fetch('/api/session', { method: 'POST' })
      .then((r) => r.json() as Promise<Config>)
      .then(setConfig);
  }, []);
  return (
    <main>
      <Price />
      {/* Above the embed: the frame's height changes after ready (its later screens arrive), and a button
          below it would move between a pointer's aim and its press. */}
      <button
        id="buy"
        onClick={() =>
          setRequest({
            type: 'onramp',
            reference: `shop-${Date.now()}`,
            quote: {
              source_currency: 'NGN',
              destination_currency: 'USDT',
              network: 'BASE',
              source_amount: '50000',
            },
            payer: { name: 'Ada Obi', email: 'ada@example.com' },
            destination: { address: '0x2f6a6bcd0d0ea1a4bcf8e9f2b1e0c3d4a5b6c7d8' },
          })
        }
      >
        Buy USDT
      </button>
      <p id="embed-status">{status}</p>
      {config && (
        <Embed
          sessionToken={config.token}
          embedUrl={config.embedUrl}
          apiUrl={config.apiUrl}
          onReady={() => setStatus('ready')}
          onError={(code) => setStatus(`error ${code}`)}
        />
      )}
      <Checkout
        auth={ClientAuth.proxy()}
        baseUrl="/api/pulse/checkout"
        request={request}
        onClose={() => setRequest(null)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

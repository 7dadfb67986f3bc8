import { useState } from 'react';
import { ClientAuth, randomId, type StringsInput, type ThemeInput } from '@pulse/core';
import { Checkout, type CheckoutRequest } from '@pulse/react';

interface Props {
  theme: ThemeInput;
  strings: StringsInput;
}

const auth = ClientAuth.proxy();

function onramp(amount: string): CheckoutRequest {
  return {
    type: 'onramp',
    reference: `demo_on_${randomId(6)}`,
    quote: { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE', source_amount: amount },
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  };
}

function offramp(amount: string): CheckoutRequest {
  return {
    type: 'offramp',
    reference: `demo_off_${randomId(6)}`,
    quote: {
      source_currency: 'USDC',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: amount,
    },
    beneficiary: { name: 'Ada Obi', email: 'ada@example.com' },
  };
}

export function CheckoutDemo({ theme, strings }: Props) {
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  return (
    <div className="pg-split">
      <div>
        <p className="pg-hint">
          The checkout calls this page&rsquo;s <code>/api/pulse/checkout</code> route (createCheckoutProxy),
          which adds the secret key. Pay the onramp virtual account or the offramp deposit from the sandbox
          controls of the embed tab, or with the sandbox&rsquo;s simulate routes.
        </p>
        <div className="pg-controls">
          <button className="pg-button" onClick={() => setRequest(onramp('50000'))}>
            Buy USDT with ₦50,000
          </button>
          <button className="pg-button" onClick={() => setRequest(offramp('40'))}>
            Sell 40 USDC for naira
          </button>
        </div>
        <Checkout
          auth={auth}
          baseUrl="/api/pulse/checkout"
          request={request}
          theme={theme}
          strings={strings}
          onStatusChange={(status, id) => note(`onStatusChange ${status} ${id}`)}
          onSuccess={(id) => note(`onSuccess ${id}`)}
          onError={(code, message) => note(`onError ${code}: ${message}`)}
          onClose={() => setRequest(null)}
        />
      </div>
      <div>
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

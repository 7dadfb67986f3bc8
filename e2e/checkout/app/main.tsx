/**
 * A small merchant page for the checkout's browser tests, bundled at fixture start. The query string picks
 * the flow: ?flow=onramp|offramp&ref=<reference>&close=0|1&poll=<ms>&amount=<source amount>&auth=live
 * &wallet=<onramp destination address>&theme=light|dark|strong|round&strings=bad|long&locale=<BCP 47 tag>&strings=bad (auth=live hands the checkout a live secret key, which it must refuse in a browser;
 * strong is a loud merchant theme: #ffeb3b, square corners, a serif font; strings=bad overrides a key the
 * catalogue does not have).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientAuth, type ThemeInput } from '../../../packages/core/src/index.js';
import { Checkout, useRate, type CheckoutRequest } from '../../../packages/react/src/index.js';

declare global {
  interface Window {
    /** Every callback the checkout made, in order, for the tests to read. */
    pulseEvents: string[];
  }
}
window.pulseEvents = [];
const log = (entry: string) => window.pulseEvents.push(entry);

const q = new URLSearchParams(location.search);
const flow = q.get('flow') === 'offramp' ? 'offramp' : 'onramp';
const reference = q.get('ref') ?? `shop-${Date.now()}`;
const withClose = q.get('close') !== '0';
const pollMs = Number(q.get('poll') ?? '250');
// A made-up live key: the checkout refuses it before any request, so it never leaves the page.
const auth =
  q.get('auth') === 'live' ? ClientAuth.apiKey('sk_live_e2eRefusedInBrowser00') : ClientAuth.proxy();

const THEMES: Record<string, ThemeInput> = {
  light: { mode: 'light' },
  dark: { mode: 'dark' },
  strong: { primaryColor: '#ffeb3b', borderRadius: '0', fontFamily: 'Georgia, "Times New Roman", serif' },
  // A merchant's pill-shaped look: the dialog's corners are capped, so they never cut its title or close button.
  round: { borderRadius: '9999px' },
};
const theme = THEMES[q.get('theme') ?? ''];
const locale = q.get('locale') ?? undefined;
// strings=long: a merchant's longest words (the checkout takes up to 280 characters a sentence), a title with
// no space to wrap at and a long label, on a 320 px phone.
const strings =
  q.get('strings') === 'bad'
    ? ({ reviewTitel: 'Check' } as never)
    : q.get('strings') === 'long'
      ? {
          titleBuy: 'Buy{asset}NowWithABankTransferFromAnyNigerianBankAccount',
          rate: 'Exchange rate including every fee our partners charge',
        }
      : undefined;

function buildRequest(): CheckoutRequest {
  if (flow === 'onramp') {
    return {
      type: 'onramp',
      reference,
      quote: {
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        // `receive`: the cart fixes what the customer receives (in USDT), and the quote prices the naira.
        ...(q.get('receive')
          ? { destination_amount: q.get('receive')! }
          : { source_amount: q.get('amount') ?? '50000' }),
      },
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: q.get('wallet') ?? '0x8ba1f109551bd432803012645ac136ddd64dba72' },
    };
  }
  return {
    type: 'offramp',
    reference,
    quote: {
      // USDC on a test network carries a test token, so the funding step offers "Open in wallet".
      source_currency: q.get('asset') === 'USDC' ? 'USDC' : 'USDT',
      destination_currency: 'NGN',
      network: q.get('network') === 'ETHEREUM' ? 'ETHEREUM' : 'BASE',
      source_amount: q.get('amount') ?? '25',
    },
    beneficiary: { name: 'Ada Obi', email: 'ada@example.com' },
  };
}

function Price() {
  const [amount, setAmount] = useState('');
  const { data, loading, error, message } = useRate(
    { from: 'NGN', to: 'USDT', amount, network: 'BASE' },
    { locale },
  );
  return (
    <section aria-labelledby="price-title">
      <h2 id="price-title">Price check</h2>
      <label htmlFor="naira">Naira to spend</label>
      <input id="naira" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <p data-testid="rate-preview">
        {error
          ? `error: ${error.code}: ${message ?? ''}`
          : data
            ? `You receive ${data.youReceive} USDT at ${data.rate}`
            : ''}
        {loading ? ' (updating)' : ''}
      </p>
    </section>
  );
}

function Shop() {
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  return (
    <>
      <main>
        <h1>Test shop</h1>
        <button type="button" onClick={() => setRequest(buildRequest())}>
          {flow === 'onramp' ? 'Buy USDT' : 'Sell USDT'}
        </button>
        <Price />
      </main>
      <Checkout
        auth={auth}
        baseUrl="/api/pulse/checkout"
        request={request}
        pollMs={pollMs}
        theme={theme}
        locale={locale}
        strings={strings}
        onStatusChange={(status) => log(`status:${status}`)}
        onSuccess={() => log('success')}
        onError={(code) => log(`error:${code}`)}
        onClose={
          withClose
            ? () => {
                log('close');
                setRequest(null);
              }
            : undefined
        }
      />
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Shop />
    </StrictMode>,
  );

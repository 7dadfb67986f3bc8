import { useRef, useState } from 'react';
import { ClientAuth } from '@pulse/core/internal/auth';
import type { StringsInput } from '@pulse/core/internal/strings';
import type { ThemeInput } from '@pulse/core/internal/theme';
import { randomId } from '@pulse/core/internal/uuid';
import { Checkout, type CheckoutRequest } from '@pulse/react';
import type { Note } from './events';

interface Props {
  theme: ThemeInput;
  strings: StringsInput;
  locale: string;
  note: Note;
  onOrder: (orderId: string | null) => void;
}

const auth = ClientAuth.proxy();

type AutoPay = 'exact' | 'under' | 'off';

/** The customer's side of the payment, played by the sandbox: a bank transfer or a crypto deposit. */
async function pay(orderId: string, kind: Exclude<AutoPay, 'off'>): Promise<string> {
  const response = await fetch('/api/controls/order-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, kind }),
  });
  const body = (await response.json()) as { data?: { order_status?: string }; error?: string };
  return response.ok
    ? `order ${body.data?.order_status ?? 'paid'}`
    : `refused: ${body.error ?? response.status}`;
}

function onramp(amount: string, reference: string): CheckoutRequest {
  return {
    type: 'onramp',
    reference,
    quote: { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE', source_amount: amount },
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  };
}

function offramp(amount: string, reference: string): CheckoutRequest {
  return {
    type: 'offramp',
    reference,
    quote: {
      source_currency: 'USDC',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: amount,
    },
    beneficiary: { name: 'Ada Obi', email: 'ada@example.com' },
  };
}

/** Integration 2: the React in-app checkout, calling this page's createCheckoutProxy route. */
export function CheckoutDemo({ theme, strings, locale, note, onOrder }: Props) {
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  // The modal makes the rest of the page inert while it is open, as a real payer's bank app would be
  // elsewhere; so the customer's payment can be scripted here before the order is made.
  const [autoPay, setAutoPay] = useState<AutoPay>('exact');
  const paid = useRef(new Set<string>());
  // One cart per direction, as a shop has one cart per customer: reopening the checkout for it shows the order
  // it already made (as the leave dialog promises), and a paid cart gives way to a new one.
  const carts = useRef<Partial<Record<CheckoutRequest['type'], string>>>({});
  const cart = (type: CheckoutRequest['type']) =>
    (carts.current[type] ??= `demo_${type === 'onramp' ? 'on' : 'off'}_${randomId(6)}`);
  return (
    <div className="pg-integration">
      <p className="pg-hint">
        <code>&lt;Checkout&gt;</code> from <code>@pulse/react</code> calls this page&rsquo;s{' '}
        <code>/api/pulse/checkout</code> route (<code>createCheckoutProxy</code>), which adds the secret key.
        The sandbox plays the customer&rsquo;s bank or wallet.
      </p>
      <label className="pg-field">
        <span>When the order is made, the customer pays</span>
        <select value={autoPay} onChange={(e) => setAutoPay(e.target.value as AutoPay)}>
          <option value="exact">the amount due (completes after 30 s of sandbox time)</option>
          <option value="under">half of it (the order waits for the rest)</option>
          <option value="off">nothing (pay from the sandbox controls, or let it expire)</option>
        </select>
      </label>
      <div className="pg-controls">
        <button
          type="button"
          className="pg-button"
          onClick={() => setRequest(onramp('50000', cart('onramp')))}
        >
          Buy USDT with ₦50,000
        </button>
        <button
          type="button"
          className="pg-button"
          onClick={() => setRequest(offramp('40', cart('offramp')))}
        >
          Sell 40 USDC for naira
        </button>
      </div>
      <Checkout
        auth={auth}
        baseUrl="/api/pulse/checkout"
        request={request}
        theme={theme}
        strings={strings}
        locale={locale}
        onStatusChange={(status, id) => {
          onOrder(id);
          note('checkout', `onStatusChange ${status} ${id}`);
          if (status === 'awaiting_payment' && autoPay !== 'off' && !paid.current.has(id)) {
            paid.current.add(id);
            const kind = autoPay;
            void pay(id, kind).then((result) =>
              note('sandbox', `customer paid ${kind === 'exact' ? 'in full' : 'half'}: ${result}`),
            );
          }
        }}
        onSuccess={(id) => {
          if (request) delete carts.current[request.type];
          note('checkout', `onSuccess ${id}`);
        }}
        onError={(code, message) => note('checkout', `onError ${code}: ${message}`)}
        onClose={() => {
          setRequest(null);
          note('checkout', 'onClose');
        }}
      />
    </div>
  );
}

/**
 * The states gallery's backend route: mints one session per embed state and one order per checkout state, and
 * drives each to its state with the sandbox's own simulate routes and test clock, then hands the page the
 * tokens to mount and the checkout requests (with their orders) to open.
 *
 *   POST /api/gallery   → { states: [{ id, title, flow, token }], checkout: [{ id, title, request, orderId }] }
 *
 * The clock moves forward about 40 minutes per build (a funding window and a price lock), so other open
 * sessions in the demo move with it. The order matters: final states first, since each clock step moves every
 * session still open; the states that must not age are minted last.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomId, scale, type ClientSession, type Order } from '@pulse/core/internal';
import type { CheckoutRequest } from '@pulse/react';
import type { StartedSandbox } from '@pulse/sandbox';
import { createSession } from '@pulse/server';
import { payOrder, sandboxCall } from './controls.js';
import type { CheckoutState } from './src/gallery-messages.js';

export interface GalleryState {
  id: string;
  /** What the state is, as the gallery's heading names it. */
  title: string;
  flow: 'select' | 'direct';
  token: string;
}

/** The checkout's states in the order a customer meets them. */
const STEPS = [
  'quote',
  'account',
  'bank-transfer',
  'deposit',
  'part-paid',
  'processing',
  'completed',
  'expired',
];

type Asset = 'USDT' | 'USDC';
type Chain = 'POLYGON' | 'BASE';

export function galleryRoute(sandbox: StartedSandbox) {
  const merchant = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };

  const mint = async (flow: 'select' | 'direct', asset: Asset = 'USDT', network: Chain = 'POLYGON') => {
    const session = await createSession(merchant, {
      reference: `gallery_${randomId(6)}`,
      amount: '25000',
      currency: 'NGN',
      flow,
      ...(flow === 'direct' ? { asset, network } : {}),
    });
    return session.token;
  };

  const read = async (token: string): Promise<ClientSession> => {
    const response = await fetch(`${sandbox.url}/v1/client/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const session = ((await response.json()) as { data?: ClientSession }).data;
    if (!session?.deposit_address || !session.due.amount) throw new Error('The session has no deposit yet.');
    return session;
  };

  const pay = async (
    token: string,
    amount: (due: string) => string,
    options: { network?: Chain; outcome?: 'failed' } = {},
  ) => {
    const session = await read(token);
    const answer = await sandboxCall(sandbox, 'POST', '/v1/collections/deposits/simulate', {
      address: session.deposit_address,
      asset: session.due.asset,
      network: options.network ?? session.due.network,
      amount: amount(session.due.amount ?? '0'),
      ...(options.outcome ? { outcome: options.outcome } : {}),
    });
    if (answer.status >= 300) throw new Error(`The sandbox refused a deposit (${answer.status}).`);
    return session;
  };

  /** Moves the sandbox clock to one second past `iso`. */
  const passed = (iso: string | null | undefined) => {
    const ms = Date.parse(iso ?? '') - sandbox.clock.now().getTime() + 1000;
    if (ms > 0) sandbox.clock.advance(ms);
  };

  const buying = (): CheckoutRequest => ({
    type: 'onramp',
    reference: `gallery_on_${randomId(6)}`,
    quote: { source_currency: 'NGN', destination_currency: 'USDT', network: 'BASE', source_amount: '50000' },
    payer: { name: 'Ada Obi', email: 'ada@example.com' },
    destination: { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  });
  const selling = (): CheckoutRequest => ({
    type: 'offramp',
    reference: `gallery_off_${randomId(6)}`,
    quote: { source_currency: 'USDC', destination_currency: 'NGN', network: 'POLYGON', source_amount: '40' },
    beneficiary: {
      name: 'Ada Obi',
      email: 'ada@example.com',
      bank_account: { bank_code: '058', account_number: '0123456789' },
    },
  });

  /** Makes the order the checkout would make for `request` (a quote, then the order), with the secret key. */
  const order = async (request: CheckoutRequest): Promise<Order> => {
    const quote = await sandboxCall(sandbox, 'POST', '/v1/quotes', request.quote);
    const quoteId = (quote.body as { data?: { id?: string } }).data?.id;
    if (!quoteId) throw new Error(`The sandbox refused a quote (${quote.status}).`);
    const body =
      request.type === 'onramp'
        ? {
            reference: request.reference,
            quote_id: quoteId,
            payer: request.payer,
            destination: request.destination,
          }
        : { reference: request.reference, quote_id: quoteId, beneficiary: request.beneficiary };
    const made = await sandboxCall(sandbox, 'POST', `/v1/${request.type}/orders`, body);
    const data = (made.body as { data?: Order }).data;
    if (!data) throw new Error(`The sandbox refused an order (${made.status}).`);
    return data;
  };

  /** The customer pays `made` (the order as its creation answered it: no second read). */
  const paid = async (made: Order, kind: 'exact' | 'under' | 'over') => {
    const answer = await payOrder(sandbox, made, kind);
    if (answer.status >= 300) throw new Error(`The sandbox refused a payment (${answer.status}).`);
  };

  const build = async (): Promise<{ states: GalleryState[]; checkout: CheckoutState[] }> => {
    const checkout: CheckoutState[] = [];
    const made = async (id: string, title: string, request: CheckoutRequest) => {
      const created = await order(request);
      checkout.push({ id, title, request, orderId: created.id });
      return created;
    };

    const overpaid = await mint('direct');
    const failed = await mint('direct');
    await pay(overpaid, (due) => scale(due, 101n, 100n));
    await pay(failed, (due) => due, { outcome: 'failed' });
    const done = await made('completed', 'Checkout: paid, the receipt', buying());
    await paid(done, 'exact');
    sandbox.clock.advance(30_000);

    const ended = await mint('direct');
    const endedSession = await pay(ended, () => '1');
    const gone = await made('expired', 'Checkout: the order expired', selling());
    passed([endedSession.expires_at, gone.expires_at].sort().at(-1));

    const late = await mint('direct');
    passed((await read(late)).quote?.locked_until);

    const picker = await mint('select');
    const awaiting = await mint('direct', 'USDC', 'BASE');
    const detected = await mint('direct');
    const under = await mint('direct');
    const wrong = await mint('direct');
    await pay(detected, (due) => due);
    await pay(under, () => '1');
    await pay(wrong, () => '5', { network: 'BASE' });

    // The checkout's open states, made last so that no clock step ages them; the first two have no order yet.
    const open = [
      { id: 'quote', title: 'Checkout: the price to confirm', request: buying(), orderId: null },
      { id: 'account', title: 'Checkout: the bank account to pay out to', request: selling(), orderId: null },
    ];
    await made('bank-transfer', 'Checkout: the bank transfer to make', buying());
    await made('deposit', 'Checkout: the crypto to send', selling());
    const part = await made('part-paid', 'Checkout: half of the transfer arrived', buying());
    await paid(part, 'under');
    const settling = await made('processing', 'Checkout: paid, being settled', selling());
    await paid(settling, 'exact');

    const direct = (id: string, title: string, token: string): GalleryState => ({
      id,
      title,
      flow: 'direct',
      token,
    });
    const states: GalleryState[] = [
      { id: 'picker', title: 'Choosing a coin and network', flow: 'select', token: picker },
      direct('awaiting', 'Waiting for the payment', awaiting),
      direct('detected', 'Payment detected', detected),
      direct('underpaid', 'Part of the payment arrived', under),
      direct('wrong-network', 'Sent on another network', wrong),
      direct('overpaid-receipt', 'Paid more than due: the receipt', overpaid),
      direct('failed', 'Conversion failed', failed),
      direct('ended-after-part', 'Session ended after a part payment', ended),
      direct('price-expired', 'Price lock expired', late),
    ];
    // In the order a customer meets them.
    const byStep = [...open, ...checkout].sort((a, b) => STEPS.indexOf(a.id) - STEPS.indexOf(b.id));
    return { states, checkout: byStep };
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return json(405, { error: 'POST only.' });
    try {
      json(200, await build());
    } catch (e) {
      json(502, { error: String((e as Error).message) });
    }
  };
}

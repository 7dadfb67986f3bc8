/**
 * The states gallery's backend route: mints one session per embed state and drives each to its state with the
 * sandbox's own simulate routes and test clock, then hands the page the tokens to mount.
 *
 *   POST /api/gallery   → { states: [{ id, title, flow, token }] }
 *
 * The clock moves forward about 40 minutes per build (a funding window and a price lock), so other open
 * sessions in the demo move with it. The order matters: final states first, since each clock step moves every
 * session still open; the states that must not age are minted last.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomId, scale, type ClientSession } from '@pulse/core/internal';
import type { StartedSandbox } from '@pulse/sandbox';
import { createSession } from '@pulse/server';
import { sandboxCall } from './controls.js';

export interface GalleryState {
  id: string;
  /** What the state is, as the gallery's heading names it. */
  title: string;
  flow: 'select' | 'direct';
  token: string;
}

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

  const build = async (): Promise<GalleryState[]> => {
    const overpaid = await mint('direct');
    const failed = await mint('direct');
    await pay(overpaid, (due) => scale(due, 101n, 100n));
    await pay(failed, (due) => due, { outcome: 'failed' });
    sandbox.clock.advance(30_000);

    const ended = await mint('direct');
    const endedSession = await pay(ended, () => '1');
    passed(endedSession.expires_at);

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

    const direct = (id: string, title: string, token: string): GalleryState => ({
      id,
      title,
      flow: 'direct',
      token,
    });
    return [
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
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return json(405, { error: 'POST only.' });
    try {
      json(200, { states: await build() });
    } catch (e) {
      json(502, { error: String((e as Error).message) });
    }
  };
}

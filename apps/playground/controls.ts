/**
 * The playground's sandbox control panel, as backend routes: the page names what to simulate and this file,
 * which holds the test key, reads the session or order and calls the sandbox's simulate routes. A real
 * integration has none of this; it exists so a visitor can drive every status from the page.
 *
 *   POST /api/controls/session-deposit  { token, kind }   exact | under | over | wrong_network | failed
 *   POST /api/controls/order-payment    { orderId, kind }  exact | under (onramp bank transfer, offramp deposit)
 *   POST /api/controls/clock            { seconds }
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { scale } from '@pulse/core/internal/decimal';
import type { Network } from '@pulse/core/internal/enums';
import type { ClientSession, Order } from '@pulse/core/internal/wire';
import type { StartedSandbox } from '@pulse/sandbox';

export type Answer = { status: number; body: unknown };

/** A request's JSON object body; anything else (no body, bad JSON, an array) reads as `{}`. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const refuse = (status: number, error: string): Answer => ({ status, body: { error } });

/** Half the amount due, or one and a half times it, computed on decimal strings. */
function amountFor(kind: unknown, due: string): string {
  if (kind === 'under') return scale(due, 1n, 2n);
  if (kind === 'over') return scale(due, 3n, 2n);
  return due;
}

/**
 * Calls the sandbox's v1 API with the test key, as the merchant backend does; a body is sent as JSON with a
 * fresh idempotency key. Answers the status and the parsed JSON body.
 */
export async function sandboxCall(
  sandbox: StartedSandbox,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      'x-api-key': sandbox.keys.test,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * The customer's payment of `order` (as the service answered it), played by the sandbox: a bank transfer to an
 * onramp order's account, or a deposit to an offramp order's address, of the amount due (`exact`), half of it
 * (`under`) or one and a half times it (`over`).
 */
export function payOrder(sandbox: StartedSandbox, order: Order, kind: unknown): Promise<Answer> {
  if (order.type === 'onramp') {
    return sandboxCall(sandbox, 'POST', '/v1/sandbox/bank-transfers', {
      account_number: order.funding_account.account_number,
      amount: amountFor(kind, order.funding_account.amount),
    });
  }
  return sandboxCall(sandbox, 'POST', '/v1/collections/deposits/simulate', {
    address: order.funding_account.deposit_address,
    asset: order.source.currency,
    network: order.funding_account.network,
    amount: amountFor(kind, order.source.amount),
  });
}

/** A session token's shape; checked before it goes into a header, where a newline would make fetch throw. */
const SESSION_TOKEN = /^cs_(test|live)_[A-Za-z0-9_-]{1,200}$/;

export function controlRoutes(sandbox: StartedSandbox) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    sandboxCall(sandbox, method, path, body);

  const sessionDeposit = async (body: Record<string, unknown>): Promise<Answer> => {
    if (typeof body.token !== 'string') return refuse(400, 'Create a session first.');
    if (!SESSION_TOKEN.test(body.token)) return refuse(400, 'token must be a cs_test_… session token.');
    const read = await fetch(`${sandbox.url}/v1/client/session`, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    const session = ((await read.json()) as { data?: ClientSession }).data;
    const { deposit_address: address, due } = session ?? { deposit_address: null, due: null };
    if (!address || !due?.amount || !due.asset || !due.network) {
      return refuse(409, 'Choose an asset and network in the embed first.');
    }
    const network: Network =
      body.kind === 'wrong_network' ? (due.network === 'BASE' ? 'POLYGON' : 'BASE') : due.network;
    return call('POST', '/v1/collections/deposits/simulate', {
      address,
      asset: due.asset,
      network,
      amount: amountFor(body.kind, due.amount),
      ...(body.kind === 'failed' ? { outcome: 'failed' } : {}),
    });
  };

  const orderPayment = async (body: Record<string, unknown>): Promise<Answer> => {
    if (typeof body.orderId !== 'string' || !/^[\w-]{1,64}$/.test(body.orderId)) {
      return refuse(400, 'Start a checkout order first.');
    }
    const read = await call('GET', `/v1/orders/${body.orderId}`);
    const order = (read.body as { data?: Order }).data;
    return order ? payOrder(sandbox, order, body.kind) : read;
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const body = await readJsonBody(req);
    let answer: Answer;
    if (req.method !== 'POST') answer = refuse(405, 'POST only.');
    else if (path === '/api/controls/session-deposit') answer = await sessionDeposit(body);
    else if (path === '/api/controls/order-payment') answer = await orderPayment(body);
    else if (path === '/api/controls/clock') {
      const seconds = Number(body.seconds);
      answer =
        Number.isInteger(seconds) && seconds > 0
          ? await call('POST', '/v1/sandbox/clock/advance', { seconds })
          : refuse(400, 'seconds must be a positive whole number.');
    } else answer = refuse(404, 'No such control.');
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  };
}

import type { Order } from '@pulse/core';
import { expect } from 'vitest';
import { signWebhook } from '../src/index.js';

/** A webhook delivery as a web Request. */
export const delivery = (event: unknown, secret: string, url = 'https://shop.example/api/pulse/webhooks') => {
  const raw = JSON.stringify(event);
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-signature': signWebhook(raw, secret) },
    body: raw,
  });
};

export const order = (id: string, status: string, updatedAt: string, extra: Partial<Order> = {}): Order =>
  ({
    id,
    reference: `ref_${id}`,
    type: 'onramp',
    status,
    rate: '1600',
    source: { currency: 'NGN', amount: '20000' },
    destination: { currency: 'USDT', amount: '12.5', network: 'BASE' },
    party: { name: 'Ada', email: 'ada@example.com' },
    funding_account: {
      account_name: 'Pulse Ada',
      account_number: '0123456789',
      bank_code: '058',
      bank_name: 'GTBank',
      amount: '20000',
    },
    expires_at: '2026-11-23T11:00:00.000Z',
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: updatedAt,
    ...extra,
  }) as Order;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fake service that records every call and answers with `answer` (by default a plain success). */
export function fakeService(
  answer: (seen: Seen) => Response | Promise<Response> = () => json(200, { status: true, data: { ok: 1 } }),
) {
  const calls: Seen[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    const seen: Seen = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body as string | undefined,
    };
    calls.push(seen);
    return answer(seen);
  };
  return { calls, fetchImpl };
}

/** What a misconfigured route answers any visitor; what to change is only in the server's log. */
export const MISCONFIGURED = {
  status: false,
  code: 'invalid_options',
  error: "This route's server is not configured correctly; its log says which option to change.",
};

/** Everything the route logged with console.error, as one string. */
export const loggedText = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.flat().join('\n');

/** An error answer of the proxy: its HTTP status, code and sentence (the body's own `status` is false). */
export const errorOf = async (res: Response) => {
  const body = (await res.json()) as { status: boolean; code: string; error: string };
  expect(body.status).toBe(false);
  return { status: res.status, code: body.code, error: body.error };
};

/** A quote the sandbox prices: ₦20,000 of USDT on Base. */
export const onrampQuote = {
  source_currency: 'NGN',
  destination_currency: 'USDT',
  network: 'BASE',
  source_amount: '20000',
};

/** The body of an onramp order on `quoteId` (any value: the refusals of a bad one are tested too). */
export const onrampOrder = (reference: string, quoteId: unknown) => ({
  reference,
  quote_id: quoteId,
  payer: { name: 'Ada Obi', email: 'ada@example.com' },
  destination: { address: `0x${'d'.repeat(40)}` },
});

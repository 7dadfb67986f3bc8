/** A fake of the service's checkout routes behind a fetch function, recording every call. */
import type { Order, Quote } from '@pulse/core';

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  /** The request's signal, aborted by the caller's timeout or its going away. */
  signal: AbortSignal | undefined;
}

/** An answer that never comes, as on a network that stalls: it ends only when the request is aborted. */
export const stalled = (call: Call) =>
  new Promise<Response>((_, reject) =>
    call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

type Handler = (call: Call) => Response | Promise<Response> | undefined;

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: true, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
export const fail = (status: number, code: string, error = code) =>
  new Response(JSON.stringify({ status: false, code, error }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function quote(over: Partial<Quote> = {}): Quote {
  return {
    id: 'q_1',
    rate: '1600.00',
    source_currency: 'NGN',
    destination_currency: 'USDT',
    network: 'BASE',
    source_amount: '20000',
    destination_amount: '12.50',
    expires_at: new Date(Date.now() + 120_000).toISOString(),
    ...over,
  };
}

export function onrampOrder(status: string, over: Partial<Order> = {}): Order {
  return {
    id: 'ord_1',
    reference: 'ref-1',
    type: 'onramp',
    status: status as Order['status'],
    rate: '1600.00',
    source: { currency: 'NGN', amount: '20000' },
    destination: { currency: 'USDT', amount: '12.50', network: 'BASE' },
    party: { name: 'Ada', email: 'ada@example.com' },
    funding_account: {
      account_name: 'Pulse / Ada',
      account_number: '9012345678',
      bank_code: '999',
      bank_name: 'Sandbox Bank',
      amount: '20000',
    },
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...over,
  } as Order;
}

export function offrampOrder(status: string): Order {
  return {
    id: 'ord_2',
    reference: 'ref-2',
    type: 'offramp',
    status: status as Order['status'],
    rate: '1590.00',
    source: { currency: 'USDT', amount: '25', network: 'BASE' },
    destination: { currency: 'NGN', amount: '39750' },
    party: { name: 'Ada', email: 'ada@example.com' },
    funding_account: { deposit_address: '0xabc0000000000000000000000000000000000def', network: 'BASE' },
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  } as Order;
}

export function fakeService(handler: Handler) {
  const calls: Call[] = [];
  const fetchImpl = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^.*(?=\/v1\/)/, ''),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const response = await handler(call);
    if (!response) return fail(404, 'not_found');
    return response;
  };
  return { calls, fetchImpl, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

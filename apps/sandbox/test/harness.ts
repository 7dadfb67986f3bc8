/** A sandbox app per test, called in-process through `app.request()`, with a frozen clock. */
import { createSandboxApp, type SandboxAppOptions } from '../src/index.js';

export const START = new Date('2026-11-22T10:00:00.000Z');

// Test answers are read field by field; typing each one would only restate the wire types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export function harness(options: SandboxAppOptions = {}) {
  const sb = createSandboxApp({
    frozenClock: true,
    clockStart: START,
    rateLimitPerMinute: false,
    ...options,
  });
  const [first, second] = sb.businesses;
  const keys = {
    test: first!.test.secretKey,
    live: first!.live.secretKey,
    otherTest: second!.test.secretKey,
  };

  async function call<T = Json>(
    method: string,
    path: string,
    credential?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const init: RequestInit = {
      method,
      headers: {
        ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const res = await sb.app.request(path, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  const as = (credential: string) => ({
    get: <T = Json>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, credential, undefined, headers),
    post: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, credential, body, headers),
  });

  const advance = (seconds: number) => sb.clock.advance(seconds * 1000);

  /** A fresh onramp quote for `ngn` naira of USDT on BASE. */
  async function onrampQuote(credential = keys.test, ngn = '20000') {
    const r = await as(credential).post('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: ngn,
    });
    if (r.status !== 201) throw new Error(`quote failed: ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  let refs = 0;
  async function onrampOrder(credential = keys.test, ngn = '20000') {
    const quote = await onrampQuote(credential, ngn);
    const r = await as(credential).post('/v1/onramp/orders', {
      reference: `ord-${++refs}`,
      quote_id: quote.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: `0x${'ab'.repeat(20)}` },
    });
    if (r.status !== 201) throw new Error(`order failed: ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  async function offrampOrder(credential = keys.test, crypto = '50') {
    const q = await as(credential).post('/v1/quotes', {
      source_currency: 'USDT',
      destination_currency: 'NGN',
      network: 'POLYGON',
      source_amount: crypto,
    });
    const r = await as(credential).post('/v1/offramp/orders', {
      reference: `off-${++refs}`,
      quote_id: q.body.data.id,
      beneficiary: {
        name: 'Ada Obi',
        email: 'ada@example.com',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
    });
    if (r.status !== 201) throw new Error(`offramp order failed: ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  async function session(body: Record<string, unknown> = {}, credential = keys.test) {
    const r = await as(credential).post('/v1/collection-sessions', {
      reference: `ses-${++refs}`,
      amount: '25000',
      currency: 'NGN',
      ...body,
    });
    if (r.status !== 201) throw new Error(`session failed: ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  return { ...sb, keys, call, as, advance, onrampQuote, onrampOrder, offrampOrder, session };
}

export type Harness = ReturnType<typeof harness>;

// The host session without a transport: the ready timer, the token (reused by a re-handshake, renewed only on
// the frame's request, at most 5 getter calls per mount), callbacks with once-only ready and success, a load
// failure reported once, and nothing after quit().
import type { FrameMessage } from '@pulse/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostSession, type SessionTransport } from '../src/host-session.js';
import { TOKEN } from './helpers.js';

const ORIGIN = 'https://embed.example';
const OTHER = `cs_test_${'b'.repeat(24)}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A session with a recording transport; `getter` makes the token renewable. */
function start(
  options: { getter?: () => Promise<string>; timeoutMs?: number } = {},
  more: Partial<SessionTransport> = {},
) {
  const calls: [string, unknown[]][] = [];
  const replies: object[] = [];
  const token = vi.fn(options.getter ?? (async () => TOKEN));
  const s = hostSession(
    { token, renewable: !!options.getter, timeoutMs: options.timeoutMs ?? 1000, origin: ORIGIN },
    {
      // Records every callback the session calls, by name.
      callbacks: new Proxy(
        {},
        {
          get:
            (_, name: string) =>
            (...args: unknown[]) =>
              calls.push([name, args]),
        },
      ),
      reply: (m) => replies.push(m),
      ...more,
    },
  );
  const hello = async () => {
    const got: string[] = [];
    s.hello((k) => got.push(k));
    await vi.advanceTimersByTimeAsync(0);
    return got;
  };
  const receive = async (m: object) => {
    s.receive({ v: 1, ...m } as FrameMessage);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { s, calls, replies, token, hello, receive };
}

describe('hostSession', () => {
  it('reports the ready timeout once, naming the time and the origin', async () => {
    const { calls } = start({ timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      ['onError', ['embed_load_timeout', `No ready signal in 1000 ms from ${ORIGIN}.`]],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('ready stops the timer and ends the load: a later failure is not reported', async () => {
    const settle = vi.fn();
    const { s, calls, receive } = start({}, { settle });
    await receive({ type: 'ready' });
    expect(settle).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.fail('iframe_removed', 'gone')).toBe(false);
    expect(calls).toEqual([['onReady', []]]);
  });

  it('hands the timeout to the transport’s own reporter when it has one', async () => {
    const late = vi.fn();
    const { calls } = start({ timeoutMs: 500 }, { late });
    await vi.advanceTimersByTimeAsync(500);
    expect(late).toHaveBeenCalledWith(`No ready signal in 500 ms from ${ORIGIN}.`);
    expect(calls).toEqual([]);
  });

  it('reports a load failure once, with the transport’s error object, and no timeout after it', async () => {
    const { s, calls } = start();
    const error = new Error('x');
    expect(s.fail('frame_blocked_by_csp', 'blocked', error as never)).toBe(true);
    expect(s.fail('iframe_removed', 'gone')).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([['onError', ['frame_blocked_by_csp', 'blocked', error]]]);
  });

  it('fires ready and success once, every status and other event each time, with the message’s fields', async () => {
    const { calls, receive } = start();
    for (const m of [
      { type: 'ready' },
      { type: 'status', status: 'awaiting_payment', orderId: null },
      { type: 'ready' },
      { type: 'status', status: 'completed', orderId: 'ord_1' },
      { type: 'success', orderId: 'ord_1' },
      { type: 'success', orderId: 'ord_1' },
      { type: 'quote_expired' },
      { type: 'quote_refreshed', lockedUntil: '2026-11-22T10:00:00.000Z' },
      { type: 'error', code: 'session_expired', message: 'The session ended.' },
      { type: 'error', code: 'session_expired', message: 'The session ended.' },
    ])
      await receive(m);
    expect(calls).toEqual([
      ['onReady', []],
      ['onStatusChange', ['awaiting_payment', null]],
      ['onStatusChange', ['completed', 'ord_1']],
      ['onSuccess', ['ord_1']],
      ['onQuoteExpired', []],
      ['onQuoteRefreshed', ['2026-11-22T10:00:00.000Z']],
      ['onError', ['session_expired', 'The session ended.']],
      ['onError', ['session_expired', 'The session ended.']],
    ]);
  });

  it('a re-handshake gets the current token without calling the getter; a token request calls it', async () => {
    const tokens = [TOKEN, OTHER];
    const { token, replies, hello, receive } = start({ getter: async () => tokens.shift()! });
    expect(await hello()).toEqual([TOKEN]);
    expect(await hello()).toEqual([TOKEN]);
    expect(await hello()).toEqual([TOKEN]);
    expect(token).toHaveBeenCalledTimes(1);
    await receive({ type: 'token_request' });
    expect(replies).toEqual([{ type: 'token', token: OTHER }]);
    // The frame reloaded after the renewal: the renewed token, still no getter call.
    expect(await hello()).toEqual([OTHER]);
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('calls a getter at most 5 times per mount however often the frame asks; then the answer is null', async () => {
    let n = 0;
    const { token, replies, hello, receive } = start({
      getter: async () => `cs_test_${String(n++).repeat(12)}`,
    });
    await hello();
    for (let i = 0; i < 8; i++) {
      await receive({ type: 'token_request' });
      await hello();
    }
    expect(token).toHaveBeenCalledTimes(5);
    expect(replies.map((r) => (r as { token: string | null }).token)).toEqual([
      'cs_test_111111111111',
      'cs_test_222222222222',
      'cs_test_333333333333',
      'cs_test_444444444444',
      null,
      null,
      null,
      null,
    ]);
  });

  it('a fixed token is read once and a request for another gets null', async () => {
    const { token, replies, hello, receive } = start();
    expect(await hello()).toEqual([TOKEN]);
    await receive({ type: 'token_request' });
    expect(await hello()).toEqual([TOKEN]);
    expect(token).toHaveBeenCalledTimes(1);
    expect(replies).toEqual([{ type: 'token', token: null }]);
  });

  it('a failing getter is reported once, with its code, and no timeout follows', async () => {
    const failure = Object.assign(new Error('auth() must be a cs_ session token.'), {
      code: 'invalid_options',
    });
    const { calls, hello } = start({ getter: () => Promise.reject(failure) });
    expect(await hello()).toEqual([]);
    expect(await hello()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([['onError', ['invalid_options', 'auth() must be a cs_ session token.']]]);
  });

  it('leaves open_wallet to the transport (mount() answers it on its port, the React Native view with Linking)', async () => {
    const { replies, calls, hello, receive } = start();
    await hello();
    await receive({ type: 'open_wallet', id: 1, to: '0xabc', amount: '1', network: 'BASE', token: {} });
    expect(replies).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('after quit() nothing fires and no token is handed over; quit() is true once', async () => {
    const settle = vi.fn();
    const { s, calls, replies, hello, receive } = start({ getter: async () => TOKEN }, { settle });
    expect(s.quit()).toBe(true);
    expect(s.quit()).toBe(false);
    expect(settle).toHaveBeenCalled();
    expect(await hello()).toEqual([]);
    await receive({ type: 'ready' });
    await receive({ type: 'token_request' });
    expect(s.fail('iframe_removed', 'gone')).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    expect(replies).toEqual([]);
  });
});

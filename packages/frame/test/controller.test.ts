import { PulseError, type ApiClient, type ClientSession, type FrameOptions } from '@pulse/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createController } from '../src/session/controller.js';
import { createFrameStore } from '../src/session/store.js';
import { options, session, unpicked } from './fixtures.js';

type Step = ClientSession | PulseError;

/** A fake API whose GETs answer from a script, recording every call. */
function fakeApi(script: Step[], posts: Record<string, Step> = {}, getMs = 0) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const answer = async (step: Step | undefined, ms = 0, read = false) => {
    if (read) inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
    if (read) inFlight--;
    if (!step) throw new Error('script ran out');
    if (step instanceof PulseError) throw step;
    return { data: step, meta: undefined, requestId: 'r', status: 200 };
  };
  const api = {
    get: vi.fn((path: string) => {
      calls.push({ method: 'GET', path });
      return answer(script.length > 1 ? script.shift() : script[0], getMs, true);
    }),
    post: vi.fn((path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answer(posts[path]);
    }),
    request: vi.fn(),
  } as unknown as ApiClient;
  return { api, calls, maxReadsInFlight: () => maxInFlight };
}

function setup(
  script: Step[],
  o: Partial<FrameOptions> = {},
  posts: Record<string, Step> = {},
  token: string | null = null,
  getMs = 0,
) {
  const store = createFrameStore(options(o));
  const sent: { type: string; [k: string]: unknown }[] = [];
  const tokens: string[] = [];
  const bridge = {
    send: (m: { type: string }) => sent.push(m),
    requestToken: vi.fn(async () => token),
  };
  const events: string[] = [];
  const telemetry = { track: (name: string) => events.push(name) };
  const doc = Object.assign(new EventTarget(), { hidden: false });
  const fake = fakeApi(script, posts, getMs);
  const controller = createController({
    store,
    bridge,
    api: fake.api,
    telemetry,
    setToken: (t) => tokens.push(t),
    pollMs: 1000,
    backoffMs: 500,
    maxBackoffMs: 4000,
    doc,
    elapsed: () => 42,
  });
  return { store, sent, tokens, bridge, events, doc, controller, ...fake };
}

const types = (sent: { type: string }[]) => sent.map((m) => m.type);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session controller', () => {
  it('reads the session, says ready, reports each status change once and success once', async () => {
    const s = setup([
      session(),
      session(),
      session({ status: 'deposit_detected' }),
      session({ status: 'completed' }),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(types(s.sent)).toEqual(['ready', 'status']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(s.sent).toEqual([
      { type: 'ready' },
      { type: 'status', status: 'awaiting_payment', orderId: 'ord_1' },
      { type: 'status', status: 'deposit_detected', orderId: 'ord_1' },
      { type: 'status', status: 'completed', orderId: 'ord_1' },
      { type: 'success', orderId: 'ord_1' },
    ]);
    // completed is final: polling stops.
    const reads = s.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.calls.length).toBe(reads);
    expect(s.events).toContain('load');
  });

  it('forgets the heading a screen reader heard from the focus when the status changes, not on a poll', async () => {
    const s = setup([
      session({ status: 'deposit_detected' }),
      session({ status: 'deposit_detected' }),
      session({ status: 'completed' }),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    // As use-focus.ts records it when the status screen's heading takes the focus.
    s.store.setState({ focusSpoke: 'Payment detected' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().status).toBe('deposit_detected');
    expect(s.store.getState().focusSpoke).toBe('Payment detected');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().status).toBe('completed');
    expect(s.store.getState().focusSpoke).toBeNull();
  });

  it('keeps a refresh’s changed price as news until the status or what arrived changes', async () => {
    const part = (held: number, amount = '50.000000') =>
      session({
        status: 'underpaid',
        received: {
          amount,
          remaining: '50.123456',
          excess: '0.000000',
          deposits: 1 + held,
          ...(held && {
            held: [{ asset: 'USDT', network: 'POLYGON', amount: '20.000000', reason: 'wrong_network' }],
          }),
        },
      });
    const s = setup([part(0), part(0), part(1), part(1), part(1, '60.000000')]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    s.store.setState({ priceBefore: '49.000001' });
    await vi.advanceTimersByTimeAsync(1000);
    // The same read again: still news.
    expect(s.store.getState().priceBefore).toBe('49.000001');
    await vi.advanceTimersByTimeAsync(1000);
    // A deposit held beside the rest: news of its own.
    expect(s.store.getState().priceBefore).toBeNull();
    s.store.setState({ priceBefore: '49.000001' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().priceBefore).toBe('49.000001');
    // More of the payment arrived: the rest to send changed.
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().priceBefore).toBeNull();
  });

  it('keeps the time it saw the payment complete for the receipt, and none for a session read completed', async () => {
    const done = '2026-11-27T05:14:40.000Z';
    const s = setup([
      session({ status: 'deposit_detected' }),
      session({ status: 'completed', server_time: done }),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().completedAt).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().status).toBe('completed');
    expect(s.store.getState().completedAt).toBe(done);
    // Read completed already (a reload an hour later): the read's time is not the payment's.
    const later = setup([session({ status: 'completed', server_time: '2026-11-27T06:15:00.000Z' })]);
    later.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(later.store.getState().status).toBe('completed');
    expect(later.store.getState().completedAt).toBeNull();
  });

  it('measures the service clock against the device, and keeps it through sub-second jitter', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const s = setup([
      session({ server_time: at(3_600_000) }),
      session({ server_time: at(3_600_400) }),
      session({ server_time: at(-120_000) }),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().clockOffsetMs).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().clockOffsetMs).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().clockOffsetMs).toBe(-120_000 - 2000);
  });

  it('reads at once when the browser is back online, not after its backoff, and says offline meanwhile', async () => {
    const down = new PulseError('network_error', 'offline');
    const s = setup([session(), down, down, down, down, session({ status: 'deposit_detected' })]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    globalThis.dispatchEvent(new Event('offline'));
    expect(s.store.getState().offline).toBe(true);
    // Four failed reads: the backoff is now 4 s (500 ms doubled, at most 4000).
    await vi.advanceTimersByTimeAsync(1000 + 500 + 1000 + 2000);
    const failed = s.calls.length;
    expect(failed).toBe(5);
    globalThis.dispatchEvent(new Event('online'));
    expect(s.store.getState().offline).toBe(false);
    // No timer has run: the read comes from the online event itself.
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls.length).toBe(failed + 1);
    expect(s.store.getState().status).toBe('deposit_detected');
    s.controller.stop();
  });

  it('keeps one read in flight while reads are slower than the poll interval and actions ask for more', async () => {
    // Each read takes 2.5 s against a 1 s interval; a visibility flip and a select both ask for a read now.
    const s = setup([session()], {}, { '/v1/client/session/select': session() }, null, 2500);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(100);
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await s.controller.select('USDT', 'BASE');
    await vi.advanceTimersByTimeAsync(10_000);
    const reads = s.calls.filter((c) => c.method === 'GET').length;
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(5); // 10.1 s of 2.5 s reads, back to back at most
    expect(s.maxReadsInFlight()).toBe(1);
  });

  it('an action the service refuses (409) keeps the frame going: notice, error to the host, polling on', async () => {
    const refused = new PulseError('invalid_state', 'Session is not awaiting a selection.', { status: 409 });
    const s = setup([unpicked(), session()], {}, { '/v1/client/session/select': refused });
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.controller.select('USDT', 'BASE');
    expect(s.store.getState().fatal).toBeNull();
    expect(s.store.getState().busy).toBe(false);
    expect(s.store.getState().notice).toBe('noticeRefused');
    expect(s.sent).toContainEqual({
      type: 'error',
      code: 'invalid_state',
      message: 'Session is not awaiting a selection.',
    });
    // The read the action scheduled shows where the order stands, and the notice goes with the change.
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().session?.deposit_address).not.toBeNull();
    expect(s.store.getState().notice).toBeNull();
    const at = s.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.calls.length).toBeGreaterThan(at);
  });

  it('an action that cannot reach the service says so and can be tried again', async () => {
    const posts: Record<string, Step> = {
      '/v1/client/session/select': new PulseError('network_error', 'offline'),
    };
    const s = setup([unpicked()], {}, posts);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.controller.select('USDT', 'BASE');
    expect(s.store.getState().notice).toBe('noticeTransient');
    expect(s.store.getState().fatal).toBeNull();
    posts['/v1/client/session/select'] = session();
    await s.controller.select('USDT', 'BASE');
    expect(s.store.getState().notice).toBeNull();
    expect(s.store.getState().status).toBe('awaiting_payment');
    expect(s.store.getState().session?.deposit_address).toMatch(/^0x/);
  });

  it('a session with a status this SDK does not know is retried, never shown', async () => {
    const odd = { ...session(), status: 'refunded' } as unknown as ClientSession;
    const s = setup([session(), odd, odd, session({ status: 'deposit_detected' })]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().status).toBe('awaiting_payment');
    expect(s.store.getState().reconnecting).toBe(true);
    expect(s.sent.map((m) => m.status).filter(Boolean)).not.toContain('refunded');
    await vi.advanceTimersByTimeAsync(500 + 1000);
    expect(s.store.getState().status).toBe('deposit_detected');
    expect(s.store.getState().reconnecting).toBe(false);
    expect(s.store.getState().fatal).toBeNull();
  });

  it('a quote whose lock is not a time is retried, never counted down', async () => {
    const odd = session({ quote: { rate: '1500', locked_until: 'soon' } });
    const s = setup([odd, session()]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().session).toBeNull();
    expect(s.store.getState().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.store.getState().session?.quote?.locked_until).toBe('2099-01-01T00:00:00.000Z');
  });

  it('a final error longer than the protocol allows is cut to fit, so the host still hears it', async () => {
    const s = setup([new PulseError('x'.repeat(80), 'y'.repeat(3000), { status: 404 })]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    const error = s.sent.find((m) => m.type === 'error');
    expect(error).toEqual({ type: 'error', code: 'x'.repeat(64), message: 'y'.repeat(1024) });
  });

  it('shows reconnecting on network failures, backs off, and recovers by itself', async () => {
    const down = new PulseError('network_error', 'offline');
    const s = setup([session(), down, down, down, session({ status: 'deposit_detected' })]);
    // The poller waits a random part of each backoff, half to all of it: here all of it.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000); // first failure
    expect(s.store.getState().reconnecting).toBe(true);
    const at = s.calls.length;
    await vi.advanceTimersByTimeAsync(499);
    expect(s.calls.length).toBe(at); // backoff 500 ms after one failure
    await vi.advanceTimersByTimeAsync(1 + 1000 + 2000);
    expect(s.store.getState().reconnecting).toBe(false);
    expect(s.store.getState().status).toBe('deposit_detected');
    expect(s.sent.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('a first read that cannot reach the API tells the host once, then reads on until the session comes', async () => {
    const down = new PulseError('network_error', 'Could not reach http://127.0.0.1:1/v1/client/session: x');
    const s = setup([down, down, down, session()]);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().reconnecting).toBe(true);
    expect(s.sent).toEqual([{ type: 'error', code: 'network_error', message: down.message }]);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
    // Reported once, not per retry; ready follows once the session is read, and no error after it.
    expect(s.store.getState().status).toBe('awaiting_payment');
    expect(s.sent.map((m) => m.type)).toEqual(['error', 'ready', 'status']);
    expect(s.store.getState().fatal).toBeNull();
  });

  it('a first read without an answer for 5 s shows Reconnecting and tells the host once; the answer clears it', async () => {
    const s = setup([session()], {}, {}, null, 8_000);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(s.store.getState().reconnecting).toBe(false);
    expect(s.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.store.getState().reconnecting).toBe(true);
    expect(s.sent).toEqual([
      {
        type: 'error',
        code: 'timeout',
        message: expect.stringMatching(/No answer from \/v1\/client\/session within 5000 ms/),
      },
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.store.getState().reconnecting).toBe(false);
    expect(types(s.sent)).toEqual(['error', 'ready', 'status']);
  });

  it('says nothing of a slow first read that a failed read already explained, or after ready', async () => {
    const down = new PulseError('network_error', 'Could not reach http://127.0.0.1:1/v1/client/session: x');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const failing = setup([down]);
    failing.controller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failing.sent).toEqual([{ type: 'error', code: 'network_error', message: down.message }]);
    failing.controller.stop();
    const quick = setup([session()]);
    quick.controller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quick.sent.filter((m) => m.type === 'error')).toEqual([]);
    expect(quick.store.getState().reconnecting).toBe(false);
    quick.controller.stop();
  });

  it('pauses while the page is hidden and reads at once when it shows again', async () => {
    const s = setup([session()]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    s.doc.hidden = true;
    await vi.advanceTimersByTimeAsync(1000);
    const at = s.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.calls.length).toBe(at);
    s.doc.hidden = false;
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls.length).toBe(at + 1);
  });

  it('asks the host for a new token on 401 and carries on with it', async () => {
    const refused = new PulseError('unauthorized', 'no', { status: 401 });
    const s = setup([refused, session()], {}, {}, 'cs_test_renewed123456');
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(1);
    expect(s.tokens).toEqual(['cs_test_renewed123456']);
    expect(types(s.sent)).toEqual(['ready', 'status']);
  });

  it('keeps reading, reconnecting, when the host does not answer a token request in time, and asks again', async () => {
    const refused = new PulseError('unauthorized', 'no', { status: 401 });
    const s = setup([session(), refused, refused, session()]);
    // The merchant's getter still waiting on a slow network: no answer within the request's time.
    s.bridge.requestToken
      .mockResolvedValueOnce(undefined as unknown as null)
      .mockResolvedValueOnce('cs_test_renewed123456');
    s.controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(1);
    expect(s.store.getState()).toMatchObject({ fatal: null, reconnecting: true });
    expect(s.sent).not.toContainEqual(expect.objectContaining({ type: 'error' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(2);
    expect(s.tokens).toEqual(['cs_test_renewed123456']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState()).toMatchObject({
      fatal: null,
      reconnecting: false,
      status: 'awaiting_payment',
    });
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(2);
  });

  it('a tap whose token renewal does not come through says it did not go through, and tells the host', async () => {
    const refused = new PulseError('unauthorized', 'no', { status: 401 });
    const s = setup([unpicked()], {}, { '/v1/client/session/select': refused });
    s.bridge.requestToken.mockResolvedValueOnce(undefined as unknown as null);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.controller.select('USDT', 'BASE');
    expect(s.store.getState()).toMatchObject({ fatal: null, notice: 'noticeTransient', busy: false });
    expect(s.sent).toContainEqual(expect.objectContaining({ type: 'error', code: 'unauthorized' }));
  });

  it('does not end the payment when the host has no token while the phone is offline; online, a refusal ends it', async () => {
    const refused = new PulseError('unauthorized', 'no', { status: 401 });
    const s = setup([session(), refused]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    s.store.setState({ offline: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(1);
    expect(s.store.getState()).toMatchObject({ fatal: null, reconnecting: true });
    s.store.setState({ offline: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(s.bridge.requestToken).toHaveBeenCalledTimes(2);
    expect(s.store.getState().fatal?.code).toBe('session_invalid');
  });

  it('ends with session_invalid when the host has no new token', async () => {
    const s = setup([new PulseError('unauthorized', 'no', { status: 401 })]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().fatal?.code).toBe('session_invalid');
    expect(s.sent).toContainEqual(expect.objectContaining({ type: 'error', code: 'session_invalid' }));
    // Words for the merchant, saying what to check; the customer reads the screen's own sentence.
    expect(s.sent.find((m) => m.type === 'error')?.message).toMatch(
      /refused \(401\): mint a new session.*apiUrl/,
    );
    const at = s.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.calls.length).toBe(at);
  });

  it('ends with session_expired when the service says the session ended', async () => {
    const s = setup(
      [session()],
      {},
      {
        '/v1/client/session/refresh_quote': new PulseError('session_expired', 'ended', { status: 409 }),
      },
    );
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.controller.refresh();
    expect(s.store.getState().fatal?.code).toBe('session_expired');
    expect(s.sent).toContainEqual(expect.objectContaining({ type: 'error', code: 'session_expired' }));
  });

  it('ends with session_expired once the service clock passes expires_at, without a refresh', async () => {
    const end = '2030-01-01T00:00:00.000Z';
    const before = '2029-12-31T23:59:58.000Z';
    const s = setup([
      session({ expires_at: end, server_time: before }),
      session({ status: 'expired', expires_at: end, server_time: end }),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().fatal).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().fatal?.code).toBe('session_expired');
    expect(s.sent.filter((m) => m.type === 'error')).toEqual([
      { type: 'error', code: 'session_expired', message: expect.stringContaining('ended') as string },
    ]);
    // Final: no more reads, and the refresh the screen no longer offers would send nothing.
    const reads = s.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.calls.length).toBe(reads);
    expect(s.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('an ended session read first ends at once; an underpaid one too; a paid order is still followed', async () => {
    const end = '2030-01-01T00:00:00.000Z';
    const late = '2030-01-01T00:00:01.000Z';
    const first = setup([session({ expires_at: end, server_time: late })]);
    first.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(types(first.sent)).toEqual(['error', 'ready']);
    expect(first.store.getState().fatal?.code).toBe('session_expired');

    const under = setup([session({ status: 'underpaid', expires_at: end, server_time: late })]);
    under.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(under.store.getState().fatal?.code).toBe('session_expired');

    // Part paid, then the session ends as an expired one: the host hears that status, then the error.
    const ended = setup([
      session({ status: 'underpaid', expires_at: end, server_time: '2029-12-31T23:59:00.000Z' }),
      session({ status: 'expired', expires_at: end, server_time: late }),
    ]);
    ended.controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ended.sent.map((m) => (m.type === 'status' ? `status ${m.status}` : m.type))).toEqual([
      'ready',
      'status underpaid',
      'status expired',
      'error',
    ]);

    // Funds arrived before the end: the order carries on past it and the host still hears its success.
    const paid = setup([
      session({ status: 'converting', expires_at: end, server_time: late }),
      session({ status: 'completed', expires_at: end, server_time: late }),
    ]);
    paid.controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(paid.store.getState().fatal).toBeNull();
    expect(types(paid.sent)).toEqual(['ready', 'status', 'status', 'success']);
  });

  it('narrows the session choices by the host options, and fails clearly when nothing is left', async () => {
    const a = setup([unpicked()], { networks: ['POLYGON', 'CELO'], assets: ['USDC'] });
    a.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.store.getState().choices).toEqual({ assets: ['USDC'], networks: ['POLYGON'] });
    const b = setup([unpicked()], { networks: ['CELO'] });
    b.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.store.getState().fatal).toMatchObject({
      code: 'invalid_options',
      message: expect.stringMatching(/networks/),
    });
    expect(types(b.sent)).toEqual(['error', 'ready']);
  });

  it('refuses flow direct on a session nobody pinned', async () => {
    const s = setup([unpicked()], { flow: 'direct' });
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().fatal?.code).toBe('invalid_options');
  });

  it('selects, then refreshes an expired quote and reports the new lock', async () => {
    const expired = session({
      status: 'expired',
      quote: { rate: '1500', locked_until: '2026-01-01T00:10:00.000Z' },
    });
    const fresh = session({ quote: { rate: '1501', locked_until: '2026-01-01T00:20:00.000Z' } });
    const s = setup(
      [unpicked(), expired],
      {},
      {
        '/v1/client/session/select': session({
          quote: { rate: '1500', locked_until: '2026-01-01T00:10:00.000Z' },
        }),
        '/v1/client/session/refresh_quote': fresh,
      },
    );
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.controller.select('USDT', 'BASE');
    expect(s.calls).toContainEqual({
      method: 'POST',
      path: '/v1/client/session/select',
      body: { asset: 'USDT', network: 'BASE' },
    });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.store.getState().status).toBe('expired');
    expect(types(s.sent).filter((t) => t === 'quote_expired')).toHaveLength(1);
    // Pressed twice (its button stays focusable while busy): one request, one event.
    await Promise.all([s.controller.refresh(), s.controller.refresh()]);
    expect(s.sent.at(-1)).toEqual({ type: 'quote_refreshed', lockedUntil: '2026-01-01T00:20:00.000Z' });
    expect(s.events).toEqual(expect.arrayContaining(['select', 'refresh']));
    expect(s.events.filter((e) => e === 'refresh')).toHaveLength(1);
    expect(s.calls.filter((c) => c.path === '/v1/client/session/refresh_quote')).toHaveLength(1);
  });

  it('tells a new lock seen by a read as a refresh, but not one that came with a payment, nor an older read late', async () => {
    const lock = (m: number) => ({ rate: '1500', locked_until: `2026-01-01T00:${m}:00.000Z` });
    const first = session({ quote: lock(10) });
    // The service refreshed (the refresh's own answer lost): the next read has a new lock, nothing arrived.
    const refreshed = session({ quote: lock(20), due: { ...first.due, amount: '100.200000' } });
    // An older read arriving after it: the earlier lock again.
    const late = first;
    // Then a payment after that lock, priced anew on arrival: underpaid with a new lock of its own.
    const paid = session({
      status: 'underpaid',
      quote: lock(30),
      due: refreshed.due,
      received: { amount: '50.000000', remaining: '50.200000', excess: '0.000000', deposits: 1 },
    });
    const s = setup([first, refreshed, late, refreshed, paid]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2000);
    const refreshes = s.sent.filter((m) => m.type === 'quote_refreshed');
    expect(refreshes).toEqual([{ type: 'quote_refreshed', lockedUntil: '2026-01-01T00:20:00.000Z' }]);
    expect(s.store.getState().status).toBe('underpaid');
    // The payment is the news now, not a changed price.
    expect(s.store.getState().priceBefore).toBeNull();
  });

  it('marks a shortfall that came from paying after the price ran out as re-priced, not a fee', async () => {
    const lock = (m: number) => ({ rate: '1500', locked_until: `2026-01-01T00:${m}:00.000Z` });
    const sent = { amount: '100.123456', remaining: '0.137920', excess: '0.000000', deposits: 1 };
    const repriced = session({
      status: 'underpaid',
      quote: lock(30),
      due: { ...session().due, amount: '100.261376' },
      received: sent,
    });
    // The price-expired screen, then the payment that was on its way arrives and is counted at the new price.
    const late = setup([
      session({ quote: lock(10) }),
      session({ status: 'expired', quote: lock(10) }),
      repriced,
    ]);
    late.controller.start();
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(i ? 1000 : 0);
    expect(late.store.getState().status).toBe('underpaid');
    expect(late.store.getState().repriced).toBe(true);
    // Straight from awaiting payment: a shortfall of its own (an exchange's fee, say).
    const short = setup([session({ quote: lock(10) }), repriced]);
    short.controller.start();
    for (let i = 0; i < 2; i++) await vi.advanceTimersByTimeAsync(i ? 1000 : 0);
    expect(short.store.getState().status).toBe('underpaid');
    expect(short.store.getState().repriced).toBe(false);
    // Kept while it stays underpaid (the next read of the same shortfall).
    await vi.advanceTimersByTimeAsync(1000);
    expect(late.store.getState().repriced).toBe(true);
  });

  it('reports a locally lapsed lock once, and only for the current lock, after a read', async () => {
    const s = setup([session()]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    s.controller.lapse('2000-01-01T00:00:00.000Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().lapsedLock).toBeNull();
    const reads = s.calls.length;
    s.controller.lapse('2099-01-01T00:00:00.000Z');
    // Not before the read it asks for.
    expect(s.store.getState().lapsedLock).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls.length).toBe(reads + 1);
    s.controller.lapse('2099-01-01T00:00:00.000Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().lapsedLock).toBe('2099-01-01T00:00:00.000Z');
    expect(types(s.sent).filter((t) => t === 'quote_expired')).toHaveLength(1);
  });

  it('does not lapse a lock whose session was paid meanwhile (a hidden page read nothing): the read says so', async () => {
    const lock = '2099-01-01T00:00:00.000Z';
    const open = session({ quote: { rate: '1500.00', locked_until: lock } });
    const paid = session({
      status: 'completed',
      quote: open.quote,
      received: { amount: open.due.amount!, remaining: '0.000000', excess: '0.000000', deposits: 1 },
    });
    const s = setup([open, paid]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().status).toBe('awaiting_payment');
    s.doc.hidden = true;
    // Hidden: no read, so the countdown that reached zero waits.
    s.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.store.getState().lapsedLock).toBeNull();
    // Shown again: the read says paid, and nothing was said of a lapsed price.
    s.doc.hidden = false;
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().status).toBe('completed');
    expect(s.store.getState().lapsedLock).toBeNull();
    expect(types(s.sent)).not.toContain('quote_expired');
  });

  it('does not wait past 2 s for a read that stalls, and a stopped frame reads nothing for a lapse', async () => {
    const lock = '2099-01-01T00:00:00.000Z';
    // Every read takes 5 s to answer (a stalled mobile network).
    const s = setup([session({ quote: { rate: '1500.00', locked_until: lock } })], {}, {}, null, 5000);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.store.getState().status).toBe('awaiting_payment');
    s.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.store.getState().lapsedLock).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.store.getState().lapsedLock).toBe(lock);
    s.controller.stop();
    const reads = s.calls.length;
    s.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.calls.length).toBe(reads);
  });

  it('lapses the lock on this device when the read fails (offline): no payment at a price that is over', async () => {
    const lock = '2099-01-01T00:00:00.000Z';
    const s = setup([
      session({ quote: { rate: '1500.00', locked_until: lock } }),
      new PulseError('network_error', 'offline'),
    ]);
    s.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    s.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.getState().lapsedLock).toBe(lock);
    expect(types(s.sent)).toContain('quote_expired');
  });

  it('lapses the lock of a part-paid order (its rest is priced by it), not of a paid one', async () => {
    const lock = '2099-01-01T00:00:00.000Z';
    const under = setup([session({ status: 'underpaid', quote: { rate: '1500.00', locked_until: lock } })]);
    under.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    under.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(0);
    expect(under.store.getState().lapsedLock).toBe(lock);
    expect(types(under.sent)).toContain('quote_expired');
    const paid = setup([
      session({ status: 'deposit_detected', quote: { rate: '1500.00', locked_until: lock } }),
    ]);
    paid.controller.start();
    await vi.advanceTimersByTimeAsync(0);
    paid.controller.lapse(lock);
    await vi.advanceTimersByTimeAsync(0);
    expect(paid.store.getState().lapsedLock).toBeNull();
    expect(types(paid.sent)).not.toContain('quote_expired');
  });
});

import { ClientAuth, isHostMessage, type InitMessage } from '@pulse/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, type EmbedHandle, type MountOptions } from '../src/index.js';
import { channelOf, deliver, EMBED, hello, tick, TOKEN } from './helpers.js';

let box: HTMLElement;
let handles: EmbedHandle[] = [];

beforeEach(() => {
  box = document.createElement('div');
  box.id = 'box';
  document.body.appendChild(box);
});

afterEach(() => {
  handles.forEach((h) => h.unmount());
  handles = [];
  box.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function start(options: Partial<MountOptions> = {}) {
  const token = 'auth' in options ? {} : { sessionToken: TOKEN };
  const h = mount('#box', { ...token, embedUrl: `${EMBED}/embed/`, ...options } as MountOptions);
  handles.push(h);
  const win = h.iframe.contentWindow as Window;
  const posted: { data: unknown; origin: string; ports: MessagePort[] }[] = [];
  vi.spyOn(win, 'postMessage').mockImplementation(((data: unknown, origin: string, ports?: MessagePort[]) => {
    posted.push({ data, origin, ports: ports ?? [] });
  }) as typeof win.postMessage);
  return { h, win, posted };
}

/** Completes the handshake and returns the frame's end of the port. */
async function handshake(options: Partial<MountOptions> = {}) {
  const s = start(options);
  deliver(hello(channelOf(s.h.iframe)), s.win);
  await tick();
  const init = s.posted[0];
  if (!init) throw new Error('no init');
  const port = init.ports[0] as MessagePort;
  const received: unknown[] = [];
  port.onmessage = (e) => received.push(e.data);
  const send = async (m: object) => {
    port.postMessage({ v: 1, ...m });
    await new Promise((r) => setTimeout(r, 5));
  };
  return { ...s, init, port, received, send };
}

describe('mount', () => {
  it('creates a titled, sandboxed iframe whose URL carries only the channel and the host origin', () => {
    const { h } = start();
    expect(box.firstElementChild).toBe(h.iframe);
    expect(h.iframe.title).toBe('Pulse payment');
    expect(h.iframe.getAttribute('allow')).toBe('clipboard-write');
    expect(h.iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    const url = new URL(h.iframe.src);
    expect(url.origin + url.pathname).toBe(`${EMBED}/embed/`);
    expect(url.search).toBe('');
    expect(h.iframe.src).not.toContain(TOKEN);
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect([...fragment.keys()].sort()).toEqual(['channel', 'origin']);
    expect(fragment.get('origin')).toBe(location.origin);
    expect(fragment.get('channel')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers a hello from its iframe and the embed origin with init, the token and a port', async () => {
    const { init } = await handshake({
      component: 'quote',
      networks: ['BASE'],
      theme: { primaryColor: '#112233' },
    });
    expect(init.origin).toBe(EMBED);
    expect(isHostMessage(init.data)).toBe(true);
    const m = init.data as InitMessage;
    expect(m.type).toBe('init');
    expect(m.token).toBe(TOKEN);
    expect(m.options).toMatchObject({ component: 'quote', flow: 'select', networks: ['BASE'] });
    expect(m.options.theme).toEqual({ primaryColor: '#112233' });
    expect(init.ports).toHaveLength(1);
  });

  it('ignores hellos from another window, another origin, another channel or of the wrong shape', async () => {
    const { h, win, posted } = start();
    const channel = channelOf(h.iframe);
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    deliver(hello(channel), other.contentWindow);
    deliver(hello(channel), window);
    deliver(hello(channel), win, 'https://evil.example');
    deliver(hello('x'.repeat(32)), win);
    deliver({ type: 'hello', channel }, win);
    deliver('hello', win);
    await tick();
    expect(posted).toHaveLength(0);
    other.remove();
  });

  it('turns port messages into callbacks, ready and success once each', async () => {
    const calls: unknown[][] = [];
    const rec =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push([name, ...args]);
    const { send } = await handshake({
      onReady: rec('ready'),
      onStatusChange: rec('status'),
      onSuccess: rec('success'),
      onQuoteExpired: rec('expired'),
      onQuoteRefreshed: rec('refreshed'),
      onError: rec('error'),
    });
    await send({ type: 'ready' });
    await send({ type: 'ready' });
    await send({ type: 'status', status: 'awaiting_payment', orderId: 'ord_1' });
    await send({ type: 'quote_expired' });
    await send({ type: 'quote_refreshed', lockedUntil: '2026-11-22T10:00:00.000Z' });
    await send({ type: 'status', status: 'completed', orderId: 'ord_1' });
    await send({ type: 'success', orderId: 'ord_1' });
    await send({ type: 'success', orderId: 'ord_1' });
    await send({ type: 'error', code: 'session_expired', message: 'ended' });
    await send({ type: 'status', status: 'not_a_status', orderId: 'ord_1' });
    await send({ type: 'bogus' });
    expect(calls).toEqual([
      ['ready'],
      ['status', 'awaiting_payment', 'ord_1'],
      ['expired'],
      ['refreshed', '2026-11-22T10:00:00.000Z'],
      ['status', 'completed', 'ord_1'],
      ['success', 'ord_1'],
      ['error', 'session_expired', 'ended'],
    ]);
  });

  it('follows the reported height, never below theme.minHeight', async () => {
    const { h, send } = await handshake({ theme: { minHeight: '300px' } });
    await send({ type: 'resize', height: 512.4 });
    expect(h.iframe.style.height).toBe('513px');
    expect(h.iframe.style.minHeight).toBe('300px');
  });

  it('reports embed_load_timeout once when no ready arrives in time', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    start({ readyTimeoutMs: 1000, onError });
    vi.advanceTimersByTime(999);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe('embed_load_timeout');
  });

  it('does not time out once ready arrived', async () => {
    const onError = vi.fn();
    const { send } = await handshake({ readyTimeoutMs: 50, onError });
    await send({ type: 'ready' });
    await new Promise((r) => setTimeout(r, 80));
    expect(onError).not.toHaveBeenCalled();
  });

  it('unmount removes the iframe and listener, closes the port, silences callbacks, and is idempotent', async () => {
    const onStatusChange = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    const { h, send, win, posted } = await handshake({ onStatusChange });
    h.unmount();
    h.unmount();
    expect(box.children).toHaveLength(0);
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
    await send({ type: 'status', status: 'completed', orderId: 'o' });
    expect(onStatusChange).not.toHaveBeenCalled();
    // The listener is gone for real: a hello from the (detached) iframe's window opens nothing.
    const before = posted.length;
    deliver(hello(channelOf(h.iframe)), win);
    await tick();
    expect(posted).toHaveLength(before);
  });

  it('a reloaded frame says hello again and gets a fresh init and port; the old port goes quiet', async () => {
    const onStatusChange = vi.fn();
    const first = await handshake({ onStatusChange });
    deliver(hello(channelOf(first.h.iframe)), first.win);
    await tick();
    expect(first.posted).toHaveLength(2);
    const again = first.posted[1]?.data as InitMessage;
    expect(again).toMatchObject({ type: 'init', token: TOKEN });
    const fresh = first.posted[1]?.ports[0] as MessagePort;
    expect(fresh).not.toBe(first.port);
    await first.send({ type: 'status', status: 'failed', orderId: 'old' });
    fresh.postMessage({ v: 1, type: 'status', status: 'underpaid', orderId: 'new' });
    await new Promise((r) => setTimeout(r, 5));
    expect(onStatusChange.mock.calls).toEqual([['underpaid', 'new']]);
  });

  it('a token getter that fails is reported once, by its message, with no load timeout after it', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const s = start({
      auth: ClientAuth.session(async () => {
        throw new Error('backend down');
      }),
      readyTimeoutMs: 100,
      onError,
    });
    deliver(hello(channelOf(s.h.iframe)), s.win);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError.mock.calls).toEqual([['session_invalid', 'backend down']]);
    expect(s.posted).toHaveLength(0);
    // A getter that answers something other than a session token is the integrator's bug: invalid_options.
    const onBad = vi.fn();
    const t = start({ auth: () => Promise.resolve('not-a-token'), readyTimeoutMs: 100, onError: onBad });
    deliver(hello(channelOf(t.h.iframe)), t.win);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onBad).toHaveBeenCalledTimes(1);
    expect(onBad.mock.calls[0]?.[0]).toBe('invalid_options');
    expect(onBad.mock.calls[0]?.[1]).toMatch(/auth\(\)/);
  });

  it('an invalid selector is an invalid_options error naming it, not a DOM exception', () => {
    expect(() => mount('##box', { sessionToken: TOKEN, embedUrl: `${EMBED}/embed/` })).toThrow(
      expect.objectContaining({ code: 'invalid_options', message: expect.stringContaining('##box') }),
    );
  });

  it('unmount before the handshake stops the timer and the listener', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { h, win, posted } = start({ readyTimeoutMs: 100, onError });
    h.unmount();
    deliver(hello(channelOf(h.iframe)), win);
    vi.advanceTimersByTime(1000);
    expect(onError).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it('update restyles over the port, validated', async () => {
    const { h, received } = await handshake();
    h.update({ theme: { primaryColor: '#ff0000', minHeight: '200px' }, strings: { title: 'Pay' } });
    await new Promise((r) => setTimeout(r, 5));
    expect(received).toEqual([
      {
        v: 1,
        type: 'update',
        theme: { primaryColor: '#ff0000', minHeight: '200px' },
        strings: { title: 'Pay' },
      },
    ]);
    expect(h.iframe.style.minHeight).toBe('200px');
    expect(() => h.update({ theme: { primaryColor: 'red;}' } })).toThrow(/theme\.primaryColor/);
  });

  it('an update before the handshake travels in init', async () => {
    const s = start();
    s.h.update({ strings: { title: 'Later' } });
    deliver(hello(channelOf(s.h.iframe)), s.win);
    await tick();
    expect((s.posted[0]?.data as InitMessage).options.strings).toEqual({ title: 'Later' });
  });

  it('hands a fresh token from a getter when the frame asks, and null for a fixed token', async () => {
    let n = 0;
    const getter = async () => `cs_test_fresh${String(++n).padStart(8, '0')}`;
    const a = await handshake({ auth: ClientAuth.session(getter) });
    expect((a.init.data as InitMessage).token).toBe('cs_test_fresh00000001');
    await a.send({ type: 'token_request' });
    expect(a.received).toEqual([{ v: 1, type: 'token', token: 'cs_test_fresh00000002' }]);
    a.h.unmount();
    box.replaceChildren();
    const b = await handshake();
    await b.send({ type: 'token_request' });
    expect(b.received).toEqual([{ v: 1, type: 'token', token: null }]);
  });

  it('two embeds keep to their own iframe and channel', async () => {
    const a = await handshake();
    const seen: string[] = [];
    a.h.unmount();
    box.replaceChildren();
    const one = await handshake({ onStatusChange: (s) => seen.push(`one:${s}`) });
    const two = await handshake({ onStatusChange: (s) => seen.push(`two:${s}`) });
    // The second hello carries the second channel; the first embed must not answer it.
    expect(one.posted).toHaveLength(1);
    expect(two.posted).toHaveLength(1);
    await two.send({ type: 'status', status: 'underpaid', orderId: 'b' });
    await one.send({ type: 'status', status: 'overpaid', orderId: 'a' });
    expect(seen).toEqual(['two:underpaid', 'one:overpaid']);
  });
});

describe('open_wallet', () => {
  const request = {
    to: `0x${'ab'.repeat(20)}`,
    amount: '12.5',
    network: 'BASE',
    token: { contract: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', decimals: 6, chain_id: 84532 },
  };
  const result = (received: unknown[]) =>
    received.filter((m) => (m as { type?: string }).type === 'open_result');

  it('tells the frame it opens links, and answers each request with the link it built, or a refusal', async () => {
    const seen: string[] = [];
    const { init, send, received } = await handshake({ onOpenLink: (uri) => void seen.push(uri) });
    expect((init.data as InitMessage).options.openLinks).toBe(true);
    await send({ type: 'open_wallet', id: 7, ...request });
    // A test session's link to another address's page, or to a mainnet token, is never built.
    await send({ type: 'open_wallet', id: 8, ...request, to: 'javascript:alert(1)' });
    await send({ type: 'open_wallet', id: 9, ...request, token: { ...request.token, chain_id: 8453 } });
    await send({ type: 'open_wallet', id: 10, uri: 'https://evil.example/' });
    // The opener is a chunk fetched at the handshake: wait for its answers rather than for a time.
    await vi.waitFor(() => expect(result(received)).toHaveLength(3));
    expect(result(received)).toEqual([
      { v: 1, type: 'open_result', id: 7, outcome: 'opened' },
      { v: 1, type: 'open_result', id: 8, outcome: 'refused' },
      { v: 1, type: 'open_result', id: 9, outcome: 'refused' },
    ]);
    expect(seen).toEqual([
      `ethereum:${request.token.contract}@84532/transfer?address=${request.to}&uint256=12500000`,
    ]);
  });

  it('refuses every request when turned off, and says so in init', async () => {
    const seen: string[] = [];
    const { init, send, received } = await handshake({
      openLinks: false,
      onOpenLink: (uri) => void seen.push(uri),
    });
    expect((init.data as InitMessage).options.openLinks).toBe(false);
    await send({ type: 'open_wallet', id: 1, ...request });
    await vi.waitFor(() => expect(result(received)).toHaveLength(1));
    expect(result(received)).toEqual([{ v: 1, type: 'open_result', id: 1, outcome: 'refused' }]);
    expect(seen).toEqual([]);
  });

  it("stops listening for the page's browser wallets when another handshake replaces the port, and at unmount", async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const count = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'eip6963:announceProvider').length;
    const s = await handshake();
    await vi.waitFor(() => expect(count(added)).toBe(1));
    // The frame reloaded: a second hello, a second port; the first port's listener goes.
    deliver(hello(channelOf(s.h.iframe)), s.win);
    await vi.waitFor(() => expect(count(added)).toBe(2));
    expect(count(removed)).toBe(1);
    s.h.unmount();
    expect(count(removed)).toBe(2);
  });

  it('reads the session for a browser-wallet payment with the token the frame holds after a renewal', async () => {
    const detail = {
      info: { uuid: 'w-1', name: 'Mock', icon: '', rdns: 'test.wallet' },
      provider: { request: async () => null },
    };
    const announce = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    addEventListener('eip6963:requestProvider', announce);
    // The page's read of the session before a transfer: which token it carries. Answered 503, so the
    // payment is refused (nothing reaches the wallet) once the read was made.
    const read: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      read.push(new Headers(init?.headers).get('authorization'));
      return new Response('{}', { status: 503 });
    });
    try {
      let n = 0;
      const getter = async () => `cs_test_fresh${String(++n).padStart(8, '0')}`;
      const { send, received } = await handshake({ auth: ClientAuth.session(getter) });
      const results = () => received.filter((m) => (m as { type?: string }).type === 'wallet_result');
      await send({ type: 'wallet_query' });
      await vi.waitFor(() =>
        expect(received.some((m) => (m as { type?: string }).type === 'wallets')).toBe(true),
      );
      await send({ type: 'wallet_pay', id: 1, wallet: 'w-1', ...request });
      await vi.waitFor(() => expect(results()).toHaveLength(1));
      // The frame's token was refused and renewed: the page's next read carries the new one.
      await send({ type: 'token_request' });
      await send({ type: 'wallet_pay', id: 2, wallet: 'w-1', ...request });
      await vi.waitFor(() => expect(results()).toHaveLength(2));
      expect(read).toEqual(['Bearer cs_test_fresh00000001', 'Bearer cs_test_fresh00000002']);
      expect(results()).toEqual([
        { v: 1, type: 'wallet_result', id: 1, outcome: 'refused', reason: 'session' },
        { v: 1, type: 'wallet_result', id: 2, outcome: 'refused', reason: 'session' },
      ]);
    } finally {
      removeEventListener('eip6963:requestProvider', announce);
    }
  });
});

import { ClientAuth, isPulseError, type InitMessage } from '@pulse/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framingAllowed } from '../src/probe.js';
import { mount, type EmbedHandle, type MountOptions } from '../src/index.js';
import { channelOf, deliver, EMBED, hello, tick, TOKEN } from './helpers.js';

let box: HTMLElement;
let handles: EmbedHandle[] = [];

beforeEach(() => {
  box = document.createElement('div');
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
  const h = mount(box, { ...token, embedUrl: `${EMBED}/embed/`, ...options } as MountOptions);
  handles.push(h);
  const win = h.iframe.contentWindow as Window;
  const posted: { data: unknown; ports: MessagePort[] }[] = [];
  vi.spyOn(win, 'postMessage').mockImplementation(((data: unknown, _o: string, ports?: MessagePort[]) => {
    posted.push({ data, ports: ports ?? [] });
  }) as typeof win.postMessage);
  return { h, win, posted };
}

describe('load failures', () => {
  it('the timeout is a PulseError whose reason is its code, with the time it took', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    start({ readyTimeoutMs: 1000, onError });
    vi.advanceTimersByTime(1000);
    expect(onError).toHaveBeenCalledTimes(1);
    const [code, message, error] = onError.mock.calls[0] as [string, string, unknown];
    expect(code).toBe('embed_load_timeout');
    expect(isPulseError(error)).toBe(true);
    expect(error).toMatchObject({ code, message, reason: code });
    expect((error as { elapsedMs: number }).elapsedMs).toBeGreaterThanOrEqual(1000);
  });

  it('an iframe removed by the page before ready is iframe_removed, once, with no timeout after it', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { h } = start({ readyTimeoutMs: 1000, onError });
    h.iframe.remove();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onError.mock.calls.map((c) => c[0])).toEqual(['iframe_removed']);
    expect(onError.mock.calls[0]?.[2]).toMatchObject({ reason: 'iframe_removed' });
  });

  it('unmount removes the iframe without reporting it', async () => {
    const onError = vi.fn();
    const { h } = start({ onError });
    h.unmount();
    await tick();
    expect(onError).not.toHaveBeenCalled();
  });

  it('adds one preconnect hint per origin, the API one anonymous', () => {
    start({ apiUrl: 'https://api.example.test/' });
    start({ apiUrl: 'https://api.example.test/' });
    const hints = [...document.querySelectorAll('link[rel=preconnect]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('crossorigin'),
    ]);
    expect(hints).toEqual([
      [EMBED, null],
      ['https://api.example.test', 'anonymous'],
    ]);
  });
});

describe('re-handshake', () => {
  async function reloads(h: EmbedHandle, win: Window, n: number) {
    for (let i = 0; i < n; i++) {
      deliver(hello(channelOf(h.iframe)), win);
      await tick();
    }
  }

  it('a frame reloaded eight times gets the same token each time, from one getter call', async () => {
    const getter = vi.fn(async () => TOKEN);
    const { h, win, posted } = start({ auth: ClientAuth.session(getter) });
    await reloads(h, win, 8);
    expect(getter).toHaveBeenCalledTimes(1);
    expect(posted.map((p) => (p.data as InitMessage).token)).toEqual(Array(8).fill(TOKEN));
  });

  it('after the frame asked for a new token, a reload gets that one; the getter runs at most 5 times', async () => {
    let n = 0;
    const getter = vi.fn(async () => `cs_test_fresh${String(++n).padStart(8, '0')}`);
    const { h, win, posted } = start({ auth: getter });
    await reloads(h, win, 1);
    const port = posted[0]?.ports[0] as MessagePort;
    const received: unknown[] = [];
    port.onmessage = (e) => received.push(e.data);
    for (let i = 0; i < 6; i++) {
      port.postMessage({ v: 1, type: 'token_request' });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(getter).toHaveBeenCalledTimes(5);
    expect(received.map((m) => (m as { token: string | null }).token)).toEqual([
      'cs_test_fresh00000002',
      'cs_test_fresh00000003',
      'cs_test_fresh00000004',
      'cs_test_fresh00000005',
      null,
      null,
    ]);
    await reloads(h, win, 1);
    expect((posted[1]?.data as InitMessage).token).toBe('cs_test_fresh00000005');
    expect(getter).toHaveBeenCalledTimes(5);
  });
});

describe('framingAllowed', () => {
  const self = 'https://embed.example.test';
  const here = 'http://localhost:5173';
  it.each([
    [null, null, true],
    ["frame-ancestors 'none'", null, false],
    ["frame-ancestors 'self'", null, false],
    ['frame-ancestors http://localhost:*', null, true],
    ['frame-ancestors http://localhost:5173', null, true],
    ['frame-ancestors http://localhost:8080', null, false],
    ['frame-ancestors http://localhost', null, false],
    ['frame-ancestors localhost:*', null, true],
    ['frame-ancestors http:', null, true],
    ['frame-ancestors https:', null, false],
    ['frame-ancestors *', null, true],
    ['frame-ancestors https://*.shop.example', null, false],
    ["default-src 'self'; frame-ancestors http://127.0.0.1:* ; script-src 'self'", null, false],
    ["default-src 'self'", 'DENY', false],
    [null, 'SAMEORIGIN', false],
    ['frame-ancestors http://localhost:*', 'DENY', true],
    ['frame-ancestors http://localhost:*, frame-ancestors https://other.example', null, false],
  ])('%s / %s → %s', (csp, xfo, allowed) => {
    expect(framingAllowed(csp, xfo, here, self)).toBe(allowed);
  });

  it('matches wildcard subdomains and exact https origins', () => {
    const shop = 'https://pay.shop.example';
    expect(framingAllowed('frame-ancestors https://*.shop.example', null, shop, self)).toBe(true);
    expect(framingAllowed('frame-ancestors https://shop.example', null, shop, self)).toBe(false);
    expect(framingAllowed('frame-ancestors https://pay.shop.example:443', null, shop, self)).toBe(false);
    expect(framingAllowed("frame-ancestors 'self'", null, self, self)).toBe(true);
  });
});

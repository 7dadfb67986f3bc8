import { describe, expect, it, vi } from 'vitest';
import { awaitNativeInit } from '../src/transport/native.js';
import { createBridge } from '../src/transport/bridge.js';
import type { Init } from '../src/transport/handshake.js';
import { options } from './fixtures.js';

const CHANNEL = 'a'.repeat(32);
const TOKEN = 'cs_test_abcdefghijkl';
const init = { v: 1, type: 'init', channel: CHANNEL, token: TOKEN, options: options() };

/** A top window (its own parent) inside a React Native WebView, with the app's init injected (or not yet). */
function nativeWindow(injected?: unknown) {
  const posted: unknown[] = [];
  const win = {
    ReactNativeWebView: { postMessage: (s: string) => posted.push(JSON.parse(s)) },
  } as Record<string, unknown>;
  win.parent = win;
  if (injected !== undefined) win.__pulseInit = injected;
  return { win: win as unknown as Window & Record<string, unknown>, posted };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('frame native transport', () => {
  it('starts once from the init injected before load, says hello, and removes the token from the window', () => {
    const { win, posted } = nativeWindow(init);
    const got = vi.fn<(i: Init) => void>();
    expect(awaitNativeInit(win, got)).toBe(true);
    expect(got).toHaveBeenCalledTimes(1);
    expect(got.mock.calls[0]?.[0]).toMatchObject({ token: TOKEN, options: init.options });
    expect(posted).toEqual([{ v: 1, type: 'hello', channel: CHANNEL }]);
    expect('__pulseInit' in win).toBe(false);
    expect('__pulseStart' in win).toBe(false);
    got.mock.calls[0]?.[0].port.close();
  });

  it('starts once from an init that arrives after its scripts ran, and takes no second one', () => {
    const { win, posted } = nativeWindow();
    const got = vi.fn<(i: Init) => void>();
    expect(awaitNativeInit(win, got)).toBe(true);
    expect(got).not.toHaveBeenCalled();
    const start = win.__pulseStart as (m: unknown) => void;
    start(init);
    start({ ...init, token: 'cs_test_secondsecond' });
    expect(got).toHaveBeenCalledTimes(1);
    expect(got.mock.calls[0]?.[0].token).toBe(TOKEN);
    expect(posted).toEqual([{ v: 1, type: 'hello', channel: CHANNEL }]);
    expect('__pulseStart' in win).toBe(false);
    got.mock.calls[0]?.[0].port.close();
  });

  it('is not used outside a WebView or in an iframe, and a malformed init starts nothing', () => {
    const got = vi.fn();
    expect(awaitNativeInit({ parent: null } as unknown as Window, got)).toBe(false);
    const framed = nativeWindow(init);
    (framed.win as Record<string, unknown>).parent = {};
    expect(awaitNativeInit(framed.win, got)).toBe(false);
    for (const bad of [null, { ...init, token: 'sk_test_abcdefghijkl' }, { ...init, type: 'update' }]) {
      const { win, posted } = nativeWindow(bad);
      expect(awaitNativeInit(win, got)).toBe(true);
      expect(posted).toEqual([]);
      expect('__pulseInit' in win).toBe(false);
    }
    expect(got).not.toHaveBeenCalled();
  });

  it("relays the bridge's messages to the app and the app's to the bridge, whose guard drops malformed ones", async () => {
    const { win, posted } = nativeWindow(init);
    let port: MessagePort | undefined;
    awaitNativeInit(win, (i) => (port = i.port));
    const updates = vi.fn();
    const bridge = createBridge(port!, { onUpdate: updates });
    // Frame → app: as the bridge posts it; the app reads each with isFrameMessage (react-native's messages.ts).
    bridge.send({ type: 'resize', height: 320 });
    await tick();
    expect(posted.slice(1)).toEqual([{ v: 1, type: 'resize', height: 320 }]);
    // App → frame: the bridge acts on a well-formed token or update only; a second init changes nothing.
    const receive = win.__pulseReceive as (m: unknown) => void;
    const asked = bridge.requestToken();
    receive({ v: 1, type: 'token', token: 'sk_test_abcdefghijkl' });
    receive({ v: 1, type: 'update', theme: 'dark' });
    receive({ ...init, token: 'cs_test_otherother' });
    receive({ v: 1, type: 'token', token: 'cs_test_nexttokennext' });
    expect(await asked).toBe('cs_test_nexttokennext');
    receive({ v: 1, type: 'update', strings: { title: 'Pay' } });
    await tick();
    expect(updates.mock.calls).toEqual([[{ strings: { title: 'Pay' } }]]);
    bridge.close();
    port!.close();
  });
});

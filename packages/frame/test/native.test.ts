import { describe, expect, it, vi } from 'vitest';
import { nativeInit } from '../src/native.js';
import { options } from './fixtures.js';

const CHANNEL = 'a'.repeat(32);
const TOKEN = 'cs_test_abcdefghijkl';
const init = { v: 1, type: 'init', channel: CHANNEL, token: TOKEN, options: options() };

/** A top window (its own parent) inside a React Native WebView, with the app's init injected. */
function nativeWindow(injected: unknown = init) {
  const posted: unknown[] = [];
  const win = { ReactNativeWebView: { postMessage: (s: string) => posted.push(JSON.parse(s)) } } as Record<
    string,
    unknown
  >;
  win.parent = win;
  win.__pulseInit = injected;
  return { win: win as unknown as Window & Record<string, unknown>, posted };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('frame native transport', () => {
  it('starts from the injected init once, says hello, and removes the token from the window', () => {
    const { win, posted } = nativeWindow();
    const got = nativeInit(win);
    expect(got).toMatchObject({ token: TOKEN, options: init.options });
    expect(posted).toEqual([{ v: 1, type: 'hello', channel: CHANNEL }]);
    expect('__pulseInit' in win).toBe(false);
    expect(nativeInit(win)).toBeNull();
    got?.port.close();
  });

  it('is not used outside a WebView, in an iframe, or with a malformed init', () => {
    const plain = { parent: null } as unknown as Window;
    expect(nativeInit(plain)).toBeNull();
    const framed = nativeWindow();
    (framed.win as Record<string, unknown>).parent = {};
    expect(nativeInit(framed.win)).toBeNull();
    for (const bad of [null, { ...init, token: 'sk_test_abcdefghijkl' }, { ...init, type: 'update' }]) {
      const { win, posted } = nativeWindow(bad);
      expect(nativeInit(win)).toBeNull();
      expect(posted).toEqual([]);
    }
  });

  it('relays valid frame messages to the app and valid host messages to the bridge, nothing else', async () => {
    const { win, posted } = nativeWindow();
    const got = nativeInit(win)!;
    const heard = vi.fn();
    got.port.onmessage = (e) => heard(e.data);
    got.port.postMessage({ v: 1, type: 'resize', height: 320 });
    got.port.postMessage({ v: 1, type: 'resize', height: 'tall' });
    const receive = win.__pulseReceive as (m: unknown) => void;
    receive({ v: 1, type: 'token', token: null });
    receive({ v: 1, type: 'token', token: 'sk_test_abcdefghijkl' });
    receive({ ...init, token: 'cs_test_otherother' });
    await tick();
    expect(posted.slice(1)).toEqual([{ v: 1, type: 'resize', height: 320 }]);
    expect(heard.mock.calls).toEqual([[{ v: 1, type: 'token', token: null }]]);
    got.port.close();
  });
});

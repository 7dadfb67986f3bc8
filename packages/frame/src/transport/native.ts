/**
 * The frame's transport inside a React Native WebView (@pulse/react-native). There is no parent window to
 * say `hello` to, so the app hands over the same `init` message another way: its WebView runs a script before
 * the page loads that, on the embed origin only, puts the message on `window.__pulseInit` (or hands it to
 * `window.__pulseStart` when the page's scripts already run). No URL ever holds the token. From then on the frame speaks the protocol's messages as JSON strings through
 * `window.ReactNativeWebView.postMessage`, starting with `hello` like in a browser, and the app answers
 * (`update`, `token`) by injecting a call to `window.__pulseReceive(message)`.
 *
 * A local MessageChannel stands in for the host's port, so the bridge and startFrame run unchanged: what the
 * bridge posts on one end is relayed to the app, which checks it with core's guard as a host page does; what
 * the app injects is delivered to the bridge, which checks it with core's guard as it checks a host page's.
 */
import {
  NATIVE_INIT,
  NATIVE_RECEIVE,
  NATIVE_START,
  isInitMessage,
  message,
  type HelloMessage,
} from '@pulse/core/internal';
import type { Init } from './handshake.js';

interface NativeGlobals {
  ReactNativeWebView?: { postMessage?: unknown };
  [NATIVE_INIT]?: unknown;
  [NATIVE_START]?: (m: unknown) => void;
  [NATIVE_RECEIVE]?: (m: unknown) => void;
}

/**
 * False, and nothing changes, unless this page is the top document of a React Native WebView. Then `onInit`
 * runs once with the app's `init`: at once when it was injected before load, or when the app's script runs
 * later (some Android WebViews run it only once the page has started), through `window.__pulseStart`. The
 * init is removed from the window once read, so no later script finds the token there; a malformed one
 * starts nothing, and the app's ready timeout reports it.
 */
export function awaitNativeInit(win: Window, onInit: (init: Init) => void): boolean {
  const g = win as unknown as NativeGlobals;
  const rn = g.ReactNativeWebView;
  if (win.parent !== win || typeof rn?.postMessage !== 'function') return false;
  let taken = false;
  const take = (m: unknown) => {
    delete g[NATIVE_INIT];
    delete g[NATIVE_START];
    if (taken || !isInitMessage(m)) return;
    taken = true;
    const post = (x: object) => (rn.postMessage as (data: string) => void).call(rn, JSON.stringify(x));
    const pipe = new MessageChannel();
    // Only this page's bridge holds the other end; the app checks every message it gets (isFrameMessage),
    // as a host page does in a browser.
    pipe.port1.onmessage = (event: MessageEvent) => post(event.data as object);
    // Delivered to the bridge, which checks each message with core's isHostMessage, as it checks a host
    // page's, and acts on `update` and `token` only: a second init through this door changes nothing.
    g[NATIVE_RECEIVE] = (x: unknown) => pipe.port1.postMessage(x);
    post(message<HelloMessage>({ type: 'hello', channel: m.channel }));
    onInit({ token: m.token, options: m.options, port: pipe.port2, webView: true });
  };
  if (NATIVE_INIT in g) take(g[NATIVE_INIT]);
  else g[NATIVE_START] = take;
  return true;
}

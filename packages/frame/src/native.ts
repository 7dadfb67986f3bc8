/**
 * The frame's transport inside a React Native WebView (@pulse/react-native). There is no parent window to
 * say `hello` to, so the app hands over the same `init` message another way: its WebView runs a script before
 * the page loads that, on the embed origin only, puts the message on `window.__pulseInit`. No URL ever holds
 * the token. From then on the frame speaks the protocol's messages as JSON strings through
 * `window.ReactNativeWebView.postMessage`, starting with `hello` like in a browser, and the app answers
 * (`update`, `token`) by injecting a call to `window.__pulseReceive(message)`.
 *
 * A local MessageChannel stands in for the host's port, so the bridge and startFrame run unchanged: what the
 * bridge posts on one end is checked with core's guard and relayed to the app; what the app injects is checked
 * the same way and delivered to the bridge.
 */
import { isFrameMessage, isHostMessage, message, type HelloMessage } from '@pulse/core';
import type { Init } from './handshake.js';

/** The globals the app's WebView and the frame share; @pulse/react-native writes the same names. */
export const NATIVE_INIT = '__pulseInit';
export const NATIVE_RECEIVE = '__pulseReceive';

interface NativeGlobals {
  ReactNativeWebView?: { postMessage?: unknown };
  [NATIVE_INIT]?: unknown;
  [NATIVE_RECEIVE]?: (m: unknown) => void;
}

/**
 * The injected `init` when this page is the top document of a React Native WebView, else null (and nothing
 * changes). The init is read once and removed from the window, so no later script finds the token there.
 */
export function nativeInit(win: Window): Init | null {
  const g = win as unknown as NativeGlobals;
  const rn = g.ReactNativeWebView;
  if (win.parent !== win || typeof rn?.postMessage !== 'function') return null;
  const m = g[NATIVE_INIT];
  delete g[NATIVE_INIT];
  if (!isHostMessage(m) || m.type !== 'init') return null;
  const post = (x: object) => (rn.postMessage as (data: string) => void).call(rn, JSON.stringify(x));
  const pipe = new MessageChannel();
  pipe.port1.onmessage = (event: MessageEvent) => {
    if (isFrameMessage(event.data)) post(event.data);
  };
  // A second init through this door is not accepted: the token and options came once, before load.
  g[NATIVE_RECEIVE] = (x: unknown) => {
    if (isHostMessage(x) && x.type !== 'init') pipe.port1.postMessage(x);
  };
  // An app that sizes the view itself may make it shorter than the content: the page scrolls then, as an
  // iframe's host would have grown it instead.
  const doc = win.document as Document | undefined;
  for (const el of [doc?.documentElement, doc?.body]) el?.style.setProperty('overflow', 'auto');
  post(message<HelloMessage>({ type: 'hello', channel: m.channel }));
  return { token: m.token, options: m.options, port: pipe.port2 };
}

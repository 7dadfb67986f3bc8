/**
 * The frame's half of the handshake: say `hello` to the parent at the host origin named in our URL fragment,
 * then accept exactly one `init` that comes from the parent window, from that origin, on our channel, with a
 * MessageChannel port. Anything else is dropped unseen.
 */
import { isInitMessage, message, type FrameFragment, type HelloMessage } from '@pulse/core/internal';

export interface Init {
  token: string;
  /** Unchecked beyond being an object: startFrame validates it. */
  options: unknown;
  port: MessagePort;
  /**
   * In a React Native WebView (native.ts): the page scrolls when the app makes the view shorter than the
   * content (an iframe's host would have grown it instead), and there is no page to ask for browser wallets.
   */
  webView?: true;
}

/** Resolves with the first valid `init`; the returned function stops listening. */
export function awaitInit(win: Window, fragment: FrameFragment, onInit: (init: Init) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== fragment.origin) return;
    const m: unknown = event.data;
    const port = event.ports[0];
    if (!isInitMessage(m) || m.channel !== fragment.channel || !port) return;
    stop();
    onInit({ token: m.token, options: m.options, port });
  };
  const stop = () => win.removeEventListener('message', onMessage);
  win.addEventListener('message', onMessage);
  // Addressed to the declared origin only: if the parent is someone else, the browser drops it.
  win.parent.postMessage(
    message<HelloMessage>({ type: 'hello', channel: fragment.channel }),
    fragment.origin,
  );
  return stop;
}

/**
 * mount(): creates the iframe, runs the host/frame handshake and turns the frame's messages into
 * callbacks. Only non-secret values go in the URL fragment; the token travels in the `init` message, posted to
 * the exact embed origin once that origin's `hello` came from our own iframe, and every later message uses a
 * private MessageChannel port. The rules of the session (ready timer, tokens, callbacks, once-only events)
 * are host-session.ts, which the React Native view shares; this file is its window + MessageChannel
 * transport. Written tersely on purpose: it ships in the 2 KB script-tag build.
 */
import { randomId } from './channel.js';
import { devReportAtMount, devReportToken } from './dev.js';
import { diagnose, warm, type Watch } from './diagnose.js';
import { isFrameMessage } from './guard.js';
import { hostSession } from './host-session.js';
import { invalid } from './invalid.js';
import { loadWallet } from './wallet-script.js';
import { resolveOptions } from './options.js';
import type { EmbedHandle, EmbedUpdate, MountOptions } from './types.js';
import { checkUpdate } from './validate.js';

/**
 * True in the script-tag builds and undefined in the ESM build's dist (build.mjs defines both), so every
 * `typeof PULSE_LITE` test below is decided at build time: the script-tag builds leave out the load-failure
 * watch, the error object and the preconnect hints (their budget, size.json); a load failure there is
 * `embed_load_timeout` at the ready timeout. Bundled from source, the test runs in the page.
 */
declare const PULSE_LITE: true | undefined;
/** Bundlers replace it; production builds leave the development report (dev.ts) out. */
declare const process: { env: { NODE_ENV?: string } };

/** Mounts the hosted embed into `target` (an element or a selector). Throws `invalid_options` on bad input. */
export function mount(target: Element | string, options: MountOptions): EmbedHandle {
  const o = resolveOptions(options);
  let host: Element | null | undefined;
  try {
    host = typeof target === 'string' ? document.querySelector(target) : target;
  } catch {
    // An invalid selector: reported below as invalid_options like one that matches nothing.
  }
  if (!host?.append) throw invalid(`target ${target as string} matches no element.`);
  if (typeof PULSE_LITE == 'undefined') warm(o.origin, o.frame.apiUrl);
  if (process.env.NODE_ENV !== 'production') {
    devReportAtMount(o.url, o.origin);
    if (options.sessionToken) devReportToken(options.sessionToken, o.url, o.frame.apiUrl);
  }
  const channel = randomId();
  const iframe = document.createElement('iframe');
  const style = iframe.style;
  // The port of the current handshake.
  let port: MessagePort | undefined;
  let spoke = false;
  // The ESM build's wallet listener of the current handshake, stopped when it is replaced or at unmount.
  let detach: (() => void) | void;
  const wallet = loadWallet(o);
  // The last token a renewal handed the frame (a later handshake's init carries it too). The ESM build's
  // wallet chunk reads the session with it before a browser-wallet transfer: the handshake's token may be
  // refused by then, or stand for a session the frame left.
  let handed: string | null | undefined;
  const post = (m: { type: string; token?: string | null }) => (
    typeof PULSE_LITE == 'undefined' && (handed = m.token || handed),
    port?.postMessage({ v: 1, ...m })
  );
  // A load failure is reported once, as soon as its reason is known, and never after ready. The script-tag
  // builds have only the session's timer.
  let watch: Watch | undefined;
  const s = hostSession(o, {
    callbacks: options,
    reply: post,
    ...(typeof PULSE_LITE == 'undefined' && {
      settle: () => watch!.stop(),
      // A frame that said hello is in; what it waits for is its session (the frame reported why, if it knew).
      late: (message: string) =>
        watch!.fail(
          'embed_load_timeout',
          spoke
            ? `${message} The frame loaded but did not get its session: check apiUrl and the connection.`
            : message,
        ),
    }),
  });
  if (typeof PULSE_LITE == 'undefined')
    watch = diagnose(
      iframe,
      o.url,
      o.origin,
      () => spoke,
      (code, message, error) => {
        // Mounted while the phone was offline: the frame is loaded again each time the browser is back online
        // until it says hello, rather than leaving an empty iframe until the page is reloaded. The event can
        // come a moment before requests go through (seen in Chromium: the reload failed as still offline), so
        // a reload that brought no frame (its load event, with no hello before it) is tried again after 1, 2,
        // 3 s… (nine times at most) while the browser says it is online.
        if (code == 'embed_unreachable') {
          addEventListener('online', reload);
          let tries = 0;
          iframe.onload = () => spoke || !navigator.onLine || ++tries > 9 || setTimeout(reload, tries * 1000);
        }
        s.fail(code, message, error);
      },
    );

  const reload = () =>
    spoke || !iframe.isConnected
      ? removeEventListener('online', reload)
      : // Setting src again, even to the same URL, loads the frame anew.
        // eslint-disable-next-line no-self-assign
        (iframe.src = iframe.src);

  const onWindow = (event: MessageEvent) => {
    // Source and origin first: only our own iframe, speaking from the embed origin, may open the channel,
    // with exactly `{ v: 1, type: 'hello', channel }` of this mount (the comparisons are the shape check).
    const m = event.data as Partial<Record<'v' | 'type' | 'channel', unknown>> | null;
    const win = iframe.contentWindow;
    if (event.source !== win || event.origin !== o.origin) return;
    if (m?.v !== 1 || m.type !== 'hello' || m.channel !== channel) return;
    // Each hello of our own iframe opens a fresh port: after a reload of the frame (its own navigation or a
    // crash), the handshake runs again and the old port is closed.
    port?.close();
    if (typeof PULSE_LITE == 'undefined') spoke = true;
    s.hello((token) => {
      if (process.env.NODE_ENV !== 'production') devReportToken(token, o.url, o.frame.apiUrl);
      const pipe = new MessageChannel();
      port = pipe.port1;
      port.onmessage = ({ data }: MessageEvent) => {
        if (!isFrameMessage(data)) return;
        if (data.type == 'resize') style.height = Math.ceil(data.height) + 'px';
        else s.receive(data);
      };
      // "Open in wallet" (and in the ESM build the browser wallet) are answered by a module fetched by now (the
      // script-tag builds, since mount) or from now (the ESM build), so it is in by the customer's tap; it
      // listens on this port beside the session (wallet-script.ts).
      if (wallet)
        wallet.then((m) => {
          if (typeof PULSE_LITE != 'undefined') return m?.attach(pipe.port1, token, options, o.frame);
          detach?.();
          // Not when unmounted, or when another handshake began, while the chunk loaded.
          if (port == pipe.port1)
            detach = m?.attach(pipe.port1, token, options, o.frame, () => handed || token);
        });
      win!.postMessage({ v: 1, type: 'init', channel, token, options: o.frame }, o.origin, [pipe.port2]);
    });
  };

  const fit = () => (style.minHeight = o.frame.theme.minHeight ?? '');
  addEventListener('message', onWindow);
  Object.assign(iframe, {
    style: 'border:0;width:100%;display:block;height:0',
    title: 'Pulse payment',
    // Copying the address is all the frame needs; sandbox withholds popups, forms and top navigation.
    allow: 'clipboard-write',
    sandbox: 'allow-scripts allow-same-origin',
    referrerPolicy: 'no-referrer',
    // core's encodeFragment, written out: the frame reads it with decodeFragment.
    src: o.url + '#' + new URLSearchParams({ channel, origin: location.origin }),
  });
  // The iframe's color-scheme is normal, as the frame's root has it, whatever the page declares: a page that
  // declares dark would otherwise give it an opaque dark canvas behind the card's rounded corners (Chromium
  // paints one when the two differ). The script-tag builds leave it to the page (docs/theme.md), for their size.
  if (typeof PULSE_LITE == 'undefined') style.colorScheme = 'normal';
  // Before insertion, so that the iframe's first height is already the theme's minHeight.
  fit();
  host.append(iframe);

  return {
    iframe,
    update(u: EmbedUpdate) {
      u = checkUpdate(u);
      Object.assign(o.frame, u);
      fit();
      // Before the handshake, init will carry the new values; after it, the port does.
      post({ type: 'update', ...u });
    },
    unmount() {
      if (s.quit()) {
        removeEventListener('message', onWindow);
        if (typeof PULSE_LITE == 'undefined') removeEventListener('online', reload);
        port?.close();
        if (typeof PULSE_LITE == 'undefined') {
          port = undefined;
          detach?.();
        }
        iframe.remove();
      }
    },
  };
}

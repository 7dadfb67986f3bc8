/**
 * mount(): creates the iframe, runs the host/frame handshake and turns the frame's messages into
 * callbacks. Only non-secret values go in the URL fragment; the token travels in the `init` message, posted to
 * the exact embed origin once that origin's `hello` came from our own iframe, and every later message uses a
 * private MessageChannel port. Written tersely on purpose: it ships in the 2 KB script-tag build.
 */
import { randomId } from './channel.js';
import { devReportAtMount, devReportToken } from './dev.js';
import { diagnose, warm, type Watch } from './diagnose.js';
import { isFrameMessage } from './guard.js';
import { EVENTS } from './events.js';
import { invalid } from './invalid.js';
import { resolveOptions } from './options.js';
import type { EmbedHandle, EmbedUpdate, MountOptions } from './types.js';
import { checkUpdate } from './validate.js';

/**
 * Defined (true) only in the script-tag builds, by build.mjs: there every `typeof PULSE_LITE` test below is
 * decided at build time and the load-failure watch, the error object and the preconnect hints are left out
 * (2 KB budget, size.json); a load failure there is `embed_load_timeout` at the ready timeout.
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
  if (!host?.appendChild) throw invalid(`target ${target as string} matches no element.`);
  if (typeof PULSE_LITE == 'undefined') warm(o.origin, o.frame.apiUrl);
  if (process.env.NODE_ENV !== 'production') {
    devReportAtMount(o.url, o.origin);
    if (options.sessionToken) devReportToken(options.sessionToken, o.url, o.frame.apiUrl);
  }
  const channel = randomId();
  const iframe = document.createElement('iframe');
  const style = iframe.style;
  // ready and success fire once per mount.
  const once = new Set<string>();
  let alive = true;
  // The port of the current handshake.
  let port: MessagePort | undefined;
  // The token the frame has: a reloaded frame's hello gets it again. Only the frame's token_request calls
  // a getter again, at most 5 times per mount however often a page above reloads the frame; a fixed token
  // is read once, and a request for another gets null.
  let current: Promise<string> | undefined;
  let mints = o.renewable ? 0 : 4;
  const mint = () => (mints++ < 5 ? (current = o.token()) : Promise.reject());
  const post = (m: object) => port?.postMessage({ v: 1, ...m });
  const call = (name: string, ...args: unknown[]) =>
    alive && (options as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args);

  const onPort = ({ data: m }: MessageEvent) => {
    if (!alive || !isFrameMessage(m)) return;
    const type = m.type;
    if (type === 'resize') style.height = `${Math.ceil(m.height)}px`;
    else if (type === 'token_request') {
      // A fixed token cannot be renewed; null tells the frame to show its final screen.
      mint()
        .catch(() => null)
        .then((token) => post({ type: 'token', token }));
    } else if (!(/^(ready|success)$/.test(type) && once.has(type))) {
      if (type === 'ready') settle();
      once.add(type);
      const [name, ...keys] = EVENTS[type] ?? [];
      if (name) call(name, ...keys.map((k) => (m as unknown as Record<string, unknown>)[k]));
    }
  };

  const onWindow = (event: MessageEvent) => {
    // Source and origin first: only our own iframe, speaking from the embed origin, may open the channel.
    const m: unknown = event.data;
    const win = iframe.contentWindow;
    if (event.source !== win || event.origin !== o.origin || !isFrameMessage(m)) return;
    if (m.type !== 'hello' || m.channel !== channel) return;
    // Each hello of our own iframe opens a fresh port: after a reload of the frame (its own navigation or a
    // crash), the handshake runs again and the old port is closed.
    port?.close();
    (current ?? mint()).then(
      (token) => {
        if (!alive || !win) return;
        if (process.env.NODE_ENV !== 'production') devReportToken(token, o.url, o.frame.apiUrl);
        const pipe = new MessageChannel();
        port = pipe.port1;
        port.onmessage = onPort;
        // ESM build: "Open in wallet" and the browser wallet are answered by a chunk fetched now, so it is in
        // by the customer's tap; it listens on this port beside onPort (wallet.ts).
        if (typeof PULSE_LITE == 'undefined')
          import('./wallet.js').then(
            (w) => alive && w.attach(pipe.port1, token, options, o.frame),
            // Unanswered, the frame's request times out as a refusal: the customer copies instead.
            () => 0,
          );
        win.postMessage({ v: 1, type: 'init', channel, token, options: o.frame }, o.origin, [pipe.port2]);
      },
      // The getter failed or gave no cs_ token: say so once, with no load timeout after it.
      (e: { code?: string; message?: string } | undefined) => {
        settle();
        call('onError', e?.code ?? 'session_invalid', String(e?.message ?? e));
      },
    );
  };

  // A load failure is reported once, as soon as its reason is known, and never after ready. The script-tag
  // builds have only the timer, which fires once.
  let watch: Watch | undefined;
  if (typeof PULSE_LITE == 'undefined')
    watch = diagnose(
      iframe,
      o.url,
      o.origin,
      () => !!current,
      (...args) => {
        clearTimeout(timer);
        call('onError', ...args);
      },
    );
  const timer = setTimeout(
    () =>
      typeof PULSE_LITE == 'undefined'
        ? watch!.fail('embed_load_timeout', `No ready signal in ${o.timeoutMs} ms from ${o.origin}.`)
        : call('onError', 'embed_load_timeout', `No ready signal in ${o.timeoutMs} ms from ${o.origin}.`),
    o.timeoutMs,
  );
  const settle = () => (typeof PULSE_LITE == 'undefined' && watch!.stop(), clearTimeout(timer));
  const fit = () => (style.minHeight = o.frame.theme.minHeight ?? '');
  addEventListener('message', onWindow);
  iframe.title = 'Pulse payment';
  // Copying the address is all the frame needs; sandbox withholds popups, forms and top navigation.
  iframe.allow = 'clipboard-write';
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  iframe.referrerPolicy = 'no-referrer';
  style.cssText = 'border:0;width:100%;display:block;height:0';
  fit();
  // core's encodeFragment, written out: the frame reads it with decodeFragment.
  iframe.src = `${o.url}#${new URLSearchParams({ channel, origin: location.origin })}`;
  host.appendChild(iframe);

  return {
    iframe,
    update(u: EmbedUpdate) {
      if (!alive) return;
      const m = checkUpdate(u);
      Object.assign(o.frame, m);
      fit();
      // Before the handshake, init will carry the new values; after it, the port does.
      post({ type: 'update', ...m });
    },
    unmount() {
      if (!alive) return;
      alive = false;
      settle();
      removeEventListener('message', onWindow);
      port?.close();
      iframe.remove();
    },
  };
}

/**
 * One mount of the embed in a WebView, without React: the ready timer, the token, and the frame's messages
 * turned into callbacks, with the same rules as the web embed's mount(): `ready` and `success` fire once,
 * `ready` stops the timer, a `token_request` is answered from a getter (or with null for a fixed token; at
 * most 5 getter calls per mount), a failing getter is reported once with no timeout after it, a load failure
 * is reported once with its reason (loadFailed, from the WebView's error events), "Open in wallet" opens only the
 * transfer the frame shows (built with core's walletUri) or is refused, and nothing fires after stop().
 */
import { message, type InitMessage, type HostMessage } from '@pulse/core/internal/protocol';
import { randomId } from '@pulse/core/internal/uuid';
import { walletUri } from '@pulse/core/internal/wallet-uri';
import { loadError, type EmbedCallbacks, type LoadFailureReason } from '@pulse/embed';
import { initScript, receiveScript } from './inject.js';
import { readFrameMessage } from './messages.js';
import type { NativeOptions } from './options.js';

type Callbacks = Required<EmbedCallbacks> & { onResize: (height: number) => void };

export interface SessionDeps {
  /** Calls the app's callback of that name, if it has one. */
  call<K extends keyof Callbacks>(name: K, ...args: Parameters<Callbacks[K]>): void;
  /** The token is known: render the WebView with this script injected before content loads. */
  load(script: string): void;
  /** Runs a script in the page (WebView.injectJavaScript). */
  inject(script: string): void;
  /** Opens a wallet link (the merchant's onOpenLink, else Linking); true when it was opened or taken. */
  openLink(uri: string): Promise<boolean>;
}

export interface NativeSession {
  readonly channel: string;
  /** The WebView's onMessage, with the event's data and url. */
  receive(data: unknown, url: unknown): void;
  /** Sends the frame new theme or strings, already validated. */
  post(message: HostMessage): void;
  /**
   * Reports a load failure unless the load is over (ready, or an error already reported); true when it
   * reported.
   */
  loadFailed(reason: LoadFailureReason, message: string): boolean;
  /** The init script for a page loaded again: the current token, so a reload mints no session. */
  script(): string | undefined;
  stop(): void;
}

// The channel only ties the frame's hello to this mount (no other window can reach the WebView); Hermes has
// no crypto unless the app adds it, so Math.random stands in there.
const channelId = (): string =>
  typeof globalThis.crypto?.getRandomValues === 'function'
    ? randomId()
    : Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export function startSession(o: NativeOptions, deps: SessionDeps): NativeSession {
  const channel = channelId();
  const once = new Set<string>();
  let alive = true;
  const call: SessionDeps['call'] = (name, ...args) => {
    if (alive) deps.call(name, ...args);
  };
  // The last theme and strings sent: a page loaded again (a new WebView) starts from the injected init, so it
  // gets them again after its hello, as the web embed's next init would carry them.
  let restyle: HostMessage | undefined;
  const post = (m: HostMessage) => {
    if (m.type === 'update') restyle = m;
    if (alive) deps.inject(receiveScript(o.origin, m));
  };
  const start = Date.now();
  let settled = false;
  const settle = () => {
    clearTimeout(timer);
    return !settled && (settled = true);
  };
  const loadFailed = (reason: LoadFailureReason, text: string) => {
    const first = alive && settle();
    if (first) call('onError', reason, text, loadError(reason, text, Date.now() - start));
    return first;
  };
  const timer = setTimeout(
    () => loadFailed('embed_load_timeout', `No ready signal in ${o.timeoutMs} ms from ${o.origin}.`),
    o.timeoutMs,
  );
  let current: string | undefined;
  const init = () =>
    current === undefined
      ? undefined
      : initScript(
          o.origin,
          message<InitMessage>({ type: 'init', channel, token: current, options: o.frame }),
        );
  let mints = 1;

  o.token().then(
    (token) => {
      current = token;
      if (alive) deps.load(init()!);
    },
    // The getter failed or gave no cs_ token: say so once, with no load timeout after it.
    (e: { code?: string; message?: string } | undefined) => {
      settle();
      call('onError', e?.code ?? 'session_invalid', String(e?.message ?? e));
    },
  );

  return {
    channel,
    post,
    loadFailed,
    script: init,
    receive(data, url) {
      const m = alive ? readFrameMessage(data, url, o.origin) : null;
      if (!m) return;
      if (m.type === 'hello') {
        if (m.channel === channel && restyle) post(restyle);
      } else if (m.type === 'resize') {
        call('onResize', m.height);
      } else if (m.type === 'token_request') {
        // A fixed token cannot be renewed; null tells the frame to show its final screen.
        (o.renewable && mints++ < 5 ? o.token() : Promise.reject(new Error('no other token')))
          .then((token) => (current = token))
          .catch(() => null)
          .then((token) => post(message<HostMessage>({ type: 'token', token })));
      } else if (m.type === 'ready' || m.type === 'success') {
        if (once.has(m.type)) return;
        once.add(m.type);
        if (m.type === 'ready') {
          settle();
          call('onReady');
        } else call('onSuccess', m.orderId);
      } else if (m.type === 'status') call('onStatusChange', m.status, m.orderId);
      else if (m.type === 'quote_expired') call('onQuoteExpired');
      else if (m.type === 'quote_refreshed') call('onQuoteRefreshed', m.lockedUntil);
      else if (m.type === 'error') call('onError', m.code, m.message);
      else if (m.type === 'open_wallet') {
        // "Open in wallet": the frame sends the transfer it shows, never a URL. The link is built here with
        // core's walletUri, in the environment of the token (a test session's names only a test network's
        // token), so only a token transfer in the allowed shapes for that address and amount can open;
        // anything else, or openLinks false, is refused and the customer copies instead.
        const uri = o.frame.openLinks
          ? walletUri(m.to, m.amount, m.network, m.token, current?.startsWith('cs_live_') ? 'live' : 'test')
          : null;
        (uri ? deps.openLink(uri).catch(() => false) : Promise.resolve(false)).then((opened) =>
          post(
            message<HostMessage>({ type: 'open_result', id: m.id, outcome: opened ? 'opened' : 'refused' }),
          ),
        );
      }
    },
    stop() {
      alive = false;
      clearTimeout(timer);
    },
  };
}

/**
 * One mount of the embed in a WebView, without React: the WebView transport of @pulse/embed's host session
 * (hostSession: the ready timer, the token and its renewals, the frame's events turned into callbacks, once-only
 * ready and success, a load failure reported once), which mount() shares. Here: the page's messages read from
 * onMessage (the embed origin only), the token and host messages injected as scripts, a load failure with its
 * reason (loadFailed, from the WebView's error events), "Open in wallet" opened with the app's opener for the
 * transfer the frame shows (built with core's walletUri) or refused, and nothing after stop().
 */
import { message, type InitMessage, type HostMessage } from '@pulse/core/internal/protocol';
import { randomId } from '@pulse/core/internal/uuid';
import { walletUri } from '@pulse/core/internal/wallet-uri';
import { hostSession, loadError, type EmbedCallbacks, type LoadFailureReason } from '@pulse/embed';
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
  let alive = true;
  // The token the page has (the last one sent): a page loaded again gets it in its injected init.
  let current: string | undefined;
  // The last theme and strings sent: a page loaded again (a new WebView) starts from the injected init, so it
  // gets them again after its hello, as the web embed's next init would carry them.
  let restyle: HostMessage | undefined;
  const post = (m: HostMessage) => {
    if (m.type === 'update') restyle = m;
    if (m.type === 'token' && m.token) current = m.token;
    if (alive) deps.inject(receiveScript(o.origin, m));
  };
  const start = Date.now();
  const relay =
    <K extends keyof EmbedCallbacks>(name: K) =>
    (...args: unknown[]) =>
      (deps.call as (name: K, ...args: unknown[]) => void)(name, ...args);
  const session = hostSession(o, {
    // Every callback the session calls goes through deps.call, which reads the app's latest props; a callback
    // added to EmbedCallbacks fails to compile here until it is relayed too.
    callbacks: {
      onReady: relay('onReady'),
      onStatusChange: relay('onStatusChange'),
      onSuccess: relay('onSuccess'),
      onQuoteExpired: relay('onQuoteExpired'),
      onQuoteRefreshed: relay('onQuoteRefreshed'),
      onError: relay('onError'),
    } satisfies Required<EmbedCallbacks>,
    reply: (m) => post(message<HostMessage>(m as HostMessage)),
    late: (text) => loadFailed('embed_load_timeout', text),
  });
  const loadFailed = (reason: LoadFailureReason, text: string) =>
    session.fail(reason, text, loadError(reason, text, Date.now() - start));
  const init = () =>
    current === undefined
      ? undefined
      : initScript(
          o.origin,
          message<InitMessage>({ type: 'init', channel, token: current, options: o.frame }),
        );

  session.hello((token) => {
    current = token;
    deps.load(init()!);
  });

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
        if (alive) deps.call('onResize', m.height);
      } else if (m.type === 'open_wallet') {
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
      } else session.receive(m);
    },
    stop() {
      alive = false;
      session.quit();
    },
  };
}

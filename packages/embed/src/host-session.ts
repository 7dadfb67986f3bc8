/**
 * The host's half of the embed protocol, without a transport: the ready timer, the session token, the frame's
 * events turned into the app's callbacks, and the rules that hold for every host of the frame:
 *
 * - every hello of the frame (a reloaded frame says hello again) gets the current token; a getter is called
 *   for the first one and then only on the frame's `token_request`, at most 5 times per mount however often
 *   a page above reloads the frame; a fixed token is read once and a request for another gets null;
 * - a getter that fails (or gives no `cs_` token) is reported once, with no load timeout after it;
 * - `ready` and `success` fire once; `ready` ends the load, and a load failure is reported once, never after;
 * - nothing fires after quit().
 *
 * Its transports: mount() (the page's window and a MessageChannel, mount.ts) and @pulse/react-native's
 * WebView. Written tersely on purpose: it ships in the 2 KB script-tag build.
 */
import type { FrameMessage } from '@pulse/core';
import { EVENTS } from './events.js';
import type { EmbedCallbacks } from './types.js';

/** What the session needs of the resolved options (mount's and the React Native view's). */
export interface SessionOptions {
  /** Resolves the current token, checked for the `cs_` shape each time. */
  token: () => Promise<string>;
  /** True when the host can hand a different token later (a getter). */
  renewable: boolean;
  timeoutMs: number;
  /** The embed origin, named in the timeout's message. */
  origin: string;
}

/** What a transport gives the session. */
export interface SessionTransport {
  /**
   * The app's callbacks, each read when it fires: mount()'s options, the React Native view's latest props. A
   * missing one is skipped.
   */
  callbacks: EmbedCallbacks;
  /** Sends the frame a host message (the transport adds `v: 1`). */
  reply(message: object): void;
  /**
   * The load is over (ready, a reported failure or quit): mount()'s load-failure watch ends here. Like `late`,
   * not called in the script-tag builds, whose mount() has no such watch.
   */
  settle?(): void;
  /** Reports the ready timeout; by default onError('embed_load_timeout', message). */
  late?(message: string): void;
}

/** One mount's session, driven by its transport (see hostSession). */
export interface HostSession {
  /** Runs `then` with the token for the frame's init, unless the session stopped; a getter's failure is reported. */
  hello(then: (token: string) => void): void;
  /**
   * One checked message of the frame. Hello and resize are the transport's own, and so is "Open in wallet"
   * (`open_wallet`): mount() answers it on its port (wallet-script.ts), the React Native view with Linking.
   */
  receive(message: FrameMessage): void;
  /** Reports a load failure to onError unless the load is over; true when it did. */
  fail(...error: Parameters<NonNullable<EmbedCallbacks['onError']>>): boolean;
  /** Ends the session: no callback fires afterwards. True the first time. */
  quit(): boolean;
}

/**
 * True in the script-tag builds and undefined in the ESM build's dist (build.mjs defines both), as in mount.ts:
 * the script-tag builds' mount() has no load-failure watch, so the transport's `settle` and `late` are left
 * out there at build time. Bundled from source, the test runs in the page.
 */
declare const PULSE_LITE: true | undefined;

/**
 * Starts the host's half of one mount (the rules at the top of this file): the ready timer runs from now; the
 * transport calls `hello` for each hello of its frame, `receive` for the frame's other checked messages,
 * `fail` for a load failure it detects, and `quit` when the mount ends.
 */
export function hostSession(o: SessionOptions, t: SessionTransport): HostSession {
  // This mount's callbacks by message type: ready and success leave it once they fired.
  const events = { ...EVENTS };
  let alive = true;
  // The promise of the last getter call: the token the frame has.
  let current: Promise<string> | undefined;
  let mints = o.renewable ? 0 : 4;
  const mint = () => (mints++ < 5 ? (current = o.token()) : Promise.reject());
  // The load is over once the timer is cleared (then `timer` is 0): true the first time.
  const settle = () => {
    if (typeof PULSE_LITE == 'undefined') t.settle?.();
    return !!timer && (clearTimeout(timer), !(timer = 0));
  };
  const fail: HostSession['fail'] = (...args) => alive && settle() && (t.callbacks.onError?.(...args), true);
  let timer: ReturnType<typeof setTimeout> | 0 = setTimeout(
    (typeof PULSE_LITE == 'undefined' && t.late) || ((m: string) => fail('embed_load_timeout', m)),
    o.timeoutMs,
    `No ready signal in ${o.timeoutMs} ms from ${o.origin}.`,
  );
  return {
    hello: (then) =>
      (current ?? mint()).then(
        (k) => alive && then(k),
        (e: { code?: string; message?: string } | undefined) =>
          fail((e?.code ?? 'session_invalid') as 'session_invalid', String(e?.message ?? e)),
      ),
    receive(m) {
      const type = m.type;
      if (!alive) return;
      if (type == 'token_request')
        // A fixed token cannot be renewed; null tells the frame to show its final screen.
        mint()
          .catch(() => null)
          .then((k) => t.reply({ type: 'token', token: k }));
      else {
        const [name, ...keys] = events[type] ?? [];
        if (type == 'ready') settle();
        if (type == 'ready' || type == 'success') delete events[type];
        if (name)
          (t.callbacks[name] as ((...a: unknown[]) => void) | undefined)?.(
            ...keys.map((k) => (m as unknown as Record<string, unknown>)[k]),
          );
      }
    },
    fail,
    quit: () => alive && (settle(), !(alive = false)),
  };
}

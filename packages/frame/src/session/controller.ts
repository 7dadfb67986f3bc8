/**
 * The frame's session controller: polls GET /v1/client/session through core's poller (one request in flight,
 * paused while the page is hidden, backing off on failures), runs select and refresh, and turns what it
 * learns into store updates and protocol messages for the host. Transient failures show "reconnecting" and recover by themselves; a
 * refused token is renewed through the host once, then ends with `session_invalid`.
 */
import {
  isEmbedStatus,
  isPulseError,
  PulseError,
  type ApiClient,
  type Asset,
  type ClientSession,
  type Network,
} from '@pulse/core';
import { amountToSend, EMBED_STATUS_TABLE, isOpenEmbedStatus } from '@pulse/core/internal';
import { createPoller, type PollOutcome } from '@pulse/core/internal/poller';
import type { Bridge } from '../transport/bridge.js';
import { narrowChoices } from './options.js';
import type { FrameStore } from './store.js';
import type { Telemetry } from '../transport/telemetry.js';

export interface ControllerDeps {
  store: FrameStore;
  bridge: Pick<Bridge, 'send' | 'requestToken'>;
  api: ApiClient;
  telemetry: Pick<Telemetry, 'track'>;
  /** Swaps the token the API client sends, after the host handed a new one. */
  setToken(token: string): void;
  /** Between reads while nothing fails. @default 2000 */
  pollMs?: number;
  /** First delay after a failure; doubles each time. @default 1000 */
  backoffMs?: number;
  /** Longest delay between attempts while failing. @default 30000 */
  maxBackoffMs?: number;
  /** How long the first session read may go unanswered before the frame says it is still trying. @default 5000 */
  slowReadMs?: number;
  /** For visibility; tests pass their own. @default document */
  doc?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  /** Milliseconds since the frame started, for the load-time telemetry. @default performance.now */
  elapsed?: () => number;
}

export interface FrameController {
  start(): void;
  stop(): void;
  select(asset: Asset, network: Network): Promise<void>;
  refresh(): Promise<void>;
  /** The local countdown reached zero for this lock: lapsed once a read (or its failure) confirms it. */
  lapse(lockedUntil: string): void;
  /** Reports a copy for telemetry. */
  copied(what: 'address' | 'amount'): void;
  /** Reads the session now rather than at the next poll (the page said the session has moved on). */
  readNow(): void;
  /** Ends the frame with a final error screen and tells the host. */
  fail(code: string, message: string): void;
}

const SESSION = '/v1/client/session';
/** How long a lapsed countdown waits for its read on a shown page before the price is said to be over. */
const LAPSE_READ_MS = 2000;
const SESSION_ENDED = 'This payment session has ended. Ask the merchant for a new payment link.';

/** Failures that may pass by themselves: retried quietly while polling. */
const isTransient = (e: PulseError) =>
  e.code === 'network_error' ||
  e.code === 'timeout' ||
  e.code === 'invalid_response' ||
  e.status === 429 ||
  e.status >= 500;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields the frame reads, checked before use: a session this SDK does not understand (a status added
 * later, a missing block) is treated as a bad answer and retried, never rendered half-way.
 */
function checkSession(session: unknown): asserts session is ClientSession {
  const s = session as Record<string, unknown>;
  const bad = !isRecord(s)
    ? 'not an object'
    : !isEmbedStatus(s.status)
      ? `unknown status ${JSON.stringify(String(s.status)).slice(0, 40)}`
      : !isRecord(s.due) || !isRecord(s.received) || !isRecord(s.options)
        ? 'due, received or options missing'
        : typeof s.order_id !== 'string'
          ? 'order_id missing'
          : s.quote !== null &&
              !(isRecord(s.quote) && Number.isFinite(Date.parse(String(s.quote.locked_until))))
            ? 'quote.locked_until is not a time'
            : '';
  if (bad)
    throw new PulseError('invalid_response', `The session read is not one this SDK understands: ${bad}.`);
}

export function createController(deps: ControllerDeps): FrameController {
  const { store, bridge, api, telemetry } = deps;
  const pollMs = deps.pollMs ?? 2000;
  const backoffMs = deps.backoffMs ?? 1000;
  const maxBackoffMs = deps.maxBackoffMs ?? 30_000;
  const slowReadMs = deps.slowReadMs ?? 5_000;
  const doc = deps.doc ?? document;
  const elapsed = deps.elapsed ?? (() => performance.now());

  let stopped = false;
  let renewed = false;
  let ready = false;
  // Whether a failed read before ready was reported to the host (once).
  let told = false;
  let lastStatus: string | undefined;
  let succeeded = false;
  const expiredLocks = new Set<string>();
  // The latest price lock any read has shown (ms since the epoch).
  let newestLock = 0;
  const aborter = new AbortController();

  const fail = (rawCode: string, rawMessage: string) => {
    if (store.getState().fatal) return;
    // The protocol caps both (64 and 1024 characters); a long server message must not drop the report.
    const code = rawCode.slice(0, 64);
    const message = rawMessage.slice(0, 1024);
    store.setState({ fatal: { code, message }, busy: false, reconnecting: false });
    bridge.send({ type: 'error', code, message });
    telemetry.track('error', { code });
    if (!ready) markReady();
    halt();
  };

  const markReady = () => {
    ready = true;
    bridge.send({ type: 'ready' });
    telemetry.track('load', { ms: Math.round(elapsed()) });
  };

  const quoteExpired = (lock: string) => {
    if (expiredLocks.has(lock)) return;
    expiredLocks.add(lock);
    bridge.send({ type: 'quote_expired' });
  };

  /** Reports a status the host has not heard yet. */
  const tell = (session: ClientSession) => {
    if (session.status === lastStatus) return;
    lastStatus = session.status;
    bridge.send({ type: 'status', status: session.status, orderId: session.order_id });
    telemetry.track('status', { status: session.status });
  };

  const apply = (session: ClientSession) => {
    checkSession(session);
    // The service keeps answering reads after the session's end, with `expired` (or the status it had):
    // nothing the customer can do any more, so end here rather than offer a refresh that can only be refused.
    // An order already paid into keeps being followed: it carries on to its own end after the session.
    if (
      isOpenEmbedStatus(session.status) &&
      Date.parse(session.expires_at) <= Date.parse(session.server_time)
    ) {
      // Kept, so the final screen can say what already arrived and show the order number. A host that
      // followed the payment hears the status the service gives at the end (expired, say) before the error.
      store.setState({ session, status: session.status });
      if (ready) tell(session);
      fail('session_expired', SESSION_ENDED);
      return;
    }
    const { options } = store.getState();
    let choices = store.getState().choices;
    if (!choices) {
      try {
        choices = narrowChoices(session.options, options);
      } catch (e) {
        fail('invalid_options', (e as Error).message);
        return;
      }
    }
    const unpicked = session.deposit_address === null && session.due.network === null;
    if (options.flow === 'direct' && unpicked && options.component === 'payment') {
      fail(
        'invalid_options',
        'flow "direct" needs a session created with an asset and a network; create it so, or use flow "select".',
      );
      return;
    }
    // The service's time less the device's (latency aside), so countdowns follow the service. Kept unless it
    // moves by over a second, so polling does not restart the countdown's timer on every read.
    const serverNow = Date.parse(session.server_time);
    const measured = Number.isFinite(serverNow) ? serverNow - Date.now() : 0;
    const previous = store.getState().clockOffsetMs;
    const clockOffsetMs = Math.abs(measured - previous) > 1000 ? measured : previous;
    // A notice about a failed action stays until what it was about changes: the status, address or lock.
    const before = store.getState().session;
    const moved =
      before?.status !== session.status ||
      before.deposit_address !== session.deposit_address ||
      before.quote?.locked_until !== session.quote?.locked_until;
    const notice = moved ? null : store.getState().notice;
    // A new price lock on a session still to pay, with nothing more arrived: a refresh, whoever made it and
    // whether or not its own answer arrived (a mobile network can lose the answer to a refresh the service
    // made). A lock that came with a payment (one after the lock is priced anew on arrival) is the payment's
    // news, not a refresh; a lock no later than the newest seen is an older read arriving late. What the
    // screen asked for before (the amount due, or the rest of an underpaid one; the service may call the
    // session expired by then, whose amount is the one shown) against what it asks for now, and the host is
    // told.
    const lock = session.quote ? Date.parse(session.quote.locked_until) : 0;
    const relocked =
      !!before?.quote &&
      lock > newestLock &&
      before.received.amount === session.received.amount &&
      before.received.held?.length === session.received.held?.length &&
      (session.status === 'awaiting_payment' || session.status === 'underpaid');
    newestLock = Math.max(newestLock, lock);
    const shown = before?.status === 'underpaid' ? before.received.remaining : before?.due.amount;
    // Turned underpaid from the price-expired screen: the payment was counted at the price of its arrival,
    // which is why it falls short (kept while it stays underpaid).
    const repriced =
      session.status === 'underpaid' &&
      (before?.status === 'underpaid' ? store.getState().repriced : before?.status === 'expired');
    // A status change can take away the control the customer was on (a copy button once money arrives):
    // the new screen's heading takes focus if it fell to the body (use-focus.ts); otherwise it stays put.
    const moves =
      lastStatus !== undefined &&
      session.status !== lastStatus &&
      'hasFocus' in doc &&
      (doc as Document).hasFocus();
    store.setState({
      session,
      status: session.status,
      choices,
      reconnecting: false,
      clockOffsetMs,
      notice,
      // A new status's words are new: nothing of them was read from a focused heading yet.
      ...(session.status !== lastStatus && { focusPending: moves, focusSpoke: null }),
      repriced,
      // A changed price is news until the payment moves on: its status, or what arrived (the rest to send, or
      // a deposit held beside it, is news of its own).
      ...((before?.status !== session.status ||
        before.received.amount !== session.received.amount ||
        before.received.held?.length !== session.received.held?.length) &&
        before?.status !== 'expired' && { priceBefore: null }),
      ...(relocked && {
        lapsedLock: null,
        priceBefore: shown && shown !== amountToSend(session) ? shown : null,
      }),
      // Seen turning completed: the receipt's time is this read's, within a poll of the moment.
      ...(session.status === 'completed' &&
        lastStatus !== undefined &&
        lastStatus !== 'completed' && { completedAt: session.server_time }),
    });
    if (!ready) markReady();
    tell(session);
    if (relocked) bridge.send({ type: 'quote_refreshed', lockedUntil: session.quote!.locked_until });
    if (session.status === 'completed' && !succeeded) {
      succeeded = true;
      bridge.send({ type: 'success', orderId: session.order_id });
    }
    if (session.status === 'expired' && session.quote) quoteExpired(session.quote.locked_until);
  };

  /**
   * Sorts a failure into: retry quietly, renew the token, or stop with a final screen. During a customer's
   * action (`inAction`), a refusal that is not about the session (e.g. 409 invalid_state) is `report`ed
   * instead: the host hears it, the customer sees a notice, and polling shows the true state.
   */
  const onFailure = async (e: unknown, inAction = false): Promise<'retry' | 'again' | 'stop' | 'report'> => {
    if (!isPulseError(e)) {
      fail('unknown_error', String(e));
      return 'stop';
    }
    if (e.code === 'aborted') return 'stop';
    if (e.code === 'session_expired' || e.status === 410) {
      fail('session_expired', SESSION_ENDED);
      return 'stop';
    }
    if (e.status === 401 || e.code === 'unauthorized' || e.code === 'session_invalid') {
      if (!renewed) {
        renewed = true;
        const token = await bridge.requestToken();
        if (stopped) return 'stop';
        if (token) {
          deps.setToken(token);
          return 'again';
        }
        // No answer in time, or none while this phone is offline: the merchant's getter could not reach its
        // server. Not the end of a payment that may be on its way: reading goes on (at once when back online),
        // and the next refusal asks again. Only a host that answers "none" while online ends it.
        if (token === undefined || store.getState().offline) {
          renewed = false;
          store.setState({ reconnecting: true });
          return 'retry';
        }
      }
      fail(
        'session_invalid',
        // For the merchant (onError): the customer reads the screen's own sentence.
        'The session token was refused (401): mint a new session, for the API of apiUrl.',
      );
      return 'stop';
    }
    if (inAction) return 'report';
    if (isTransient(e)) {
      store.setState({ reconnecting: true });
      // Before the first screen, the host hears the cause once (informational: reading goes on), so that a
      // frame that loaded but cannot reach the API (a wrong apiUrl, the API down, no network) is not told
      // apart only by the ready timeout, which names the embed's origin.
      if (!ready && !told) {
        told = true;
        bridge.send({ type: 'error', code: e.code.slice(0, 64), message: e.message.slice(0, 1024) });
      }
      return 'retry';
    }
    fail(e.code, e.message);
    return 'stop';
  };

  // A lock whose countdown reached zero on this device, until the read that lapse() asked for settles it.
  let lapsing: string | undefined;
  const settleLapse = () => {
    const lock = lapsing;
    lapsing = undefined;
    const { session } = store.getState();
    // Before a payment, and while part paid: the rest is due at the locked price until then.
    if (
      !lock ||
      session?.quote?.locked_until !== lock ||
      (session.status !== 'awaiting_payment' && session.status !== 'underpaid')
    )
      return;
    store.setState({ lapsedLock: lock });
    quoteExpired(lock);
  };

  // One session read: a good answer is applied and reading goes on unless the status is final; a failure is
  // sorted by onFailure (retry with backoff, renew the token and read again, or stop).
  const poller = createPoller(
    async (): Promise<PollOutcome> => {
      try {
        const { data } = await api.get<ClientSession>(SESSION, { signal: aborter.signal });
        renewed = false;
        apply(data);
        settleLapse();
      } catch (e) {
        settleLapse();
        const outcome = await onFailure(e);
        return outcome === 'report' ? 'stop' : outcome;
      }
      return stopped || EMBED_STATUS_TABLE[store.getState().status] === 'final' ? 'stop' : 'next';
    },
    {
      every: pollMs,
      backoff: (failures) => Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1)),
      hidden: () => doc.hidden,
    },
  );

  // Shown again, or back online: read at once rather than after the backoff, so a payment made meanwhile
  // shows within a round trip.
  const wake = () => {
    if (!stopped) poller.now();
  };
  const onVisibility = () => wake();
  const onOnline = () => {
    store.setState({ offline: false });
    wake();
  };
  const onOffline = () => store.setState({ offline: true });

  const halt = () => {
    stopped = true;
    poller.stop();
    aborter.abort();
    doc.removeEventListener('visibilitychange', onVisibility);
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', onOffline);
  };

  /**
   * Runs a user action (select, refresh): busy while in flight, then the answer updates the screen. A
   * failure that does not end the session leaves the screen as it was, with a notice, and is reported to the
   * host as an `error` the host may ignore; the next read shows where the order truly stands. Pressed again
   * while its request runs (its button is aria-disabled, so that it keeps the focus), nothing happens, and
   * nothing is `track`ed.
   */
  async function act(path: string, body: unknown, track?: () => void): Promise<ClientSession | undefined> {
    if (store.getState().busy || stopped) return undefined;
    track?.();
    store.setState({ busy: true, notice: null });
    try {
      const { data } = await api.post<ClientSession>(path, body, { signal: aborter.signal });
      // The control the customer used may leave the screen; the next screen takes focus (use-focus.ts).
      store.setState({ busy: false, focusPending: true });
      apply(data);
      return data;
    } catch (e) {
      store.setState({ busy: false, focusPending: true });
      const outcome = await onFailure(e, true);
      if (outcome === 'again') return act(path, body);
      // `retry`: a renewal that did not come through (reconnecting): the tap did not go through either.
      if (outcome === 'report' || outcome === 'retry') {
        const { code, message } = e as PulseError;
        store.setState({
          notice: outcome === 'retry' || isTransient(e as PulseError) ? 'noticeTransient' : 'noticeRefused',
        });
        bridge.send({ type: 'error', code: code.slice(0, 64), message: message.slice(0, 1024) });
        telemetry.track('error', { code });
      }
      return undefined;
    } finally {
      // The next read shows where the session truly stands, once this action's answer is on screen.
      if (!stopped) poller.later(0);
    }
  }

  return {
    start() {
      doc.addEventListener('visibilitychange', onVisibility);
      globalThis.addEventListener?.('online', onOnline);
      globalThis.addEventListener?.('offline', onOffline);
      // A first read still unanswered after slowReadMs (a mobile network that stalls, an API that does not
      // answer): the customer sees "Loading payment…" over the skeleton instead of a grey screen until the client's own timeout
      // (10 s, then a retry), and the host hears it, unless a failed read already told it why.
      setTimeout(() => {
        if (ready || stopped) return;
        store.setState({ reconnecting: true });
        if (!told) {
          bridge.send({
            type: 'error',
            code: 'timeout',
            message: `No answer from ${SESSION} within ${slowReadMs} ms; still trying.`,
          });
        }
      }, slowReadMs);
      poller.now();
    },
    stop: halt,
    fail,
    readNow: wake,
    async select(asset, network) {
      await act(`${SESSION}/select`, { asset, network }, () => telemetry.track('select', { asset, network }));
    },
    async refresh() {
      // Its answer, or the next read if the answer is lost, is a new lock: apply says what changed.
      await act(`${SESSION}/refresh_quote`, undefined, () => telemetry.track('refresh'));
    },
    lapse(lockedUntil) {
      // Read first: the session may have moved on since the last read (paid while the page was hidden and
      // read nothing); the read, or its failure (offline), settles it. On a shown page a read that is slow to
      // answer (a stalled mobile network) is not waited for past LAPSE_READ_MS: the price is over.
      if (stopped) return;
      lapsing = lockedUntil;
      poller.now();
      if (!doc.hidden) setTimeout(settleLapse, LAPSE_READ_MS);
    },
    copied(what) {
      telemetry.track('copy', { what });
    },
  };
}

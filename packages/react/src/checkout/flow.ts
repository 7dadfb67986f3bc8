/**
 * The checkout's state machine, free of React: a closure, its state and a set of listeners (the component
 * binds it with useSyncExternalStore). One flow per opened modal; nothing here touches the DOM.
 */
import {
  compare,
  DEV,
  devWarn,
  isDecimal,
  PulseError,
  uuid,
  type ApiClient,
  type Bank,
  type Environment,
  type ErrorCode,
  type Order,
  type OrderStatus,
  type Quote,
  type ResolvedBankAccount,
} from '@pulse/core/internal';
import { createPoller, type PollOutcome } from '@pulse/core/internal/poller';
import { attemptReference, CHECKOUT_ATTEMPTS } from '@pulse/core/internal/checkout-reference';
import { forgetOrder, recallOrder, rememberOrder, requestPrint } from './resume.js';
import type { CheckoutRequest } from '../types.js';

/** A quote with the pair and network it prices, always known on screen. */
export type ShownQuote = Quote &
  Required<Pick<Quote, 'source_currency' | 'destination_currency' | 'network'>>;

export type Step = 'account' | 'quote' | 'funding' | 'completed' | 'expired' | 'fatal';
export type Busy = 'quote' | 'refresh' | 'order' | 'banks' | 'resolve' | null;
export type RetryAction = 'quote' | 'refresh' | 'order' | 'banks' | 'resolve' | 'poll';

export interface FlowError {
  /** For the merchant (onError, console): never shown to the customer. */
  code: string;
  message: string;
  /** What was being done: with the code, it picks the sentence the customer reads (see errorCopy.ts). */
  context: RetryAction;
  /** What the retry button does; null when retrying cannot help. */
  retry: RetryAction | null;
}

export interface FlowState {
  step: Step;
  busy: Busy;
  quote: ShownQuote | null;
  /** Local time the quote arrived, to bound its countdown when the service's clock runs ahead of ours. */
  quoteReceivedAt: number;
  /**
   * The service's clock less the device's, from its answers' `Date` header (0 until one says): the service's
   * expiries are on its clock, and a phone's clock minutes off must not end a quote or an order early.
   */
  clockOffsetMs: number;
  /** The quote before the last refresh or re-price, so the change can be shown. */
  previousQuote: ShownQuote | null;
  quoteNotice: 'refreshed' | 'changed' | null;
  banks: Bank[] | null;
  resolved: ResolvedBankAccount | null;
  order: Order | null;
  orderReceivedAt: number;
  /** True when the order was one this request had already created (reopened checkout). */
  resumed: boolean;
  /** What the order asked for while it awaited payment (its source amount), to show what was sent beyond it. */
  due: string | null;
  /** The device says it has no connection: polling goes on with backoff, and the customer is told. */
  offline: boolean;
  /** What `busy` names has waited SLOW_MS for its answer: the customer is told the service is slow. */
  slow: boolean;
  error: FlowError | null;
  /**
   * Test or live, as the merchant's proxy says on every answer (its `Pulse-Environment` header, from its key):
   * known from the first answer, the bank list of a sale included. Null until an answer says.
   */
  environment: Environment | null;
}

export interface FlowEvents {
  onStatusChange?: ((status: OrderStatus, orderId: string) => void) | undefined;
  onSuccess?: ((orderId: string) => void) | undefined;
  onError?: ((code: ErrorCode, message: string) => void) | undefined;
}

export interface FlowDeps {
  client: ApiClient;
  request: CheckoutRequest;
  pollMs: number;
  /** Read at call time, so new callback identities never restart the flow. */
  events: () => FlowEvents;
  now?: () => number;
  /** Bad props or a refused key: the flow only shows this error, and start() reports it. */
  failure?: PulseError | undefined;
  /**
   * A slot the flow fills with its listener of every answer's headers (the client's fetch calls it): the `Date`
   * header, from which it keeps the service's clock against the device's (`clockOffsetMs`), and the proxy's
   * `Pulse-Environment`.
   */
  answers?: { seen?: (headers: Headers) => void };
}

export interface CheckoutFlow {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
  /** Begins (or resumes) work; safe to call again after stop(). */
  start(): void;
  /** Aborts what is in flight and stops polling; late answers are dropped. */
  stop(): void;
  resolveAccount(bankCode: string, accountNumber: string): void;
  /**
   * The customer changes the account (Not mine, or a new bank or number in the form): the last check's name,
   * failure and Try again, or its answer still on the way, no longer stand.
   */
  editAccount(): void;
  confirmAccount(): void;
  refreshQuote(): void;
  confirmOrder(): void;
  retry(): void;
  restart(): void;
  setHidden(hidden: boolean): void;
  /** The device's connection (the `online` and `offline` events); back online, the order is read at once. */
  setOnline(online: boolean): void;
}

/** Codes after which the quote must be re-priced and the customer asked again. */
const REPRICE = new Set(['quote_changed', 'quote_expired']);
/**
 * Failed reads of the order before the customer is told (a single dropped request is not worth a notice), or
 * at once when a read got no answer for POLL_TIMEOUT_MS (a network that stalls: the customer has waited that
 * long already).
 */
const FAILED_POLLS_BEFORE_SHOWN = 2;
/**
 * One read of the order gives up after this long, without retries of its own: the poller's backoff tries
 * again. (The client's 15 s per attempt and two retries kept a customer who had paid on "updates by itself"
 * for 45 s a read, and about 150 s before the notice, while a stalled network answered nothing.)
 */
const POLL_TIMEOUT_MS = 8_000;
/** Failed reads of the order back off, doubling from the poll interval up to this, and never stop. */
const MAX_POLL_BACKOFF_MS = 20_000;
/**
 * How long a quote, an order, the banks or an account check may wait for its answer before the customer is
 * told that the service is slow (and to keep the page open): the client's own timeout and retry take up to
 * about 20 s before the Try again, and a disabled button or a skeleton says nothing meanwhile.
 */
const SLOW_MS = 5_000;

const asPulseError = (e: unknown): PulseError =>
  e instanceof PulseError ? e : new PulseError('unknown_error', e instanceof Error ? e.message : String(e));

/** The service refused the request itself (a bad amount, an unknown account): it fails the same way again. */
const refused = (e: PulseError): boolean => e.status >= 400 && e.status < 500 && e.status !== 429;

function initialState(step: Step): FlowState {
  return {
    step,
    busy: null,
    quote: null,
    quoteReceivedAt: 0,
    clockOffsetMs: 0,
    environment: null,
    previousQuote: null,
    quoteNotice: null,
    banks: null,
    resolved: null,
    order: null,
    orderReceivedAt: 0,
    resumed: false,
    offline: false,
    slow: false,
    due: null,
    error: null,
  };
}

export function createCheckoutFlow(deps: FlowDeps): CheckoutFlow {
  const { client, request, pollMs, events } = deps;
  const now = deps.now ?? Date.now;
  // Each answer's Date header tells the service's clock, to the second: kept as an offset, moved only by more
  // than the header's rounding, so that the countdowns do not jump from poll to poll.
  if (deps.answers)
    deps.answers.seen = (headers) => {
      const offset = Date.parse(headers.get('date') ?? '') - now();
      if (Math.abs(offset - state.clockOffsetMs) > 2000) set({ clockOffsetMs: offset });
      const environment = headers.get('pulse-environment');
      if ((environment === 'test' || environment === 'live') && environment !== state.environment)
        set({ environment });
    };
  let state: FlowState = deps.failure
    ? {
        ...initialState('fatal'),
        error: {
          code: String(deps.failure.code),
          message: deps.failure.message,
          context: 'quote',
          retry: null,
        },
      }
    : initialState(request.type === 'offramp' ? 'account' : 'quote');
  const listeners = new Set<() => void>();
  let generation = 0;
  let controller = new AbortController();
  let started = false;
  let stopped = false;
  let hidden = false;
  let orderKey: string | null = null;
  /** The quote whose order request got no answer: the order may exist (see usedQuote). */
  let unanswered: string | null = null;
  let lastStatus: string | null = null;
  let succeeded = false;
  // The service refuses a second order with one reference, so a restart after expiry suffixes it: -2, -3…
  let attempt = 1;
  // The service promises a quote's id, rate, amounts and expiry, not its currencies or network: the screens
  // read those from the request, so a service that leaves them out still shows a complete quote.
  const withPair = (q: Quote): ShownQuote => ({
    ...q,
    source_currency: q.source_currency ?? request.quote.source_currency,
    destination_currency: q.destination_currency ?? request.quote.destination_currency,
    network: q.network ?? request.quote.network,
  });
  const reference = () => attemptReference(request.reference, attempt);
  const print = requestPrint(request);

  /**
   * What differs between an order this request's reference already made and what the request asks for now,
   * or null: a shop that changed the cart (another amount, coin, network or wallet) but kept its reference
   * must not have its customer pay into the old order. Compared on what the order says (type, currencies,
   * network, the amount the request fixes) and, for an order this tab made, on the request's print (the
   * wallet and bank account, which an order does not carry).
   */
  function notThisRequest(order: Order, remembered?: string): string | null {
    // A funded order (processing, completed) is shown as it stands: its figures are what was paid (more, a
    // re-priced rate, a rounding), and nothing is left to pay into it.
    if (order.status !== 'awaiting_payment' && order.status !== 'expired') return null;
    const q = request.quote;
    const network = order.type === 'offramp' ? order.funding_account.network : order.destination.network;
    const amount = (fixed: string | undefined, given: string) =>
      fixed !== undefined && isDecimal(given) && compare(given, fixed) !== 0;
    return order.type !== request.type
      ? 'type'
      : order.source.currency !== q.source_currency || order.destination.currency !== q.destination_currency
        ? 'currencies'
        : network && q.network && network !== q.network
          ? 'network'
          : amount(q.source_amount, order.source.amount) ||
              amount(q.destination_amount, order.destination.amount)
            ? 'amount'
            : remembered && remembered !== print
              ? request.type === 'onramp'
                ? 'wallet'
                : 'bank account'
              : null;
  }

  /** The reference is taken by an order for another cart: the shop must give a changed cart a new reference. */
  function otherCart(order: Order, what: string) {
    stopPolling();
    fail(
      new PulseError(
        'invalid_options',
        `request.reference ${JSON.stringify(request.reference)} has order ${order.id} with another ${what}: give a changed cart a new reference.`,
      ),
      null,
      'order',
    );
    set({ step: 'fatal' });
  }

  // Each new wait (busy set to something) starts its own SLOW_MS timer; any change of busy (the wait's end,
  // another wait, stop()) clears it and `slow`, so a timer that fires is always the current wait's.
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (patch: Partial<FlowState>) => {
    const was = state.busy;
    state = { ...state, ...patch };
    if (state.busy !== was) {
      clearTimeout(slowTimer);
      state.slow = false;
      if (state.busy) slowTimer = setTimeout(() => set({ slow: true }), SLOW_MS);
    }
    for (const l of listeners) l();
  };

  const fail = (e: PulseError, retry: RetryAction | null, context: RetryAction) => {
    const code = String(e.code);
    set({
      busy: null,
      error: { code, message: e.message, context, retry },
    });
    // The customer reads a sentence; the code and the service's words are for the developer.
    if (DEV) devWarn(`Checkout: ${code}: ${e.message}`);
    events().onError?.(String(e.code), e.message);
  };

  /**
   * Runs one call; its answer is dropped when the flow was stopped or restarted meanwhile, or when `stale` says
   * it no longer stands (it then touches nothing: the wait shown may be another call's). `rescue` may take a
   * failure over (true: it did, and nothing is shown) before the customer is told.
   */
  async function call<T>(
    busy: Busy,
    retry: RetryAction,
    fn: (signal: AbortSignal) => Promise<T>,
    o: { rescue?: (e: PulseError, gen: number) => Promise<boolean>; stale?: () => boolean } = {},
  ): Promise<{ value: T } | null> {
    const gen = generation;
    set({ busy, error: null });
    try {
      const value = await fn(controller.signal);
      if (gen !== generation || o.stale?.()) return null;
      set({ busy: null });
      return { value };
    } catch (e) {
      if (gen !== generation || o.stale?.()) return null;
      const err = asPulseError(e);
      if (o.rescue && (await o.rescue(err, gen))) return null;
      // A refused request fails the same way again: no retry button.
      fail(err, refused(err) ? null : retry, retry);
      return null;
    }
  }

  async function requestQuote() {
    const r = await call('quote', 'quote', (signal) =>
      client.post<Quote>('/v1/quotes', request.quote, { signal }),
    );
    if (!r) return;
    orderKey = null;
    set({
      step: 'quote',
      quote: withPair(r.value.data),
      quoteReceivedAt: now(),
      previousQuote: null,
      quoteNotice: null,
    });
  }

  async function refreshQuote(notice: 'refreshed' | 'changed') {
    const current = state.quote;
    if (!current) return requestQuote();
    const r = await call(
      'refresh',
      'refresh',
      (signal) =>
        client.post<Quote>(`/v1/quotes/${encodeURIComponent(current.id)}/refresh`, undefined, { signal }),
      { rescue: (e, gen) => usedQuote(e, gen, current.id) },
    );
    if (!r) return;
    orderKey = null;
    set({
      quote: withPair(r.value.data),
      quoteReceivedAt: now(),
      previousQuote: current,
      quoteNotice: notice,
    });
  }

  /**
   * A quote an order may have used: its order request got no answer (a dropped connection at Confirm), then the
   * price lapsed and the customer refreshed it, or confirmed again, and the service refused (the sandbox says
   * `409 quote_consumed`; the service publishes no code for it, so any refusal of that quote counts, as does
   * `quote_consumed` for any). The order is found by its reference and shown, so the customer pays the order
   * that exists; failing that, a new price is asked for.
   */
  async function usedQuote(e: PulseError, gen: number, quoteId: string): Promise<boolean> {
    if (e.code !== 'quote_consumed' && !(refused(e) && unanswered === quoteId)) return false;
    unanswered = null;
    if ((await resumeByReference(gen)) || gen !== generation) return true;
    await requestQuote();
    return true;
  }

  async function loadBanks() {
    const r = await call('banks', 'banks', (signal) => client.get<Bank[]>('/v1/banks', { signal }));
    if (r) set({ banks: r.value.data });
  }

  let lastResolve: { bankCode: string; accountNumber: string } | null = null;
  // Counts the account checks and the customer's edits: an answer for a number the customer has changed
  // since (a name, or a failure with its Try again) is dropped, never shown for the number now in the field.
  let resolveSeq = 0;
  async function resolveAccount(bankCode: string, accountNumber: string) {
    lastResolve = { bankCode, accountNumber };
    const seq = ++resolveSeq;
    set({ resolved: null });
    const r = await call(
      'resolve',
      'resolve',
      (signal) =>
        client.post<ResolvedBankAccount>(
          '/v1/banks/resolve',
          { bank_code: bankCode, account_number: accountNumber },
          { signal },
        ),
      { stale: () => seq !== resolveSeq },
    );
    if (r) set({ resolved: r.value.data });
  }

  /** The customer changes the account: a check's name, failure or wait for the old one goes. */
  function editAccount() {
    resolveSeq += 1;
    lastResolve = null;
    set({
      resolved: null,
      ...(state.error?.context === 'resolve' ? { error: null } : {}),
      ...(state.busy === 'resolve' ? { busy: null } : {}),
    });
  }

  function orderBody(quoteId: string) {
    if (request.type === 'onramp') {
      return {
        path: '/v1/onramp/orders',
        body: {
          reference: reference(),
          quote_id: quoteId,
          payer: request.payer,
          destination: request.destination,
        },
      };
    }
    const { bank_account: _prefill, ...beneficiary } = request.beneficiary;
    const account = state.resolved;
    return {
      path: '/v1/offramp/orders',
      body: {
        reference: reference(),
        quote_id: quoteId,
        beneficiary: {
          ...beneficiary,
          bank_account: {
            bank_code: account?.bank_code ?? '',
            account_number: account?.account_number ?? '',
          },
        },
      },
    };
  }

  async function confirmOrder() {
    const quote = state.quote;
    if (!quote || state.busy) return;
    // One key per confirmed quote: the client's own retries and the retry button re-send it, so a
    // dropped answer never turns into a second order. A re-priced quote gets a new key.
    orderKey ??= uuid();
    const { path, body } = orderBody(quote.id);
    const gen = generation;
    set({ busy: 'order', error: null });
    try {
      const { data } = await client.post<Order>(path, body, {
        signal: controller.signal,
        idempotencyKey: orderKey,
      });
      if (gen !== generation) return;
      rememberOrder(request.reference, data.id, attempt, print);
      unanswered = null;
      // An order of its own: not one it found again (after Start again on a resumed order, it was said to be).
      set({ busy: null, step: 'funding', orderReceivedAt: now(), resumed: false });
      applyOrder(data);
    } catch (e) {
      if (gen !== generation) return;
      const err = asPulseError(e);
      if (REPRICE.has(String(err.code))) {
        set({ busy: null });
        await refreshQuote('changed');
        return;
      }
      if (err.code === 'duplicate_reference' && (await resumeByReference(gen))) return;
      if (await usedQuote(err, gen, quote.id)) return;
      // No answer came (offline, a timeout): the order may exist. A later refusal of this quote looks for it.
      if (err.status === 0) unanswered = quote.id;
      fail(err, refused(err) ? null : 'order', 'order');
    }
  }

  /** Shows an order this request already created: its funding screen, or its end. */
  function resume(order: Order) {
    const saved = recallOrder(request.reference);
    rememberOrder(
      request.reference,
      order.id,
      attempt,
      print,
      saved?.id === order.id ? saved.succeeded : undefined,
    );
    set({ busy: null, error: null, resumed: true, step: 'funding', orderReceivedAt: now() });
    applyOrder(order);
  }

  /**
   * 409 duplicate_reference: an order with this reference exists (the checkout was closed and reopened, in
   * this tab or another). Finds it by reference and resumes it; an expired one frees the next suffix.
   * False when it cannot be found (the lookup failed, or a proxy of the caller's answers none), so the error is
   * shown.
   */
  async function resumeByReference(gen: number): Promise<boolean> {
    try {
      const { data } = await client.get<{ id: string; status: string }[]>(
        `/v1/orders?reference=${encodeURIComponent(reference())}`,
        { signal: controller.signal },
      );
      const found = data[0];
      if (gen !== generation || !found) return false;
      if (found.status === 'expired' && attempt < CHECKOUT_ATTEMPTS) {
        attempt += 1;
        orderKey = null;
        set({ busy: null });
        await confirmOrder();
        return true;
      }
      const full = await client.get<Order>(`/v1/orders/${encodeURIComponent(found.id)}`, {
        signal: controller.signal,
      });
      if (gen !== generation) return true;
      const saved = recallOrder(request.reference);
      const why = notThisRequest(full.data, saved?.id === full.data.id ? saved.print : undefined);
      if (why) otherCart(full.data, why);
      else resume(full.data);
      return true;
    } catch {
      return false;
    }
  }

  /** On open: an order this tab already made for this request is shown again, at whatever step it is, instead of a new one. */
  async function resumeRemembered(): Promise<boolean> {
    const saved = recallOrder(request.reference);
    if (!saved) return false;
    const gen = generation;
    set({ busy: 'quote' });
    try {
      const { data } = await client.get<Order>(`/v1/orders/${encodeURIComponent(saved.id)}`, {
        signal: controller.signal,
      });
      if (gen !== generation) return true;
      const why = notThisRequest(data, saved.print);
      if (why && data.status === 'expired' && saved.attempt < CHECKOUT_ATTEMPTS) {
        // Another cart's order that can no longer be paid: this request makes the next one.
        attempt = saved.attempt + 1;
        forgetOrder(request.reference);
        return false;
      }
      if (why) {
        otherCart(data, why);
        return true;
      }
      // Shown as it stands, an expired one too: a customer who paid late learns the order ended and what
      // happens to the money, and "Start again" makes the next order with the next reference suffix.
      attempt = saved.attempt;
      resume(data);
      return true;
    } catch {
      if (gen !== generation) return true;
      forgetOrder(request.reference);
      return false;
    } finally {
      if (gen === generation && state.busy === 'quote') set({ busy: null });
    }
  }

  function applyOrder(order: Order) {
    set(order.status === 'awaiting_payment' ? { order, due: order.source.amount } : { order });
    if (order.status !== lastStatus) {
      lastStatus = order.status;
      events().onStatusChange?.(order.status, order.id);
    }
    const status: string = order.status;
    if (status === 'completed') {
      stopPolling();
      set({ step: 'completed' });
      if (!succeeded) {
        succeeded = true;
        // Once per order, also across a reopened modal or a reloaded page that shows it again.
        const saved = recallOrder(request.reference);
        if (saved?.id !== order.id) events().onSuccess?.(order.id);
        else if (!saved.succeeded) {
          rememberOrder(request.reference, order.id, saved.attempt, saved.print, true);
          events().onSuccess?.(order.id);
        }
      }
    } else if (status === 'expired') {
      stopPolling();
      set({ step: 'expired' });
    } else if (status === 'failed') {
      stopPolling();
      fail(
        new PulseError('order_failed', 'The order could not be completed. Contact support with its id.'),
        null,
        'poll',
      );
      set({ step: 'fatal' });
    } else {
      schedulePoll();
    }
  }

  // The order's reads while the customer pays, through core's poller: backing off after failures (a notice
  // after a few, reading on under it), paused while the page is hidden, and an answer that arrives after a
  // stop or a restart ignored.
  const poller = createPoller(
    async (failures): Promise<PollOutcome> => {
      const order = state.order;
      if (!order || stopped || state.step !== 'funding') return 'stop';
      const gen = generation;
      try {
        const { data } = await client.get<Order>(`/v1/orders/${encodeURIComponent(order.id)}`, {
          signal: controller.signal,
          timeoutMs: POLL_TIMEOUT_MS,
          retries: 0,
        });
        if (gen !== generation) return 'stop';
        if (state.error?.retry === 'poll') set({ error: null });
        applyOrder(data);
        return 'next';
      } catch (e) {
        if (gen !== generation) return 'stop';
        const err = asPulseError(e);
        const told = err.code === 'timeout' || failures + 1 >= FAILED_POLLS_BEFORE_SHOWN;
        if (told && state.error?.retry !== 'poll') fail(err, 'poll', 'poll');
        return 'retry';
      }
    },
    {
      every: pollMs,
      backoff: (failures) => Math.max(pollMs, Math.min(pollMs * 2 ** failures, MAX_POLL_BACKOFF_MS)),
      hidden: () => hidden,
    },
  );

  function stopPolling() {
    poller.stop();
  }

  function schedulePoll() {
    if (!stopped && state.step === 'funding') poller.later();
  }

  /** Reads the order now (back online, page visible again), or right after the read in flight. */
  function pollNow() {
    if (!stopped && state.step === 'funding') poller.now();
  }

  async function begin() {
    if (await resumeRemembered()) return;
    if (request.type === 'onramp') return void requestQuote();
    void loadBanks();
    const prefill = request.beneficiary.bank_account;
    if (prefill) void resolveAccount(prefill.bank_code, prefill.account_number);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      stopped = false;
      if (deps.failure) return events().onError?.(String(deps.failure.code), deps.failure.message);
      if (!started) {
        started = true;
        void begin();
      } else pollNow();
    },
    stop() {
      stopped = true;
      generation += 1;
      controller.abort();
      controller = new AbortController();
      stopPolling();
      if (state.busy) set({ busy: null });
    },
    resolveAccount: (bankCode, accountNumber) => void resolveAccount(bankCode, accountNumber),
    editAccount,
    confirmAccount() {
      if (!state.resolved) return;
      set({ step: 'quote' });
      void requestQuote();
    },
    // Asked again while a request runs (its button is aria-disabled, not disabled, so that it keeps the focus),
    // nothing happens; confirmOrder has the same check of its own.
    refreshQuote: () => void (state.busy || refreshQuote('refreshed')),
    confirmOrder: () => void confirmOrder(),
    retry() {
      const action = state.error?.retry;
      if (action === 'quote') void requestQuote();
      else if (action === 'refresh') void refreshQuote('refreshed');
      else if (action === 'order') void confirmOrder();
      else if (action === 'banks') void loadBanks();
      else if (action === 'resolve' && lastResolve)
        void resolveAccount(lastResolve.bankCode, lastResolve.accountNumber);
      else if (action === 'poll') {
        poller.reset();
        set({ error: null });
        pollNow();
      }
    },
    restart() {
      stopPolling();
      generation += 1;
      orderKey = null;
      lastStatus = null;
      succeeded = false;
      attempt += 1;
      set({
        step: 'quote',
        order: null,
        due: null,
        quote: null,
        previousQuote: null,
        quoteNotice: null,
        error: null,
        busy: null,
      });
      void requestQuote();
    },
    setHidden(value) {
      hidden = value;
      if (!value) pollNow();
    },
    setOnline(online) {
      if (state.offline === !online) {
        if (online) pollNow();
        return;
      }
      set({ offline: !online });
      if (!online) return;
      poller.reset();
      pollNow();
    },
  };
}

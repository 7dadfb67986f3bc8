'use client';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { lazyStep } from './lazyStep.js';
import { createPortal } from 'react-dom';
import {
  assertKeyAllowedHere,
  createApiClient,
  credentialEnvironment,
  DEV,
  devWarn,
  formatString,
  inBrowser,
  PulseError,
  themeStyle,
  validateTheme,
  type Environment,
} from '@pulse/core/internal';
import { checkout } from '@pulse/core/locales/en/checkout';
import { explainingCors } from './network.js';
import { CopyField } from '../ui/CopyField.js';
import { ACCOUNT_FIELD_CODES } from './errorCopy.js';
import { ErrorNotice } from './ErrorNotice.js';
import {
  createCheckoutFlow,
  type CheckoutFlow,
  type FlowDeps,
  type FlowEvents,
  type FlowState,
} from './flow.js';
import { StepHeading } from '../ui/StepHeading.js';
import { useStepFocus } from './useStepFocus.js';
import { QuoteStep } from './QuoteStep.js';
import { validateCheckoutRequest } from './request.js';
import type { CheckoutProps, CheckoutRequest } from '../types.js';
import { useIsClient } from '../ui/useIsClient.js';
import { useModal } from './useModal.js';
import { usePrefersDark } from '../ui/usePrefersDark.js';
import { ENGLISH, speak, SpeechContext } from '../i18n/speech.js';
import { statusText } from './status.js';
import { useSpeech } from '../i18n/useSpeech.js';

// Only offramp orders pick a bank, so an onramp-only page never downloads the picker.
const AccountStep = lazyStep(() => import('./AccountStep.js').then((m) => m.AccountStep));
// The end screens (receipt, expiry) load while the customer pays, never on the first screen.
const ResultStep = lazyStep(() => import('./ResultStep.js').then((m) => m.ResultStep));
// The funding step (account or address, QR, tracker) shows once the order exists: fetched right after the
// first screen, so it is in by the time the customer confirms the quote, and drawn at once from then on.
const FundingStep = lazyStep(() => import('./FundingStep.js').then((m) => m.FundingStep));

const DEFAULT_BASE_URL = '/api/pulse/checkout';
const MIN_POLL_MS = 100;

/**
 * The in-app checkout modal. Renders nothing on the server and nothing while `request` is null;
 * a new request (by content) starts a new flow.
 */
export function Checkout(props: CheckoutProps) {
  const isClient = useIsClient();
  const request = props.request;
  const key = useMemo(() => (request ? JSON.stringify(request) : ''), [request]);
  if (!request || !isClient) return null;
  return <CheckoutModal key={key} {...props} request={request} />;
}

function toError(e: unknown): PulseError {
  return e instanceof PulseError ? e : new PulseError('invalid_options', String(e));
}

function makeFlow(
  props: CheckoutProps & { request: CheckoutRequest },
  events: () => FlowEvents,
): CheckoutFlow {
  const { auth, request, fetchImpl } = props;
  const pollMs = props.pollMs ?? 2500;
  const client = createApiClient({ baseUrl: '/', fetchImpl });
  try {
    validateCheckoutRequest(request);
    if (!Number.isFinite(pollMs) || pollMs < MIN_POLL_MS) {
      throw new PulseError('invalid_options', `pollMs must be a number of milliseconds ≥ ${MIN_POLL_MS}.`);
    }
    if (!auth || (auth.kind !== 'api_key' && auth.kind !== 'proxy')) {
      throw new PulseError(
        'invalid_options',
        'Checkout uses API-key mode: pass auth={ClientAuth.proxy()} with baseUrl at your createCheckoutProxy route, or ClientAuth.apiKey("sk_test_…") for local development.',
      );
    }
    if (auth.kind === 'api_key') assertKeyAllowedHere(auth.key);
    const answers: FlowDeps['answers'] = {};
    return createCheckoutFlow({
      // A relative baseUrl (the merchant's own route) resolves against the page.
      client: createApiClient({
        baseUrl: props.baseUrl ?? DEFAULT_BASE_URL,
        auth,
        // A failure on another origin says it is likely CORS (for onError; the customer reads copy); each
        // answer's headers go to the flow, which measures the device's clock against the service's (Date) and
        // learns test or live (the proxy's Pulse-Environment).
        fetchImpl: explainingCors(fetchImpl, (headers) => answers.seen?.(headers)),
        // As the embed's: on a network that stalls, the customer hears within about 20 s (two tries of 10 s),
        // not 45 s; a POST's retry sends the same Idempotency-Key.
        timeoutMs: 10_000,
        retries: 1,
      }),
      request,
      pollMs,
      events,
      answers,
    });
  } catch (e) {
    return createCheckoutFlow({ client, request, pollMs, events, failure: toError(e) });
  }
}

type Text = Record<keyof typeof checkout, string>;

/** What the polite live region says (less a heading the focus just moved to: see `spoke` below). */
function announce(state: FlowState, t: Text): string {
  if (state.step === 'completed') return t.successTitle;
  if (state.step === 'expired') return t.orderExpiredTitle;
  if (state.step === 'funding' && state.order) return `${t.status}: ${statusText(t, state.order.status)}`;
  if (state.step === 'account' && state.resolved) {
    return `${t.accountNameIs} ${state.resolved.account_name}`;
  }
  // Said where the quote step shows it, not over a later screen the notice outlived.
  if (state.step !== 'quote') return '';
  if (state.quoteNotice === 'changed') return t.quoteChanged;
  if (state.quoteNotice === 'refreshed') return t.quoteRefreshed;
  return '';
}

const ENVIRONMENTS: readonly unknown[] = ['test', 'live'];

/**
 * Test or live, where the checkout can know it: from a secret key's prefix (`sk_test_…`, local development),
 * else from the `Pulse-Environment` header a proxy sends on every answer, or an `environment` field on the order,
 * the quote or the resolved bank account, which a proxy may add; null when nothing says.
 */
function environmentOf(props: CheckoutProps, state: FlowState): Environment | null {
  if (props.auth?.kind === 'api_key') return credentialEnvironment(props.auth.key);
  if (state.environment) return state.environment;
  for (const answer of [state.order, state.quote, state.resolved]) {
    const environment = (answer as { environment?: unknown } | null)?.environment;
    if (ENVIRONMENTS.includes(environment)) return environment as Environment;
  }
  return null;
}

/** Validates a prop once per content change (callers key it by JSON), keeping the error to show. */
function useValidated<T>(fn: () => T, deps: unknown[]): { value: T } | { error: PulseError } {
  return useMemo(() => {
    try {
      return { value: fn() };
    } catch (e) {
      return { error: toError(e) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

function CheckoutModal(props: CheckoutProps & { request: CheckoutRequest }) {
  const { onClose, className, style, theme, strings: stringsInput, request } = props;
  const spoken = useSpeech(props.locale, stringsInput);
  const speech = ('speech' in spoken && spoken.speech) || ENGLISH;
  const t = useMemo(() => speak(checkout, speech), [speech]);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef<FlowEvents>(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });
  // Made once per opened request; creating it does no I/O, so a StrictMode double render is harmless.
  const [flow] = useState(() => makeFlow(props, () => callbacks.current));
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);

  useEffect(() => {
    // Deferred a task: StrictMode's immediate unmount cancels it, so the quote is asked for once.
    const timer = setTimeout(() => flow.start(), 0);
    return () => {
      clearTimeout(timer);
      flow.stop();
    };
  }, [flow]);

  useEffect(() => {
    // Core's DEV reads process.env.NODE_ENV in a form bundlers replace; a `typeof process` guard here would be
    // false in browser builds (Vite, webpack 5), so the warning would never show where it matters.
    if (DEV && props.auth?.kind === 'api_key' && inBrowser() && props.auth.key.startsWith('sk_test_')) {
      devWarn(
        'Checkout is using a test secret key in the browser. That is for local development only; in production point baseUrl at a createCheckoutProxy route.',
      );
    }
  }, [props.auth]);

  useEffect(() => {
    // Shown again, or back online: the order is read at once, so a payment made meanwhile shows.
    const onVisibility = () => flow.setHidden(document.visibilityState === 'hidden');
    const onConnection = () => flow.setOnline(navigator.onLine);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onConnection);
    window.addEventListener('offline', onConnection);
    if (!navigator.onLine) flow.setOnline(false);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onConnection);
      window.removeEventListener('offline', onConnection);
    };
  }, [flow]);

  useEffect(() => {
    // After the first screen is drawn: the funding step's chunk, so paying never waits on a download.
    FundingStep.preload();
  }, []);

  useEffect(() => {
    // Fetched once the order exists, so the receipt shows without a skeleton when the payment completes.
    if (state.step === 'funding') ResultStep.preload();
  }, [state.step]);

  const prefersDark = usePrefersDark();
  const themeKey = JSON.stringify(theme ?? {});
  const vars = useValidated(() => themeStyle(validateTheme(theme), prefersDark), [themeKey, prefersDark]);
  const optionError = 'error' in vars ? vars.error : 'error' in spoken ? spoken.error : null;
  useEffect(() => {
    if (optionError) callbacks.current.onError?.(String(optionError.code), optionError.message);
  }, [optionError]);

  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = document.createElement('div');
    el.setAttribute('data-pulse-checkout', '');
    document.body.append(el);
    setContainer(el);
    return () => el.remove();
  }, []);
  // Closing while the customer may be paying asks first: the order stays open, and money sent still counts.
  const paying = state.step === 'funding' && state.order?.status === 'awaiting_payment';
  const close = onClose && (paying ? () => setConfirmingClose(true) : onClose);
  // Asked only while still paying: a payment that lands meanwhile shows its screen, not "Leave checkout?", and
  // the question is forgotten, so that a new order (Start again) is not covered by it.
  const confirming = confirmingClose && paying;
  useEffect(() => {
    if (!paying) setConfirmingClose(false);
  }, [paying]);
  useModal(dismissed ? null : container, dialogRef, close);
  // What counts as a new screen for focus; the first quote filling its skeleton does not (focus stays put).
  const focusKey = `${state.step}|${state.order?.status ?? ''}|${state.resolved ? 1 : 0}|${confirming ? 1 : 0}`;
  // The words of the element the focus moved to, which a screen reader reads there: the live region does not
  // say them again ("Payment received" heard twice at the end). Where the focus could not reach the heading
  // (its chunk still on its way, or failed), the live region says the title.
  // Kept with the screen it was read on: the detected screen's "Payment received" is not the receipt's.
  const [spoke, setSpoke] = useState<{ key: string; text: string | null } | null>(null);
  useStepFocus(dialogRef, focusKey, (el) => setSpoke({ key: focusKey, text: el.textContent }));
  const loading = 'loading' in spoken;
  // The language's sentences came: the skeleton's dialog gave way to the real one, a new element, and the
  // focus it had fell to the page's body (a screen reader heard no dialog open). It follows to the new one.
  const wasLoading = useRef(loading);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (wasLoading.current && !loading && dialog && !dialog.contains(document.activeElement)) dialog.focus();
    wasLoading.current = loading;
  }, [loading]);

  if (!container || dismissed) return null;
  const error = optionError
    ? { code: String(optionError.code), message: optionError.message, context: 'quote' as const, retry: null }
    : state.error;
  const asset =
    request.type === 'onramp' ? request.quote.destination_currency : request.quote.source_currency;
  // The merchant's title wins; otherwise the title says what the customer does.
  const ownTitle = speech.input.title !== undefined || speech.input[speech.locale]?.title !== undefined;
  const title = ownTitle
    ? t.title
    : formatString(request.type === 'onramp' ? t.titleBuy : t.titleSell, { asset: String(asset) });
  const environment = environmentOf(props, state);
  const onDone = onClose ?? (() => setDismissed(true));
  const step = optionError ? 'fatal' : state.step;
  const rootStyle = { ...('value' in vars ? vars.value : {}), ...style } as CSSProperties;
  const said = announce(state, t);

  if (loading) {
    // The locale's sentences are on their way: bones only, no word of English first.
    return createPortal(
      <div className={className ? `pulse-checkout ${className}` : 'pulse-checkout'} style={rootStyle}>
        <div
          ref={dialogRef}
          className="pulse-dialog"
          role="dialog"
          aria-modal="true"
          aria-busy="true"
          tabIndex={-1}
        >
          <div className="pulse-skeleton" data-testid="skeleton">
            <span className="pulse-bone" />
            <span className="pulse-bone" />
            <span className="pulse-bone" />
          </div>
        </div>
      </div>,
      container,
    );
  }

  return createPortal(
    <SpeechContext.Provider value={speech}>
      <div
        className={className ? `pulse-checkout ${className}` : 'pulse-checkout'}
        style={rootStyle}
        lang={speech.locale}
      >
        <div
          ref={dialogRef}
          className="pulse-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="pulse-header">
            <h2 id={titleId} className="pulse-title">
              {title}
            </h2>
            {close ? (
              <button type="button" className="pulse-close" aria-label={t.close} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {environment === 'test' ? (
            // On every screen of a test order: nothing here moves real money.
            <p className="pulse-test-mode" data-testid="test-mode">
              <strong>{t.testMode}</strong> · {t.testModeNote}
            </p>
          ) : null}
          <div className="pulse-sr-only" role="status" aria-live="polite">
            {spoke?.key === focusKey && said === spoke.text ? '' : said}
          </div>
          {state.offline && step === 'funding' ? (
            <p className="pulse-notice pulse-offline" role="status" data-testid="offline">
              {t.offline}
            </p>
          ) : error && !(step === 'account' && ACCOUNT_FIELD_CODES.has(error.code)) ? (
            <ErrorNotice error={error} onRetry={() => flow.retry()} onClose={close} />
          ) : state.slow ? (
            <p className="pulse-notice" role="status" data-testid="slow">
              {t.slowAnswer}
            </p>
          ) : null}
          <div className="pulse-body">
            {confirming && onClose ? (
              <div className="pulse-step" data-testid="leave-confirm">
                <StepHeading>{t.leaveTitle}</StepHeading>
                <p>{t.leaveBody}</p>
                {state.order ? (
                  <dl className="pulse-figures">
                    <CopyField label={t.orderNumber} value={state.order.id} long />
                  </dl>
                ) : null}
                <div className="pulse-actions">
                  <button type="button" className="pulse-button" onClick={() => setConfirmingClose(false)}>
                    {t.keepPaying}
                  </button>
                  <button type="button" className="pulse-button pulse-secondary" onClick={onClose}>
                    {t.leave}
                  </button>
                </div>
              </div>
            ) : (
              <>
                {step === 'account' && request.type === 'offramp' ? (
                  <AccountStep state={state} flow={flow} prefill={request.beneficiary.bank_account} />
                ) : null}
                {step === 'quote' ? (
                  <QuoteStep
                    state={state}
                    flow={flow}
                    review={{
                      ...(request.type === 'onramp' && { wallet: request.destination.address }),
                      fixed: request.quote.destination_amount === undefined ? 'source' : 'destination',
                    }}
                  />
                ) : null}
                {step === 'funding' ? <FundingStep state={state} environment={environment} /> : null}
                {step === 'completed' || step === 'expired' ? (
                  <ResultStep
                    state={state}
                    flow={flow}
                    onDone={onDone}
                    wallet={request.type === 'onramp' ? request.destination.address : undefined}
                  />
                ) : null}
                {/* A failed order: the sentence above asks the customer to quote its number, so it stands here. */}
                {step === 'fatal' && state.order ? (
                  <dl className="pulse-figures" data-testid="failed-order">
                    <CopyField label={t.orderNumber} value={state.order.id} long />
                  </dl>
                ) : null}
              </>
            )}
          </div>
          <p className="pulse-attribution">{t.poweredBy}</p>
        </div>
      </div>
    </SpeechContext.Provider>,
    container,
  );
}

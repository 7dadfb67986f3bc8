'use client';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { createPortal } from 'react-dom';
import {
  assertKeyAllowedHere,
  createApiClient,
  DEV,
  devWarn,
  formatString,
  inBrowser,
  PulseError,
  resolveStrings,
  themeStyle,
  validateStrings,
  validateTheme,
} from '@pulse/core';
import { explainingCors } from './network.js';
import { COPY } from './copy.js';
import { CopyField } from './CopyField.js';
import { ACCOUNT_FIELD_CODES, customerMessage } from './errorCopy.js';
import { ErrorNotice } from './ErrorNotice.js';
import { createCheckoutFlow, type CheckoutFlow, type FlowEvents, type FlowState } from './flow.js';
import { FundingStep, statusText } from './FundingStep.js';
import { StepHeading } from './StepHeading.js';
import { Skeleton } from './Skeleton.js';
import { useStepFocus } from './useStepFocus.js';
import { QuoteStep } from './QuoteStep.js';
import { validateCheckoutRequest } from './request.js';
import type { CheckoutProps, CheckoutRequest } from './types.js';
import { useIsClient } from './useIsClient.js';
import { useModal } from './useModal.js';
import { usePrefersDark } from './usePrefersDark.js';

// Only offramp orders pick a bank, so an onramp-only page never downloads the picker.
const AccountStep = lazy(() => import('./AccountStep.js').then((m) => ({ default: m.AccountStep })));
// The end screens (receipt, expiry) load while the customer pays, never on the first screen.
const loadResultStep = () => import('./ResultStep.js');
const ResultStep = lazy(() => loadResultStep().then((m) => ({ default: m.ResultStep })));

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
    return createCheckoutFlow({
      // A relative baseUrl (the merchant's own route) resolves against the page.
      client: createApiClient({
        baseUrl: props.baseUrl ?? DEFAULT_BASE_URL,
        auth,
        // A failure on another origin says it is likely CORS (for onError; the customer reads copy).
        fetchImpl: explainingCors(fetchImpl),
      }),
      request,
      pollMs,
      events,
    });
  } catch (e) {
    return createCheckoutFlow({ client, request, pollMs, events, failure: toError(e) });
  }
}

function announce(state: FlowState, strings: { successTitle: string }): string {
  if (state.step === 'completed') return strings.successTitle;
  if (state.step === 'expired') return COPY.orderExpiredTitle;
  if (state.step === 'funding' && state.order) return `${COPY.status}: ${statusText(state.order.status)}`;
  if (state.step === 'account' && state.resolved) {
    return `${COPY.accountNameIs} ${state.resolved.account_name}`;
  }
  if (state.quoteNotice === 'changed') return COPY.quoteChanged;
  if (state.quoteNotice === 'refreshed') return COPY.quoteRefreshed;
  return '';
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
    // Fetched once the order exists, so the receipt shows without a skeleton when the payment completes.
    if (state.step === 'funding') void loadResultStep().catch(() => {});
  }, [state.step]);

  const prefersDark = usePrefersDark();
  const themeKey = JSON.stringify(theme ?? {});
  const stringsKey = JSON.stringify(stringsInput ?? {});
  const vars = useValidated(() => themeStyle(validateTheme(theme), prefersDark), [themeKey, prefersDark]);
  const strings = useValidated(() => resolveStrings(validateStrings(stringsInput)), [stringsKey]);
  const optionError = 'error' in vars ? vars.error : 'error' in strings ? strings.error : null;
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
  useModal(dismissed ? null : container, dialogRef, close);
  // What counts as a new screen for focus; the first quote filling its skeleton does not (focus stays put).
  const focusKey = `${state.step}|${state.order?.status ?? ''}|${state.resolved ? 1 : 0}|${confirmingClose ? 1 : 0}`;
  useStepFocus(dialogRef, focusKey);

  if (!container || dismissed) return null;
  const text = 'value' in strings ? strings.value : resolveStrings();
  const error = optionError
    ? {
        code: String(optionError.code),
        message: optionError.message,
        text: customerMessage(String(optionError.code), 'quote'),
        retry: null,
      }
    : state.error;
  const asset =
    request.type === 'onramp' ? request.quote.destination_currency : request.quote.source_currency;
  // The merchant's title wins; otherwise the title says what the customer does.
  const title =
    stringsInput?.title ??
    formatString(request.type === 'onramp' ? COPY.titleBuy : COPY.titleSell, { asset: String(asset) });
  const onDone = onClose ?? (() => setDismissed(true));
  const step = optionError ? 'fatal' : state.step;
  const rootStyle = { ...('value' in vars ? vars.value : {}), ...style } as CSSProperties;

  return createPortal(
    <div className={className ? `pulse-checkout ${className}` : 'pulse-checkout'} style={rootStyle}>
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
            <button type="button" className="pulse-close" aria-label={COPY.close} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="pulse-sr-only" role="status" aria-live="polite">
          {announce(state, text)}
        </div>
        {state.offline && step === 'funding' ? (
          <p className="pulse-notice pulse-offline" role="status" data-testid="offline">
            {COPY.offline}
          </p>
        ) : error && !(step === 'account' && ACCOUNT_FIELD_CODES.has(error.code)) ? (
          <ErrorNotice error={error} onRetry={() => flow.retry()} />
        ) : null}
        <div className="pulse-body">
          {confirmingClose && onClose ? (
            <div className="pulse-step" data-testid="leave-confirm">
              <StepHeading>{COPY.leaveTitle}</StepHeading>
              <p>{COPY.leaveBody}</p>
              {state.order ? (
                <dl className="pulse-figures">
                  <CopyField
                    label={COPY.orderId}
                    value={state.order.id}
                    long
                    copyLabel={text.copyButton}
                    copiedLabel={text.copiedButton}
                  />
                </dl>
              ) : null}
              <div className="pulse-actions">
                <button type="button" className="pulse-button" onClick={() => setConfirmingClose(false)}>
                  {COPY.keepPaying}
                </button>
                <button type="button" className="pulse-button pulse-secondary" onClick={onClose}>
                  {COPY.leave}
                </button>
              </div>
            </div>
          ) : (
            <>
              {step === 'account' && request.type === 'offramp' ? (
                <Suspense fallback={<Skeleton />}>
                  <AccountStep state={state} flow={flow} prefill={request.beneficiary.bank_account} />
                </Suspense>
              ) : null}
              {step === 'quote' ? (
                <QuoteStep
                  state={state}
                  flow={flow}
                  strings={text}
                  review={request.type === 'onramp' ? { wallet: request.destination.address } : undefined}
                />
              ) : null}
              {step === 'funding' ? <FundingStep state={state} strings={text} /> : null}
              {step === 'completed' || step === 'expired' ? (
                <Suspense fallback={<Skeleton />}>
                  <ResultStep state={state} flow={flow} strings={text} onDone={onDone} />
                </Suspense>
              ) : null}
            </>
          )}
        </div>
        <p className="pulse-attribution">Powered by Pulse</p>
      </div>
    </div>,
    container,
  );
}

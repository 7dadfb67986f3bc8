'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FetchLike } from '@pulse/core/internal/client';
import { PulseError } from '@pulse/core/internal/errors';
import type { Locale } from '@pulse/core/internal/locale';
import { checkoutErrors } from '@pulse/core/locales/en/checkout-errors';
import { customerMessage } from '../checkout/errorCopy.js';
import { loadErrorPack } from '../i18n/errorPacks.js';
import { requestRate } from './rateRequests.js';
import { localeOf } from '../i18n/locale.js';
import type { RatePreview } from '../types.js';

/**
 * What `useRate` prices: the currency sent, the currency received, the amount sent as a decimal string, and
 * optionally the network.
 */
export interface RateParams {
  /** What the customer sends: `NGN`, `USDT` or `USDC`. */
  from: string;
  /** What the customer receives. */
  to: string;
  /** Decimal string of `from`, as typed; empty means "nothing to price yet". */
  amount: string;
  /** The network of the crypto side. */
  network?: string | undefined;
}

/**
 * Options of `useRate`: your rate route (`endpoint`), the fetch function, the refresh interval, `enabled` and
 * the debounce.
 */
export interface UseRateOptions {
  /** Your backend route made with `createRateHandler` from @pulse/server. @default '/api/pulse/rate' */
  endpoint?: string | undefined;
  /** Makes the GET request. @default globalThis.fetch */
  fetcher?: FetchLike | undefined;
  /** Re-asks every this many milliseconds while the page is visible. @default undefined (off) */
  refreshMs?: number | undefined;
  /** @default true whenever amount is non-empty */
  enabled?: boolean | undefined;
  /** Waits this long after the last change before asking. @default 300 */
  debounceMs?: number | undefined;
  /**
   * The language of `message`: a BCP 47 tag (`'yo'`, `'ha-NG'`…) or `'auto'`, as on `<Checkout>`.
   * @default 'en-NG'
   */
  locale?: string | undefined;
}

/**
 * What `useRate` answers: the latest `data` (null for an empty amount), `loading`, the `error` (a `PulseError`
 * for you to log), `message` (the error as a customer sentence in `locale`) and `refresh()`.
 */
export interface UseRateResult {
  /** The latest preview; kept while a newer one loads, so figures do not flicker; null for an empty amount. */
  data: RatePreview | null;
  loading: boolean;
  /** For you: its code and the route's words. Never show `error.message` to a customer. */
  error: PulseError | null;
  /**
   * The error as a sentence for the customer, in the `locale` option's language (the checkout's catalogue,
   * `checkout-errors`); null without an error, or while another locale's sentences load.
   */
  message: string | null;
  /** Asks again now. */
  refresh: () => void;
}

/**
 * The customer's sentence for a rate error. An amount refused is the one the customer typed: not a number
 * (refused here), or below the minimum or above the maximum (the service's code does not say which); `rate_busy` is "too many attempts" only when this visitor asked too often (429), while 503 means
 * the rates are being refreshed; a setup mistake is the merchant's: the customer reads "no price".
 */
function sentenceKey(code: string, status: number) {
  // Status 0: the hook's own refusal of an amount it cannot read, before any request.
  if (code === 'invalid_amount') return status === 0 ? 'errAmountUnreadable' : 'errAmountOutOfRange';
  if (code === 'rate_busy' && status !== 429) return 'errQuote';
  const key = customerMessage(code, 'quote');
  return key === 'errSetup' ? 'errQuote' : key;
}

/** The error sentences in `locale`: English at once, another locale's once its small file is in. */
function useErrorSentences(locale: Locale): Record<string, string> | null {
  const [pack, setPack] = useState<{ locale: Locale; messages: Record<string, string> } | null>(null);
  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    loadErrorPack(locale).then(
      (messages) => {
        if (live && messages) setPack({ locale, messages });
      },
      () => {
        // Offline: the English sentences stand in.
        if (live) setPack({ locale, messages: checkoutErrors });
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (locale === 'en') return checkoutErrors;
  return pack?.locale === locale ? pack.messages : null;
}

const defaultFetcher: FetchLike = (input, init) => globalThis.fetch(input, init);
const KEY = /sk_(test|live)_/;

/**
 * The amount as the route reads it, or null for one it cannot read. "50,000" or "50 000", as a customer writes
 * naira, loses its grouping, only when the whole amount is grouped in threes; "25." (typing on) and ".5" are
 * 25 and 0.5. Anything else ("1,5", "50000,000", "50, 000", "₦50000") is refused here, never read as another
 * amount and never sent.
 */
function plainAmount(typed: string): string | null {
  const t = typed.trim();
  const m = /^(\d*)\.?(\d*)$/.exec(/^\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(t) ? t.replace(/[, ]/g, '') : t);
  return m && (m[1] || m[2]) ? `${m[1] || 0}${m[2] ? `.${m[2]}` : ''}` : null;
}

function rateUrl(endpoint: string, p: RateParams): string | null {
  const amount = plainAmount(p.amount);
  if (amount === null) return null;
  const query = new URLSearchParams({ from: p.from, to: p.to, amount });
  if (p.network) query.set('network', p.network);
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
}

/** Live price preview from your rate route (`createRateHandler` of @pulse/server): debounced, deduplicated, aborts stale requests. */
export function useRate(params: RateParams, options: UseRateOptions = {}): UseRateResult {
  const { endpoint = '/api/pulse/rate', fetcher = defaultFetcher, refreshMs, debounceMs = 300 } = options;
  const empty = params.amount.trim() === '';
  const url = rateUrl(endpoint, params);
  // The text of an amount that cannot be read, for the error to quote; '' otherwise, so a readable amount's
  // request does not restart at a change the URL does not see.
  const unreadable = url === null ? params.amount.trim() : '';
  const localeOption = options.locale;
  const locale = useMemo(() => {
    try {
      return { value: localeOf(localeOption) };
    } catch (e) {
      return { error: e as PulseError };
    }
  }, [localeOption]);
  // A locale it cannot speak is the developer's error, said at once: nothing is asked for meanwhile.
  const enabled = (options.enabled ?? true) && !empty && !('error' in locale);
  const sentences = useErrorSentences('value' in locale ? locale.value : 'en');
  const [state, setState] = useState<Omit<UseRateResult, 'refresh' | 'message'>>({
    data: null,
    loading: enabled && url !== null,
    error: null,
  });
  const [tick, setTick] = useState(0);
  // The request `data` answered, so that an error for another amount never stands beside its figures.
  const priced = useRef<string | undefined>(undefined);
  // The request `error` answered: an error stays on screen only while the amount it was for does.
  const erred = useRef<string | null | undefined>(undefined);
  // Mounted with an amount, and refresh(), ask at once; typing into an empty field waits for a pause.
  const immediate = useRef(!empty);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) {
      // A cleared amount has no price: drop the old figures (and error) rather than show them for nothing.
      // `enabled: false` with an amount only pauses, so it keeps them.
      if (empty) {
        immediate.current = false;
        setState((s) => (s.data || s.error || s.loading ? { data: null, loading: false, error: null } : s));
      } else setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    if (url !== null && KEY.test(url)) {
      setState({
        data: null,
        loading: false,
        error: new PulseError(
          'invalid_options',
          'useRate: the endpoint must not carry an API key; keep it on your server.',
        ),
      });
      return;
    }
    // An amount that cannot be read is not asked for: no "loading" for it (a refresh tick, back online). An
    // error about another amount goes (typing "5" then "50000" must not read "below the minimum" meanwhile).
    setState((s) => {
      const error = s.error && erred.current !== url ? null : s.error;
      const loading = url !== null || s.loading;
      return error === s.error && loading === s.loading ? s : { ...s, loading, error };
    });
    let live = true;
    let release: (() => void) | undefined;
    // The first request and refresh() go at once; typing waits for a pause.
    const delay = immediate.current ? 0 : debounceMs;
    const timer = setTimeout(() => {
      immediate.current = false;
      if (url === null) {
        // Status 0: no request went out. Said once the customer pauses, not at every key of "1,500,000".
        erred.current = null;
        setState({
          data: null,
          loading: false,
          error: new PulseError(
            'invalid_amount',
            `useRate: amount ${JSON.stringify(unreadable)} is not a number.`,
          ),
        });
        return;
      }
      const shared = requestRate(fetcherRef.current, url);
      release = shared.release;
      shared.promise.then(
        (data) => {
          if (!live) return;
          priced.current = url;
          setState({ data, loading: false, error: null });
        },
        (e: unknown) => {
          if (!live) return;
          const error = e instanceof PulseError ? e : new PulseError('unknown_error', String(e));
          erred.current = url;
          // The figures stay beside an error only when they priced this very amount (a refresh that failed);
          // another amount's figures would read as this one's price.
          setState((s) => ({ data: priced.current === url ? s.data : null, loading: false, error }));
        },
      );
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
      release?.();
    };
  }, [url, unreadable, enabled, empty, tick, debounceMs]);

  const refresh = useCallback(() => {
    immediate.current = true;
    setTick((t) => t + 1);
  }, []);

  // Back online (after a network error or a timeout, or with figures gone stale meanwhile): ask again at once.
  useEffect(() => {
    if (!enabled) return;
    addEventListener('online', refresh);
    return () => removeEventListener('online', refresh);
  }, [enabled, refresh]);

  useEffect(() => {
    if (!refreshMs || !enabled) return;
    let missed = false;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') missed = true;
      else refresh();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState !== 'hidden' && missed) {
        missed = false;
        refresh();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refreshMs, enabled, refresh]);

  // Also on the very render the amount is cleared, before the effect above has run.
  if (empty) return { data: null, loading: false, error: null, message: null, refresh };
  const error = 'error' in locale ? locale.error : state.error;
  const message =
    error && sentences ? (sentences[sentenceKey(String(error.code), error.status)] ?? null) : null;
  if ('error' in locale) return { data: null, loading: false, error, message, refresh };
  return { ...state, error, message, refresh };
}

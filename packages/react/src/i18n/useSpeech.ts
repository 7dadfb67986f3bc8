'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkMessages,
  intlLocale,
  keepTrying,
  PulseError,
  type CheckoutStringKey,
  type CheckoutStrings,
  type Locale,
} from '@pulse/core/internal';
import { checkout } from '@pulse/core/locales/en/checkout';
import { checkoutErrors } from '@pulse/core/locales/en/checkout-errors';
import { localeOf } from './locale.js';
import { loadEnglishRest, loadPack } from './packs.js';
import type { Speech } from './speech.js';

/** How long the checkout waits for a language's pack before it shows English (see the effect below). */
const SLOW_PACK_MS = 3_000;

/** The sentences English has in the first load: the first screen's and the errors'. */
const FIRST: Record<string, string> = { ...checkout, ...checkoutErrors };

/** The keys an overrides object names, flat and per locale. */
function keysOf(input: object): string[] {
  return Object.entries(input).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? Object.keys(value) : [key],
  );
}

export type SpeechState =
  | { speech: Speech }
  /** The overrides are wrong; `speech` (the locale without them) says so in the customer's language. */
  | { error: PulseError; speech?: Speech }
  | { loading: true };

/**
 * The checkout's language from its `locale` and `strings` props. English with overrides of first-screen keys
 * only is ready at once; another locale waits for its pack, and an override of a later key for English's
 * later sentences, so every key and its placeholders are checked against the catalogue before anything shows.
 * A pack that cannot load (offline) leaves English rather than no checkout, and one slower than 3 s shows
 * English until it is here; the speech's locale is then `en`, the language its words are in. A failed pack
 * is asked for again until it comes (core's keepTrying), and the language replaces English then.
 */
export function useSpeech(localeOption: unknown, stringsInput: unknown): SpeechState {
  let key: string;
  try {
    key = JSON.stringify([localeOption ?? null, stringsInput ?? null]);
  } catch {
    // A BigInt or a circle in the props: checked below, where it becomes a typed invalid_strings.
    key = '\0unserialisable';
  }
  const plan = useMemo(() => {
    try {
      const locale = localeOf(localeOption);
      const input = checkMessages<CheckoutStringKey>(stringsInput);
      const laterKeys = keysOf(input).some((k) => !Object.hasOwn(FIRST, k));
      if (locale === 'en' && !laterKeys) {
        const checked = checkMessages<CheckoutStringKey>(input, FIRST as Record<CheckoutStringKey, string>);
        return { ready: { speech: { locale, intl: intlLocale(locale), input: checked, pack: undefined } } };
      }
      return { locale, input, laterKeys };
    } catch (e) {
      return { ready: { error: e instanceof PulseError ? e : new PulseError('invalid_strings', String(e)) } };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const [loaded, setLoaded] = useState<{ key: string; state: SpeechState } | null>(null);

  useEffect(() => {
    if ('ready' in plan) return;
    let live = true;
    let arrived = false;
    const { locale, input, laterKeys } = plan;
    // `lang`: the language the words are in, English where the pack is not here (for the root's lang too).
    const settle = (lang: Locale, pack: Partial<CheckoutStrings> | undefined, rest: object | null) => {
      if (!live) return;
      const speech = { locale: lang, intl: intlLocale(lang), input: {}, pack };
      // English's later sentences may not load (offline): the locale's pack is kept, the overrides wait.
      if (rest === null) return setLoaded({ key, state: { speech } });
      let state: SpeechState;
      try {
        const checked = checkMessages<CheckoutStringKey>(input, {
          ...FIRST,
          ...rest,
        } as Record<CheckoutStringKey, string>);
        state = { speech: { ...speech, input: checked } };
      } catch (e) {
        state = { error: e as PulseError, speech };
      }
      setLoaded({ key, state });
    };
    const rest = laterKeys ? loadEnglishRest().catch(() => null) : Promise.resolve({});
    // A pack slower than SLOW_PACK_MS: English meanwhile (a modal of bones with no close button would hold the
    // customer for as long as the network stalls), then the language once it is here.
    const slow = setTimeout(
      () => void rest.then((r) => !arrived && settle('en', undefined, r)),
      SLOW_PACK_MS,
    );
    // A pack that failed to download: English at once, and the pack asked for again (back online, or after
    // 2, 4, 8 … s) until it comes, then the language; a single dropped request does not fix the language in
    // English for the rest of the payment.
    let english = false;
    const stop = keepTrying(
      () => loadPack(locale),
      (pack) => {
        arrived = true;
        clearTimeout(slow);
        void rest.then((r) => settle(pack ? locale : 'en', pack, r));
      },
      () => {
        clearTimeout(slow);
        if (!english) void rest.then((r) => !arrived && settle('en', undefined, r));
        english = true;
      },
    );
    return () => {
      live = false;
      clearTimeout(slow);
      stop();
    };
  }, [plan, key]);

  const state: SpeechState =
    'ready' in plan ? (plan.ready as SpeechState) : loaded?.key === key ? loaded.state : { loading: true };
  // A language or overrides changed while the modal is open: its words stay on screen (and the focus where it
  // is) until the new ones are here, rather than the skeleton in their place. Only a modal's first language
  // shows the skeleton.
  const shown = useRef<SpeechState | null>(null);
  if (!('loading' in state)) shown.current = state;
  return 'loading' in state && shown.current ? shown.current : state;
}

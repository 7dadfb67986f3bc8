'use client';
/**
 * The checkout's language: the locale, the `Intl` tag its amounts and dates are written with, the merchant's
 * checked overrides and the locale's pack (every checkout sentence but English's, loaded before the first
 * screen is drawn). Each step resolves the sentences it shows from the English file it imports, so a chunk
 * brings its own English and nothing else.
 */
import { createContext, useContext, useMemo } from 'react';
import {
  resolveMessages,
  type CheckoutStringKey,
  type CheckoutStrings,
  type Locale,
  type MessagesInput,
} from '@pulse/core/internal';

export interface Speech {
  locale: Locale;
  /** The tag `Intl` formats with (`yo-NG`, or `en-NG` where the runtime lacks the locale's data). */
  intl: string;
  /** The merchant's overrides, checked against the catalogue. */
  input: MessagesInput<CheckoutStringKey>;
  /** The locale's sentences; undefined for English. */
  pack: Partial<CheckoutStrings> | undefined;
}

export const ENGLISH: Speech = { locale: 'en', intl: 'en-NG', input: {}, pack: undefined };
export const SpeechContext = createContext<Speech>(ENGLISH);

/** The speech's sentences of one English file: English, the pack over it, then the merchant's overrides. */
export function speak<K extends string>(english: Readonly<Record<K, string>>, s: Speech): Record<K, string> {
  return resolveMessages(
    english,
    s.pack as Partial<Record<K, string>> | undefined,
    s.input as MessagesInput<K>,
    s.locale,
  );
}

/** The sentences of `english` (one catalogue file) in the checkout's language, its locale and `Intl` tag. */
export function useText<K extends string>(
  english: Readonly<Record<K, string>>,
): { t: Record<K, string>; intl: string; locale: Locale } {
  const s = useContext(SpeechContext);
  const t = useMemo(() => speak(english, s), [english, s]);
  return { t, intl: s.intl, locale: s.locale };
}

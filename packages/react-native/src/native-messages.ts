/**
 * The view's own sentences (shown natively when the payment page cannot load), in each shipped locale. They
 * are a few lines each, so all five ship with the view: a failed load must not wait on another download.
 * A merchant's `strings` reach them as they reach the frame: flat for every language, or under a language.
 */
import type { Locale, NativeMessageKey, NativeMessages } from '@pulse/core';
import { checkMessages, resolveMessages, type MessagesInput } from '@pulse/core/internal/messages';
import { isLocale } from '@pulse/core/internal/locale';
import { native as en } from '@pulse/core/locales/en/native';
import { native as ha } from '@pulse/core/locales/ha/native';
import { native as ig } from '@pulse/core/locales/ig/native';
import { native as pcm } from '@pulse/core/locales/pcm/native';
import { native as yo } from '@pulse/core/locales/yo/native';

const BY_LOCALE: Record<Locale, NativeMessages> = { en, pcm, yo, ha, ig };

type Strings = Record<string, unknown>;
const isObject = (x: unknown): x is Strings => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `strings` split in two: the frame's (without the keys only this view has, which the frame would refuse as
 * unknown) and this view's (its keys only; `retry` and the test-mode marker are the frame's keys too, so
 * they go to both). Anything that is not an object goes to the frame as it is, which reports it.
 */
export function splitStrings(strings: unknown): { frame: unknown; native: Strings } {
  if (!isObject(strings)) return { frame: strings, native: {} };
  const frame: Strings = {};
  const native: Strings = {};
  const sort = (from: Strings, toFrame: Strings, toNative: Strings) => {
    for (const [key, value] of Object.entries(from)) {
      if (Object.hasOwn(en, key)) toNative[key] = value;
      if (!key.startsWith('nativeLoadFailed')) toFrame[key] = value;
    }
  };
  for (const [key, value] of Object.entries(strings)) {
    if (isLocale(key) && isObject(value)) {
      sort(value, (frame[key] = {}) as Strings, (native[key] = {}) as Strings);
    } else sort({ [key]: value }, frame, native);
  }
  return { frame, native };
}

/**
 * Checks the view's own keys of `strings` (each a string of at most 280 characters keeping its placeholders);
 * throws `invalid_strings` naming the key.
 */
export const checkNativeStrings = (strings: unknown): MessagesInput<NativeMessageKey> =>
  checkMessages(splitStrings(strings).native, en);

/** The view's sentences in `locale`, with the merchant's overrides of them. */
export const nativeMessages = (locale: Locale, strings?: unknown): NativeMessages => {
  let given: MessagesInput<NativeMessageKey> = {};
  try {
    given = checkNativeStrings(strings);
  } catch {
    // Reported at mount; the notice still speaks.
  }
  return resolveMessages(en, BY_LOCALE[locale], given, locale);
};

import { PulseError } from '@pulse/core/internal/errors';
import { isLocaleOption, resolveLocale } from '@pulse/core/internal/locale';

/**
 * The locale a `locale` option asks for, checked: a BCP 47 tag or `auto` (the browser's languages). A module
 * of its own so that `useRate` takes it without the checkout's English sentences.
 */
export function localeOf(option: unknown) {
  if (option !== undefined && !isLocaleOption(option)) {
    throw new PulseError(
      'invalid_options',
      `locale must be a BCP 47 language tag such as "yo-NG", or "auto"; got ${JSON.stringify(option)}.`,
    );
  }
  return resolveLocale(option, typeof navigator === 'undefined' ? [] : navigator.languages);
}

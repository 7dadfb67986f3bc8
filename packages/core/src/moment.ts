/**
 * A receipt's time in the customer's language: a module of its own, so that only the screens that write one
 * (the embed's receipt, the checkout's result) carry it, not every first screen that formats naira.
 */
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locale.js';

/**
 * A moment (an ISO time) as a receipt writes it for `locale`: day, month and year with the time, through
 * `intl` (intlLocale's tag). Where this runtime has no dates of the customer's language (`intl` fell back to
 * en-NG for Yorùbá, say), all in numbers (26/11/2026, 10:03) rather than another language's month names. The
 * value as given when it is not a time.
 */
export function formatMoment(iso: string, locale: Locale, intl: string = intlLocale(locale)): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const spoken = locale === 'en' || intl !== DEFAULT_LOCALE;
  return new Intl.DateTimeFormat(
    intl,
    spoken
      ? { dateStyle: 'medium', timeStyle: 'short' }
      : { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  ).format(time);
}

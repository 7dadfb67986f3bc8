/**
 * The customer's language. Five locales ship: English (`en`, formatted the Nigerian way, `en-NG`), Nigerian
 * Pidgin (`pcm`), Yorùbá (`yo`), Hausa (`ha`) and Igbo (`ig`). A `locale` option is a BCP 47 tag, or `auto`
 * for the best shipped match among the browser's languages; anything unmatched speaks English.
 */

/** The shipped locales, by language subtag. */
export const LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
/** A shipped locale. */
export type Locale = (typeof LOCALES)[number];

/** What a surface speaks when no `locale` is given: English with Nigerian formatting (₦, grouping). */
export const DEFAULT_LOCALE = 'en-NG';

/** A BCP 47 tag's shape: a language of 2-3 letters, then up to four subtags. Linear on any input. */
const TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

/** Whether `value` can be a `locale` option: `auto` or a well-formed BCP 47 tag of at most 35 characters. */
export const isLocaleOption = (value: unknown): value is string =>
  value === 'auto' || (typeof value === 'string' && value.length <= 35 && TAG.test(value));

/** Whether `value` is a shipped locale's language subtag (`en`, `pcm`, `yo`, `ha`, `ig`). */
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The shipped locale for a `locale` option: the tag's language if it ships (`yo-NG` → `yo`), for `auto` the
 * first of `preferred` (the browser's languages, best first) that ships; otherwise English.
 */
// Stryker disable next-line ArrayDeclaration: a default list of any unshipped tag resolves to English as the empty one does
export function resolveLocale(option: string = DEFAULT_LOCALE, preferred: readonly string[] = []): Locale {
  for (const tag of option === 'auto' ? preferred : [option]) {
    // Stryker disable next-line OptionalChaining: split always answers at least one string
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return 'en';
}

/**
 * The tag to hand `Intl` for a locale's numbers and dates: the locale in Nigeria (`yo-NG`) where this runtime
 * has its data, else `en-NG`, so naira always reads `₦150,000.00` and never `NGN 150,000.00`.
 */
export function intlLocale(locale: Locale): string {
  // English is en-NG either way: no need to ask Intl, whose first use loads its locale data.
  if (locale === 'en') return DEFAULT_LOCALE;
  const tag = `${locale}-NG`;
  return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : DEFAULT_LOCALE;
}

/**
 * Customer copy from a catalogue: a surface's English catalogue, a locale's pack over it, then the merchant's
 * overrides (for every locale, or per locale: `{ yo: { title: '…' } }`). Overrides are checked against the
 * catalogue: a known key, a plain string of at most 280 characters, and exactly the placeholders of the
 * English sentence, so a translated or rewritten sentence can never lose `{amount}` or invent `{name}`.
 */
import { PulseError } from './errors.js';
import { LOCALES, isLocale, type Locale } from './locale.js';

/** Overrides for every locale, and per locale under its tag. */
export type MessagesInput<K extends string = string> = Partial<Record<K, string>> & {
  [L in Locale]?: Partial<Record<K, string>>;
};

const MAX_LENGTH = 280;

const fail = (message: string) => new PulseError('invalid_strings', message);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `{name}` placeholders of a sentence, sorted. */
export const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

function checkOne(key: string, value: unknown, english: string | undefined, path: string): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) {
    throw fail(`${path}.${key} must be a string of at most ${MAX_LENGTH} characters.`);
  }
  if (english !== undefined) {
    const want = placeholders(english).join(' ');
    const got = placeholders(value).join(' ');
    if (want !== got) {
      throw fail(
        `${path}.${key} must use the placeholders ${want || '(none)'} exactly, as its English text does; got ${got || '(none)'}.`,
      );
    }
  }
  return value;
}

/**
 * Checks a `strings` option. With `catalogue`, every key must be one of its keys and keep its placeholders;
 * without one (where the catalogue is not loaded, as on the merchant's page), only the shape is checked and
 * the frame checks the rest. Throws `invalid_strings` naming the key.
 */
export function checkMessages<K extends string>(
  input: unknown,
  catalogue?: Readonly<Record<K, string>>,
  path = 'strings',
): MessagesInput<K> {
  if (input === undefined || input === null) return {};
  if (!isObject(input)) throw fail(`${path} must be an object, got ${JSON.stringify(input)}.`);
  const known = (key: string, where: string) => {
    if (catalogue && !Object.hasOwn(catalogue, key)) {
      throw fail(`${where}.${key} is not a string key; the reference lists every key.`);
    }
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (isLocale(key) && isObject(value)) {
      const inner: Record<string, string> = {};
      for (const [k, v] of Object.entries(value)) {
        if (v === undefined) continue;
        known(k, `${path}.${key}`);
        inner[k] = checkOne(k, v, catalogue?.[k as K], `${path}.${key}`);
      }
      out[key] = inner;
      continue;
    }
    // An object under a key that is no language of the catalogue: a region tag (`yo-NG`) or a language the
    // frame does not speak, named as such rather than as a sentence that is not a string.
    if (isObject(value))
      throw fail(`${path}.${key}: a language's overrides go under one of ${LOCALES.join(', ')}.`);
    known(key, path);
    out[key] = checkOne(key, value, catalogue?.[key as K], path);
  }
  return out as MessagesInput<K>;
}

/** The catalogue in `locale`: English, the locale's pack over it, the overrides for all, then for `locale`. */
export function resolveMessages<K extends string>(
  english: Readonly<Record<K, string>>,
  pack: Partial<Record<K, string>> | undefined,
  input: MessagesInput<NoInfer<K>>,
  locale: Locale,
): Record<K, string> {
  const flat: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && !(LOCALES as readonly string[]).includes(key)) flat[key as K] = value;
  }
  return { ...english, ...pack, ...flat, ...input[locale] };
}

/** The customer-facing copy of every Pulse surface: 10 keys with English defaults, overrides, and `{placeholder}` filling as text. */
import { PulseError } from './errors.js';

/** The English defaults of the ten customer-facing strings; override any of them with a {@link StringsInput}. */
export const DEFAULT_STRINGS = {
  title: 'Pay with crypto',
  subtitle: 'Send exactly the amount below to the address shown.',
  heroLabel: 'Amount due',
  successTitle: 'Payment received',
  successSubtitle: 'Thank you. Your payment is complete.',
  expiredTitle: 'Quote expired',
  expiredSubtitle: 'The price was held for a limited time. Refresh to get a new one.',
  refreshButton: 'Refresh quote',
  copyButton: 'Copy',
  copiedButton: 'Copied',
} as const;

/** A key of the customer-facing strings, e.g. `title` or `payButton`. */
export type StringKey = keyof typeof DEFAULT_STRINGS;
/** Every customer-facing string, by key. */
export type Strings = Record<StringKey, string>;
/**
 * The strings you pass to override the defaults: any subset of the keys, each a plain string of at most 280
 * characters, always rendered as text.
 */
export type StringsInput = Partial<Strings>;
/** The keys of the customer-facing strings; any other key is refused with `invalid_strings`. */
export const STRING_KEYS = Object.keys(DEFAULT_STRINGS) as StringKey[];

const MAX_LENGTH = 280;

/** Validates overrides: known keys, plain strings of at most 280 characters. Throws `invalid_strings`. */
export function validateStrings(input: unknown): StringsInput {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new PulseError('invalid_strings', `strings must be an object, got ${JSON.stringify(input)}.`);
  }
  const out: StringsInput = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(DEFAULT_STRINGS, key)) {
      throw new PulseError(
        'invalid_strings',
        `strings.${key} is not a string key; use one of ${STRING_KEYS.join(', ')}.`,
      );
    }
    if (typeof value !== 'string' || value.length > MAX_LENGTH) {
      throw new PulseError(
        'invalid_strings',
        `strings.${key} must be a string of at most ${MAX_LENGTH} characters.`,
      );
    }
    out[key as StringKey] = value;
  }
  return out;
}

/**
 * The defaults with your overrides applied, after {@link validateStrings}; throws `invalid_strings` naming a
 * bad key.
 */
export const resolveStrings = (input: StringsInput = {}): Strings => ({ ...DEFAULT_STRINGS, ...input });

/**
 * Fills `{name}` placeholders. The result is plain text: callers render it as a text node, never as HTML,
 * so `<b>` in a merchant's string shows as the characters `<b>`. Unknown placeholders are left as written.
 */
export function formatString(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

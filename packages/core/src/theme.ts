/**
 * The theme of every Pulse surface: 15 keys and the validation that names the bad key. Resolving a theme for a
 * scheme, making it readable and mapping it to CSS custom properties is theme-style.ts, a module apart, so code
 * that only checks a theme (the embed's mount()) bundles none of the defaults and contrast maths.
 */
import { alphaOf, cssTrim, parseColor } from './color.js';
import { PulseError } from './errors.js';

/** Theme modes: `light`, `dark`, or `auto` (follows the customer's system setting). */
export const THEME_MODES = ['light', 'dark', 'auto'] as const;
/** `light`, `dark` or `auto`. */
export type ThemeMode = (typeof THEME_MODES)[number];
/** Spacing densities of the embed and checkout: `compact`, `comfortable`, `spacious`. */
export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
/** `compact`, `comfortable` or `spacious`. */
export type Density = (typeof DENSITIES)[number];

/** What a theme key holds: a colour, a CSS length, a font list, true or false, or one of a list of words. */
export type ThemeValueKind = 'color' | 'length' | 'font' | 'boolean' | readonly string[];

/**
 * One row per theme key, the key's one home: what it holds (`kind`, which the validation and the playground's
 * editor read), its default (`value`, and `dark` where the dark scheme's differs) and the CSS custom property it
 * sets (`css`, `--pulse-<css>`), which theme-style.ts reads. {@link Theme} is derived from it. A new key is a row here and its use
 * in the two stylesheets (the frame's also holds the defaults of both schemes; a unit test keeps them equal).
 */
export const THEME_TABLE = {
  /** Buttons, focus rings and highlights. @default '#4f46e5' (light), '#818cf8' (dark) */
  primaryColor: { kind: 'color', value: '#4f46e5', dark: '#818cf8', css: 'primary' },
  /** Text on primary buttons. @default black or white, whichever reads on primaryColor */
  buttonTextColor: { kind: 'color', css: 'button-text' },
  /** Card background. @default '#ffffff' (light), '#111827' (dark) */
  backgroundColor: { kind: 'color', value: '#ffffff', dark: '#111827', css: 'bg' },
  /** Behind the card (the frame's page, the modal's backdrop tint). @default '#f9fafb' (light), '#030712' (dark) */
  pageBackgroundColor: { kind: 'color', value: '#f9fafb', dark: '#030712', css: 'page-bg' },
  /** Main text. @default '#111827' (light), '#f3f4f6' (dark) */
  inkColor: { kind: 'color', value: '#111827', dark: '#f3f4f6', css: 'ink' },
  /** Secondary text. @default '#4b5563' (light), '#9ca3af' (dark) */
  mutedColor: { kind: 'color', value: '#4b5563', dark: '#9ca3af', css: 'muted' },
  /** Borders and dividers. @default '#e5e7eb' (light), '#374151' (dark) */
  lineColor: { kind: 'color', value: '#e5e7eb', dark: '#374151', css: 'line' },
  /** Success states. @default '#047857' (light), '#34d399' (dark) */
  successColor: { kind: 'color', value: '#047857', dark: '#34d399', css: 'success' },
  /** Errors and warnings. @default '#b91c1c' (light), '#f87171' (dark) */
  dangerColor: { kind: 'color', value: '#b91c1c', dark: '#f87171', css: 'danger' },
  /** Corner radius of cards, inputs and buttons. @default '12px' */
  borderRadius: { kind: 'length', value: '12px', css: 'radius' },
  /** Least height of the surface; the embed's iframe never shrinks below it. @default '0px' */
  minHeight: { kind: 'length', value: '0px', css: 'min-height' },
  /** A CSS font-family list of installed fonts; no web fonts are loaded. @default system-ui stack */
  fontFamily: {
    kind: 'font',
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    css: 'font',
  },
  /** light, dark, or auto (follows prefers-color-scheme). @default 'auto' */
  mode: { kind: THEME_MODES, value: 'auto' },
  /** Spacing scale (`--pulse-space`: 6, 8 or 10 px). @default 'comfortable' */
  density: { kind: DENSITIES, value: 'comfortable' },
  /** Show the small "Powered by Pulse" line (`--pulse-attribution`: block or none). @default true */
  attribution: { kind: 'boolean', value: true },
} as const satisfies Record<
  string,
  { kind: ThemeValueKind; value?: string | boolean; dark?: string; css?: string }
>;

/** The value a key of this kind holds: a word of its list, true or false, or a string. */
type KindValue<K> = K extends 'boolean' ? boolean : K extends readonly (infer W)[] ? W : string;

/**
 * A complete theme: colours, radius, mode, font, density and minimum height, one key per row of
 * {@link THEME_TABLE}. Pass a {@link ThemeInput} to the SDK; it fills the rest from the defaults.
 */
export type Theme = {
  -readonly [K in keyof typeof THEME_TABLE]: KindValue<(typeof THEME_TABLE)[K]['kind']>;
};

/**
 * The theme you pass to `mount`, `<Checkout>` or `<Embed>`: any subset of {@link Theme}'s keys. A bad value
 * throws `invalid_theme` naming the key.
 */
export type ThemeInput = Partial<Theme>;
/** The scheme a theme resolves to: `light` or `dark`. */
export type ColorScheme = 'light' | 'dark';

/** A theme key that holds a colour. */
export type ColorKey = {
  [K in keyof Theme]: (typeof THEME_TABLE)[K]['kind'] extends 'color' ? K : never;
}[keyof Theme];

/** Every key a theme accepts; anything else is refused with `invalid_theme`. */
export const THEME_KEYS = /* @__PURE__ */ Object.keys(THEME_TABLE) as (keyof Theme)[];

const LENGTH = /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|vh|%))$/;
/** Longest theme length value accepted, before any pattern runs. */
const MAX_LENGTH_VALUE = 32;
/**
 * One font name, already trimmed: quoted, or unquoted starting with a letter or `_` (after a `-`, as in
 * `-apple-system`). Each alternative is one
 * character class, so the match is linear in the name's length (no nested repetition to backtrack over).
 * An unquoted name is also a sequence of CSS identifiers (no word starting with a digit, as in `Font Awesome
 * 6 Free`) none of which is a CSS-wide keyword or `default`: browsers drop such a font-family, and the frame
 * would fall back to the browser's serif with nothing said.
 */
const FONT_NAME = /^(?:"[A-Za-z0-9 _-]{1,64}"|'[A-Za-z0-9 _-]{1,64}'|-?[A-Za-z_][A-Za-z0-9 _-]{0,62})$/;
const NOT_AN_IDENTIFIER =
  /(?:^| )(?:\d|-(?:\d| |$)|(?:initial|inherit|unset|revert(?:-layer)?|default)(?: |$))/i;
const isFontName = (name: string): boolean =>
  FONT_NAME.test(name) && (/^["']/.test(name) || !NOT_AN_IDENTIFIER.test(name));
const MAX_FONT_NAMES = 12;
/** Twelve names of 66 characters with room for spaces around the commas. */
const MAX_FONT_LIST = 1024;

/**
 * A font-family list of up to twelve names, checked by splitting on commas and matching each trimmed name:
 * linear in the input, which is capped first (a single pattern over the whole list, with spaces both inside
 * names and around commas, backtracked exponentially on a list that fails at its end).
 */
function isFontList(value: string): boolean {
  if (value.length > MAX_FONT_LIST) return false;
  const names = value.split(',');
  return names.length <= MAX_FONT_NAMES && names.every((name) => isFontName(name.trim()));
}

const fail = (key: string, value: unknown, expected: string): never => {
  throw new PulseError(
    'invalid_theme',
    `theme.${key} is ${JSON.stringify(value)}, which is not ${expected}.`,
  );
};

function checkWord<T extends string>(key: string, value: unknown, words: readonly T[]): T {
  if (typeof value === 'string' && (words as readonly string[]).includes(value)) return value as T;
  return fail(key, value, `one of ${words.map((w) => `"${w}"`).join(', ')}`);
}

/** Colours text is laid over. */
const SURFACES = ['backgroundColor', 'pageBackgroundColor', 'primaryColor'];

function checkColor(key: string, value: unknown): string {
  // Only forms we can parse, so nothing can smuggle `;`, `}`, `url(` or `expression(` into a declaration.
  if (typeof value !== 'string' || value.length > 64 || !parseColor(value))
    return fail(key, value, 'a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla())');
  // A see-through surface shows the merchant's page through it, whose colour no check can know; text colours
  // may be see-through (they are laid over the card and checked as they show there, in theme-style.ts).
  if (SURFACES.includes(key) && alphaOf(value) !== 1)
    return fail(key, value, 'an opaque colour (alpha 1): text is laid over it');
  return cssTrim(value);
}

function checkLength(key: string, value: unknown): string {
  if (typeof value === 'string' && value.length <= MAX_LENGTH_VALUE && LENGTH.test(value.trim()))
    return value.trim();
  return fail(key, value, 'a length such as "12px", "0.75rem", "1em", "50%" or "0"');
}

/**
 * Validates a merchant's theme. Unknown keys and bad values throw `PulseError('invalid_theme')` naming the
 * key; the result holds only the keys given, normalised.
 */
export function validateTheme(input: unknown): ThemeInput {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new PulseError('invalid_theme', `theme must be an object, got ${JSON.stringify(input)}.`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const kind = (THEME_TABLE as Record<string, { kind: ThemeValueKind } | undefined>)[key]?.kind;
    if (kind === 'color') out[key] = checkColor(key, value);
    else if (kind === 'length') out[key] = checkLength(key, value);
    else if (kind === 'boolean')
      out[key] = typeof value === 'boolean' ? value : fail(key, value, 'true or false');
    else if (kind === 'font') {
      out[key] =
        typeof value === 'string' && isFontList(value)
          ? value.trim()
          : fail(key, value, 'a font-family list such as "Inter, system-ui, sans-serif"');
    } else if (kind) out[key] = checkWord(key, value, kind);
    else {
      throw new PulseError(
        'invalid_theme',
        `theme.${key} is not a theme key; use one of ${THEME_KEYS.join(', ')}.`,
      );
    }
  }
  return out as ThemeInput;
}

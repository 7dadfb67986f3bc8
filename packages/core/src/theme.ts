/**
 * The theme of every Pulse surface: 15 keys and the validation that names the bad key. Resolving a theme for a
 * scheme, making it readable and mapping it to CSS custom properties is theme-style.ts, a module apart, so code
 * that only checks a theme (the embed's mount()) bundles none of the defaults and contrast maths.
 */
import { cssTrim, parseColor } from './color.js';
import { PulseError } from './errors.js';

/** Theme modes: `light`, `dark`, or `auto` (follows the customer's system setting). */
export const THEME_MODES = ['light', 'dark', 'auto'] as const;
/** `light`, `dark` or `auto`. */
export type ThemeMode = (typeof THEME_MODES)[number];
/** Spacing densities of the embed and checkout: `compact`, `comfortable`, `spacious`. */
export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
/** `compact`, `comfortable` or `spacious`. */
export type Density = (typeof DENSITIES)[number];

/**
 * A complete theme: colours, radius, mode, font, density and minimum height. Pass a {@link ThemeInput} to the
 * SDK; it fills the rest from the defaults.
 */
export interface Theme {
  /** Buttons, focus rings and highlights. @default '#4f46e5' (light), '#818cf8' (dark) */
  primaryColor: string;
  /** Corner radius of cards, inputs and buttons. @default '12px' */
  borderRadius: string;
  /** light, dark, or auto (follows prefers-color-scheme). @default 'auto' */
  mode: ThemeMode;
  /** A CSS font-family list of installed fonts; no web fonts are loaded. @default system-ui stack */
  fontFamily: string;
  /** Main text. @default '#111827' (light), '#f3f4f6' (dark) */
  inkColor: string;
  /** Secondary text. @default '#4b5563' (light), '#9ca3af' (dark) */
  mutedColor: string;
  /** Card background. @default '#ffffff' (light), '#111827' (dark) */
  backgroundColor: string;
  /** Text on primary buttons. @default black or white, whichever reads on primaryColor */
  buttonTextColor: string;
  /** Borders and dividers. @default '#e5e7eb' (light), '#374151' (dark) */
  lineColor: string;
  /** Success states. @default '#047857' (light), '#34d399' (dark) */
  successColor: string;
  /** Errors and warnings. @default '#b91c1c' (light), '#f87171' (dark) */
  dangerColor: string;
  /** Behind the card (the frame's page, the modal's backdrop tint). @default '#f9fafb' (light), '#030712' (dark) */
  pageBackgroundColor: string;
  /** Spacing scale. @default 'comfortable' */
  density: Density;
  /** Least height of the surface; the embed's iframe never shrinks below it. @default '0px' */
  minHeight: string;
  /** Show the small "Powered by Pulse" line. @default true */
  attribution: boolean;
}

/**
 * The theme you pass to `mount`, `<Checkout>` or `<Embed>`: any subset of {@link Theme}'s keys. A bad value
 * throws `invalid_theme` naming the key.
 */
export type ThemeInput = Partial<Theme>;
/** The scheme a theme resolves to: `light` or `dark`. */
export type ColorScheme = 'light' | 'dark';

/** What a theme key holds: a colour, a CSS length, a font list, true or false, or one of a list of words. */
export type ThemeValueKind = 'color' | 'length' | 'font' | 'boolean' | readonly string[];

/**
 * One row per theme key: what it holds. The validation and the playground's editor read this table, and a key of
 * {@link Theme} without a row does not compile; theme-style.ts names its CSS custom property.
 */
export const THEME_TABLE = {
  primaryColor: 'color',
  buttonTextColor: 'color',
  backgroundColor: 'color',
  pageBackgroundColor: 'color',
  inkColor: 'color',
  mutedColor: 'color',
  lineColor: 'color',
  successColor: 'color',
  dangerColor: 'color',
  borderRadius: 'length',
  minHeight: 'length',
  fontFamily: 'font',
  mode: THEME_MODES,
  density: DENSITIES,
  attribution: 'boolean',
} as const satisfies Record<keyof Theme, ThemeValueKind>;

/** A theme key that holds a colour. */
export type ColorKey = {
  [K in keyof Theme]: (typeof THEME_TABLE)[K] extends 'color' ? K : never;
}[keyof Theme];

/** Every key a theme accepts; anything else is refused with `invalid_theme`. */
export const THEME_KEYS = /* @__PURE__ */ Object.keys(THEME_TABLE) as (keyof Theme)[];

const LENGTH = /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|vh|%))$/;
/** Longest theme length value accepted, before any pattern runs. */
const MAX_LENGTH_VALUE = 32;
/**
 * One font name, already trimmed: quoted, or unquoted starting with a letter. Each alternative is one
 * character class, so the match is linear in the name's length (no nested repetition to backtrack over).
 */
const FONT_NAME = /^(?:"[A-Za-z0-9 _-]{1,64}"|'[A-Za-z0-9 _-]{1,64}'|[A-Za-z][A-Za-z0-9 _-]{0,63})$/;
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
  return names.length <= MAX_FONT_NAMES && names.every((name) => FONT_NAME.test(name.trim()));
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

function checkColor(key: string, value: unknown): string {
  // Only forms we can parse, so nothing can smuggle `;`, `}`, `url(` or `expression(` into a declaration.
  if (typeof value === 'string' && value.length <= 64 && parseColor(value)) return cssTrim(value);
  return fail(key, value, 'a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla())');
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
    const kind = (THEME_TABLE as Record<string, ThemeValueKind | undefined>)[key];
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

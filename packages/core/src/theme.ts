/**
 * The theme of every Pulse surface: 15 keys, light and dark defaults, validation that names the bad key, and one
 * mapping to CSS custom properties used by the frame, the checkout and the playground alike.
 */
import {
  contrastRatio,
  cssTrim,
  ensureContrast,
  isDarkColor,
  parseColor,
  readableTextColor,
  toHex,
  type Rgb,
} from './color.js';
import { devWarn } from './dev.js';

declare const process: { env: { NODE_ENV?: string } };
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
 * {@link Theme} without a row does not compile; {@link themeToCssVars} names its CSS custom property.
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

type ColorKey = { [K in keyof Theme]: (typeof THEME_TABLE)[K] extends 'color' ? K : never }[keyof Theme];

/** Every key a theme accepts; anything else is refused with `invalid_theme`. */
export const THEME_KEYS = /* @__PURE__ */ Object.keys(THEME_TABLE) as (keyof Theme)[];

const PALETTES: Record<ColorScheme, Omit<Record<ColorKey, string>, 'buttonTextColor'>> = {
  light: {
    primaryColor: '#4f46e5',
    inkColor: '#111827',
    mutedColor: '#4b5563',
    backgroundColor: '#ffffff',
    lineColor: '#e5e7eb',
    successColor: '#047857',
    dangerColor: '#b91c1c',
    pageBackgroundColor: '#f9fafb',
  },
  dark: {
    primaryColor: '#818cf8',
    inkColor: '#f3f4f6',
    mutedColor: '#9ca3af',
    backgroundColor: '#111827',
    lineColor: '#374151',
    successColor: '#34d399',
    dangerColor: '#f87171',
    pageBackgroundColor: '#030712',
  },
};

/** The font list used when the theme names none: the system's interface font. */
export const DEFAULT_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const BASE_DEFAULTS = {
  borderRadius: '12px',
  mode: 'auto',
  fontFamily: DEFAULT_FONT_FAMILY,
  density: 'comfortable',
  minHeight: '0px',
  attribution: true,
} as const satisfies Partial<Theme>;

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

const rgbOf = (c: string): Rgb => parseColor(c) ?? [0, 0, 0];

/** The scheme a mode resolves to; `auto` follows the system preference the caller passes. */
export const resolveScheme = (mode: ThemeMode, prefersDark: boolean): ColorScheme =>
  mode === 'auto' ? (prefersDark ? 'dark' : 'light') : mode;

/** A complete theme for one scheme: the merchant's values over that scheme's defaults. */
export function resolveTheme(input: ThemeInput, scheme: ColorScheme): Theme {
  const merged = { ...BASE_DEFAULTS, ...PALETTES[scheme], ...input };
  return { buttonTextColor: readableTextColor(rgbOf(merged.primaryColor)), ...merged } as Theme;
}

/** What {@link checkButtonContrast} found: the ratio, whether it passes, and a readable text colour. */
export interface ContrastReport {
  ratio: number;
  /** True when button text on the primary colour meets WCAG AA (4.5:1). */
  ok: boolean;
  /** A readable text colour for the primary colour, to use when `ok` is false. */
  suggestion: string;
}

/**
 * The contrast of the button's text (`buttonTextColor`) on its colour (`primaryColor`), whether it meets WCAG AA
 * (4.5:1), and a readable text colour to use when it does not.
 */
export function checkButtonContrast(theme: Pick<Theme, 'primaryColor' | 'buttonTextColor'>): ContrastReport {
  const bg = rgbOf(theme.primaryColor);
  const fg = rgbOf(theme.buttonTextColor);
  const exact = contrastRatio(bg, fg);
  // Judged on the exact ratio: 4.498 rounds to 4.5 but fails AA.
  return { ratio: Math.floor(exact * 100) / 100, ok: exact >= 4.5, suggestion: readableTextColor(bg) };
}

const SPACE: Record<Density, string> = { compact: '6px', comfortable: '8px', spacious: '10px' };

/** WCAG 2.2 minimums: 4.5:1 for text (1.4.3), 3:1 for control borders and focus indicators (1.4.11). */
const TEXT = 4.5;
const backgrounds = (t: Theme): Rgb[] => [rgbOf(t.backgroundColor), rgbOf(t.pageBackgroundColor)];
/** `color`, or the nearest colour to it that reaches `min` on `on`, as `#rrggbb`. */
const readable = (color: string, on: Rgb[], min = TEXT): string =>
  toHex(ensureContrast(rgbOf(color), on, min));

/**
 * The CSS custom properties every surface reads. Values are already validated; keys are fixed. Two are
 * derived: `--pulse-accent`, primaryColor made readable as text, focus ring and accent on both backgrounds
 * (4.5:1), and `--pulse-border`, lineColor made visible as a control border on the card (3:1); lineColor
 * itself stays for dividers and the card's edge.
 */
export function themeToCssVars(theme: Theme, scheme: ColorScheme): Record<`--pulse-${string}`, string> {
  const bgs = backgrounds(theme);
  return {
    '--pulse-primary': theme.primaryColor,
    '--pulse-button-text': theme.buttonTextColor,
    '--pulse-ink': theme.inkColor,
    '--pulse-muted': theme.mutedColor,
    '--pulse-bg': theme.backgroundColor,
    '--pulse-line': theme.lineColor,
    '--pulse-success': theme.successColor,
    '--pulse-danger': theme.dangerColor,
    '--pulse-page-bg': theme.pageBackgroundColor,
    '--pulse-accent': readable(theme.primaryColor, bgs),
    '--pulse-border': readable(theme.lineColor, bgs.slice(0, 1), 3),
    '--pulse-radius': theme.borderRadius,
    '--pulse-font': theme.fontFamily,
    '--pulse-space': SPACE[theme.density],
    '--pulse-min-height': theme.minHeight,
    '--pulse-attribution': theme.attribution ? 'block' : 'none',
    '--pulse-scheme': scheme,
  };
}

/** A colour of the theme that was replaced by a readable one; `key` names the merchant's key. */
export interface ThemeFix {
  key: keyof Theme;
  /** The value given (or the default it fell back to). */
  value: string;
  /**
   * The value used instead; for primaryColor, the accent used for text and focus rings (buttons keep
   * `value`); for a colour of the other scheme, this scheme's default.
   */
  used: string;
}

/** A theme every surface can lay out safely, the scheme it belongs to, and what was replaced. */
export interface SafeTheme {
  theme: Theme;
  scheme: ColorScheme;
  fixes: ThemeFix[];
}

// Colours that decide a scheme: the two backgrounds are dark in a dark scheme, the two inks light in one.
const SCHEME_KEYS = ['backgroundColor', 'pageBackgroundColor', 'inkColor', 'mutedColor'] as const;
const schemeOf = (key: string, c: string): ColorScheme =>
  isDarkColor(rgbOf(c)) === key.includes('ground') ? 'dark' : 'light';

/**
 * The scheme a theme shows. An explicit `light` or `dark` mode wins. In `auto`, a merchant's own background
 * (or, failing that, ink) colour fixes the scheme, so `backgroundColor: '#ffffff'` stays light on a dark
 * system instead of getting dark mode's light ink; with neither, the system preference decides.
 */
export function themeScheme(input: ThemeInput, prefersDark: boolean): ColorScheme {
  const mode = input.mode ?? BASE_DEFAULTS.mode;
  const key = SCHEME_KEYS.find((k) => input[k]);
  return mode === 'auto' && key ? schemeOf(key, input[key] as string) : resolveScheme(mode, prefersDark);
}

/**
 * Resolves a theme so every colour pair reads. Merchant colours that belong to the other scheme give way to
 * this scheme's defaults (a merchant colour is never laid over the other scheme's palette); then every text
 * colour reaches 4.5:1 on the card and page backgrounds and button text 4.5:1 on primaryColor. Each replaced
 * value is reported as a fix naming its key, as is a primaryColor too faint for text and focus rings (the
 * accent in `themeToCssVars` is used for those).
 */
export function safeTheme(input: ThemeInput, prefersDark: boolean): SafeTheme {
  const scheme = themeScheme(input, prefersDark);
  const fixes: ThemeFix[] = [];
  const given: ThemeInput = { ...input };
  for (const key of SCHEME_KEYS) {
    const value = input[key];
    if (value && schemeOf(key, value) !== scheme) {
      delete given[key];
      fixes.push({ key, value, used: PALETTES[scheme][key] });
    }
  }
  const theme = resolveTheme(given, scheme);
  const bgs = backgrounds(theme);
  const primary = rgbOf(theme.primaryColor);
  const check = (key: ColorKey, on: Rgb[], used?: string) => {
    const value = theme[key];
    const safe = readable(value, on);
    if (safe !== toHex(rgbOf(value))) fixes.push({ key, value, used: (theme[key] = used ?? safe) });
  };
  for (const key of ['inkColor', 'mutedColor', 'successColor', 'dangerColor'] as const) check(key, bgs);
  check('buttonTextColor', [primary], readableTextColor(primary));
  // Checked like the others but kept: buttons keep the brand colour, themeToCssVars derives the accent.
  const brand = theme.primaryColor;
  check('primaryColor', bgs);
  theme.primaryColor = brand;
  return { theme, scheme, fixes };
}

/**
 * Prints each fix once, in development only: the key, the pair, the ratio and the value used. The text sits
 * after the DEV check in this one function, so production bundles drop it.
 */
function warnFixes({ theme, scheme, fixes }: SafeTheme): void {
  // Written out rather than DEV, so bundlers drop the body at parse time, not only its strings.
  if (process.env.NODE_ENV === 'production') return;
  for (const { key, value, used } of fixes) {
    const on = key === 'buttonTextColor' ? 'primaryColor' : 'backgroundColor';
    const ratio = Math.floor(contrastRatio(rgbOf(value), rgbOf(theme[on])) * 100) / 100;
    devWarn(
      (SCHEME_KEYS as readonly string[]).includes(key) && value !== theme[key as ColorKey]
        ? `theme: theme.${key} ${value} is a colour of the other scheme, but the theme shows ${scheme}; ${used} is used instead.`
        : `theme: theme.${key} ${value} on ${on} ${theme[on]} has contrast ${ratio}:1, below WCAG AA 4.5:1; ${used} is used ${key === 'primaryColor' ? `for text and focus rings, and buttons keep ${value}` : 'instead'}.`,
    );
  }
}

/**
 * In development, warns once per problem when a theme has a colour pair below WCAG AA in a scheme it can
 * show (both, in auto mode without its own colours), naming the key and the value used instead.
 * Compiled out of production builds.
 */
export function warnOnPoorContrast(input: ThemeInput): void {
  if (process.env.NODE_ENV === 'production') return;
  for (const prefersDark of [false, true]) warnFixes(safeTheme(input, prefersDark));
}

/**
 * Validates, resolves to a safe theme for the scheme and maps to CSS variables in one call; warns in
 * development about each colour replaced for contrast. Validating here too means a theme that skipped
 * `validateTheme` (a server render, say) still cannot put anything but checked values into a style attribute.
 */
export function themeStyle(raw: ThemeInput, prefersDark: boolean): Record<`--pulse-${string}`, string> {
  const safe = safeTheme(validateTheme(raw), prefersDark);
  warnFixes(safe);
  return themeToCssVars(safe.theme, safe.scheme);
}

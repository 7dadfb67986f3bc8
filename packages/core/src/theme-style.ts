/**
 * A theme made usable: resolved for a scheme over that scheme's defaults, every colour pair made readable
 * (WCAG AA), and mapped to the CSS custom properties the frame, the checkout and the playground read alike.
 */
import { alphaOf, parseColor, type Rgb } from './color.js';
import { contrastRatio, ensureContrast, isDarkColor, readableTextColor, toHex } from './contrast.js';
import { devWarn } from './dev.js';
import {
  THEME_TABLE,
  validateTheme,
  type ColorKey,
  type ColorScheme,
  type Density,
  type Theme,
  type ThemeInput,
  type ThemeMode,
} from './theme.js';

declare const process: { env: { NODE_ENV?: string } };

type Row = { value?: string | boolean; dark?: string; css?: string };
const ROWS = Object.entries(THEME_TABLE) as [keyof Theme, Row][];

/** Each scheme's defaults, read from the theme table (every key but buttonTextColor, derived from primaryColor). */
const defaults = (scheme: ColorScheme): Omit<Theme, 'buttonTextColor'> =>
  Object.fromEntries(
    ROWS.filter(([, row]) => row.value !== undefined).map(([key, row]) => [
      key,
      (scheme === 'dark' && row.dark) || row.value,
    ]),
  ) as Omit<Theme, 'buttonTextColor'>;
const PALETTES: Record<ColorScheme, Omit<Theme, 'buttonTextColor'>> = {
  light: defaults('light'),
  dark: defaults('dark'),
};

/** The font list used when the theme names none: the system's interface font. */
export const DEFAULT_FONT_FAMILY = THEME_TABLE.fontFamily.value;

const rgbOf = (c: string): Rgb => parseColor(c) ?? [0, 0, 0];

/** The scheme a mode resolves to; `auto` follows the system preference the caller passes. */
export const resolveScheme = (mode: ThemeMode, prefersDark: boolean): ColorScheme =>
  mode === 'auto' ? (prefersDark ? 'dark' : 'light') : mode;

/** A complete theme for one scheme: the merchant's values over that scheme's defaults. */
export function resolveTheme(input: ThemeInput, scheme: ColorScheme): Theme {
  const merged = { ...PALETTES[scheme], ...input };
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
  const vars: Record<`--pulse-${string}`, string> = {};
  for (const [key, { css }] of ROWS) if (css) vars[`--pulse-${css}`] = theme[key] as string;
  return {
    ...vars,
    '--pulse-accent': readable(theme.primaryColor, bgs),
    '--pulse-border': readable(theme.lineColor, bgs.slice(0, 1), 3),
    '--pulse-space': SPACE[theme.density],
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
  const mode = input.mode ?? THEME_TABLE.mode.value;
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
    // A see-through text colour is checked, and used, as it shows on the first background: blended into it.
    const alpha = alphaOf(value) ?? 1;
    const shown =
      alpha < 1
        ? toHex(rgbOf(value).map((c, i) => c * alpha + on[0]![i]! * (1 - alpha)) as unknown as Rgb)
        : value;
    const safe = readable(shown, on);
    if (safe !== toHex(rgbOf(value)) || alpha < 1) {
      if (safe !== shown) fixes.push({ key, value, used: used ?? safe });
      theme[key] = safe !== shown ? (used ?? safe) : shown;
    }
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
export function warnFixes({ theme, scheme, fixes }: SafeTheme): void {
  // Written out rather than DEV, so bundlers drop the body at parse time, not only its strings.
  if (process.env.NODE_ENV === 'production') return;
  for (const { key, value, used } of fixes) {
    // The background it failed on: the button's colour for its text, else the one of the two backgrounds it
    // reads worse on (the page's may be the one the merchant set).
    const ratioOn = (k: 'primaryColor' | 'backgroundColor' | 'pageBackgroundColor') =>
      contrastRatio(rgbOf(value), rgbOf(theme[k]));
    const on =
      key === 'buttonTextColor'
        ? 'primaryColor'
        : ratioOn('pageBackgroundColor') < ratioOn('backgroundColor')
          ? 'pageBackgroundColor'
          : 'backgroundColor';
    const ratio = Math.floor(ratioOn(on) * 100) / 100;
    devWarn(
      (SCHEME_KEYS as readonly string[]).includes(key) && schemeOf(key, value) !== scheme
        ? `theme: theme.${key} ${value} is a colour of the other scheme, but the theme shows ${scheme}; ${used} is used instead.`
        : `theme: theme.${key} ${value} on ${on} ${theme[on]} has contrast ${ratio}:1, below WCAG AA 4.5:1; ${used} is used ${key === 'primaryColor' ? `for text and focus rings, and buttons keep ${value}` : 'instead'}.`,
    );
  }
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

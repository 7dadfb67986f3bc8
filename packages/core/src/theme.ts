/**
 * The theme of spec 4.9: 15 keys, light and dark defaults, validation that names the bad key, and one
 * mapping to CSS custom properties used by the frame, the checkout and the playground alike.
 */
import { contrastRatio, cssTrim, parseColor, readableTextColor } from './color.js';
import { DEV, devWarn } from './dev.js';
import { PulseError } from './errors.js';

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
export type Density = (typeof DENSITIES)[number];

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

export type ThemeInput = Partial<Theme>;
export type ColorScheme = 'light' | 'dark';

const COLOR_KEYS = [
  'primaryColor',
  'inkColor',
  'mutedColor',
  'backgroundColor',
  'buttonTextColor',
  'lineColor',
  'successColor',
  'dangerColor',
  'pageBackgroundColor',
] as const;
type ColorKey = (typeof COLOR_KEYS)[number];

export const THEME_KEYS = [
  ...COLOR_KEYS,
  'borderRadius',
  'mode',
  'fontFamily',
  'density',
  'minHeight',
  'attribution',
] as const satisfies readonly (keyof Theme)[];

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
const FONT_NAME = String.raw`(?:"[A-Za-z0-9 _-]{1,64}"|'[A-Za-z0-9 _-]{1,64}'|[A-Za-z][A-Za-z0-9 _-]{0,63})`;
const FONT_LIST = new RegExp(String.raw`^\s*${FONT_NAME}(\s*,\s*${FONT_NAME}){0,11}\s*$`);

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
  if (typeof value === 'string' && LENGTH.test(value.trim())) return value.trim();
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
    if ((COLOR_KEYS as readonly string[]).includes(key)) out[key] = checkColor(key, value);
    else if (key === 'borderRadius' || key === 'minHeight') out[key] = checkLength(key, value);
    else if (key === 'mode') out[key] = checkWord(key, value, THEME_MODES);
    else if (key === 'density') out[key] = checkWord(key, value, DENSITIES);
    else if (key === 'attribution') {
      out[key] = typeof value === 'boolean' ? value : fail(key, value, 'true or false');
    } else if (key === 'fontFamily') {
      out[key] =
        typeof value === 'string' && FONT_LIST.test(value)
          ? value.trim()
          : fail(key, value, 'a font-family list such as "Inter, system-ui, sans-serif"');
    } else {
      throw new PulseError(
        'invalid_theme',
        `theme.${key} is not a theme key; use one of ${THEME_KEYS.join(', ')}.`,
      );
    }
  }
  return out as ThemeInput;
}

/** The scheme a mode resolves to; `auto` follows the system preference the caller passes. */
export const resolveScheme = (mode: ThemeMode, prefersDark: boolean): ColorScheme =>
  mode === 'auto' ? (prefersDark ? 'dark' : 'light') : mode;

/** A complete theme for one scheme: the merchant's values over that scheme's defaults. */
export function resolveTheme(input: ThemeInput, scheme: ColorScheme): Theme {
  const merged = { ...BASE_DEFAULTS, ...PALETTES[scheme], ...input };
  const primary = parseColor(merged.primaryColor) ?? [0, 0, 0];
  return { buttonTextColor: readableTextColor(primary), ...merged } as Theme;
}

export interface ContrastReport {
  ratio: number;
  /** True when button text on the primary colour meets WCAG AA (4.5:1). */
  ok: boolean;
  /** A readable text colour for the primary colour, to use when `ok` is false. */
  suggestion: string;
}

export function checkButtonContrast(theme: Pick<Theme, 'primaryColor' | 'buttonTextColor'>): ContrastReport {
  const bg = parseColor(theme.primaryColor) ?? [0, 0, 0];
  const fg = parseColor(theme.buttonTextColor) ?? [0, 0, 0];
  const exact = contrastRatio(bg, fg);
  // Judged on the exact ratio: 4.498 rounds to 4.5 but fails AA.
  return { ratio: Math.floor(exact * 100) / 100, ok: exact >= 4.5, suggestion: readableTextColor(bg) };
}

const SPACE: Record<Density, string> = { compact: '6px', comfortable: '8px', spacious: '10px' };

/** The CSS custom properties every surface reads. Values are already validated; keys are fixed. */
export function themeToCssVars(theme: Theme, scheme: ColorScheme): Record<`--pulse-${string}`, string> {
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
    '--pulse-radius': theme.borderRadius,
    '--pulse-font': theme.fontFamily,
    '--pulse-space': SPACE[theme.density],
    '--pulse-min-height': theme.minHeight,
    '--pulse-attribution': theme.attribution ? 'block' : 'none',
    '--pulse-scheme': scheme,
  };
}

/**
 * In development, warns once when button text on the primary colour fails WCAG AA in a scheme the theme can
 * show (both, in auto mode). Compiled out of production builds.
 */
export function warnOnPoorContrast(input: ThemeInput): void {
  if (!DEV) return;
  const mode = input.mode ?? BASE_DEFAULTS.mode;
  const schemes: ColorScheme[] = mode === 'auto' ? ['light', 'dark'] : [mode];
  for (const scheme of schemes) {
    const theme = resolveTheme(input, scheme);
    const contrast = checkButtonContrast(theme);
    if (!contrast.ok) {
      devWarn(
        `theme: button text ${theme.buttonTextColor} on primaryColor ${theme.primaryColor} has contrast ${contrast.ratio}:1, below WCAG AA 4.5:1; buttonTextColor "${contrast.suggestion}" reads well.`,
      );
    }
  }
}

/**
 * Validates, resolves for the scheme and maps to CSS variables in one call; warns in development on poor
 * contrast. Validating here too means a theme that skipped `validateTheme` (a server render, say) still
 * cannot put anything but checked values into a style attribute.
 */
export function themeStyle(raw: ThemeInput, prefersDark: boolean): Record<`--pulse-${string}`, string> {
  const input = validateTheme(raw);
  const scheme = resolveScheme(input.mode ?? BASE_DEFAULTS.mode, prefersDark);
  warnOnPoorContrast({ ...input, mode: scheme });
  return themeToCssVars(resolveTheme(input, scheme), scheme);
}

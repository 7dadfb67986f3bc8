/**
 * The colours and corner radius of the view's native notice (the payment page could not load), from the
 * merchant's theme as the frame resolves it: the scheme (`mode`, or the app's colour scheme in `auto`), then
 * every text colour readable on the card (core's safeTheme and themeToCssVars, the frame's own maths). Each
 * colour is given as `#rrggbb`, a form every React Native version reads; a theme that does not pass core's
 * check (reported at mount) gives the defaults.
 */
import { parseColor } from '@pulse/core/internal/color';
import { toHex } from '@pulse/core/internal/contrast';
import { validateTheme, type ThemeInput } from '@pulse/core/internal/theme';
import { safeTheme, themeToCssVars } from '@pulse/core/internal/theme-style';

export interface NoticeLook {
  background: string;
  ink: string;
  muted: string;
  button: string;
  buttonText: string;
  radius: number;
}

const hex = (c: string): string => toHex(parseColor(c) ?? [0, 0, 0]);

/** A CSS length in points: px (or 0) as is, rem and em at 16 px; anything else (%, vh) the default, 12. */
const points = (length: string): number => {
  const m = /^(\d+(?:\.\d+)?)(px|r?em)?$/.exec(length.trim());
  return m ? Number(m[1]) * (m[2]?.endsWith('em') ? 16 : 1) : 12;
};

export function noticeLook(theme: unknown, prefersDark: boolean): NoticeLook {
  let input: ThemeInput = {};
  try {
    input = validateTheme(theme ?? {});
  } catch {
    // Reported at mount, as `invalid_options`.
  }
  const safe = safeTheme(input, prefersDark);
  const v = themeToCssVars(safe.theme, safe.scheme);
  return {
    background: hex(v['--pulse-bg']!),
    ink: hex(v['--pulse-ink']!),
    muted: hex(v['--pulse-muted']!),
    button: hex(v['--pulse-primary']!),
    buttonText: hex(v['--pulse-button-text']!),
    radius: points(v['--pulse-radius']!),
  };
}

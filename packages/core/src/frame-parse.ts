/**
 * The whole check of the frame options: parseFrameShape (frame-options.ts) and the theme. The theme's check
 * sits in this module, apart, so that the frame's first load (which needs only the shape) bundles none of
 * the theme's validation and colour maths: a bundler splits by module, not by function.
 */
import type { FrameOptions } from './protocol.js';
import { invalid, parseFrameShape } from './frame-options.js';
import { validateTheme, type ThemeInput } from './theme.js';
import { warnOnPoorContrast } from './theme-warn.js';

/** Bundlers replace it (NODE_ENV). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * The frame options in `o`, checked and normalised (component `payment` and flow `select` when left out,
 * networks and assets de-duplicated, theme and strings validated, apiUrl without trailing slash).
 * Throws `PulseError('invalid_options')` naming the first bad option.
 */
export function parseFrameOptions(o: unknown): FrameOptions {
  const { options, theme } = parseFrameShape(o);
  options.theme = checkFrameTheme(theme);
  return options;
}

/**
 * The theme option checked like {@link parseFrameOptions} checks it: `PulseError('invalid_options')` naming
 * the bad key. The frame runs it from a chunk it loads only when the merchant passes a theme, so the colour
 * maths stays out of its first load.
 */
export function checkFrameTheme(theme: unknown): ThemeInput {
  let out: ThemeInput;
  try {
    out = validateTheme(theme);
  } catch (e) {
    throw invalid((e as Error).message, e);
  }
  // The frame is a production build, so a merchant hears about unreadable buttons from mount(), here. Checked
  // at the call, so a production bundle leaves theme-warn.ts, and the contrast maths it uses, unreached.
  if (process.env.NODE_ENV !== 'production') warnOnPoorContrast(out);
  return out;
}

/**
 * The development warning about a theme's unreadable colour pairs, in a module of its own: a caller that runs it
 * only in development (frame-parse.ts, behind a NODE_ENV check) leaves this module, and with it the theme's
 * defaults and contrast maths (theme-style.ts), out of a production bundle's first load.
 */
import { safeTheme, warnFixes } from './theme-style.js';
import type { ThemeInput } from './theme.js';

declare const process: { env: { NODE_ENV?: string } };

/**
 * In development, warns once per problem when a theme has a colour pair below WCAG AA in a scheme it can
 * show (both, in auto mode without its own colours), naming the key and the value used instead.
 * Compiled out of production builds.
 */
export function warnOnPoorContrast(input: ThemeInput): void {
  if (process.env.NODE_ENV === 'production') return;
  for (const prefersDark of [false, true]) warnFixes(safeTheme(input, prefersDark));
}

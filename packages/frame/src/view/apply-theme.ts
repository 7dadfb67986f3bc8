/**
 * Applies a validated theme as CSS custom properties on the root element through the CSSOM
 * (style.setProperty), which a strict `style-src 'self'` policy allows, unlike style attributes in markup.
 *
 * A chunk of its own, loaded only when the merchant passes a theme (at mount or in an update): the theme's
 * validation and colour maths stay out of the first load, and without a theme the stylesheet's defaults for
 * both schemes apply (styles.css, `:root`).
 */
import { themeStyle, type ThemeInput } from '@pulse/core';

export { checkFrameTheme, validateTheme } from '@pulse/core/internal';

export function applyTheme(root: HTMLElement, theme: ThemeInput, prefersDark: boolean): void {
  const vars = themeStyle(theme, prefersDark);
  // --pulse-scheme among them: the body's color-scheme follows it (styles.css).
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}

/** Keeps the theme applied as the system colour scheme changes (theme.mode `auto`); returns its cleanup. */
export function followTheme(root: HTMLElement, getTheme: () => ThemeInput): { apply(): void; stop(): void } {
  const query = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => applyTheme(root, getTheme(), query.matches);
  query.addEventListener('change', apply);
  apply();
  return { apply, stop: () => query.removeEventListener('change', apply) };
}

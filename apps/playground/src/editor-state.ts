/**
 * The theme editor's state: every theme key and string key, each either unset (the SDK's default applies) or
 * set to the raw value typed, plus the validated result the three surfaces receive and the snippet to copy.
 */
import {
  STRING_KEYS,
  THEME_KEYS,
  validateStrings,
  validateTheme,
  type StringKey,
  type StringsInput,
  type Theme,
  type ThemeInput,
} from '@pulse/core';

export type ThemeKey = keyof Theme;
export type ThemeDraft = Partial<Record<ThemeKey, string | boolean>>;
export type StringsDraft = Partial<Record<StringKey, string>>;

export interface EditorState {
  theme: ThemeDraft;
  strings: StringsDraft;
}

export const EMPTY_EDITOR: EditorState = { theme: {}, strings: {} };

export interface Applied {
  theme: ThemeInput;
  strings: StringsInput;
  /** The SDK's validation message for the first bad value, or null. */
  error: string | null;
}

/** Validated with the SDK's own validators, so the editor shows exactly the error an integrator would get. */
export function parseEditor(state: EditorState): Applied {
  try {
    return { theme: validateTheme(state.theme), strings: validateStrings(state.strings), error: null };
  } catch (e) {
    return { theme: {}, strings: {}, error: (e as Error).message };
  }
}

/** Sets a key, or unsets it when `value` is undefined or an empty string. */
export function setKey<T extends Record<string, unknown>>(draft: T, key: keyof T, value: unknown): T {
  const next = { ...draft };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value as T[keyof T];
  return next;
}

const ordered = <K extends string>(keys: readonly K[], values: Partial<Record<K, unknown>>) =>
  Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));

/** The options to paste into an integration: the same objects go to mount(), update() and <Checkout>. */
export function snippetOf(applied: Pick<Applied, 'theme' | 'strings'>): string {
  const theme = JSON.stringify(ordered(THEME_KEYS, applied.theme), null, 2);
  const strings = JSON.stringify(ordered(STRING_KEYS, applied.strings), null, 2);
  return [
    `const theme = ${theme};`,
    `const strings = ${strings};`,
    '',
    "// Hosted embed:  Pulse.mount('#pay', { sessionToken, theme, strings }), later embed.update({ theme, strings })",
    '// React:         <Checkout theme={theme} strings={strings} … />',
  ].join('\n');
}

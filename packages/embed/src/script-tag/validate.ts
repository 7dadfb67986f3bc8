/**
 * The script-tag build's stand-in for validate.ts. Before anything is added to the page it checks the shape
 * of what the frame will render: component and flow are one of their words, networks and assets lists of
 * strings, theme and strings plain objects; a mistake throws `invalid_options` naming the option, as the ESM
 * build does. Core's colour, length and name rules for the values inside would double this build, so the
 * frame applies those: a bad value there shows the frame's error screen and calls
 * `onError('invalid_options', …)` naming the option. Terse on purpose (2 KB budget, size.json).
 */
import type { FrameOptions } from '@pulse/core';
import { fail } from '../options.js';
import type { EmbedUpdate, MountOptions } from '../types.js';

export const checkUpdate = (u: EmbedUpdate): EmbedUpdate => u;

// One of the words of `list`, compared without coercion; the message repeats the list, which gzip stores once.
const oneOf = (name: string, value: unknown, list: string) =>
  list.split('|').includes(value as string) || fail(name, list);

export const frameOptions = ({
  component = 'payment',
  flow = 'select',
  networks,
  assets,
  theme = {},
  strings = {},
  apiUrl,
  locale,
  openLinks,
}: MountOptions): FrameOptions => {
  oneOf('component', component, 'payment|quote|status');
  oneOf('flow', flow, 'select|direct');
  Object.entries({ networks, assets }).map(
    ([k, v]) =>
      v === undefined || (Array.isArray(v) && v.every((s) => typeof s == 'string')) || fail(k, 'a name list'),
  );
  // Plain objects only (literals, JSON): not null, an array, a string or a class instance.
  Object.entries({ theme, strings }).map(
    ([k, v]) => (v as object | null)?.constructor == Object || fail(k, 'an object'),
  );
  // "Open in wallet" unless turned off, opened by the sibling script (script-tag/wallet-script.ts).
  return {
    component,
    flow,
    networks,
    assets,
    theme,
    strings,
    apiUrl,
    locale,
    openLinks: openLinks !== false,
  } as FrameOptions;
};

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

export const frameOptions = (o: MountOptions): FrameOptions => {
  const {
    component = 'payment',
    flow = 'select',
    networks,
    assets,
    theme = {},
    strings = {},
    apiUrl,
    locale,
  } = o;
  // The message repeats the pattern's words, which gzip then stores once.
  if (!(typeof component == 'string' && /^(payment|quote|status)$/.test(component)))
    fail('component', 'payment|quote|status');
  if (!(typeof flow == 'string' && /^(select|direct)$/.test(flow))) fail('flow', 'select|direct');
  Object.entries({ networks, assets }).map(
    ([k, v]) =>
      v === undefined || (Array.isArray(v) && v.every((s) => typeof s == 'string')) || fail(k, 'a name list'),
  );
  // Plain objects only (literals, JSON): not null, an array, a string or a class instance.
  Object.entries({ theme, strings }).map(
    ([k, v]) => (v as object | null)?.constructor == Object || fail(k, 'an object'),
  );
  return { component, flow, networks, assets, theme, strings, apiUrl, locale } as FrameOptions;
};

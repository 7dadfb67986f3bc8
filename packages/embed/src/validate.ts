/**
 * Validates what the frame will render (component, flow, networks, assets, theme, strings) with @pulse/core,
 * so a mistake throws `invalid_options` at mount. The script-tag build swaps this file for validate-lite.ts to
 * stay within its 2 KB budget (build.mjs); the frame checks the same values again in both cases.
 */
import {
  COMPONENTS,
  FLOWS,
  isAsset,
  isComponent,
  isFlow,
  isNetwork,
  validateStrings,
  validateTheme,
  type FrameOptions,
} from '@pulse/core';
import { EVENTS } from './events.js';
import { invalid } from './invalid.js';
import { httpUrl } from './options.js';
import type { EmbedUpdate, MountOptions } from './types.js';

function wrap<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    throw invalid((e as Error).message, e);
  }
}

const list = <T extends string>(value: unknown, name: string, ok: (x: unknown) => x is T): T[] => {
  if (Array.isArray(value) && value.length > 0 && value.length <= 16 && value.every(ok))
    return [...new Set(value)];
  throw invalid(`${name} must be a non-empty array of known values, got ${JSON.stringify(value)}.`);
};

/** The theme and strings of an `update()`, validated. */
export function checkUpdate(u: EmbedUpdate): EmbedUpdate {
  const out: EmbedUpdate = {};
  if (u.theme !== undefined) out.theme = wrap(() => validateTheme(u.theme));
  if (u.strings !== undefined) out.strings = wrap(() => validateStrings(u.strings));
  return out;
}

/** The options handed to the frame in `init`; throws `invalid_options` naming the first bad one. */
export function frameOptions(o: MountOptions): FrameOptions {
  const { component = 'payment', flow = 'select' } = o;
  if (!isComponent(component)) {
    throw invalid(`component must be one of ${COMPONENTS.join(', ')}, got ${JSON.stringify(component)}.`);
  }
  if (!isFlow(flow)) throw invalid(`flow must be one of ${FLOWS.join(', ')}, got ${JSON.stringify(flow)}.`);
  const f: FrameOptions = { component, flow, theme: {}, strings: {}, ...checkUpdate(o) };
  if (o.networks !== undefined) f.networks = list(o.networks, 'networks', isNetwork);
  if (o.assets !== undefined) f.assets = list(o.assets, 'assets', isAsset);
  if (o.apiUrl !== undefined) f.apiUrl = httpUrl(o.apiUrl, 'apiUrl').href.replace(/\/+$/, '');
  for (const [name] of Object.values(EVENTS)) {
    if (!['undefined', 'function'].includes(typeof o[name as keyof MountOptions])) {
      throw invalid(`${name} must be a function.`);
    }
  }
  return f;
}

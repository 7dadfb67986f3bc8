/**
 * Validates what the frame will render (component, flow, networks, assets, theme, strings) with @pulse/core,
 * so a mistake throws `invalid_options` at mount. The script-tag build swaps this file for script-tag/validate.ts to
 * stay within its 2 KB budget (build.mjs); the frame checks the same values again in both cases.
 */
import { parseFrameOptions } from '@pulse/core/internal/frame-parse';
import { checkMessages } from '@pulse/core/internal/messages';
import type { FrameOptions } from '@pulse/core/internal/protocol';
import { validateTheme } from '@pulse/core/internal/theme';
import { EVENTS } from './events.js';
import { invalid } from './invalid.js';
import type { EmbedUpdate, MountOptions } from './types.js';

function wrap<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    throw invalid((e as Error).message, e);
  }
}

/** The theme and strings of an `update()`, validated. */
export function checkUpdate(u: EmbedUpdate): EmbedUpdate {
  const out: EmbedUpdate = {};
  if (u.theme !== undefined) out.theme = wrap(() => validateTheme(u.theme));
  // The shape here; keys and placeholders in the frame, which holds the catalogue (onError invalid_options).
  if (u.strings !== undefined) out.strings = wrap(() => checkMessages(u.strings));
  return out;
}

/** The options handed to the frame in `init`; throws `invalid_options` naming the first bad one. */
export function frameOptions(o: MountOptions): FrameOptions {
  const { component, flow, networks, assets, theme, strings, apiUrl, locale, openLinks } = o;
  const f = parseFrameOptions({
    component,
    flow,
    networks,
    assets,
    theme,
    strings,
    apiUrl,
    locale,
    openLinks,
  });
  if (![undefined, true, false].includes(o.browserWallet))
    throw invalid('browserWallet must be true or false.');
  for (const [name] of [...Object.values(EVENTS), ['onOpenLink']]) {
    if (!['undefined', 'function'].includes(typeof o[name as keyof MountOptions])) {
      throw invalid(`${name} must be a function.`);
    }
  }
  // "Open in wallet" unless turned off: mount() opens the link in the page, the React Native view with
  // Linking (the script-tag builds' validator, script-tag/validate.ts, decides it the same way).
  f.openLinks = o.openLinks !== false;
  return f;
}

/**
 * The frame validates what the host sent again: the script-tag build of the host passes theme, strings,
 * networks, assets and apiUrl through unchecked, and a frame must never trust its embedder's input.
 */
import {
  PulseError,
  validateStrings,
  validateTheme,
  type Asset,
  type ClientSession,
  type FrameOptions,
  type Network,
} from '@pulse/core';

function invalidOptions(e: unknown): PulseError {
  return new PulseError('invalid_options', e instanceof Error ? e.message : String(e), { cause: e });
}

/** Returns the options with theme and strings normalised; throws `invalid_options` naming the bad one. */
export function checkFrameOptions(o: FrameOptions): FrameOptions {
  try {
    const out: FrameOptions = { ...o, theme: validateTheme(o.theme), strings: validateStrings(o.strings) };
    if (o.apiUrl !== undefined) {
      const url = new URL(o.apiUrl);
      if (!/^https?:$/.test(url.protocol) || url.username || url.search) {
        throw new Error(
          `apiUrl must be an absolute http(s) URL without credentials or query, not "${o.apiUrl}".`,
        );
      }
    }
    return out;
  } catch (e) {
    throw invalidOptions(e);
  }
}

export interface Choices {
  assets: Asset[];
  networks: Network[];
}

/** The session's options narrowed by the host's (intersection, never wider); throws when nothing is left. */
export function narrowChoices(
  session: ClientSession['options'],
  o: Pick<FrameOptions, 'assets' | 'networks'>,
): Choices {
  const assets = session.assets.filter((a) => !o.assets || o.assets.includes(a));
  const networks = session.networks.filter((n) => !o.networks || o.networks.includes(n));
  if (assets.length === 0 || networks.length === 0) {
    const which = assets.length === 0 ? 'assets' : 'networks';
    throw new PulseError(
      'invalid_options',
      `The ${which} option (${(o[which] ?? []).join(', ')}) leaves none of the session's ${which} (${session[which].join(', ')}); pass values the session allows.`,
    );
  }
  return { assets, networks };
}

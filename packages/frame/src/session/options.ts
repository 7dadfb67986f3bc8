/**
 * The frame validates what the host sent again with core's parseFrameShape (start.tsx) and, for a theme,
 * checkFrameTheme (from the theme's chunk, apply-theme.ts): the script-tag builds of the host pass component,
 * flow, networks, assets, theme, strings and apiUrl through unchecked, and a frame must never trust its
 * embedder's input. `strings` keys and placeholders are checked against the whole catalogue once the later
 * chunk is in (see components/later.ts' checkStrings).
 */
import { PulseError, type Asset, type ClientSession, type FrameOptions, type Network } from '@pulse/core';

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

import type { MountOptionsBase, SessionTokenGetter } from './types.js';
import type { ClientAuth } from '@pulse/core';

/** The options that decide which frame is mounted, with a credential that may still be missing. */
export type MountKeyOptions = MountOptionsBase & {
  sessionToken?: string | undefined;
  auth?: ClientAuth | SessionTokenGetter | undefined;
};

/**
 * What forces a new frame when it changes, for the component wrappers (`<Embed>`, `<PulseEmbedView>`): the
 * credential and every option the frame reads once (the locale among them). Theme and strings are not here: they go to a mounted
 * frame as an update. A token getter counts by kind, so a new function identity needs no remount.
 */
export function mountKey(p: MountKeyOptions): string {
  const auth = p.auth;
  const token =
    typeof auth === 'object' && auth.kind === 'session' && typeof auth.token === 'string'
      ? auth.token
      : typeof auth;
  return JSON.stringify([
    p.sessionToken,
    token,
    p.embedUrl,
    p.apiUrl,
    p.component,
    p.flow,
    p.networks,
    p.assets,
    p.readyTimeoutMs,
    p.locale,
  ]);
}

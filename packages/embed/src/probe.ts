/**
 * The request diagnose.ts sends when the iframe loaded without a hello, in its own module so that bundlers
 * load it only then: the embed URL without fragment, credentials or referrer (no token, no page address).
 */
import { directive, sourcesAllow } from './sources.js';
import type { LoadFailureReason } from './types.js';

/**
 * Whether the embed's response headers let `origin` frame it: each policy's frame-ancestors must list a
 * matching source ('self', `*`, a scheme, or a host with `*.` and `:*` wildcards; paths are not read);
 * X-Frame-Options counts only where no policy has frame-ancestors, as in browsers.
 */
export function framingAllowed(csp: string | null, xfo: string | null, origin: string, self: string) {
  const lists = (csp ?? '')
    .split(',')
    .map((p) => directive(p, 'frame-ancestors'))
    .filter((l) => l);
  return lists.length
    ? lists.every((l) => sourcesAllow(l!, origin, self))
    : !/deny|sameorigin/i.test(xfo ?? '') || (/sameorigin/i.test(xfo!) && origin == self);
}

const probe = (url: string, mode: RequestMode) =>
  fetch(url, { mode, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });

/** What one request for the embed URL tells; undefined when it cannot tell. */
export const classify = (
  url: string,
  origin: string,
): Promise<[LoadFailureReason, string] | undefined | false> =>
  probe(url, 'cors').then(
    (res) =>
      res.ok
        ? !framingAllowed(
            res.headers.get('content-security-policy'),
            res.headers.get('x-frame-options'),
            location.origin,
            origin,
          ) && [
            'frame_ancestors_refused',
            `The embed's frame-ancestors leave out ${location.origin}: add it there.`,
          ]
        : ['embed_not_found', `${url} answered ${res.status}: check embedUrl.`],
    () =>
      probe(url, 'no-cors').then(
        () => ['embed_not_found', `${url} is not the Pulse embed: check embedUrl.`],
        () => ['embed_unreachable', `Nothing answers at ${origin}: check embedUrl and the network.`],
      ),
  );

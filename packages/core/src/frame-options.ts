/**
 * The one validator of what the frame renders (component, flow, networks, assets, theme, strings, apiUrl).
 * mount() runs it before it adds anything to the page; the frame runs it again on what `init` brought, since
 * the script-tag builds pass these values through unchecked and a frame never trusts its embedder.
 */
import { ASSETS, COMPONENTS, FLOWS, NETWORKS, isAsset, isComponent, isFlow, isNetwork } from './enums.js';
import { PulseError } from './errors.js';
import type { FrameOptions } from './protocol.js';
import { isLocaleOption } from './locale.js';
import { checkMessages } from './messages.js';

export const invalid = (message: string, cause?: unknown) =>
  new PulseError('invalid_options', message, cause === undefined ? {} : { cause });

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

function list<T extends string>(value: unknown, name: string, all: readonly T[], ok: (x: unknown) => x is T) {
  if (Array.isArray(value) && value.length > 0 && value.length <= 16 && value.every(ok)) {
    return [...new Set(value)];
  }
  throw invalid(`${name} must be a non-empty array of ${all.join(', ')}; got ${show(value)}.`);
}

function oneOf<T extends string>(
  value: unknown,
  name: string,
  all: readonly T[],
  ok: (x: unknown) => x is T,
): asserts value is T {
  if (!ok(value)) throw invalid(`${name} must be one of ${all.join(', ')}; got ${show(value)}.`);
}

/** True for a host name of this machine: localhost, *.localhost, 127.x.x.x or [::1]. */
export const isLoopbackHost = (hostname: string): boolean =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$|\.localhost$/.test(hostname);

/**
 * `value` as a URL when it is an absolute URL without credentials or query string, https unless it points at
 * this machine (localhost, 127.x.x.x, [::1]): a session token must not cross the network in clear text.
 * Undefined otherwise.
 */
export function serviceUrl(value: unknown): URL | undefined {
  let url: URL;
  try {
    url = new URL(value as string);
  } catch {
    return undefined;
  }
  return typeof value === 'string' &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) &&
    // No user name, password or query string (not even an empty `?`): nothing between the origin, the path
    // and the fragment.
    url.href === url.origin + url.pathname + url.hash
    ? url
    : undefined;
}

/**
 * parseFrameOptions (frame-parse.ts) but the theme, which is handed back unchecked (`theme: {}` in the options): every
 * other option checked and normalised, or `PulseError('invalid_options')` naming the first bad one. Pass the
 * theme to checkFrameTheme (frame-parse.ts), which lives apart with the theme's code so that a bundle of
 * this module alone leaves it out.
 */
export function parseFrameShape(o: unknown): { options: FrameOptions; theme: unknown } {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) {
    throw invalid(`options must be an object; got ${show(o)}.`);
  }
  const {
    component = 'payment',
    flow = 'select',
    networks,
    assets,
    theme,
    strings,
    locale,
    apiUrl,
    openLinks,
  } = o as Record<string, unknown>;
  oneOf(component, 'component', COMPONENTS, isComponent);
  oneOf(flow, 'flow', FLOWS, isFlow);
  let out: FrameOptions;
  try {
    out = { component, flow, theme: {}, strings: checkMessages(strings) };
  } catch (e) {
    throw invalid((e as Error).message, e);
  }
  if (networks !== undefined) out.networks = list(networks, 'networks', NETWORKS, isNetwork);
  if (assets !== undefined) out.assets = list(assets, 'assets', ASSETS, isAsset);
  if (locale !== undefined) {
    if (!isLocaleOption(locale)) {
      throw invalid(`locale must be a BCP 47 tag such as 'yo-NG', or 'auto'; got ${show(locale)}.`);
    }
    out.locale = locale;
  }
  if (apiUrl !== undefined) {
    const url = serviceUrl(apiUrl);
    if (!url) {
      throw invalid(
        `apiUrl must be an https URL (http only for localhost) without credentials or query; got ${show(apiUrl)}.`,
      );
    }
    out.apiUrl = url.href.replace(/\/+$/, '');
  }
  if (openLinks !== undefined) {
    if (typeof openLinks !== 'boolean')
      throw invalid(`openLinks must be true or false; got ${show(openLinks)}.`);
    out.openLinks = openLinks;
  }
  return { options: out, theme };
}

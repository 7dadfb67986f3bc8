/**
 * Declarative mounting for plain pages: `<div data-pulse-session-token="cs_…">` with data attributes for the
 * main options, inside a root the page names and only with the configured embed origin. Callbacks become DOM CustomEvents on the container, `pulse:<type>` for each frame message type
 * of events.ts (`pulse:ready`, `pulse:status`, `pulse:success`, `pulse:quote_expired`,
 * `pulse:quote_refreshed`, `pulse:error`), with the callback's arguments by name in `detail`.
 */
import { DEFAULT_EMBED_URL } from './defaults.js';
import { EVENTS } from './events.js';
import { mount } from './mount.js';
import type { EmbedHandle, MountOptions } from './types.js';

const SELECTOR = '[data-pulse-session-token]';
const ATTRIBUTES =
  'sessionToken embedUrl apiUrl component flow networks assets theme strings locale readyTimeoutMs'.split(
    ' ',
  );

// Fires `pulse:<type>` on the container, bubbling, with the callback's arguments named as in EVENTS.
const fire = (el: Element, type: string, args: unknown[]) =>
  el.dispatchEvent(
    new CustomEvent(`pulse:${type}`, {
      bubbles: true,
      detail: Object.fromEntries(EVENTS[type]!.slice(1).map((k, i) => [k, args[i]])),
    }),
  );

const json = (v: string, name: string): unknown => {
  try {
    return JSON.parse(v);
  } catch (e) {
    throw Error(`data-pulse-${name} must be JSON: ${(e as Error).message}`);
  }
};

/**
 * The mount options a container's `data-pulse-*` attributes describe: networks and assets comma-separated (spaces allowed),
 * theme and strings as JSON, readyTimeoutMs a number. Throws when theme or strings is not JSON.
 */
export function optionsFromElement(el: HTMLElement): MountOptions {
  const o: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) {
    // readyTimeoutMs ← dataset.pulseReadyTimeoutMs ← data-pulse-ready-timeout-ms
    const v = el.dataset[`pulse${name[0]!.toUpperCase()}${name.slice(1)}`];
    if (v !== undefined)
      o[name] = /^(networks|assets)$/.test(name)
        ? v.split(',').map((s) => s.trim())
        : /^(theme|strings)$/.test(name)
          ? json(v, name)
          : name === 'readyTimeoutMs'
            ? +v
            : v;
  }
  for (const type in EVENTS) o[EVENTS[type]![0]!] = (...args: unknown[]) => fire(el, type, args);
  return o as unknown as MountOptions;
}

/** Where containers' frames may come from. */
export interface AutoMountOptions {
  /**
   * The embed app's URL: the frame of a container without `data-pulse-embed-url`, and the only origin one
   * with it may name (another origin gets `pulse:error` and no iframe, so markup a visitor wrote cannot load
   * a frame of its choosing with the token).
   * @default 'https://embed.pulse.dev/'
   */
  embedUrl?: string;
}

/**
 * Mounts every `[data-pulse-session-token]` element under `root`, which the page names (an element it owns;
 * nothing outside it is read or changed). The token attribute is removed once read, so it does not linger in
 * the DOM and a second call mounts nothing twice. A container whose attributes are invalid, or whose
 * `data-pulse-embed-url` is on another origin than `embedUrl`'s, gets a `pulse:error` event (code
 * `invalid_options`) instead of an iframe.
 */
export const autoMount = (root: ParentNode, options: AutoMountOptions = {}): EmbedHandle[] => {
  const embed = new URL(options.embedUrl ?? DEFAULT_EMBED_URL, location.href);
  return [...root.querySelectorAll<HTMLElement>(SELECTOR)].flatMap((el) => {
    try {
      const o = optionsFromElement(el);
      const url = new URL(o.embedUrl ?? embed, location.href);
      if (url.origin !== embed.origin) throw Error(`data-pulse-embed-url: ${embed.origin} only`);
      o.embedUrl = url.href;
      return [mount(el, o)];
    } catch (e) {
      fire(el, 'error', ['invalid_options', (e as Error).message]);
      return [];
    } finally {
      el.removeAttribute('data-pulse-session-token');
    }
  });
};

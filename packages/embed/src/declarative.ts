/**
 * Declarative mounting for plain pages: `<div data-pulse-session-token="cs_…">` with data attributes for the
 * main options. Callbacks become DOM CustomEvents on the container, `pulse:<type>` for each frame message type
 * of events.ts (`pulse:ready`, `pulse:status`, `pulse:success`, `pulse:quote_expired`,
 * `pulse:quote_refreshed`, `pulse:error`), with the callback's arguments by name in `detail`.
 */
import { EVENTS } from './events.js';
import { mount } from './mount.js';
import type { EmbedHandle, MountOptions } from './types.js';

const SELECTOR = '[data-pulse-session-token]';
const ATTRIBUTES =
  'sessionToken embedUrl apiUrl component flow networks assets theme strings readyTimeoutMs'.split(' ');

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
  return o as MountOptions;
}

/**
 * Mounts every `[data-pulse-session-token]` element under `root`. The token attribute is removed once read,
 * so it does not linger in the DOM and a second call mounts nothing twice. A container whose attributes are
 * invalid gets a `pulse:error` event (code `invalid_options`) instead of an iframe.
 */
export const autoMount = (root: ParentNode = document): EmbedHandle[] =>
  [...root.querySelectorAll<HTMLElement>(SELECTOR)].flatMap((el) => {
    try {
      return [mount(el, optionsFromElement(el))];
    } catch (e) {
      fire(el, 'error', ['invalid_options', (e as Error).message]);
      return [];
    } finally {
      el.removeAttribute('data-pulse-session-token');
    }
  });

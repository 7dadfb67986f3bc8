/**
 * Declarative mounting for plain pages: `<div data-pulse-session-token="cs_…">` with data attributes for the
 * main options. Callbacks become DOM CustomEvents on the container, `pulse:<type>` for each frame message type
 * of events.ts (`pulse:ready`, `pulse:status`, `pulse:success`, `pulse:quote_expired`,
 * `pulse:quote_refreshed`, `pulse:error`), with the callback's arguments by name in `detail`.
 */
import { EVENTS } from './events.js';
import { mount } from './mount.js';
import type { EmbedHandle, MountOptions } from './types.js';

const ATTRIBUTES =
  'sessionToken embedUrl apiUrl component flow networks assets theme strings readyTimeoutMs'.split(' ');

/**
 * The mount options a container's `data-pulse-*` attributes describe: networks and assets comma-separated,
 * theme and strings as JSON, readyTimeoutMs a number. Throws when theme or strings is not JSON.
 */
export function optionsFromElement(el: HTMLElement): MountOptions {
  const o: Record<string, unknown> = {};
  for (const key of ATTRIBUTES) {
    const v = el.dataset[`pulse${key[0]?.toUpperCase()}${key.slice(1)}`];
    if (v !== undefined)
      o[key] = /^(ne|as)/.test(key)
        ? v.split(',')
        : /^(th|str)/.test(key)
          ? JSON.parse(v)
          : /^re/.test(key)
            ? +v
            : v;
  }
  for (const [type, [name, ...keys]] of Object.entries(EVENTS)) {
    o[name as string] = (...args: unknown[]) =>
      el.dispatchEvent(
        new CustomEvent(`pulse:${type}`, {
          bubbles: true,
          detail: Object.fromEntries(keys.map((k, i) => [k, args[i]])),
        }),
      );
  }
  return o as MountOptions;
}

/**
 * Mounts every `[data-pulse-session-token]` element under `root`. The token attribute is removed once read,
 * so it does not linger in the DOM and a second call mounts nothing twice. A container whose attributes are
 * invalid gets a `pulse:error` event (code `invalid_options`) instead of an iframe.
 */
export function autoMount(root: ParentNode = document): EmbedHandle[] {
  const handles: EmbedHandle[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-pulse-session-token]')) {
    let options: MountOptions = {};
    try {
      options = optionsFromElement(el);
      handles.push(mount(el, options));
    } catch (e) {
      const error = e as Error;
      el.dispatchEvent(
        new CustomEvent('pulse:error', {
          bubbles: true,
          detail: { code: 'invalid_options', message: error.message },
        }),
      );
    }
    el.removeAttribute('data-pulse-session-token');
  }
  return handles;
}

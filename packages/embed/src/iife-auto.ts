/**
 * The declarative script-tag build, dist/pulse-auto.iife.js: `window.Pulse.mount` and `Pulse.autoMount`, and
 * every `[data-pulse-session-token]` container mounted once the DOM is parsed. A separate file so that pages
 * calling `Pulse.mount` themselves do not download the attribute parser and event bridge.
 */
import { autoMount } from './declarative.js';
import { mount } from './mount.js';

(window as unknown as { Pulse: object }).Pulse = { mount, autoMount };

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => autoMount(), { once: true });
} else {
  autoMount();
}

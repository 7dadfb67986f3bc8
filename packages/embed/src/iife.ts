/** The script-tag build: `window.Pulse.mount(…)`, and declarative containers mounted once the DOM is parsed. */
import { autoMount } from './declarative.js';
import { mount } from './mount.js';

(window as unknown as { Pulse: object }).Pulse = { mount, autoMount };

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => autoMount(), { once: true });
} else {
  autoMount();
}

/** The script-tag build, dist/pulse.iife.js: `window.Pulse.mount(…)`. */
import { mount } from './mount.js';

(window as unknown as { Pulse: object }).Pulse = { mount };

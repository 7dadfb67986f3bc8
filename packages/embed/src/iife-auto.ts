/**
 * The declarative script-tag build, dist/pulse-auto.iife.js: `window.Pulse.mount` and `Pulse.autoMount`, and
 * the `[data-pulse-session-token]` containers inside the page's root mounted once the DOM is parsed. The
 * page names the root and the embed on the script tag itself, which markup a visitor wrote cannot change:
 *
 *   <script src="https://embed.pulse.dev/pulse-auto.iife.js" data-pulse-root="#checkout"></script>
 *
 * `data-pulse-root` is a selector that must match exactly one element (two matches mean someone else's
 * markup copied it: nothing mounts). `data-pulse-embed-url` names the embed app; by default, the folder this
 * script was served from, whose origin is then the only one containers may name. Without `data-pulse-root`,
 * nothing mounts by itself; the page's script may call `Pulse.autoMount(element)`. A separate file so that
 * pages calling `Pulse.mount` themselves do not download the attribute parser and event bridge.
 */
import { autoMount, type AutoMountOptions } from './declarative.js';
import { mount } from './mount.js';

// Read while this script runs: afterwards currentScript is null.
const script = document.currentScript as HTMLScriptElement;
const config: AutoMountOptions = {
  embedUrl: script.dataset.pulseEmbedUrl ?? new URL('.', script.src).href,
};
const selector = script.dataset.pulseRoot;

(window as unknown as { Pulse: object }).Pulse = {
  mount,
  autoMount: (root: ParentNode, o?: AutoMountOptions) => autoMount(root, o ?? config),
};

// Warms the connection to the embed while the page is still being parsed (the containers mount once it is).
document.head.append(
  Object.assign(document.createElement('link'), { rel: 'preconnect', href: config.embedUrl }),
);

// Exactly one match, or nothing mounts: a second one would be someone else's markup imitating the root.
const start = () => {
  const roots = document.querySelectorAll(selector!);
  if (roots.length === 1) autoMount(roots[0]!, config);
};
if (selector) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

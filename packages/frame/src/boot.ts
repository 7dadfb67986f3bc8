/**
 * The frame's boot script, inlined into index.html by the build (vite.config.ts, `inlineBoot`) as a classic
 * script at the top of the page's head, ahead of the stylesheet (an inline script after a stylesheet would
 * wait for it), and allowed by its hash in the page's Content-Security-Policy (`dist/csp.json`). It runs
 * while the HTML is still being parsed, before any file of the frame has arrived: in a React Native WebView
 * it starts with the init the app injects (native.ts); otherwise it reads the fragment, says hello to the
 * host and waits for its `init`. The first session read leaves as soon as the init is here (early.ts), while
 * the app (main.ts and start.tsx, one chunk the page loads beside this script) is still downloading; the app
 * takes the init and the read from here once it runs (app-slot.ts).
 */
import { decodeFragment, intlLocale, isLocaleOption, resolveLocale } from '@pulse/core/internal';
import { awaitInit, type Init } from './transport/handshake.js';
import { awaitNativeInit } from './transport/native.js';
import { sendEarlyRead } from './session/early.js';
import { APP_SLOT, type AppSlot, type StartFrame } from './app-slot.js';

const fragment = decodeFragment(location.hash);
// Resolved by the app chunk when it runs. A chunk that cannot load leaves the page blank, and the host's
// ready timeout (or its load-failure check) reports it, as when this page cannot load.
const app = new Promise<StartFrame>((resolve) => {
  (window as AppSlot)[APP_SLOT] = resolve;
});
// This script runs in the page's head, before the root element is parsed; the app runs after it is.
const root = () => document.getElementById('app')!;
const start = (init: Init) => {
  const read = sendEarlyRead(init);
  // Intl's first use loads its locale data, about 75 ms of a phone's main thread: for a language other than
  // English, done here while the app downloads, for the locale the app will format with (the store asks the
  // same; an invalid option is reported by the app and formats in English, as here). English (en-NG) formats
  // without Intl (core's formatNaira), and intlLocale does not ask it.
  const { locale } = init.options as { locale?: unknown };
  intlLocale(resolveLocale(isLocaleOption(locale) ? locale : undefined, navigator.languages));
  void app.then((startFrame) => startFrame(root(), init, read));
};
// In a React Native WebView the frame starts with the app's init, now or once it arrives.
const native = awaitNativeInit(window, start);

if (!native && fragment && window.parent !== window) {
  awaitInit(window, fragment, start);
} else if (!native) {
  document.addEventListener('DOMContentLoaded', () => {
    root().textContent =
      'This page shows a Pulse payment inside a merchant’s site; open it through the merchant.';
  });
}

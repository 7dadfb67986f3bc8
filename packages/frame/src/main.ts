/**
 * Entry of the frame page, the small startup chunk: in a React Native WebView, start with the init the app
 * injects (native.ts); otherwise read the fragment, say hello to the host and wait for its `init`. The
 * first session read leaves as soon as the init is here (early.ts), while the rest of the frame (start.tsx
 * and the first screen), which index.html preloads beside this file, is still downloading or starting.
 */
import { decodeFragment } from '@pulse/core/internal';
import { awaitInit, type Init } from './transport/handshake.js';
import { awaitNativeInit } from './transport/native.js';
import { sendEarlyRead } from './session/early.js';
import './view/styles.css';

const root = document.getElementById('app');
const fragment = decodeFragment(location.hash);
// Requested by index.html at once (modulepreload); this only waits for it. A chunk that cannot load leaves
// the page blank, and the host's ready timeout reports it, as when this file cannot load. Taking the one
// export by name lets the bundler hand it over without building a module namespace object for it.
const app = import('./start.js').then(({ startFrame }) => startFrame);
const start = (init: Init) => {
  const read = sendEarlyRead(init);
  void app.then((startFrame) => startFrame(root!, init, read));
};
// In a React Native WebView the frame starts with the app's init, now or once it arrives.
const native = root !== null && awaitNativeInit(window, start);

if (root && !native && fragment && window.parent !== window) {
  awaitInit(window, fragment, start);
} else if (root && !native) {
  root.textContent =
    'This page shows a Pulse payment inside a merchant’s site; open it through the merchant.';
}

/**
 * Entry of the frame page: in a React Native WebView, start with the init the app injected (native.ts);
 * otherwise read the fragment, wait for the host's `init`, then start.
 */
import { decodeFragment } from '@pulse/core';
import { awaitInit } from './handshake.js';
import { nativeInit } from './native.js';
import { startFrame } from './start.js';
import './styles.css';

const root = document.getElementById('app');
const fragment = decodeFragment(location.hash);
const native = root && nativeInit(window);

if (root && native) {
  startFrame(root, native);
} else if (root && fragment && window.parent !== window) {
  awaitInit(window, fragment, (init) => startFrame(root, init));
} else if (root) {
  root.textContent =
    'This page shows a Pulse payment inside a merchant’s site; open it through the merchant.';
}

/**
 * Entry of the frame page: in a React Native WebView, start with the init the app injects (native.ts);
 * otherwise read the fragment, wait for the host's `init`, then start.
 */
import { decodeFragment } from '@pulse/core/internal';
import { awaitInit } from './transport/handshake.js';
import { awaitNativeInit } from './transport/native.js';
import { startFrame } from './start.js';
import './view/styles.css';

const root = document.getElementById('app');
const fragment = decodeFragment(location.hash);
// In a React Native WebView the frame starts with the app's init, now or once it arrives.
const native = root !== null && awaitNativeInit(window, (init) => startFrame(root, init));

if (root && !native && fragment && window.parent !== window) {
  awaitInit(window, fragment, (init) => startFrame(root, init));
} else if (root && !native) {
  root.textContent =
    'This page shows a Pulse payment inside a merchant’s site; open it through the merchant.';
}

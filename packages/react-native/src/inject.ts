/**
 * The scripts the WebView runs in the frame page. Each first checks that the page is on the embed origin, so
 * a page of any other origin never receives the token or a message. The global names are core's, which the
 * frame's native.ts reads too; the browser test of e2e/react-native runs these very scripts against the built
 * frame.
 */
import {
  NATIVE_INIT,
  NATIVE_RECEIVE,
  NATIVE_START,
  type HostMessage,
  type InitMessage,
} from '@pulse/core/internal/protocol';

// JSON is a JavaScript expression; escaping `<` and the line separators keeps it one inert literal anywhere.
const literal = (x: unknown): string =>
  JSON.stringify(x)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * For `injectedJavaScriptBeforeContentLoaded`: on the embed origin only, puts `init` where the frame reads it
 * before any of its own scripts run, or hands it to the frame if they already ran (some Android WebViews run
 * this script only once the page has started). The token goes in no URL, no header and no storage.
 */
export function initScript(origin: string, init: InitMessage): string {
  return (
    `(function(){if(location.origin!==${literal(origin)})return;` +
    `var m=${literal(init)},s=window[${literal(NATIVE_START)}];` +
    `if(typeof s==='function')s(m);` +
    `else Object.defineProperty(window,${literal(NATIVE_INIT)},{value:m,configurable:true,writable:true});` +
    `})();true;`
  );
}

/** For `injectJavaScript`: hands one host → frame message (`update`, `token`) to the frame, on its origin only. */
export function receiveScript(origin: string, message: HostMessage): string {
  return (
    `(function(){var f=window[${literal(NATIVE_RECEIVE)}];` +
    `if(location.origin===${literal(origin)}&&typeof f==='function')f(${literal(message)});` +
    `})();true;`
  );
}

/**
 * Where the WebView may go. Only the embed origin loads inside it; everything else the page asks for (a
 * wallet's deep link, a help page, a window it tries to open) goes to the system, which opens the wallet app
 * or the browser, so no other site ever runs inside the view that holds the token.
 */
import { parseHttpUrl } from './options.js';

// Schemes that would run or read something on the device instead of opening an app or a site.
const NEVER = /^(javascript|data|file|blob|about|content|intent|vbscript):/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True when `url` may load inside the WebView: a page of the embed origin. */
export const loadsInside = (url: string, origin: string): boolean => parseHttpUrl(url)?.origin === origin;

/** True when `url` may be handed to the system: any scheme but the ones that run or read local content. */
export const opensOutside = (url: string): boolean => SCHEME.test(url) && !NEVER.test(url);

/**
 * The script-tag builds' diagnose.ts: LITE drops the watch, the error object and the preconnect hints from
 * mount() (they would not fit the 2 KB budget), so a load failure there is
 * `onError('embed_load_timeout', message)` at the ready timeout.
 */
import type { Fail } from './diagnose.js';

export const LITE = true;

export const loadError = () => undefined;

export const warm = (..._: [string, string | undefined]) => {};

export const diagnose =
  (..._: [HTMLIFrameElement, string, string, () => boolean, Fail]) =>
  () => {};

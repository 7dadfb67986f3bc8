/**
 * The script-tag builds' diagnose.ts: no watch (its checks would not fit the 2 KB budget), so a load failure
 * there is `embed_load_timeout`; its error is a plain Error with PulseError's name and the same fields.
 */
import type { Fail } from './diagnose.js';
import type { LoadFailureReason } from './types.js';

export const loadError = (reason: LoadFailureReason, message: string, elapsedMs: number) =>
  Object.assign(Error(message), { name: 'PulseError', code: reason, reason, elapsedMs });

export const diagnose = (..._: [HTMLIFrameElement, string, string, () => boolean, Fail]) => () => {};

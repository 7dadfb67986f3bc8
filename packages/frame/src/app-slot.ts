/**
 * Where the boot script (boot.ts, inline in the page) waits for the app (main.ts): a function on the frame's
 * window that the app calls with its start function once its chunk has run. Only the frame's own scripts run
 * in its page (its Content-Security-Policy allows no other), so nothing else can reach the slot.
 */
import type { startFrame } from './start.js';

export type StartFrame = typeof startFrame;
export const APP_SLOT = '__pulseApp';
export interface AppSlot {
  [APP_SLOT]?: (startFrame: StartFrame) => void;
}

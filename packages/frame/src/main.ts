/**
 * Entry of the frame's app chunk, which index.html loads beside the inline boot script (boot.ts): hands the
 * boot script the function that starts the frame (start.tsx) with the init and the first session read it
 * already holds. The page's one stylesheet is linked from here. Without the slot the page's policy refused
 * the boot script, and the browser's console names it with the hash to allow (docs/embed.md).
 */
import { startFrame } from './start.js';
import { APP_SLOT, type AppSlot } from './app-slot.js';
import './view/styles.css';

(window as AppSlot)[APP_SLOT]?.(startFrame);

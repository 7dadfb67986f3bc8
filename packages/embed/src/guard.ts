/** The frame-message guard mount() uses: core's full one. The script-tag build swaps in script-tag/guard.ts. */
export { isFrameMessage } from '@pulse/core/internal/protocol';

/** The frame-message guard mount() uses: core's full one. The script-tag build swaps in guard-lite.ts. */
export { isFrameMessage } from '@pulse/core/internal/protocol';

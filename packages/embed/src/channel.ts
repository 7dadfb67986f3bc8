/** The channel id tying a hello to its mount: core's randomId. The script-tag builds use channel-lite.ts. */
export { randomId } from '@pulse/core/internal/uuid';

/** The channel id tying a hello to its mount: core's randomId. The script-tag builds use script-tag/channel.ts. */
export { randomId } from '@pulse/core/internal/uuid';

/** Where the hosted embed app is served unless `embedUrl` says otherwise. */
export const DEFAULT_EMBED_URL = 'https://embed.pulse.dev/';
/** How long `mount` waits for the frame's ready signal before `onError('embed_load_timeout', …)`: 15 seconds. */
export const DEFAULT_READY_TIMEOUT_MS = 15_000;

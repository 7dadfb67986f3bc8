/** Where the hosted embed app is served unless `embedUrl` says otherwise. */
export const DEFAULT_EMBED_URL = 'https://embed.pulse.dev/';
export const DEFAULT_READY_TIMEOUT_MS = 15_000;

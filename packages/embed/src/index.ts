export { mount } from './mount.js';
export { autoMount, optionsFromElement } from './declarative.js';
export { DEFAULT_EMBED_URL, DEFAULT_READY_TIMEOUT_MS } from './defaults.js';
export type { EmbedCallbacks, EmbedHandle, EmbedUpdate, MountOptions, SessionTokenGetter } from './types.js';

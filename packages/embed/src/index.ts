export { mount } from './mount.js';
export { autoMount, optionsFromElement } from './declarative.js';
export { DEFAULT_EMBED_URL, DEFAULT_READY_TIMEOUT_MS } from './defaults.js';
/** What forces a new frame, for component wrappers (@pulse/react, @pulse/react-native). */
export { mountKey, type MountKeyOptions } from './mount-key.js';
/** mount's checks of the frame options and of an update, for other hosts of the frame (@pulse/react-native). */
export { checkUpdate, frameOptions } from './validate.js';
/** The host's half of the protocol without a transport, for other hosts of the frame (@pulse/react-native). */
export { hostSession, type HostSession, type SessionOptions, type SessionTransport } from './host-session.js';
/** The typed error of a load failure (onError's third argument), for other hosts of the frame. */
export { loadError } from './diagnose.js';
export type {
  EmbedCallbacks,
  EmbedHandle,
  EmbedLoadError,
  LoadFailureReason,
  EmbedUpdate,
  MountAuth,
  MountOptions,
  MountOptionsBase,
  SessionTokenGetter,
} from './types.js';

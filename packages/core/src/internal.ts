/**
 * `@pulse/core/internal`: the public API plus the helpers Pulse's own packages share (the host/frame wire
 * format, the frame options validator, credentials, exact decimals, wallet links, the locale catalogue's
 * checks, copying). Not part of the public API: names here may change in any release. Kept out of the main
 * entry so what an integrator imports from `@pulse/core` stays small.
 */
export * from './index.js';
export {
  PROTOCOL_VERSION,
  NATIVE_INIT,
  NATIVE_START,
  NATIVE_RECEIVE,
  isChannelId,
  isInitMessage,
  message,
  encodeFragment,
  decodeFragment,
} from './protocol.js';
export { parseFrameShape, serviceUrl, isLoopbackHost } from './frame-options.js';
export { parseFrameOptions, checkFrameTheme } from './frame-parse.js';
export {
  isSessionToken,
  isSecretKey,
  credentialEnvironment,
  inBrowser,
  assertKeyAllowedHere,
  authHeaders,
  bearerHeaders,
} from './auth.js';
export { parseEnvelope, parseRetryAfter } from './envelope.js';
export { createBareClient } from './client.js';
export type { BareClientOptions, Credentials } from './client.js';
export { uuid, randomId } from './uuid.js';
export { DEV, devWarn } from './dev.js';
export { EMBED_STATUS_TABLE, isOpenEmbedStatus } from './status.js';
export { baseUnits, walletUri, TEST_TOKENS } from './wallet-uri.js';
export { amountToSend } from './to-send.js';
export {
  isDecimal,
  compare,
  less,
  isZero,
  multiply,
  scale,
  trimZeros,
  groupDigits,
  formatNaira,
} from './decimal.js';
export { isLocaleOption, resolveLocale, intlLocale } from './locale.js';
export { formatMoment } from './moment.js';
export { gapsBetweenGroups, valueGroups } from './groups.js';
export { keepTrying, loadOnce, retryLater } from './retry-later.js';
export { checkMessages, resolveMessages, placeholders } from './messages.js';
export { copyText } from './clipboard.js';
export type { CopyOutcome, CopyTextOptions } from './clipboard.js';

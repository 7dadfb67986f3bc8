export { startSandbox } from './start.js';
export type { StartSandboxOptions, StartedSandbox, SandboxBusiness } from './start.js';
export { createSandboxApp } from './app.js';
export type { SandboxApp, SandboxAppOptions } from './app.js';
export type { TestClock } from './clock.js';
export type { SandboxHooks } from './store.js';
export { SANDBOX_ERROR_CODES, type SandboxErrorCode } from './errors.js';
export { ACCOUNT_NOT_FOUND, BANK_UNAVAILABLE, BANKS } from './banks.js';
export { QUOTE_LIFETIME_MS } from './domain/quotes.js';
export { FUNDING_WINDOW_MS, ORDER_RATE_HOLD_MS, PROCESSING_MS } from './domain/orders.js';
export {
  COLLECTION_LOCK_MS,
  CONFIRM_AFTER_MS,
  CONVERT_AFTER_MS,
  COMPLETE_AFTER_MS,
  DEFAULT_SESSION_SECONDS,
} from './domain/sessions.js';

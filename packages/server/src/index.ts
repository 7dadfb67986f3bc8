export type { ServerOptions } from './options.js';
// Re-exported so a webhook route can tell a refused signature (a PulseError) from its own failures.
export { isPulseError, PulseError } from '@pulse/core';
export { createSession } from './session.js';
export {
  bestIndicativeRate,
  createRateHandler,
  INDICATIVE_RATE_SECONDS,
  parseRateQuery,
  type RateHandlerOptions,
  type RateQuery,
} from './rate.js';
export type { RatePreview } from '@pulse/core';
export { createCheckoutProxy, CHECKOUT_ROUTES, type CheckoutProxyOptions } from './proxy.js';
export {
  verifyWebhook,
  WEBHOOK_ERROR_CODES,
  type VerifyWebhookOptions,
  type WebhookErrorCode,
  type WebhookEvent,
} from './webhook.js';
export { toNodeHandler, toWebRequest, sendWebResponse, type WebHandler } from './node.js';

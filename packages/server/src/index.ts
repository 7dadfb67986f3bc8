export type { ServerOptions } from './options.js';
export { createSession } from './session.js';
export {
  bestIndicativeRate,
  createRateHandler,
  INDICATIVE_RATE_SECONDS,
  parseRateQuery,
  type RateHandlerOptions,
  type RatePreview,
  type RateQuery,
} from './rate.js';
export { createCheckoutProxy, CHECKOUT_ROUTES, type CheckoutProxyOptions } from './proxy.js';
export {
  verifyWebhook,
  WEBHOOK_ERROR_CODES,
  type VerifyWebhookOptions,
  type WebhookErrorCode,
  type WebhookEvent,
} from './webhook.js';
export { toNodeHandler, toWebRequest, sendWebResponse, type WebHandler } from './node.js';

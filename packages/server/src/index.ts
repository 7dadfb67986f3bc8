export { SERVICE_BASE_URLS, type ServerOptions } from './options.js';
export { isPulseError, PulseError, type WebhookEventType } from './errors.js';
export { createSession } from './session.js';
export {
  bestIndicativeRate,
  createRateHandler,
  priceBucket,
  INDICATIVE_RATE_SECONDS,
  parseRateQuery,
  type RateHandlerOptions,
  type RateQuery,
} from './rate/index.js';
export type { RatePreview } from '@pulse/core';
export {
  createCheckoutProxy,
  CHECKOUT_ROUTES,
  type CheckoutCaller,
  type CheckoutProxyOptions,
  type OrderPin,
} from './proxy/index.js';
export { createKeyBudget, type KeyBudget, type KeyBudgetOptions, type SpendKind } from './budget.js';
export { createMemoryStore, type MemoryStoreOptions, type StateStore } from './store.js';
export {
  createRedisStore,
  type RedisClientSource,
  type RedisCommandClient,
  type RedisStoreOptions,
} from './redis-store.js';
export {
  createOrderTracker,
  mergeOrder,
  type OrderRecord,
  type OrderTracker,
  type OrderTrackerOptions,
} from './orders.js';
export { createOrderWebhookHandler, type OrderWebhookHandlerOptions } from './order-webhooks.js';
export {
  verifyWebhook,
  signWebhook,
  createWebhookVerifier,
  WEBHOOK_ERROR_CODES,
  type VerifyWebhookOptions,
  type SignWebhookOptions,
  type WebhookVerifierOptions,
  type WebhookIdStore,
  type VerifiedDelivery,
  type WebhookErrorCode,
  type WebhookEvent,
  type SignatureHeader,
} from './webhook.js';
export { amountAtLeast, sameAmount } from './amount.js';
export { retriedReference } from '@pulse/core/internal/checkout-reference';
export { readRequestBody, WEBHOOK_BODY_LIMIT, type ReadRequestBodyOptions } from './body.js';
export type { WebhookEventOf } from '@pulse/core';
export { clientAddress, withClientAddress } from './client.js';
export { withCors, type CorsOptions } from './cors.js';
export { toNodeHandler, toWebRequest, sendWebResponse, type WebHandler } from './node.js';

/** The backend route behind `<Checkout baseUrl>`. */
export { createCheckoutProxy, type CheckoutProxyOptions } from './handler.js';
export type { CheckoutCaller, OrderPin } from './caller.js';
export { CHECKOUT_ROUTES } from './routes.js';

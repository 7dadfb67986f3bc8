export { Checkout } from './Checkout.js';
export { useRate, type RateParams, type UseRateOptions, type UseRateResult } from './useRate.js';
export { Embed, type EmbedProps } from './Embed.js';
export type {
  CheckoutProps,
  CheckoutRequest,
  OfframpCheckoutRequest,
  OnrampCheckoutRequest,
  RatePreview,
} from './types.js';

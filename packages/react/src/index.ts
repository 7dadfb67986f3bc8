export { Checkout } from './checkout/LazyCheckout.js';
export { useRate, type RateParams, type UseRateOptions, type UseRateResult } from './rate/useRate.js';
export { Embed, type EmbedProps } from './embed/Embed.js';
export type {
  CheckoutProps,
  CheckoutRequest,
  CheckoutStringsInput,
  OfframpCheckoutRequest,
  OnrampCheckoutRequest,
  RatePreview,
} from './types.js';
// So that an app needs only this package: the auth helper Checkout takes, the error class and its guard,
// and the literal types of the props.
export { isPulseError, PulseError } from '@pulse/core/internal/errors';
export { ClientAuth } from '@pulse/core/internal/auth';
export type { Asset, EmbedStatus, Network, OrderStatus, StringsInput, ThemeInput } from '@pulse/core';

import type { CheckoutMessages } from './locales/en/checkout.js';
import type { CheckoutErrorMessages } from './locales/en/checkout-errors.js';
import type { CheckoutPayMessages } from './locales/en/checkout-pay.js';
import type { CheckoutLaterMessages } from './locales/en/checkout-later.js';

/**
 * Every sentence of the in-app checkout: the first screen's (checkout.ts), the error sentences
 * (checkout-errors.ts, which useRate speaks too), the funding step's (checkout-pay.ts) and the bank step's and
 * end screens' (checkout-later.ts).
 */
export type CheckoutStrings = CheckoutMessages &
  CheckoutErrorMessages &
  CheckoutPayMessages &
  CheckoutLaterMessages;
/** A key a merchant can override in the checkout's `strings` prop. */
export type CheckoutStringKey = keyof CheckoutStrings;

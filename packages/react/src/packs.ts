/**
 * The checkout's sentences in each locale but English, loaded only for the locale asked for: its four files
 * (first screen, errors, funding step, bank step and end screens) together, before the first screen is drawn,
 * so a customer never sees English first. English is in the first load (first screen, errors) and in the
 * chunks of the steps that show the rest.
 */
import type { CheckoutStrings, Locale } from '@pulse/core';

type Pack = () => Promise<Partial<CheckoutStrings>>;

const merge = (
  parts: [
    { checkout: object },
    { checkoutErrors: object },
    { checkoutPay: object },
    { checkoutLater: object },
  ],
): Partial<CheckoutStrings> => ({
  ...parts[0].checkout,
  ...parts[1].checkoutErrors,
  ...parts[2].checkoutPay,
  ...parts[3].checkoutLater,
});

const PACKS: Record<Exclude<Locale, 'en'>, Pack> = {
  pcm: () =>
    Promise.all([
      import('@pulse/core/locales/pcm/checkout'),
      import('@pulse/core/locales/pcm/checkout-errors'),
      import('@pulse/core/locales/pcm/checkout-pay'),
      import('@pulse/core/locales/pcm/checkout-later'),
    ]).then(merge),
  yo: () =>
    Promise.all([
      import('@pulse/core/locales/yo/checkout'),
      import('@pulse/core/locales/yo/checkout-errors'),
      import('@pulse/core/locales/yo/checkout-pay'),
      import('@pulse/core/locales/yo/checkout-later'),
    ]).then(merge),
  ha: () =>
    Promise.all([
      import('@pulse/core/locales/ha/checkout'),
      import('@pulse/core/locales/ha/checkout-errors'),
      import('@pulse/core/locales/ha/checkout-pay'),
      import('@pulse/core/locales/ha/checkout-later'),
    ]).then(merge),
  ig: () =>
    Promise.all([
      import('@pulse/core/locales/ig/checkout'),
      import('@pulse/core/locales/ig/checkout-errors'),
      import('@pulse/core/locales/ig/checkout-pay'),
      import('@pulse/core/locales/ig/checkout-later'),
    ]).then(merge),
};

/** The checkout pack of `locale`, or nothing for English. */
export const loadPack = async (locale: Locale): Promise<Partial<CheckoutStrings> | undefined> =>
  locale === 'en' ? undefined : PACKS[locale]();

/** English's funding-step, bank-step and end-screen sentences: to check overrides of their keys. */
export const loadEnglishRest = (): Promise<Record<string, string>> =>
  Promise.all([
    import('@pulse/core/locales/en/checkout-pay'),
    import('@pulse/core/locales/en/checkout-later'),
  ]).then(([pay, later]) => ({ ...pay.checkoutPay, ...later.checkoutLater }));

/** Only the error sentences of `locale`, for useRate. */
export const loadErrorPack = async (locale: Locale): Promise<Record<string, string> | undefined> => {
  if (locale === 'en') return undefined;
  const load = {
    pcm: () => import('@pulse/core/locales/pcm/checkout-errors'),
    yo: () => import('@pulse/core/locales/yo/checkout-errors'),
    ha: () => import('@pulse/core/locales/ha/checkout-errors'),
    ig: () => import('@pulse/core/locales/ig/checkout-errors'),
  }[locale];
  return (await load()).checkoutErrors;
};

import type { CSSProperties } from 'react';
import type {
  CheckoutStringKey,
  ClientAuth,
  CreateQuoteRequest,
  ErrorCode,
  FetchLike,
  OrderStatus,
  MessagesInput,
  Payer,
  ThemeInput,
} from '@pulse/core';

/** Overrides of the checkout's sentences: any key, for every locale or per locale. */
export type CheckoutStringsInput = MessagesInput<CheckoutStringKey>;

/** Buy crypto with naira: the customer pays NGN into a virtual account; crypto goes to `destination`. */
export interface OnrampCheckoutRequest {
  type: 'onramp';
  /** Your reference for the order. */
  reference: string;
  /** The quote to lock: `source_currency` is `NGN`, `destination_currency` an asset; exactly one amount. */
  quote: CreateQuoteRequest;
  /** Who pays the naira. */
  payer: Payer;
  /** Where the crypto is delivered, on `quote.network`. */
  destination: { address: string };
}

/** Sell crypto for naira: the customer sends crypto to a deposit address; naira goes to a bank account. */
export interface OfframpCheckoutRequest {
  type: 'offramp';
  reference: string;
  /** The quote to lock: `source_currency` an asset, `destination_currency` `NGN`; exactly one amount. */
  quote: CreateQuoteRequest;
  /**
   * Who receives the naira. `bank_account`, when given, pre-fills the bank step; the customer still sees
   * the name the bank returns and confirms it before the order is made.
   */
  beneficiary: Payer & { bank_account?: { bank_code: string; account_number: string } };
}

/** The order the checkout transacts; a tagged union on `type`. */
export type CheckoutRequest = OnrampCheckoutRequest | OfframpCheckoutRequest;

/**
 * Props of `<Checkout>`. Required: `auth` (`ClientAuth.proxy()` in production). `request` opens the modal;
 * `baseUrl` is your `createCheckoutProxy` route (default `/api/pulse/checkout`).
 */
export interface CheckoutProps {
  /**
   * API-key mode. In a browser use `ClientAuth.proxy()` with `baseUrl` at your `createCheckoutProxy` route;
   * `ClientAuth.apiKey('sk_test_…')` works for local development only (a live key is refused).
   */
  auth: ClientAuth;
  /** The order to transact: non-null opens the modal, null or absent closes it. */
  request?: CheckoutRequest | null | undefined;
  /** Where the `/v1/...` calls go: your proxy route, or the service for a test key. @default '/api/pulse/checkout' */
  baseUrl?: string | undefined;
  /** @default globalThis.fetch */
  fetchImpl?: FetchLike | undefined;
  /** Order status poll interval in milliseconds. @default 2500 */
  pollMs?: number | undefined;
  /** @default {} (the default theme, following the system's light or dark mode) */
  theme?: ThemeInput | undefined;
  /**
   * The customer's language: a BCP 47 tag (`'yo'`, `'yo-NG'`, `'ha'`, `'ig'`, `'pcm'`, `'en'`), or `'auto'` for the
   * first of the browser's languages that ships. Amounts and dates follow it (`Intl`, naira as `₦`).
   * @default 'en-NG'
   */
  locale?: string | undefined;
  /**
   * Your own words for any sentence of the checkout's catalogue, for every locale or per locale
   * (`{ yo: { reviewTitle: '…' } }`): known keys, plain text of at most 280 characters, the English sentence's
   * `{placeholders}` exactly. A mistake is `invalid_strings` in onError, naming the key.
   * @default {}
   */
  strings?: CheckoutStringsInput | undefined;
  /** Each change of the order's status, from its creation on. */
  onStatusChange?: ((status: OrderStatus, orderId: string) => void) | undefined;
  /** Once, when the order completes. A UI signal only: credit customers from the verified webhook. */
  onSuccess?: ((orderId: string) => void) | undefined;
  /** Every error shown in the modal. */
  onError?: ((code: ErrorCode, message: string) => void) | undefined;
  /** Called by the close button and Escape. When omitted there is no close button and Escape does nothing. */
  onClose?: (() => void) | undefined;
  /** Added to the modal's backdrop element. */
  className?: string | undefined;
  /** Merged over the theme's CSS variables on the backdrop element. */
  style?: CSSProperties | undefined;
}

/** What `useRate` returns as `data`: the preview your rate route answers. */
export type { RatePreview } from '@pulse/core';

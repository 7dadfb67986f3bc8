export {
  ASSETS,
  NETWORKS,
  NETWORK_NAMES,
  networkName,
  ORDER_TYPES,
  COLLECTION_STATUSES,
  ENVIRONMENTS,
  FLOWS,
  COMPONENTS,
  FIAT,
  CURRENCY_PLACES,
  isAsset,
  isNetwork,
  isOrderType,
  isEnvironment,
  isFlow,
  isComponent,
  isCurrency,
} from './enums.js';
export type {
  Asset,
  Network,
  OrderType,
  CollectionStatus,
  Fiat,
  Currency,
  Environment,
  Flow,
  Component,
} from './enums.js';

export {
  EMBED_STATUSES,
  EMBED_STATUS_INFO,
  ORDER_STATUSES,
  isEmbedStatus,
  isFinalEmbedStatus,
  isOrderStatus,
  isFinalOrderStatus,
} from './status.js';
export type { EmbedStatus, EmbedStatusInfo, OrderStatus } from './status.js';

export { CLIENT_ERROR_CODES, PulseError, isPulseError } from './errors.js';
export type { ClientErrorCode, ErrorCode, PulseErrorInit } from './errors.js';

export { TELEMETRY_EVENTS } from './wire.js';
export type * from './wire.js';

export { parseColor } from './color.js';
export { contrastRatio, relativeLuminance, readableTextColor, ensureContrast } from './contrast.js';
export type { Rgb } from './color.js';

export { THEME_MODES, DENSITIES, THEME_KEYS, THEME_TABLE, validateTheme } from './theme.js';
export {
  DEFAULT_FONT_FAMILY,
  resolveScheme,
  resolveTheme,
  safeTheme,
  checkButtonContrast,
  themeToCssVars,
  themeStyle,
} from './theme-style.js';
export { warnOnPoorContrast } from './theme-warn.js';
export type { Theme, ThemeInput, ThemeMode, Density, ColorScheme, ThemeValueKind } from './theme.js';
export type { ContrastReport, SafeTheme, ThemeFix } from './theme-style.js';

export { DEFAULT_STRINGS, STRING_KEYS, validateStrings, resolveStrings, formatString } from './strings.js';
export type { StringKey, Strings, StringsInput } from './strings.js';

export { isFrameMessage, isHostMessage } from './protocol.js';
export type {
  FrameOptions,
  FrameMessage,
  FrameMessageType,
  HelloMessage,
  HostMessage,
  HostMessageType,
  InitMessage,
  FrameFragment,
  Unversioned,
  WalletRequest,
} from './protocol.js';
export type {
  BrowserWallet,
  WalletRefusal,
  WalletOutcome,
  WalletFrameMessage,
  WalletHostMessage,
} from './wallet-messages.js';

export { ClientAuth } from './auth.js';
export type { TokenSource } from './auth.js';

export { createApiClient } from './client.js';
export { crossOriginHint } from './envelope.js';
export type { ApiClient, ApiClientOptions, ApiResult, FetchLike, RequestOptions } from './client.js';

export {
  WEBHOOK_EVENT_TYPES,
  DEPOSIT_HOLD_REASONS,
  WEBHOOK_SIGNATURE_HEADER,
  isWebhookEventType,
} from './webhooks.js';
export type {
  WebhookEventType,
  WebhookEventBase,
  WebhookEvent,
  WebhookEventOf,
  OrderEvent,
  OrderAwaitingPaymentEvent,
  OrderProcessingEvent,
  OrderCompletedEvent,
  OrderExpiredEvent,
  CollectionCreatedEvent,
  CollectionUpdatedEvent,
  CollectionDepositReceivedEvent,
  CollectionDepositHeldEvent,
  CollectionAccountCreatedEvent,
  CollectionAccountTransferReceivedEvent,
  CollectionOrderUpdatedEvent,
  CollectionDeposit,
  CollectionAccountTransfer,
  DepositHoldReason,
} from './webhooks.js';
export type { GetData, GetRoutes, PostBody, PostData, PostRoutes } from './routes.js';
export { LOCALES, DEFAULT_LOCALE, isLocale } from './locale.js';
export type { Locale } from './locale.js';
export type { MessagesInput } from './messages.js';
export type { EmbedMessageKey, EmbedMessages } from './locales/en/embed.js';
export type { EmbedLaterKey, EmbedLaterMessages } from './locales/en/embed-later.js';
export type { EmbedEndKey, EmbedEndMessages } from './locales/en/embed-end.js';
export type { EmbedWalletKey, EmbedWalletMessages } from './locales/en/embed-wallet.js';
export type { EmbedStringKey, EmbedStrings } from './embed-strings.js';
export type { CheckoutMessageKey, CheckoutMessages } from './locales/en/checkout.js';
export type { CheckoutErrorKey, CheckoutErrorMessages } from './locales/en/checkout-errors.js';
export type { CheckoutPayKey, CheckoutPayMessages } from './locales/en/checkout-pay.js';
export type { CheckoutLaterKey, CheckoutLaterMessages } from './locales/en/checkout-later.js';
export type { CheckoutStringKey, CheckoutStrings } from './checkout-strings.js';
export type { NativeMessageKey, NativeMessages } from './locales/en/native.js';

/**
 * One zustand store per frame instance, made by a factory (never a module singleton). The session
 * controller writes to it; components read it through selectors (use-frame.ts).
 */
import {
  intlLocale,
  resolveLocale,
  resolveMessages,
  type ClientSession,
  type EmbedStringKey,
  type EmbedStrings,
  type EmbedStatus,
  type Environment,
  type FrameOptions,
  type Locale,
  type ThemeInput,
  type BrowserWallet,
  type WalletOutcome,
  type WalletRequest,
} from '@pulse/core/internal';
import { embed as english } from '@pulse/core/locales/en/embed';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Choices } from './options.js';

export interface Fatal {
  code: string;
  message: string;
}

export interface FrameState {
  options: FrameOptions;
  theme: ThemeInput;
  /** The customer's language, from the `locale` option (`auto`: the browser's languages). */
  locale: Locale;
  /** The tag `Intl` formats numbers and dates with (see core's intlLocale). */
  intl: string;
  /** Every sentence, in `locale`, with the merchant's overrides. English until the locale's pack arrives. */
  strings: EmbedStrings;
  /** False while a locale's pack is loading: the skeleton stays, so the customer never sees English first. */
  packReady: boolean;
  /** True once the later chunk (later screens and sentences) is in; a first screen that needs it waits. */
  laterReady: boolean;
  /**
   * Set while the later chunk could not be downloaded: tries it again now (the "Try again" button; it is also
   * tried again by itself). Null otherwise.
   */
  laterRetry: (() => void) | null;
  /** The token's environment, known before the session is read, so the skeleton says "Test mode" too. */
  environment: Environment | null;
  /** The last session read; null until the first read answers. */
  session: ClientSession | null;
  /** What the customer sees: the session's status, or `loading` before the first read. */
  status: EmbedStatus;
  /** Selectable assets and networks (session ∩ host options), once known. */
  choices: Choices | null;
  /** True while transient failures are being retried. */
  reconnecting: boolean;
  /** The device says it has no connection: the screen says what that means for the money. */
  offline: boolean;
  /** A select or refresh request is in flight. */
  busy: boolean;
  /** The service's clock minus the device's, from the last session's `server_time`; countdowns add it. */
  clockOffsetMs: number;
  /** The locked_until for which the local countdown reached zero before the server said `expired`. */
  lapsedLock: string | null;
  /**
   * When this page saw the payment complete (the service's time of the read that first said `completed`
   * after another status); null for a session read completed already, whose time the service does not give:
   * the receipt then shows no time rather than the time of the read.
   */
  completedAt: string | null;
  /**
   * The amount to send before a refresh priced it anew, while it differs from the new one: shown beside it
   * (a customer may have typed the old one into an exchange) until the status moves on.
   */
  priceBefore: string | null;
  /** A final error: the frame stops and says what to do. */
  fatal: Fatal | null;
  /** A customer's action did not go through; shown until the next action or status change. */
  notice: EmbedStringKey | null;
  /** An action just answered: if the control that ran it left the screen, the next screen takes focus. */
  focusPending: boolean;
  /**
   * The words of the heading that took that focus (use-focus.ts): a screen reader reads them as the focus
   * lands, so the live region does not say them again. Cleared by the next status change; false when the
   * focus stayed where it was.
   */
  focusSpoke?: string | false | null;
  /** The browser wallets the page offers ("Pay with <wallet>", on a desktop); set by the later chunk. */
  wallets?: BrowserWallet[];
  /**
   * Asks the page to open the wallet link of this transfer ("Open in wallet"; `refused` too when it does not
   * answer in time). Set by the later chunk (PayWallet.tsx): the action shows once it is in.
   */
  openWallet?: (request: WalletRequest) => Promise<'opened' | 'refused'>;
  /** Asks the page to pay with one of `wallets`; set by the later chunk with them (PayWallet.tsx). */
  payWallet?: (wallet: string, request: WalletRequest) => Promise<WalletOutcome>;
  /**
   * Tells the page the customer said the payment of session `session`, transaction `hash` ('' when the wallet
   * could not say), was not sent ("It was not sent").
   */
  unsent?: (session: string, hash: string) => void;
  /**
   * A browser-wallet payment that went out (`hash`), or may have (`hash` empty: the wallet could not say),
   * when `deposits` deposits had arrived. Set by the later chunk (PayWallet.tsx), and after a reload by the
   * page's `wallet_sent` (wallets.tsx): the frame's document has no storage of its own, the page's tab keeps it.
   */
  walletSent?: { hash: string; deposits: number } | null;
  /**
   * The wallet asked to pay and not answered yet (its name), or null. In the store, not in the buttons: a
   * screen that replaces them (the price ran out, was refreshed) keeps the wallet's request, and no second
   * Pay is offered while it is open. Set by the later chunk (PayWallet.tsx).
   */
  walletAsking?: string | null;
  /**
   * An underpaid session's shortfall came from its payment arriving after the price ran out (counted at the
   * price of its arrival), not from a fee taken off it: set by the read that turned it underpaid from the
   * service's `expired`, kept while it stays underpaid.
   */
  repriced?: boolean | undefined;
  /** The page's answer to the latest payment asked of a wallet, said beside the buttons until the next tap. */
  walletOutcome?: WalletOutcome | null;
}

/**
 * A wallet payment is on its way: sent, and no deposit has arrived since. Meanwhile nothing offers to pay again
 * (Open in wallet, the wallet's QR code, the Pay buttons): a customer must not send the amount twice.
 */
export const sentPending = (s: FrameState): boolean =>
  !!s.walletSent && s.walletSent.deposits === s.session?.received.deposits;

export type FrameStore = StoreApi<FrameState>;

export function createFrameStore(options: FrameOptions, environment: Environment | null = null): FrameStore {
  const locale = resolveLocale(options.locale, typeof navigator === 'undefined' ? [] : navigator.languages);
  return createStore<FrameState>()(() => ({
    options,
    environment,
    theme: options.theme,
    locale,
    intl: intlLocale(locale),
    // The later sentences join when the later chunk arrives (see start.tsx); nothing shows them before.
    strings: resolveMessages(english, undefined, options.strings, locale) as EmbedStrings,
    packReady: locale === 'en',
    laterReady: false,
    laterRetry: null,
    session: null,
    status: 'loading',
    choices: null,
    reconnecting: false,
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    busy: false,
    clockOffsetMs: 0,
    lapsedLock: null,
    completedAt: null,
    priceBefore: null,
    fatal: null,
    notice: null,
    focusPending: false,
  }));
}

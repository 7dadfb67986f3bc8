import type {
  PulseError,
  Asset,
  ClientAuth,
  Component,
  EmbedStatus,
  ErrorCode,
  Flow,
  Network,
  EmbedStringKey,
  MessagesInput,
  ThemeInput,
} from '@pulse/core';

/** Returns a fresh `cs_…` session token; called at start and again whenever the frame's token is refused. */
export type SessionTokenGetter = () => string | Promise<string>;

/**
 * The callbacks of `mount` (and of `<Embed>` and `<PulseEmbedView>`). Each is optional; none fires after
 * `unmount()`.
 */
export interface EmbedCallbacks {
  /**
   * The frame shows its first screen: the session's, or a final error's, whose `onError` comes first (the
   * iframe then has something to show; hide your spinner either way).
   */
  onReady?: () => void;
  /** Every status the frame shows, starting with the first one read. */
  onStatusChange?: (status: EmbedStatus, orderId: string | null) => void;
  /** Fires once at `completed`. A user-interface signal only: credit the customer from the verified webhook. */
  onSuccess?: (orderId: string) => void;
  /** The locked price ran out; the customer may refresh it. */
  onQuoteExpired?: () => void;
  /** A new price is locked until `lockedUntil` (RFC 3339). */
  onQuoteRefreshed?: (lockedUntil: string) => void;
  /**
   * Something failed. `code` is a `PulseError` code, e.g. `embed_load_timeout` (check `embedUrl` and the page's
   * Content-Security-Policy `frame-src`), `session_invalid` or `session_expired` (mint a new session on your
   * server), `invalid_options` (the message names the option); `message` is for you, not for the customer.
   * When the frame did not load, `error` says why (`error.reason`) and how long that took to find out.
   * Some reports are informational, the payment going on: a customer's action that failed (the screen says
   * so), `network_error` or `timeout` when the frame's first session read or its later screens' file could
   * not be fetched, or the first read had no answer within 5 s (it tries again by itself).
   */
  onError?: (code: ErrorCode, message: string, error?: EmbedLoadError) => void;
}

/** Why the frame did not load: each reason's message says what to change. */
export type LoadFailureReason =
  | 'frame_blocked_by_csp'
  | 'embed_not_found'
  | 'embed_unreachable'
  | 'iframe_removed'
  | 'frame_ancestors_refused'
  | 'embed_load_timeout';

/**
 * onError's third argument when the frame did not load: a PulseError whose code is its reason. The
 * script-tag builds pass a plain Error with the same name, code, reason and elapsedMs.
 */
export interface EmbedLoadError extends PulseError {
  readonly reason: LoadFailureReason;
  /** Milliseconds from mount() to the moment the reason was known. */
  readonly elapsedMs: number;
}

/** Mount's options besides the credential. */
export interface MountOptionsBase extends EmbedCallbacks {
  /** Where the embed app is served. @default 'https://embed.pulse.dev/' */
  embedUrl?: string;
  /** API base the frame calls. @default the service's test or live base, from the token's prefix */
  apiUrl?: string;
  /** Which piece to render. @default 'payment' */
  component?: Component;
  /** `select`: the customer picks asset and network; `direct`: pinned at session creation. @default 'select' */
  flow?: Flow;
  /** Narrows the session's networks; never widens them. @default every network of the session */
  networks?: Network[];
  /** Narrows the session's assets; never widens them. @default every asset of the session */
  assets?: Asset[];
  /** Colours, radius and font of the embed, validated by @pulse/core (`validateTheme`). @default {} */
  theme?: ThemeInput;
  /**
   * Overrides of any sentence the customer sees, for every language or per language (`{ yo: { title: '…' } }`).
   * mount() checks the shape; the frame checks each key and that its `{placeholders}` are the English ones,
   * and reports a bad one as `onError('invalid_options', …)` naming the key. Rendered as text. @default {}
   */
  strings?: MessagesInput<EmbedStringKey>;
  /**
   * The customer's language: a BCP 47 tag (`'yo-NG'`, `'ha'`, `'pcm'`, `'ig'`, `'en-NG'`) or `'auto'` for the
   * browser's. Unshipped languages speak English. Naira and dates are formatted for Nigeria. @default 'en-NG'
   */
  locale?: string;
  /** How long to wait for the frame's ready signal before `onError('embed_load_timeout')`. @default 15000 */
  readyTimeoutMs?: number;
  /**
   * The frame offers "Open in wallet" and the page opens the wallet link within the customer's tap. The link
   * is built here from the transfer the frame shows (EIP-681 or Solana Pay, the session's own address, amount
   * and token), never taken as a URL. `false` turns the action off. The script-tag builds open it with
   * pulse-wallet.js, imported from the embed's folder; without that module there is no button. @default true
   */
  openLinks?: boolean;
  /**
   * Handles the wallet link instead of the page opening it (in a WebView, an app shell): called with the
   * checked link during the customer's tap; return `false` to refuse (the frame then says to copy instead).
   */
  onOpenLink?: (uri: string) => boolean | void;
  /**
   * Where this page has a browser wallet (EIP-6963) and the customer uses a mouse (not a touch phone), the
   * frame offers "Pay with <wallet name>": on the tap the page asks the wallet for an account, switches it to
   * the session's chain and sends the session's exact ERC-20 transfer, after checking the request against the
   * session it reads itself; the frame learns only "sent" (with the transaction hash) or "refused" (with a
   * reason). Detection and payment load lazily. `false` turns it off. The ESM build only. @default true
   */
  browserWallet?: boolean;
}

/** The credential: a session token, or `auth` (a ClientAuth or a getter of fresh tokens); exactly one. */
export type MountAuth =
  | {
      /** A single-order session token (`cs_test_…`/`cs_live_…`) minted by your server. */
      sessionToken: string;
      auth?: never;
    }
  | {
      /** A session ClientAuth (`ClientAuth.session(token or getter)`), or a getter of fresh tokens. */
      auth: ClientAuth | SessionTokenGetter;
      sessionToken?: never;
    };

/** The mount options: the credential (exactly one of `sessionToken` and `auth`) and the rest. */
export type MountOptions = MountOptionsBase & MountAuth;

/** What `handle.update()` takes: a new theme and/or new strings, validated like `mount`'s; the rest stays. */
export interface EmbedUpdate {
  theme?: ThemeInput;
  strings?: MessagesInput<EmbedStringKey>;
}

/** What `mount` returns: `update()` to restyle the embed without a reload, `unmount()` to remove it. */
export interface EmbedHandle {
  /** The iframe mount created, inside the target element. */
  readonly iframe: HTMLIFrameElement;
  /** Restyles the frame without reloading it; validated like mount's options (throws `invalid_options`). */
  update(update: EmbedUpdate): void;
  /** Removes the iframe, its listener, port and timer; no callback fires afterwards. Safe to call twice. */
  unmount(): void;
}

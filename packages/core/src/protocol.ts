/**
 * The host ↔ frame protocol: one discriminated union per direction, `{ v: 1, type, … }`, and guards that
 * accept only well-formed members. Both the mount script and the frame import this file; anything the guards
 * reject is dropped, never thrown on.
 *
 * Handshake: the frame posts `hello` (with the channel id from its URL fragment) to `window.parent` at the
 * declared host origin; the host checks `event.source` and `event.origin`, then answers `init` carrying the
 * token, the options and a MessageChannel port. Every later message travels over that port.
 */
import { isNetwork, type Asset, type Component, type Flow, type Network } from './enums.js';
import { isEmbedStatus, type EmbedStatus } from './status.js';
import type { EmbedStringKey } from './embed-strings.js';
import type { MessagesInput } from './messages.js';
import type { ThemeInput } from './theme.js';
import type { ClientSessionToken } from './wire.js';

/** The version of the host/frame message protocol; a message of another version is ignored. */
export const PROTOCOL_VERSION = 1;

/**
 * The globals a React Native WebView and the frame share (@pulse/react-native writes them, the frame reads
 * them): the injected init (read once), the function the frame exposes when its scripts ran before the init
 * arrived, and the one it exposes for the app's later messages.
 */
export const NATIVE_INIT = '__pulseInit';
/** The global the React Native view defines in the WebView to start the frame. */
export const NATIVE_START = '__pulseStart';
/** The global the React Native view calls in the WebView to deliver a host message. */
export const NATIVE_RECEIVE = '__pulseReceive';

/**
 * Options the host hands the frame in `init`. The guards check only that they are an object: the frame
 * validates them with parseFrameOptions (frame-options.ts) and answers a bad one with `invalid_options`.
 */
export interface FrameOptions {
  component: Component;
  flow: Flow;
  /** Narrows the session's networks (intersection; never widens). */
  networks?: Network[];
  /** Narrows the session's assets (intersection; never widens). */
  assets?: Asset[];
  theme: ThemeInput;
  /** Overrides of the embed's sentences, for every locale or per locale; the frame checks keys and placeholders. */
  strings: MessagesInput<EmbedStringKey>;
  /** The customer's language: a BCP 47 tag or `auto`. @default 'en-NG' */
  locale?: string;
  /** API base override; otherwise the frame derives it from the token's environment. */
  apiUrl?: string;
  /**
   * The host answers `open_wallet` (mount's `openLinks`, on by default in the ESM build): the frame offers
   * "Open in wallet". Left out, the frame offers no such action.
   */
  openLinks?: boolean;
}

/**
 * What the frame asks the host to open: the transfer it shows (address, amount, network, token), never a URL.
 * The host builds the wallet link itself from these parts with core's walletUri, so only a token transfer of
 * the allowed shapes (EIP-681, Solana Pay) can be opened, and only in the token's environment.
 */
export interface WalletRequest {
  to: string;
  amount: string;
  network: Network;
  token: ClientSessionToken;
}

type Msg<T extends string, P = object> = { v: 1; type: T } & P;

/** The frame's first message, naming its channel, so the host knows the frame is listening. */
export type HelloMessage = Msg<'hello', { channel: string }>;

/** A message the frame posts to the host page (ready, status, success, error, resize, …). */
export type FrameMessage =
  | HelloMessage
  | Msg<'ready'>
  | Msg<'status', { status: EmbedStatus; orderId: string | null }>
  | Msg<'success', { orderId: string }>
  | Msg<'quote_expired'>
  | Msg<'quote_refreshed', { lockedUntil: string }>
  | Msg<'error', { code: string; message: string }>
  | Msg<'resize', { height: number }>
  /** The frame's token was refused or ran out; the host may answer with `token`. */
  | Msg<'token_request'>
  /** The customer tapped "Open in wallet"; the host answers `open_result` with the same `id`. */
  | Msg<'open_wallet', { id: number } & WalletRequest>;

/** The host's answer to hello: the session token and the frame options. */
export type InitMessage = Msg<'init', { channel: string; token: string; options: FrameOptions }>;

/** A message the host page posts to the frame (init, token, update). */
export type HostMessage =
  | InitMessage
  | Msg<'update', { theme?: ThemeInput; strings?: MessagesInput<EmbedStringKey> }>
  | Msg<'token', { token: string | null }>
  /** The host's answer to `open_wallet`: the link was opened (or handed to the merchant's onOpenLink), or not. */
  | Msg<'open_result', { id: number; outcome: 'opened' | 'refused' }>;

/** The `type` of a {@link FrameMessage}. */
export type FrameMessageType = FrameMessage['type'];
/** The `type` of a {@link HostMessage}. */
export type HostMessageType = HostMessage['type'];

// ---- guards ----------------------------------------------------------------------------------

type Rec = Record<string, unknown>;
const isRecord = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown, max = 2048): x is string => typeof x === 'string' && x.length <= max;
const CHANNEL = /^[A-Za-z0-9_-]{16,64}$/;
const isId = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Whether a value has the shape of a host/frame channel id. */
export const isChannelId = (x: unknown): x is string => typeof x === 'string' && CHANNEL.test(x);

const frameChecks: Record<FrameMessageType, (m: Rec) => boolean> = {
  hello: (m) => isChannelId(m.channel),
  ready: () => true,
  status: (m) => isEmbedStatus(m.status) && (m.orderId === null || isStr(m.orderId, 128)),
  success: (m) => isStr(m.orderId, 128) && m.orderId !== '',
  quote_expired: () => true,
  quote_refreshed: (m) => isStr(m.lockedUntil, 64) && !Number.isNaN(Date.parse(m.lockedUntil)),
  error: (m) => isStr(m.code, 64) && m.code !== '' && isStr(m.message, 1024),
  resize: (m) =>
    typeof m.height === 'number' && Number.isFinite(m.height) && m.height >= 0 && m.height <= 100_000,
  token_request: () => true,
  // The shape; the host builds the link from these with walletUri, which checks every piece's form.
  open_wallet: (m) =>
    isId(m.id) && isStr(m.to, 128) && isStr(m.amount, 64) && isNetwork(m.network) && isRecord(m.token),
};

// The shape only: an init whose options are wrong in detail (an unknown component, a bad colour) must still
// reach the frame, which validates them with parseFrameOptions and reports `invalid_options` to the host
// instead of leaving it to time out.
const isInit = (m: Rec) =>
  isChannelId(m.channel) && isStr(m.token, 512) && m.token.startsWith('cs_') && isRecord(m.options);
const hostChecks: Record<HostMessageType, (m: Rec) => boolean> = {
  init: isInit,
  update: (m) =>
    (m.theme === undefined || isRecord(m.theme)) && (m.strings === undefined || isRecord(m.strings)),
  token: (m) => m.token === null || (isStr(m.token, 512) && m.token.startsWith('cs_')),
  open_result: (m) => isId(m.id) && (m.outcome === 'opened' || m.outcome === 'refused'),
};

function check<T>(checks: Record<string, (m: Rec) => boolean>, x: unknown): x is T {
  if (!isRecord(x) || x.v !== PROTOCOL_VERSION || typeof x.type !== 'string') return false;
  const ok = Object.hasOwn(checks, x.type) ? checks[x.type] : undefined;
  return ok !== undefined && ok(x);
}

/** True only for a well-formed frame → host message of this protocol version. */
export const isFrameMessage = (x: unknown): x is FrameMessage => check<FrameMessage>(frameChecks, x);
/** True only for a well-formed host → frame message of this protocol version. */
export const isHostMessage = (x: unknown): x is HostMessage => check<HostMessage>(hostChecks, x);
/**
 * True only for a well-formed `init`: isHostMessage for that one type, without the other types' checks (the
 * frame's inline boot script, which waits for the init and nothing else, carries only this one).
 */
export const isInitMessage = (x: unknown): x is InitMessage => check<InitMessage>({ init: isInit }, x);

/** A member of the union without its version: what callers write. */
export type Unversioned<M> = M extends unknown ? Omit<M, 'v'> : never;

/** Builds a message with the version filled in. */
export const message = <M extends FrameMessage | HostMessage>(m: Unversioned<M>): M => ({ v: 1, ...m }) as M;

/** Non-secret parameters the mount script puts in the frame URL's fragment (never the query string). */
export interface FrameFragment {
  channel: string;
  /** The host page's origin; the frame talks to no other. */
  origin: string;
}

/** The embed URL's fragment for a channel and the host's origin (never a token). */
export const encodeFragment = (f: FrameFragment): string =>
  new URLSearchParams({ channel: f.channel, origin: f.origin }).toString();

/** Reads the channel and host origin back from the embed URL's fragment; null when it is not one. */
export function decodeFragment(hash: string): FrameFragment | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const channel = params.get('channel');
  const origin = params.get('origin');
  if (!isChannelId(channel) || !origin) return null;
  try {
    return new URL(origin).origin === origin ? { channel, origin } : null;
  } catch {
    return null;
  }
}

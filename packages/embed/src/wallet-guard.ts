/**
 * The checks of what the frame sends the page's wallet chunk (core's wallet-messages.ts describes the
 * messages). Here rather than in core so that no first load shares their code: only wallet.ts, a lazy chunk,
 * imports them. The transfer's parts are checked for shape; walletUri and, for the browser wallet, the
 * session read (browser-wallet.ts) check every piece's form.
 */
import type { WalletFrameMessage, WalletRequest } from '@pulse/core';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown, max: number): x is string => typeof x === 'string' && x !== '' && x.length <= max;
const isId = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isV1 = (x: unknown): x is Rec => isRec(x) && x.v === 1;
const isTransfer = (x: Rec): boolean =>
  isStr(x.to, 128) && isStr(x.amount, 64) && isStr(x.network, 16) && isRec(x.token);

/** `open_wallet` ("Open in wallet"): its id and the transfer's parts. */
export const isOpenWalletMessage = (x: unknown): x is { id: number } & WalletRequest =>
  isV1(x) && x.type === 'open_wallet' && isId(x.id) && isTransfer(x);

/**
 * `wallet_query`; `wallet_pay` with its id, the wallet's id and the transfer's parts; `wallet_unsent` with a
 * session's id and a hash (a string: it is only compared with the one kept).
 */
export const isWalletFrameMessage = (x: unknown): x is WalletFrameMessage =>
  isV1(x) &&
  (x.type === 'wallet_query' ||
    (x.type === 'wallet_unsent' && isStr(x.session, 128) && typeof x.hash === 'string') ||
    (x.type === 'wallet_pay' && isId(x.id) && isStr(x.wallet, 128) && isTransfer(x)));

/** Where this page keeps a wallet payment on its way, by session id (this tab's sessionStorage). */
export const SENT_KEY = 'pulse-wallet:';

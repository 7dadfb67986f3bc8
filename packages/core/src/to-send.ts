import type { ClientSession } from './wire.js';

/**
 * The crypto amount a session asks the customer to send now, which is all a wallet link or a browser wallet's
 * transfer may carry: the amount due while it awaits payment, and once part of it arrived (underpaid) only
 * the rest, never the whole amount again; nothing in any other status (paid, price expired, ended) or
 * without an amount. A module of its own: the frame's first screen needs it, and wallet-uri.ts (with its
 * token table) stays in the QR chunk.
 */
export const amountToSend = (s: Pick<ClientSession, 'status' | 'due' | 'received'>): string | null =>
  (s.status === 'awaiting_payment' ? s.due.amount : s.status === 'underpaid' ? s.received.remaining : null) ||
  null;

import type { EmbedCallbacks } from './types.js';

/**
 * Frame message type → the callback it calls and the message fields passed as its arguments, in order. The
 * declarative path turns the same table into `pulse:<type>` DOM events whose detail holds those fields.
 */
export const EVENTS: Record<string, [callback: keyof EmbedCallbacks, ...fields: string[]]> = {
  ready: ['onReady'],
  status: ['onStatusChange', 'status', 'orderId'],
  success: ['onSuccess', 'orderId'],
  quote_expired: ['onQuoteExpired'],
  quote_refreshed: ['onQuoteRefreshed', 'lockedUntil'],
  error: ['onError', 'code', 'message'],
};

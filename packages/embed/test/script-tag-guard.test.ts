import { isFrameMessage as full } from '@pulse/core';
import { describe, expect, it } from 'vitest';
import { isFrameMessage as lite } from '../src/script-tag/guard.js';

// Every message the frame sends on the port passes both guards; anything with a wrong envelope or a field
// mount() reads of the wrong type fails both.
const valid: object[] = [
  { type: 'ready' },
  { type: 'status', status: 'awaiting_payment', orderId: null },
  { type: 'status', status: 'completed', orderId: 'ord_1' },
  { type: 'success', orderId: 'ord_1' },
  { type: 'quote_expired' },
  { type: 'quote_refreshed', lockedUntil: '2026-11-22T10:00:00.000Z' },
  { type: 'error', code: 'session_expired', message: 'The session ended.' },
  { type: 'resize', height: 420 },
  { type: 'token_request' },
].map((m) => ({ v: 1, ...m }));

const invalid: unknown[] = [
  null,
  undefined,
  'ready',
  42,
  [],
  { type: 'ready' },
  { v: 2, type: 'ready' },
  { v: '1', type: 'ready' },
  { v: 1 },
  { v: 1, type: 'init' },
  { v: 1, type: 'toString' },
  { v: 1, type: '__proto__' },
  { v: 1, type: 'hello' },
  { v: 1, type: 'hello', channel: 7 },
  { v: 1, type: 'status', orderId: 'ord_1' },
  { v: 1, type: 'status', status: 3, orderId: null },
  { v: 1, type: 'success', orderId: null },
  { v: 1, type: 'success' },
  { v: 1, type: 'quote_refreshed', lockedUntil: 1 },
  { v: 1, type: 'error', code: 'x' },
  { v: 1, type: 'error', code: 'x', message: { toString: () => 'x' } },
  { v: 1, type: 'resize', height: '420px' },
];

describe('the script-tag build’s frame-message guard', () => {
  it.each(valid)('accepts %j, as core does', (m) => {
    expect(full(m)).toBe(true);
    expect(lite(m)).toBe(true);
  });

  // The hello is a window message, checked by mount() field by field; on the port it is refused.
  it('refuses a well-formed hello, which core accepts', () => {
    const hello = { v: 1, type: 'hello', channel: 'a'.repeat(32) };
    expect(full(hello)).toBe(true);
    expect(lite(hello)).toBe(false);
  });

  it.each(invalid)('rejects %j, as core does', (m) => {
    expect(full(m)).toBe(false);
    expect(lite(m)).toBe(false);
  });
});

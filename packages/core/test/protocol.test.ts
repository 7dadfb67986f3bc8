import { describe, expect, it } from 'vitest';
import {
  decodeFragment,
  encodeFragment,
  isFrameMessage,
  isHostMessage,
  message,
  type FrameMessage,
  type HostMessage,
} from '../src/internal.js';

const channel = 'a1b2c3d4e5f6a7b8c9d0';

const validFrame: FrameMessage[] = [
  { v: 1, type: 'hello', channel },
  { v: 1, type: 'ready' },
  { v: 1, type: 'status', status: 'deposit_detected', orderId: 'co_123' },
  { v: 1, type: 'status', status: 'loading', orderId: null },
  { v: 1, type: 'success', orderId: 'co_123' },
  { v: 1, type: 'quote_expired' },
  { v: 1, type: 'quote_refreshed', lockedUntil: '2026-11-22T10:00:00.000Z' },
  { v: 1, type: 'error', code: 'session_expired', message: 'The session has ended.' },
  { v: 1, type: 'resize', height: 512 },
  { v: 1, type: 'token_request' },
];

const validHost: HostMessage[] = [
  {
    v: 1,
    type: 'init',
    channel,
    token: 'cs_test_abcdefgh1234',
    options: {
      component: 'payment',
      flow: 'select',
      networks: ['BASE'],
      assets: ['USDT'],
      theme: { mode: 'dark' },
      strings: { title: 'Hi' },
    },
  },
  { v: 1, type: 'update', theme: { primaryColor: '#ff0000', attribution: false } },
  { v: 1, type: 'update', strings: { title: 'x' } },
  { v: 1, type: 'token', token: 'cs_live_abcdefgh1234' },
  { v: 1, type: 'token', token: null },
];

describe('protocol guards', () => {
  it('accept every well-formed message of their direction', () => {
    for (const m of validFrame) expect(isFrameMessage(m), JSON.stringify(m)).toBe(true);
    for (const m of validHost) expect(isHostMessage(m), JSON.stringify(m)).toBe(true);
  });

  it('do not accept the other direction', () => {
    for (const m of validFrame) expect(isHostMessage(m)).toBe(false);
    for (const m of validHost) expect(isFrameMessage(m)).toBe(false);
  });

  it.each([
    null,
    undefined,
    'ready',
    42,
    [],
    { type: 'ready' },
    { v: 2, type: 'ready' },
    { v: '1', type: 'ready' },
    { v: 1, type: 'readyy' },
    { v: 1, type: 'toString' },
    { v: 1, type: '__proto__' },
    { v: 1, type: 'hello', channel: 'short' },
    { v: 1, type: 'hello', channel: 'a1b2c3d4e5f6a7b8c9d0<script>' },
    { v: 1, type: 'status', status: 'paid', orderId: 'x' },
    { v: 1, type: 'status', status: 'completed' },
    { v: 1, type: 'success', orderId: '' },
    { v: 1, type: 'success', orderId: 7 },
    { v: 1, type: 'quote_refreshed', lockedUntil: 'soon' },
    { v: 1, type: 'error', code: 'x' },
    { v: 1, type: 'error', code: '', message: 'no code' },
    { v: 1, type: 'resize', height: -1 },
    { v: 1, type: 'resize', height: Number.NaN },
    { v: 1, type: 'resize', height: '100' },
    { v: 1, type: 'resize', height: 1e9 },
  ])('rejects malformed frame message %j', (m) => {
    expect(isFrameMessage(m)).toBe(false);
  });

  it.each([
    {
      v: 1,
      type: 'init',
      channel,
      token: 'sk_test_abcdefgh1234',
      options: validHost[0] && (validHost[0] as { options: unknown }).options,
    },
    { v: 1, type: 'init', channel, token: 'cs_test_abcdefgh1234', options: 'payment' },
    { v: 1, type: 'init', channel, token: 'cs_test_abcdefgh1234', options: [] },
    { v: 1, type: 'init', channel, token: 'cs_test_abcdefgh1234' },
    { v: 1, type: 'update', theme: 'dark' },
    { v: 1, type: 'token', token: 'sk_live_abcdefgh1234' },
  ])('rejects malformed host message %#', (m) => {
    expect(isHostMessage(m)).toBe(false);
  });

  it('pass an init whose options are wrong in detail, for the frame to report them', () => {
    // The frame validates options with parseFrameOptions and answers `invalid_options`; dropping the init
    // here would leave the host waiting for a ready that never comes.
    const init = { v: 1, type: 'init', channel, token: 'cs_test_abcdefgh1234' };
    expect(isHostMessage({ ...init, options: { component: 'wallet', networks: ['BITCOIN'] } })).toBe(true);
    expect(isHostMessage({ v: 1, type: 'update', theme: { primaryColor: 5 } })).toBe(true);
  });

  it('fills the version in', () => {
    expect(message<FrameMessage>({ type: 'ready' })).toEqual({ v: 1, type: 'ready' });
  });
});

describe('fragment', () => {
  it('round-trips the non-secret parameters', () => {
    const hash = encodeFragment({ channel, origin: 'http://localhost:5173' });
    expect(hash).not.toContain('cs_');
    expect(decodeFragment(`#${hash}`)).toEqual({ channel, origin: 'http://localhost:5173' });
  });

  it('rejects a missing channel, a bad channel or an origin that is not an origin', () => {
    expect(decodeFragment('#origin=http://localhost:1')).toBeNull();
    expect(decodeFragment(`#channel=x&origin=http://localhost:1`)).toBeNull();
    expect(decodeFragment(`#channel=${channel}&origin=http://localhost:1/path`)).toBeNull();
    expect(decodeFragment(`#channel=${channel}&origin=javascript:alert(1)`)).toBeNull();
  });
});

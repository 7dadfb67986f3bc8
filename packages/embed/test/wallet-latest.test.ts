// Which wallet request may still send: only the latest of its session token and of its mount, across
// handshakes. browser-wallet.ts's pay is replaced to capture the check each request is given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountOptions } from '../src/types.js';

const checks: (() => boolean)[] = [];
vi.mock('../src/browser-wallet.js', () => ({
  pay: (_w: unknown, _r: unknown, _c: unknown, latest: () => boolean) => {
    checks.push(latest);
    return new Promise(() => {});
  },
  recall: async () => null,
}));
const { attach } = await import('../src/wallet.js');

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((p) => p.close()));

const request = {
  to: `0x${'ab'.repeat(20)}`,
  amount: '12.5',
  network: 'BASE',
  token: { contract: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', decimals: 6, chain_id: 84532 },
};

/** A handshake's port with the wallet chunk attached for `token` and the mount's `options`; sends a Pay. */
function handshake(token: string, options: MountOptions) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  port1.start();
  attach(port1, token, options, {
    component: 'payment',
    flow: 'direct',
    theme: {},
    strings: {},
    openLinks: true,
  });
  return async () => {
    const before = checks.length;
    port2.postMessage({ v: 1, type: 'wallet_pay', id: 1, wallet: 'w-1', ...request });
    await vi.waitFor(() => expect(checks.length).toBe(before + 1));
    return checks.at(-1)!;
  };
}

describe('the latest wallet request', () => {
  it('is the latest of its token and of its mount: a renewal’s handshake or a new mount supersedes it', async () => {
    const detail = { info: { uuid: 'w-1', name: 'Mock' }, provider: { request: async () => null } };
    const announce = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    addEventListener('eip6963:requestProvider', announce);
    try {
      const mount = { sessionToken: `cs_test_${'a'.repeat(24)}` } as MountOptions;
      const first = await handshake(`cs_test_${'a'.repeat(24)}`, mount)();
      expect(first()).toBe(true);
      // The frame's token was renewed and the frame loaded again: the same mount, another token.
      const renewed = await handshake(`cs_test_${'b'.repeat(24)}`, mount)();
      expect(first()).toBe(false);
      expect(renewed()).toBe(true);
      // The page mounted the embed again with that token: another mount, the same token.
      const again = await handshake(`cs_test_${'b'.repeat(24)}`, { ...mount })();
      expect(renewed()).toBe(false);
      expect(again()).toBe(true);
    } finally {
      removeEventListener('eip6963:requestProvider', announce);
    }
  });
});

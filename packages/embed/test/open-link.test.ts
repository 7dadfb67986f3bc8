// The host builds the wallet link from the transfer the frame shows and opens nothing else.
import { isFrameMessage, TEST_TOKENS } from '@pulse/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWallet, walletLinkFor } from '../src/open-link.js';

const TO = `0x${'ab'.repeat(20)}`;
const USDC_BASE = TEST_TOKENS['USDC:BASE'];
const request = { to: TO, amount: '12.5', network: 'BASE' as const, token: USDC_BASE };

afterEach(() => vi.unstubAllGlobals());

describe('walletLinkFor', () => {
  it('builds the EIP-681 transfer of this address, amount and test token', () => {
    expect(walletLinkFor(request, false)).toBe(
      `ethereum:${USDC_BASE.contract}@84532/transfer?address=${TO}&uint256=12500000`,
    );
  });

  it('refuses anything but a token transfer of the allowed shapes', () => {
    for (const bad of [
      { ...request, to: 'javascript:alert(1)' },
      { ...request, to: `${TO}&uint256=1` },
      { ...request, amount: '1e9' },
      { ...request, amount: '-1' },
      { ...request, amount: '0.0000001' },
      { ...request, token: { ...USDC_BASE, contract: 'https://evil.example/' } },
      { ...request, token: { ...USDC_BASE, chain_id: null } },
    ]) {
      expect(walletLinkFor(bad, false), JSON.stringify(bad)).toBeNull();
    }
  });

  it('keeps test and live apart: a mainnet token never in test, a test token never in live', () => {
    const mainnet = { contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6, chain_id: 8453 };
    expect(walletLinkFor({ ...request, token: mainnet }, false)).toBeNull();
    expect(walletLinkFor(request, true)).toBeNull();
    expect(walletLinkFor({ ...request, token: mainnet }, true)).toMatch(
      /^ethereum:0x833589.*@8453\/transfer/,
    );
  });
});

describe('openWallet', () => {
  it('hands the checked link to onOpenLink, whose false is a refusal', () => {
    const seen: string[] = [];
    expect(openWallet(request, false, (uri) => void seen.push(uri))).toBe(true);
    expect(openWallet(request, false, () => false)).toBe(false);
    expect(openWallet({ ...request, to: 'x' }, false, (uri) => void seen.push(uri))).toBe(false);
    expect(seen).toEqual([walletLinkFor(request, false)]);
  });

  it('opens only within a tap', () => {
    const open = vi.fn(() => window);
    vi.stubGlobal('open', open);
    vi.stubGlobal('navigator', { userActivation: { isActive: false } });
    expect(openWallet(request, false)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { userActivation: { isActive: true } });
    expect(openWallet(request, false)).toBe(true);
    expect(open).toHaveBeenCalledWith(walletLinkFor(request, false), '_self');
  });
});

describe('the open_wallet message', () => {
  it('is accepted only with its typed fields', () => {
    const m = { v: 1, type: 'open_wallet', id: 1, ...request };
    expect(isFrameMessage(m)).toBe(true);
    expect(isFrameMessage({ ...m, id: -1 })).toBe(false);
    expect(isFrameMessage({ ...m, network: 'TRON' })).toBe(false);
    expect(isFrameMessage({ ...m, token: 'x' })).toBe(false);
    expect(isFrameMessage({ ...m, uri: 'ethereum:x', to: undefined })).toBe(false);
  });
});

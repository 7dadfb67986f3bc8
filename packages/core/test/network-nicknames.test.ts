import { describe, expect, it } from 'vitest';
import { NETWORKS } from '../src/index.js';
import { NETWORK_NICKNAMES, networkNameWithNickname } from '../src/locales/en/networks.js';

describe('network nicknames', () => {
  it('names a network with the label exchanges show beside it', () => {
    expect(networkNameWithNickname('ETHEREUM')).toBe('Ethereum (ERC-20)');
    expect(networkNameWithNickname('SOLANA')).toBe('Solana (SPL)');
    expect(networkNameWithNickname('POLYGON')).toBe('Polygon (PoS)');
    expect(networkNameWithNickname('OPTIMISM')).toBe('Optimism (OP Mainnet)');
  });

  it('keeps the name alone where a network has no nickname, an unknown code as it is, and nothing for none', () => {
    expect(networkNameWithNickname('BASE')).toBe('Base');
    expect(networkNameWithNickname('ARBITRUM')).toBe('Arbitrum One');
    expect(networkNameWithNickname('TRON')).toBe('TRON');
    expect(networkNameWithNickname(null)).toBe('');
    expect(networkNameWithNickname('')).toBe('');
  });

  it('only nicknames networks the service has', () => {
    for (const code of Object.keys(NETWORK_NICKNAMES)) expect(NETWORKS).toContain(code);
  });
});

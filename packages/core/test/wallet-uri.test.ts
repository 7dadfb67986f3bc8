// Wallet payment links: exact base units, the link forms, and test mode that can never name a real token.
import { describe, expect, it } from 'vitest';
import { TEST_TOKENS, baseUnits, walletUri } from '../src/wallet-uri.js';
import type { ClientSessionToken } from '../src/wire.js';

const to = '0x1111111111111111111111111111111111111111';
const mainnetUsdtPolygon = {
  contract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  decimals: 6,
  chain_id: 137,
};
const baseSepoliaUsdc = TEST_TOKENS['USDC:BASE'];

describe('baseUnits', () => {
  it('states an amount in base units exactly, for 6- and 18-decimal tokens', () => {
    expect(baseUnits('100', 6)).toBe('100000000');
    expect(baseUnits('100.05', 6)).toBe('100050000');
    expect(baseUnits('100.050000', 6)).toBe('100050000');
    expect(baseUnits('0.000001', 6)).toBe('1');
    expect(baseUnits('1', 18)).toBe('1000000000000000000');
    expect(baseUnits('123456.123456', 18)).toBe('123456123456000000000000');
    expect(baseUnits('0', 6)).toBe('0');
    expect(baseUnits('7.5', 0)).toBeNull();
    expect(baseUnits('7', 0)).toBe('7');
    expect(baseUnits('1.50', 1)).toBe('15');
  });

  it('gives exact base units for amounts written with 0 to 6 decimals, on 6- and 18-decimal tokens', () => {
    const amounts = ['100', '100.1', '100.12', '100.123', '100.1234', '100.12345', '100.123456'];
    const six = ['100000000', '100100000', '100120000', '100123000', '100123400', '100123450', '100123456'];
    expect(amounts.map((a) => baseUnits(a, 6))).toEqual(six);
    expect(amounts.map((a) => baseUnits(a, 18))).toEqual(six.map((u) => `${u}${'0'.repeat(12)}`));
    // "100" padded with nothing would be 100 base units: a wallet pre-filled with 0.0001 USDT.
    expect(baseUnits('100', 6)).not.toBe('100');
    // Only trailing zeros go: stripping leading ones would turn 100.05 into 100.5.
    expect(baseUnits('100.050', 6)).toBe('100050000');
    expect(baseUnits('0.000000', 6)).toBe('0');
  });

  it('drops every trailing zero before counting the places', () => {
    expect(baseUnits('1.500', 1)).toBe('15');
    expect(baseUnits('100.05000000', 6)).toBe('100050000');
    expect(baseUnits('2.000000000', 0)).toBe('2');
  });

  it('refuses more digits than the token has, and anything not a decimal', () => {
    expect(baseUnits('0.0000001', 6)).toBeNull();
    for (const bad of ['1e5', '-1', '', '1.', '.5', '0x10', '1,5']) expect(baseUnits(bad, 6)).toBeNull();
  });
});

describe('walletUri', () => {
  it('builds EIP-681 in live mode with the amount in base units', () => {
    expect(walletUri(to, '100', 'POLYGON', mainnetUsdtPolygon, 'live')).toBe(
      `ethereum:0xc2132D05D31c914a87C6611C10748AEb04B58e8F@137/transfer?address=${to}&uint256=100000000`,
    );
    expect(walletUri(to, '25.5', 'POLYGON', mainnetUsdtPolygon, 'live')).toBe(
      `ethereum:0xc2132D05D31c914a87C6611C10748AEb04B58e8F@137/transfer?address=${to}&uint256=25500000`,
    );
  });

  it('builds Solana Pay on SOLANA with the decimal amount', () => {
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    expect(walletUri(sol, '25.5', 'SOLANA', { contract: mint, decimals: 6, chain_id: null }, 'live')).toBe(
      `solana:${sol}?amount=25.5&spl-token=${mint}`,
    );
    const devnet = TEST_TOKENS['USDC:SOLANA'];
    expect(walletUri(sol, '25.5', 'SOLANA', devnet, 'test')).toBe(
      `solana:${sol}?amount=25.5&spl-token=${devnet.contract}`,
    );
    expect(walletUri('0xnot-base58', '1', 'SOLANA', devnet, 'test')).toBeNull();
    expect(walletUri(sol, '1', 'SOLANA', { ...devnet, contract: 'short' }, 'test')).toBeNull();
  });

  it('writes Solana Pay’s amount within the mint’s places, with no leading or trailing zeros', () => {
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const devnet = TEST_TOKENS['USDC:SOLANA'];
    const amount = (a: string, decimals = 6) =>
      /amount=([^&]*)/.exec(walletUri(sol, a, 'SOLANA', { ...devnet, decimals }, 'test') ?? '')?.[1] ?? null;
    expect(amount('16.405922')).toBe('16.405922');
    expect(amount('1.10000000')).toBe('1.1');
    expect(amount('0001.5')).toBe('1.5');
    expect(amount('0.000001')).toBe('0.000001');
    expect(amount('40.000000')).toBe('40');
    expect(amount('100')).toBe('100');
    expect(amount('7', 0)).toBe('7');
    // More places than the mint has: a wallet would round or refuse, so no link.
    expect(amount('1.1234567')).toBeNull();
    expect(amount('1.123', 2)).toBeNull();
  });

  it('offers no link for nothing to send', () => {
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    for (const zero of ['0', '0.000000', '000']) {
      expect(walletUri(to, zero, 'POLYGON', mainnetUsdtPolygon, 'live')).toBeNull();
      expect(walletUri(sol, zero, 'SOLANA', TEST_TOKENS['USDC:SOLANA'], 'test')).toBeNull();
    }
    expect(walletUri(to, '0.000001', 'POLYGON', mainnetUsdtPolygon, 'live')).toMatch(/uint256=1$/);
  });

  it('in test mode names only a public test network token, never a mainnet one', () => {
    expect(walletUri(to, '100', 'POLYGON', mainnetUsdtPolygon, 'test')).toBeNull();
    // An unknown environment counts as test.
    expect(walletUri(to, '100', 'POLYGON', mainnetUsdtPolygon, undefined)).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', mainnetUsdtPolygon, null)).toBeNull();
    expect(walletUri(to, '100', 'BASE', baseSepoliaUsdc, 'test')).toBe(
      `ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=${to}&uint256=100000000`,
    );
    // A test contract on a mainnet chain id is not a test token.
    expect(walletUri(to, '100', 'BASE', { ...baseSepoliaUsdc, chain_id: 8453 }, 'test')).toBeNull();
    // Any token on a test chain is worthless by design; a mainnet contract id on it moves nothing real.
    expect(walletUri(to, '1', 'POLYGON', { ...mainnetUsdtPolygon, chain_id: 80002 }, 'test')).toContain(
      '@80002/',
    );
    // Solana Pay names no chain: only the devnet USDC mint counts as test.
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const mainnetMint = {
      contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      decimals: 6,
      chain_id: null,
    };
    expect(walletUri(sol, '1', 'SOLANA', mainnetMint, 'test')).toBeNull();
    // A test chain's id beside the mainnet mint changes nothing a wallet reads: the link would send real USDC.
    for (const chain_id of [11155111, 84532]) {
      for (const environment of ['test', undefined] as const) {
        expect(walletUri(sol, '1', 'SOLANA', { ...mainnetMint, chain_id }, environment)).toBeNull();
      }
    }
    // A Solana token has no chain id: one that carries an EVM chain's is not offered, devnet mint or not.
    expect(
      walletUri(sol, '1', 'SOLANA', { ...TEST_TOKENS['USDC:SOLANA'], chain_id: 84532 }, 'test'),
    ).toBeNull();
    expect(walletUri(sol, '1', 'SOLANA', { ...mainnetMint, chain_id: 1 }, 'live')).toBeNull();
    // A token whose chain_id is left out (not null) is judged by its mint like any Solana token.
    const { contract } = TEST_TOKENS['USDC:SOLANA'];
    const noChain = { contract, decimals: 6 } as unknown as ClientSessionToken;
    expect(walletUri(sol, '1', 'SOLANA', noChain, 'test')).toBe(
      `solana:${sol}?amount=1&spl-token=${contract}`,
    );
    expect(walletUri(sol, '1', 'SOLANA', noChain, 'live')).toBeNull();
    // And in live mode a test token gives no link.
    expect(walletUri(to, '100', 'BASE', baseSepoliaUsdc, 'live')).toBeNull();
    for (const t of Object.values(TEST_TOKENS)) {
      expect(t.decimals).toBe(6);
      if (t.chain_id !== null) expect([11155111, 80002, 421614, 11155420, 84532]).toContain(t.chain_id);
    }
  });

  it('offers no link when a piece is missing or malformed', () => {
    const ok = mainnetUsdtPolygon;
    expect(walletUri(to, '100', 'POLYGON', null, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', undefined, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, chain_id: null }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, chain_id: 0 }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, chain_id: -1 }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, chain_id: 1.5 }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, contract: '0x12' }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, decimals: -1 }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, decimals: 37 }, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, decimals: 2.5 }, 'live')).toBeNull();
    expect(walletUri(to, '100.123', 'POLYGON', { ...ok, decimals: 2 }, 'live')).toBeNull();
    expect(walletUri('0x12', '100', 'POLYGON', ok, 'live')).toBeNull();
    expect(walletUri(to, '1e3', 'POLYGON', ok, 'live')).toBeNull();
    expect(walletUri(to, '', 'POLYGON', ok, 'live')).toBeNull();
    // A contract that is not a string gives no link, even one that prints as an address.
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const listed = { contract: [mint], decimals: 6, chain_id: null } as unknown as ClientSessionToken;
    expect(walletUri(sol, '1', 'SOLANA', listed, 'live')).toBeNull();
    // Addresses must be whole: nothing before or after them.
    expect(walletUri(`x${to}`, '100', 'POLYGON', ok, 'live')).toBeNull();
    expect(walletUri(`${to}1`, '100', 'POLYGON', ok, 'live')).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, contract: `${ok.contract}0` }, 'live')).toBeNull();
    expect(
      walletUri(`0${sol}`, '1', 'SOLANA', { contract: mint, decimals: 6, chain_id: null }, 'live'),
    ).toBeNull();
    expect(walletUri(to, '100', 'POLYGON', { ...ok, contract: `x${ok.contract}` }, 'live')).toBeNull();
    expect(
      walletUri(`${sol}0`, '1', 'SOLANA', { contract: mint, decimals: 6, chain_id: null }, 'live'),
    ).toBeNull();
    expect(
      walletUri(sol, '1', 'SOLANA', { contract: `${mint}0`, decimals: 6, chain_id: null }, 'live'),
    ).toBeNull();
    // A token without decimals (0) still gets a link, in whole units.
    expect(walletUri(to, '7', 'POLYGON', { ...ok, decimals: 0 }, 'live')).toBe(
      `ethereum:${ok.contract}@137/transfer?address=${to}&uint256=7`,
    );
    expect(walletUri(to, '1', 'POLYGON', { ...ok, decimals: 36 }, 'live')).toBe(
      `ethereum:${ok.contract}@137/transfer?address=${to}&uint256=1${'0'.repeat(36)}`,
    );
  });
});

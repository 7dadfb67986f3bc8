import Big from 'big.js';
import { TEST_TOKENS } from '@pulse/core/internal';
import { describe, expect, it } from 'vitest';
import { harness, type Json } from './harness.js';

describe('GET /v1/client/session options.prices', () => {
  it('prices every selectable pair as its quote would, rounded up, and select locks that amount', async () => {
    const h = harness();
    const s = await h.session({ amount: '31000' });
    const read = async () => (await h.as(s.token).get('/v1/client/session')).body.data;
    const prices: Json[] = (await read()).options.prices;
    // 2 assets on 8 networks, less USDC on PLASMA (not carried).
    expect(prices).toHaveLength(15);
    expect(prices.some((p) => p.asset === 'USDC' && p.network === 'PLASMA')).toBe(false);
    for (const p of prices) {
      const q = (
        await h.as(h.keys.test).post('/v1/quotes', {
          source_currency: p.asset,
          destination_currency: 'NGN',
          network: p.network,
          destination_amount: '31000',
        })
      ).body.data;
      expect(p.amount).toMatch(/^\d+\.\d{6}$/);
      expect(p.amount).toBe(q.source_amount);
      expect(new Big(p.amount).eq(new Big('31000').div(q.rate).round(6, Big.roundUp))).toBe(true);
    }
    // ETHEREUM's network cost makes it dearer than BASE.
    const at = (network: string) => prices.find((p) => p.asset === 'USDT' && p.network === network).amount;
    expect(new Big(at('ETHEREUM')).gt(at('BASE'))).toBe(true);
    const sel = await h.as(s.token).post('/v1/client/session/select', { asset: 'USDT', network: 'ETHEREUM' });
    expect(sel.body.data.due.amount).toBe(at('ETHEREUM'));
  });

  it('narrows the prices with the options, and leaves them out of flow direct', async () => {
    const h = harness();
    const s = await h.session({ amount: '25000', assets: ['USDC'], networks: ['BASE', 'PLASMA', 'SOLANA'] });
    const { options } = (await h.as(s.token).get('/v1/client/session')).body.data;
    expect(options.prices.map((p: Json) => `${p.asset}:${p.network}`)).toEqual(['USDC:BASE', 'USDC:SOLANA']);
    const direct = await h.session({ amount: '25000', flow: 'direct', asset: 'USDT', network: 'BASE' });
    expect((await h.as(direct.token).get('/v1/client/session')).body.data.options.prices).toBeUndefined();
  });

  it('prices a crypto-fixed session at its fixed amount on every network', async () => {
    const h = harness();
    const s = await h.session({ amount: '20', currency: 'USDT' });
    const { prices } = (await h.as(s.token).get('/v1/client/session')).body.data.options;
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).toMatchObject({ asset: 'USDT', amount: '20.000000' });
  });
});

describe('GET /v1/client/session token', () => {
  it('gives a live session the chosen pair’s mainnet contract or mint, none before a choice or for an unknown one', async () => {
    const h = harness();
    const s = await h.session({ amount: '31000' }, h.keys.live);
    expect((await h.as(s.token).get('/v1/client/session')).body.data.token).toBeNull();
    const pick = async (asset: string, network: string) =>
      (await h.as(s.token).post('/v1/client/session/select', { asset, network })).body.data.token;
    expect(await pick('USDT', 'ETHEREUM')).toEqual({
      contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      decimals: 6,
      chain_id: 1,
    });
    expect(await pick('USDC', 'BASE')).toEqual({
      contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      decimals: 6,
      chain_id: 8453,
    });
    expect(await pick('USDC', 'SOLANA')).toEqual({
      contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      decimals: 6,
      chain_id: null,
    });
    expect(await pick('USDT', 'PLASMA')).toBeNull();
  });

  it('never gives a test session a mainnet token: test-network USDC, and no token for USDT', async () => {
    const h = harness();
    const s = await h.session({ amount: '31000' });
    const pick = async (asset: string, network: string) =>
      (await h.as(s.token).post('/v1/client/session/select', { asset, network })).body.data.token;
    expect(await pick('USDC', 'BASE')).toEqual(TEST_TOKENS['USDC:BASE']);
    expect(await pick('USDC', 'POLYGON')).toEqual({
      contract: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582',
      decimals: 6,
      chain_id: 80002,
    });
    expect(await pick('USDC', 'SOLANA')).toEqual(TEST_TOKENS['USDC:SOLANA']);
    for (const network of ['ETHEREUM', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'CELO', 'SOLANA'])
      expect(await pick('USDT', network)).toBeNull();
    expect(await pick('USDC', 'CELO')).toBeNull();
    expect((await h.as(s.token).get('/v1/client/session')).body.data.token).toBeNull();
  });
});

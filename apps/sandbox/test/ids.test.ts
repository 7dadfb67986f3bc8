import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Bytes the alphabet does not divide evenly come first, then zeros: an unbiased draw skips the first.
const draws: number[] = [];
vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof Crypto>()),
  randomBytes: (n: number) => Buffer.alloc(n, draws.shift() ?? 0),
}));

const { newSecretKey, newSolanaAddress } = await import('../src/ids.js');

describe('random identifiers', () => {
  it('redraws bytes at or above the largest multiple of the alphabet size (no modulo bias)', () => {
    // 58 letters: 232..255 would favour the first 24; 233 % 58 picks the second letter.
    draws.push(233);
    expect(newSolanaAddress()).toBe('1'.repeat(44));
    // 62 letters: 248..255 are redrawn for keys too.
    draws.push(250);
    expect(newSecretKey('test')).toBe(`sk_test_${'A'.repeat(32)}`);
  });
});

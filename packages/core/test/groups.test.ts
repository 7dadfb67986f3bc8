import { describe, expect, it } from 'vitest';
import { gapsBetweenGroups, valueGroups } from '../src/groups.js';

describe('valueGroups', () => {
  it('keeps an order id in its own groups, each ending in its dash', () => {
    expect(valueGroups('6400d9d5-cd99-4c0d-8db6-e59f4c2a7b10')).toEqual([
      '6400d9d5-',
      'cd99-',
      '4c0d-',
      '8db6-',
      'e59f4c2a7b10',
    ]);
  });

  it('puts a value without dashes in groups of four, the last one shorter', () => {
    expect(valueGroups('0x842bfba13f')).toEqual(['0x84', '2bfb', 'a13f']);
    expect(valueGroups('0123456789')).toEqual(['0123', '4567', '89']);
    expect(valueGroups('abc')).toEqual(['abc']);
    expect(valueGroups('')).toEqual([]);
  });

  it('joins back to the value unchanged, whatever it holds', () => {
    for (const value of ['a-b--c-', '-lead', 'GxZ9…long\nline', '0x' + 'f'.repeat(40), 'ẹ̀-ọ-ṣ']) {
      expect(valueGroups(value).join('')).toBe(value);
    }
  });

  it("sets groups of four apart, and an id's groups not: its dashes separate them", () => {
    expect(gapsBetweenGroups('0x842bfba13f')).toBe(true);
    expect(gapsBetweenGroups('0123456789')).toBe(true);
    expect(gapsBetweenGroups('6400d9d5-cd99-4c0d-8db6-e59f4c2a7b10')).toBe(false);
    expect(gapsBetweenGroups('a-b')).toBe(false);
  });
});

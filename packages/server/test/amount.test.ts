// sameAmount: the crediting check compares amounts as decimals, never as text or floats.
import { describe, expect, it } from 'vitest';
import { sameAmount } from '../src/amount.js';

describe('sameAmount', () => {
  it('equates the same amount written with different places', () => {
    expect(sameAmount('25000', '25000.00')).toBe(true);
    expect(sameAmount('100.123456', '100.1234560')).toBe(true);
    expect(sameAmount('0.000000', '0')).toBe(true);
  });

  it('tells different amounts apart, however close', () => {
    expect(sameAmount('100.123456', '100.123457')).toBe(false);
    expect(sameAmount('0.1', '0.10000000000000001')).toBe(false);
    expect(sameAmount('25000', '2500')).toBe(false);
  });

  it('never equates anything that is not a plain decimal string, even to itself', () => {
    for (const bad of [25000, '1e3', '', '-1', '1.', '.5', ' 1', null, undefined, `${'1'.repeat(31)}`]) {
      expect(sameAmount(bad, bad), String(bad)).toBe(false);
      expect(sameAmount('1000', bad), String(bad)).toBe(false);
      expect(sameAmount(bad, '1000'), String(bad)).toBe(false);
    }
    // A number never passes for the string the service sends, even of the same value.
    expect(sameAmount('25000', 25000)).toBe(false);
    expect(sameAmount(25000, '25000')).toBe(false);
    expect(sameAmount(`${'1'.repeat(30)}.${'2'.repeat(30)}`, `${'1'.repeat(30)}.${'2'.repeat(30)}`)).toBe(
      true,
    );
  });
});

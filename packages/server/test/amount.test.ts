// sameAmount and amountAtLeast: the crediting checks compare amounts as decimals, never as text or floats.
import { describe, expect, it } from 'vitest';
import { amountAtLeast, sameAmount } from '../src/amount.js';

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

describe('amountAtLeast', () => {
  it('holds for the same amount in other places and for more, not for less however close', () => {
    expect(amountAtLeast('10.50', '10.5')).toBe(true);
    expect(amountAtLeast('10.000001', '10')).toBe(true);
    expect(amountAtLeast('9.999999', '10')).toBe(false);
    expect(amountAtLeast('0.1', '0.10000000000000001')).toBe(false);
    expect(amountAtLeast('100', '25')).toBe(true);
    expect(amountAtLeast('25', '100')).toBe(false);
  });

  it('never holds for anything that is not a plain decimal string', () => {
    for (const bad of [25000, '1e3', '', '-1', '1.', '.5', ' 1', null, undefined]) {
      expect(amountAtLeast('1000', bad), String(bad)).toBe(false);
      expect(amountAtLeast(bad, '0'), String(bad)).toBe(false);
    }
    // A number never passes for the string the service sends, even one that is less.
    expect(amountAtLeast('100000', 25000)).toBe(false);
    expect(amountAtLeast(100000, '25000')).toBe(false);
  });
});

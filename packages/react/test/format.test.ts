import { describe, expect, it } from 'vitest';
import { formatAmount, formatProse, subtractDecimal } from '../src/format.js';

describe('amounts in prose', () => {
  it('drops trailing zeros and groups thousands, never through a float', () => {
    expect(formatProse('25.000000')).toBe('25');
    expect(formatProse('101.470000')).toBe('101.47');
    expect(formatProse('50000.00')).toBe('50,000');
    expect(formatProse('50000')).toBe('50,000');
    expect(formatProse('0.000001')).toBe('0.000001');
    expect(formatProse('12345678901234567890.123456789012345678')).toBe(
      '12,345,678,901,234,567,890.123456789012345678',
    );
    // Exact values keep their precision.
    expect(formatAmount('25.000000')).toBe('25.000000');
  });

  it('subtracts decimal strings exactly', () => {
    expect(subtractDecimal('28.500000', '25.000000')).toBe('3.500000');
    expect(subtractDecimal('28.5', '25.000000')).toBe('3.500000');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('25', '25.00')).toBe('0.00');
    expect(subtractDecimal('24.99', '25')).toBe('-0.01');
    expect(subtractDecimal('1e3', '1')).toBeNull();
  });
});

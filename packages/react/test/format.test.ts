import { describe, expect, it } from 'vitest';
import { formatClock, money, prose, subtractDecimal } from '../src/ui/format.js';

const formatProse = (amount: string) => prose(amount, 'USDT', 'en-NG').replace(/ USDT$/, '');
const formatAmount = (amount: string) => money(amount, 'USDT', 'en-NG').replace(/ USDT$/, '');

describe('amounts in prose', () => {
  it('writes naira with Intl for the locale (₦, never "NGN"), and crypto from its decimal string', () => {
    expect(money('20000', 'NGN', 'en-NG')).toBe('₦20,000.00');
    expect(prose('15000.50', 'NGN', 'en-NG')).toBe('₦15,000.50');
    expect(money('12.500000', 'USDT', 'yo-NG')).toBe('12.500000 USDT');
    expect(prose('12.500000', 'USDT', 'yo-NG')).toBe('12.5 USDT');
  });

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

  it('groups every three digits from the right, never "1234,567"', () => {
    expect(formatAmount('1234567')).toBe('1,234,567');
    expect(formatAmount('1234567.000001')).toBe('1,234,567.000001');
    expect(formatAmount('150000.00')).toBe('150,000.00');
    expect(formatAmount('100.123456')).toBe('100.123456');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('0.000000')).toBe('0.000000');
    // The fraction is never grouped.
    expect(formatAmount('1.0000001')).toBe('1.0000001');
    expect(formatProse('1234567.500000')).toBe('1,234,567.5');
    expect(formatProse('0.000000')).toBe('0');
    expect(formatProse('100.050000')).toBe('100.05');
  });

  it('keeps the sign and the larger number of places', () => {
    expect(subtractDecimal('100', '0.000001')).toBe('99.999999');
    expect(subtractDecimal('1', '1.5')).toBe('-0.5');
    expect(subtractDecimal('7', '2')).toBe('5');
    expect(subtractDecimal('1', '')).toBeNull();
    expect(subtractDecimal('-1', '1')).toBeNull();
    expect(subtractDecimal('1', '1.')).toBeNull();
  });
});

describe('countdown', () => {
  it('reads minutes and two-digit seconds, rounding up to the whole second', () => {
    expect(formatClock(90_000)).toBe('1:30');
    expect(formatClock(600_000)).toBe('10:00');
    // A part second is not counted: 60.9 s left is 1:00, never 1:01.
    expect(formatClock(60_900)).toBe('1:00');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(5_000)).toBe('0:05');
    expect(formatClock(999)).toBe('0:00');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-4_000)).toBe('0:00');
    expect(formatClock(3_600_000)).toBe('60:00');
  });
});

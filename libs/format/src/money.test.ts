import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { setLanguage } from './testing/english';

describe('formatMoney', () => {
  beforeEach(() => setLanguage('zh'));

  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(formatMoney(1290)).toBe('¥12.90');
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatMoney(123456789012)).toBe('¥1,234,567,890.12');
    expect(formatMoney(5)).toBe('¥0.05');
  });

  it('shows 0 as an amount, or as free when asked, in the UI language', () => {
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(0, { free: true })).toBe('免费');
    expect(formatMoney(100, { free: true })).toBe('¥1.00');
    setLanguage('en');
    expect(formatMoney(0, { free: true })).toBe('Free');
  });

  it('gives negatives a true minus and, on request, positives a plus', () => {
    expect(formatMoney(-1290)).toBe('\u2212¥12.90');
    expect(formatMoney(1290, { sign: true })).toBe('+¥12.90');
    expect(formatMoney(0, { sign: true })).toBe('¥0.00');
    expect(formatMoney(-5, { sign: true })).toBe('\u2212¥0.05');
  });

  it('trims zero decimals for tags, and drops the symbol or separators for inputs', () => {
    expect(formatMoney(9900, { trim: true })).toBe('¥99');
    expect(formatMoney(1290, { trim: true })).toBe('¥12.9');
    expect(formatMoney(1295, { trim: true })).toBe('¥12.95');
    expect(formatMoney(3900, { symbol: false })).toBe('39.00');
    expect(formatMoney(123450, { symbol: false, grouping: false })).toBe('1234.50');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatMoney(NaN)).toBe('');
  });
});

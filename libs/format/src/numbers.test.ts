import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompact,
  formatDecimal,
  formatDiscount,
  formatPoints,
  formatSigned,
} from './numbers';
import { setLanguage } from './testing/english';

describe('numbers', () => {
  beforeEach(() => setLanguage('zh'));

  it('signs ledger changes with a true minus', () => {
    expect(formatSigned(39)).toBe('+39');
    expect(formatSigned(-1200)).toBe('\u22121,200');
    expect(formatSigned(0)).toBe('0');
  });

  it('names points in the UI language, signed on request', () => {
    expect(formatPoints(1200)).toBe('1,200 积分');
    expect(formatPoints(39, { sign: true })).toBe('+39 积分');
    expect(formatPoints(-200)).toBe('\u2212200 积分');
    setLanguage('en');
    expect(formatPoints(1)).toBe('1 point');
    expect(formatPoints(39, { sign: true })).toBe('+39 points');
  });

  it('words a discount as Chinese tenths paid or English percent off', () => {
    expect(formatDiscount(10)).toBe('9折');
    expect(formatDiscount(15)).toBe('8.5折');
    setLanguage('en');
    expect(formatDiscount(10)).toBe('10% off');
    expect(formatDiscount(15)).toBe('15% off');
  });

  it('compacts large counts in the UI language', () => {
    expect(formatCompact(12345)).toBe('1.2万');
    expect(formatCompact(999)).toBe('999');
    setLanguage('en');
    expect(formatCompact(12345)).toBe('12.3K');
  });

  it('shows decimals and file sizes the same way on every screen', () => {
    expect(formatDecimal(4.25)).toBe('4.3');
    expect(formatDecimal(1234.5, 2)).toBe('1,234.50');
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.24 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});

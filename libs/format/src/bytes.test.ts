import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('picks the unit by size', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(151_050)).toBe('148 KB');
    expect(formatBytes(18_400_000)).toBe('17.5 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(-3)).toBe('0 B');
  });
});

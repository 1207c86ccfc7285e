import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatRelative } from './relative';
import { setLanguage } from './testing/english';
import { setViewerZone } from './zone';

// 20:00 on Dec 3 in China.
const now = Date.parse('2026-12-03T12:00:00Z');
const ago = (ms: number) => now - ms;

describe('formatRelative', () => {
  beforeEach(() => setLanguage('zh'));
  afterEach(() => setViewerZone(undefined));

  it('says how long ago in Chinese', () => {
    expect(formatRelative(ago(20_000), now)).toBe('刚刚');
    expect(formatRelative(ago(3 * 60_000), now)).toBe('3分钟前');
    expect(formatRelative(ago(2 * 3_600_000), now)).toBe('2小时前');
    expect(formatRelative(ago(5 * 86_400_000), now)).toBe('11月28日');
  });

  it('says how long ago in English', () => {
    setLanguage('en');
    expect(formatRelative(ago(20_000), now)).toBe('just now');
    expect(formatRelative(ago(3 * 60_000), now)).toBe('3 min ago');
    expect(formatRelative(ago(2 * 3_600_000), now)).toBe('2 h ago');
    expect(formatRelative('2025-06-01T02:00:00Z', now)).toBe('Jun 1, 2025');
  });

  it('counts yesterday by the business’s calendar', () => {
    // 23:00 on Dec 2 in China: yesterday there, though under a day ago.
    expect(formatRelative('2026-12-02T15:00:00Z', now)).toBe('昨天 23:00（北京时间）');
    setViewerZone('Asia/Shanghai');
    setLanguage('en');
    expect(formatRelative('2026-12-02T15:00:00Z', now)).toBe('Yesterday 23:00');
  });
});

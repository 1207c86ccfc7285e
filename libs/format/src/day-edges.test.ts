import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatClassTime, formatDate } from './dates';
import { formatRelative } from './relative';
import { setLanguage } from './testing/english';
import { businessDay, setViewerZone } from './zone';

// Issue 29: the day's edges, set on purpose. China time is UTC+8 all year: 15:59:59Z is 23:59:59 there.
const at = (iso: string) => Date.parse(iso);

describe('the business day at its edges', () => {
  beforeEach(() => setLanguage('zh'));
  afterEach(() => setViewerZone(undefined));

  it('turns at midnight China time, not at midnight UTC or on the phone', () => {
    expect(businessDay(at('2026-12-03T15:59:59Z'))).toBe('2026-12-03');
    expect(businessDay(at('2026-12-03T16:00:00Z'))).toBe('2026-12-04');
    // 07:59 UTC on Dec 4 is still Dec 4 in China, and already past the UTC day's start.
    expect(businessDay(at('2026-12-03T23:59:00Z'))).toBe('2026-12-04');
  });

  it('turns the month and the year at the same midnight', () => {
    expect(businessDay(at('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(businessDay(at('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(businessDay(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    // A leap day in China, while it is still Feb 28 in UTC.
    expect(businessDay(at('2028-02-28T16:30:00Z'))).toBe('2028-02-29');
  });

  it("says yesterday for New Year's Eve 23:50 seen after midnight, with last year's date before it", () => {
    const tenPast = at('2026-12-31T16:10:00Z'); // 00:10 on New Year's Day in China
    expect(formatRelative('2026-12-31T15:50:00Z', tenPast)).toBe('20分钟前');
    const tenPastOne = at('2026-12-31T17:10:00Z'); // 01:10: over an hour, and another day
    expect(formatRelative('2026-12-31T15:50:00Z', tenPastOne)).toBe('昨天 23:50（北京时间）');
    expect(formatRelative('2026-12-30T15:50:00Z', tenPastOne)).toBe('2026年12月30日');
  });

  it('shows the year only once a date is in another year than now', () => {
    const newYear = at('2026-12-31T16:10:00Z');
    expect(formatDate('2026-12-31T15:50:00Z', { year: 'auto', now: newYear })).toContain('2026');
    expect(formatDate('2027-01-01T01:00:00Z', { year: 'auto', now: newYear })).not.toContain('2027');
  });

  it('spells both days out for a class from 23:50 to 00:35', () => {
    setViewerZone('Asia/Shanghai');
    const text = formatClassTime('2026-12-03T15:50:00Z', '2026-12-03T16:35:00Z', {
      now: at('2026-12-03T10:00:00Z'),
    });
    expect(text).toBe('12月3日 周四 23:50 – 12月4日 周五 00:35');
  });
});

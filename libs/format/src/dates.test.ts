import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatClassTime,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTime,
} from './dates';
import { setLanguage } from './testing/english';
import { setViewerZone } from './zone';

// 19:00 on Thursday Dec 3 in China; 06:00 the same day in New York (the tests' zone).
const evening = '2026-12-03T11:00:00Z';
const end = '2026-12-03T12:30:00Z';
const now = '2026-11-20T02:00:00Z';

describe('dates in China time', () => {
  beforeEach(() => setLanguage('zh'));
  afterEach(() => setViewerZone(undefined));

  it('shows one date style per language', () => {
    expect(formatDate(evening)).toBe('2026年12月3日');
    expect(formatDate(evening, { weekday: true, year: 'auto', now })).toBe('12月3日 周四');
    expect(formatDate(evening, { year: 'auto', now: '2027-01-01T00:00:00Z' })).toBe('2026年12月3日');
    setLanguage('en');
    expect(formatDate(evening)).toBe('Dec 3, 2026');
    expect(formatDate(evening, { weekday: true, year: 'auto', now })).toBe('Thu, Dec 3');
  });

  it('shows the business’s day and clock, labelled, while the phone is elsewhere', () => {
    expect(formatTime(evening)).toBe('19:00（北京时间）');
    expect(formatTime(evening, { zoneLabel: false })).toBe('19:00');
    // An input's value: the business's clock, never labelled.
    expect(formatClock(evening)).toBe('19:00');
    expect(formatClock('2026-12-03T17:30:00Z')).toBe('01:30');
    expect(formatClock('nonsense')).toBe('');
    expect(formatDateTime(evening)).toBe('2026年12月3日 19:00（北京时间）');
    // 01:30 in China is the next day there, whatever day the phone says.
    expect(formatDate('2026-12-03T17:30:00Z')).toBe('2026年12月4日');
    setLanguage('en');
    expect(formatDateTime(evening)).toBe('Dec 3, 2026, 19:00 China time');
  });

  it('drops the label when the phone is in China', () => {
    setViewerZone('Asia/Shanghai');
    expect(formatTime(evening)).toBe('19:00');
    expect(formatDateTime(Date.parse(evening))).toBe('2026年12月3日 19:00');
  });

  it('shows a class’s day, weekday and time range', () => {
    setViewerZone('Asia/Shanghai');
    expect(formatClassTime(evening, end, { now })).toBe('12月3日 周四 19:00–20:30');
    expect(formatClassTime(evening, null, { now })).toBe('12月3日 周四 19:00');
    setLanguage('en');
    expect(formatClassTime(evening, end, { now })).toBe('Thu, Dec 3, 19:00–20:30');
    setViewerZone(undefined);
    expect(formatClassTime(evening, end, { now })).toBe('Thu, Dec 3, 19:00–20:30 China time');
  });

  it('shows calendar days and months given as text without shifting them', () => {
    expect(formatDay('2026-12-03')).toBe('12月3日 周四');
    expect(formatMonth('2026-12')).toBe('2026年12月');
    setLanguage('en');
    expect(formatDay('2026-12-03')).toBe('Thu, Dec 3');
    expect(formatMonth('2026-12')).toBe('December 2026');
  });

  it('shows nothing for a missing or malformed time instead of throwing', () => {
    for (const bad of ['', 'soon', NaN]) {
      expect(formatDate(bad)).toBe('');
      expect(formatTime(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
      expect(formatClassTime(bad, end)).toBe('');
    }
    expect(formatDay('x')).toBe('');
    expect(formatMonth('x')).toBe('');
  });

  it('spells out the end of a class that ends another day', () => {
    setViewerZone('Asia/Shanghai');
    expect(formatClassTime(evening, '2026-12-04T01:00:00Z', { now })).toBe(
      '12月3日 周四 19:00 – 12月4日 周五 09:00',
    );
  });
});

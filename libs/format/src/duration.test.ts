import { beforeEach, describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, formatDuration, formatMinutes, formatTimeLeft } from './duration';
import { setLanguage } from './testing/english';

describe('durations', () => {
  beforeEach(() => setLanguage('zh'));

  it('shows lengths as mm:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(754.9)).toBe('12:34');
    expect(formatDuration(3754)).toBe('1:02:34');
    expect(formatDuration(-5)).toBe('00:00');
  });

  it('words minutes', () => {
    expect(formatMinutes(45)).toBe('45 分钟');
    setLanguage('en');
    expect(formatMinutes(45)).toBe('45 min');
  });

  it('counts down in whole seconds rounded up, never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3000)).toBe('00:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2天 01:02:03');
    setLanguage('en');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
  });

  it('splits a countdown into days and a clock', () => {
    expect(countdownParts(86_400_000 + 7_384_000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      clock: '02:03:04',
    });
  });

  it('words the time left of a long offer, null once over', () => {
    expect(formatTimeLeft(2 * 86_400_000 + 3 * 3_600_000)).toBe('剩余 2 天 3 小时');
    expect(formatTimeLeft(3 * 3_600_000 + 5)).toBe('剩余 3 小时');
    expect(formatTimeLeft(10_000)).toBe('剩余 1 分钟');
    expect(formatTimeLeft(0)).toBeNull();
    setLanguage('en');
    expect(formatTimeLeft(5 * 60_000)).toBe('5 min left');
  });
});

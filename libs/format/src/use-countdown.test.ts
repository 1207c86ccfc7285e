import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

const start = Date.parse('2026-12-03T11:00:00Z');

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second down to zero, then stops its timer', () => {
    const { result } = renderHook(() => useCountdown(new Date(start + 3000).toISOString()));
    expect(result.current).toMatchObject({ left: 3000, done: false, text: '00:03' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.text).toBe('00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toMatchObject({ left: 0, done: true, text: '00:00' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs no timer without a deadline or past one', () => {
    const none = renderHook(() => useCountdown(undefined));
    expect(none.result.current).toEqual({ left: null, done: false, parts: null, text: '' });
    const past = renderHook(() => useCountdown(start - 1));
    expect(past.result.current.done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads time from the given source', () => {
    let now = start;
    const { result } = renderHook(() => useCountdown(start + 90 * 60_000, { now: () => now }));
    expect(result.current.text).toBe('1:30:00');
    now = start + 89 * 60_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.parts).toMatchObject({ hours: 0, minutes: 1, seconds: 0 });
  });

  it('follows a new deadline', () => {
    const { result, rerender } = renderHook(({ d }) => useCountdown(d), { initialProps: { d: start - 1 } });
    expect(result.current.done).toBe(true);
    rerender({ d: start + 60_000 });
    expect(result.current.text).toBe('01:00');
  });
});

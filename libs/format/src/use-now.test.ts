import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

it('ticks every second only while active', () => {
  const { result, rerender } = renderHook(({ on }) => useNow(on), { initialProps: { on: true } });
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current).toBe(1_002_000);
  rerender({ on: false });
  expect(vi.getTimerCount()).toBe(0);
});

it('reads time from the given source', () => {
  const { result } = renderHook(() => useNow(false, () => 42));
  expect(result.current).toBe(42);
});

it('reads the clock again when it stops, so a stopped caller does not keep the last tick', () => {
  const { result, rerender } = renderHook(({ on }) => useNow(on), { initialProps: { on: true } });
  act(() => vi.advanceTimersByTime(1500));
  expect(result.current).toBe(1_001_000);
  rerender({ on: false });
  expect(result.current).toBe(1_001_500);
});

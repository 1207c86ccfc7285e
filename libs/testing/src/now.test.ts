import { describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from './index';

// A test about the clock itself: it reads Date.now() to show that what every other test reads is
// the pinned instant (tools/test-setup), never the machine's. The bound is a minute, not the few
// milliseconds a test takes: on a loaded 2-core machine a test may start seconds after its clock was
// pinned, and the machine's own clock is days away from TEST_NOW, so a minute still tells them apart.
const PINNED_WITHIN = 60_000;
describe('the pinned test clock', () => {
  it('starts each test at TEST_NOW and runs on at the real rate', async () => {
    expect(Date.now() - TEST_NOW).toBeGreaterThanOrEqual(0);
    expect(Date.now() - TEST_NOW).toBeLessThan(PINNED_WITHIN);
    expect(new Date().getTime() - TEST_NOW).toBeLessThan(PINNED_WITHIN);
    const before = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - before).toBeGreaterThanOrEqual(45);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date() instanceof Date).toBe(true);
  });

  it('comes back after a test that used fake timers and restored the real ones', () => {
    vi.useFakeTimers();
    expect(Date.now() - TEST_NOW).toBeLessThan(PINNED_WITHIN);
    vi.useRealTimers();
  });

  it('is pinned again in the next test', () => {
    expect(Date.now() - TEST_NOW).toBeLessThan(PINNED_WITHIN);
  });
});

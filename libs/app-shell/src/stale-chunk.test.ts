import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadOnceForNewRelease } from './stale-chunk';

const missing = new TypeError(
  'Failed to fetch dynamically imported module: https://x.example/static/onmat/assets/screens-AVvceSfN.js',
);

describe('a screen chunk a deploy removed', () => {
  it('is recognised in the wording of Chromium, Safari and Firefox, and not confused with other errors', () => {
    expect(isStaleChunkError(missing)).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /static/onmat/assets/x.css'))).toBe(true);
    expect(isStaleChunkError(new TypeError('x is undefined'))).toBe(false);
  });

  it('reloads the tab into the new release once, then leaves the retry to the user', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadOnceForNewRelease(missing, storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewRelease(missing, storage, reload, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), it may reload again.
    expect(reloadOnceForNewRelease(missing, storage, reload, 2_000_000)).toBe(true);
    expect(reloadOnceForNewRelease(new TypeError('x is undefined'), storage, reload, 9_000_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

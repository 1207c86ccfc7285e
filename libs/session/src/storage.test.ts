import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeGet, safeSet, tabStore } from './storage';

// Before the shared setup clears storage after each test (which would throw while blocked).
afterEach(() => void vi.restoreAllMocks());

describe('tabStore', () => {
  it('is the tab’s session storage', () => {
    expect(safeSet(tabStore(), 'k', 'v')).toBe(true);
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('falls back to a store that works where touching session storage throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = tabStore();
    expect(safeSet(store, 'k', 'v')).toBe(true);
    expect(safeGet(store, 'k')).toBe('v');
  });
});

import { vi } from 'vitest';

/**
 * Old Safari's private mode for the keys starting with `prefix`: every web-storage call on them
 * throws (restored after the test by restoreMocks). Other keys still work, as the app's own do.
 */
export function breakStorage(prefix: string): void {
  for (const m of ['getItem', 'setItem', 'removeItem'] as const) {
    const real = Storage.prototype[m] as (this: Storage, ...a: string[]) => unknown;
    vi.spyOn(Storage.prototype, m).mockImplementation(function (this: Storage, ...a: string[]) {
      if (a[0]!.startsWith(prefix)) throw new DOMException('quota', 'QuotaExceededError');
      return real.apply(this, a);
    } as never);
  }
}

/** The part of Web Storage this lib needs; tests pass a Map-backed or throwing fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can throw (private mode, sandboxed web-views, quota, a denied cookie policy): a read then
// means "nothing there" and a write reports failure, so no caller ever needs its own try/catch.

export function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    const v = store.getItem(key);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function safeSet(store: KeyValueStore, key: string, value: string): boolean {
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    /* nothing to remove from a storage we cannot reach */
  }
}

/** The page's local storage, or a throwaway one where there is none (node, locked web-views). */
export function defaultStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    /* merely touching window.localStorage throws when storage is blocked */
  }
  const mem = new Map<string, string>();
  return {
    getItem: (k) => mem.get(k) ?? null,
    setItem: (k, v) => void mem.set(k, String(v)),
    removeItem: (k) => void mem.delete(k),
  };
}

/**
 * The tab's session storage, for what should not outlive the tab (a draft, a choice handed across a
 * sign-in, a resend deadline). Where it cannot be reached: defaultStore(), in practice the throwaway
 * one, since a browser that blocks one storage blocks both.
 */
export function tabStore(): KeyValueStore {
  try {
    if (typeof sessionStorage !== 'undefined' && sessionStorage) return sessionStorage;
  } catch {
    /* merely touching window.sessionStorage throws when storage is blocked */
  }
  return defaultStore();
}

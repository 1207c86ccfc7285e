import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultStore, safeGet, safeRemove, safeSet, tabStore, type KeyValueStore } from '@yoga/session';

export interface SessionDraftOptions<T> {
  /** Checks what storage held: a draft written by an older version or edited by hand yields null. */
  parse: (raw: unknown) => T | null;
  /**
   * `local` (default) keeps the draft through a reload, a closed tab and a sign-in; `session` only for
   * the tab (a gift-card code, worth money, should not outlive it).
   */
  keep?: 'local' | 'session';
  /** A value with nothing in it is no draft: storage is cleared rather than filled with it. */
  empty?: (value: T) => boolean;
  /** Tests pass a Map-backed or throwing store. */
  store?: KeyValueStore;
}

const storeFor = (keep: 'local' | 'session'): KeyValueStore =>
  keep === 'local' ? defaultStore() : tabStore();

/**
 * What the user typed, kept on the device until it is sent: read once on mount, written on every
 * change, cleared once the server accepted it. Storage that throws or holds nonsense never breaks the
 * form: the draft is simply not kept (the session lib's safe storage).
 */
export function useSessionDraft<T>(key: string, initial: () => T, options: SessionDraftOptions<T>) {
  const { parse, keep = 'local' } = options;
  const storeRef = useRef(options.store ?? storeFor(keep));
  const [value, setValue] = useState<T>(() => read(storeRef.current, key, parse) ?? initial());
  const cleared = useRef(false);
  const emptyRef = useRef(options.empty);
  emptyRef.current = options.empty;

  useEffect(() => {
    if (cleared.current) return;
    if (emptyRef.current?.(value)) safeRemove(storeRef.current, key);
    else safeSet(storeRef.current, key, JSON.stringify(value));
  }, [key, value]);

  const update = useCallback((next: T | ((prev: T) => T)) => {
    cleared.current = false;
    setValue(next);
  }, []);

  /** The server has it: forget the draft (and start the form afresh when `reset` is given). */
  const clear = useCallback(
    (reset?: T) => {
      cleared.current = true;
      safeRemove(storeRef.current, key);
      if (reset !== undefined) setValue(reset);
    },
    [key],
  );

  return [value, update, clear] as const;
}

/** Reads a kept draft once and forgets it (a value handed across a sign-in, not a form). */
export function takeSessionDraft<T>(
  key: string,
  parse: (raw: unknown) => T | null,
  keep: 'local' | 'session' = 'session',
) {
  const store = storeFor(keep);
  const value = read(store, key, parse);
  safeRemove(store, key);
  return value;
}

function read<T>(store: KeyValueStore, key: string, parse: (raw: unknown) => T | null): T | null {
  const raw = safeGet(store, key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

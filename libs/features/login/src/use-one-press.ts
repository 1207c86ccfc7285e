import { useRef, useState } from 'react';

/**
 * Runs one press at a time per form: which action is busy (to disable its button) and a guard for
 * the handlers. The ref closes the gap before the disabled button has rendered (a double tap).
 * A failed call is only swallowed here: the request layer has already shown the server's message.
 */
export function useOnePress<K extends string>(): [
  K | null,
  (kind: K, run: () => Promise<void>) => () => Promise<void>,
] {
  const [busy, setBusy] = useState<K | null>(null);
  const running = useRef(false);
  const guarded = (kind: K, run: () => Promise<void>) => async () => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await run();
    } catch {
      /* shown by the request layer */
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return [busy, guarded];
}

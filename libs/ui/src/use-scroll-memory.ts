import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

const key = (id: string) => `scroll:${id}`;
// Storage may be blocked (private modes, some web-views): then there is simply no memory.
const read = (id: string) => {
  try {
    return Number(sessionStorage.getItem(key(id)) ?? 0);
  } catch {
    return 0;
  }
};
const write = (id: string, y: number) => {
  try {
    sessionStorage.setItem(key(id), String(y));
  } catch {
    // nothing to remember it in
  }
};

/**
 * Scroll memory for a list screen that is not kept alive (the spec marks few routes so): the position
 * is saved per `id` (a screen and its filter) as the user scrolls, and restored once when they come
 * BACK (a POP) and the cached list is on screen (`ready`). A fresh visit starts at the top.
 */
export function useScrollMemory(id: string, ready: boolean) {
  // A document's first load counts as a POP too; its first entry keeps the key 'default' even when
  // the user comes back to it, so the key cannot tell a return from an arrival.
  const pop = useNavigationType() === 'POP';
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const y = read(id);
    if (pop && y > 0) window.scrollTo(0, y);
  }, [id, ready, pop]);
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(id, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [id]);
}

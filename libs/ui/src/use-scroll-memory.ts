import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

const key = (id: string) => `scroll:${id}`;

/**
 * Scroll memory for a list screen that is not kept alive (the spec marks few routes so): the position
 * is saved per `id` (a screen and its filter) as the user scrolls, and restored once when they come
 * BACK (a POP) and the cached list is on screen (`ready`). A fresh visit starts at the top.
 */
export function useScrollMemory(id: string, ready: boolean) {
  const pop = useNavigationType() === 'POP';
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const y = Number(sessionStorage.getItem(key(id)) ?? 0);
    if (pop && y > 0) window.scrollTo(0, y);
  }, [id, ready, pop]);
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(key(id), String(window.scrollY)));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [id]);
}

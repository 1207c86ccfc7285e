import { useEffect, useRef, useState } from 'react';

/** How far (px, after damping) the page must be pulled down to refresh. */
export const PULL_THRESHOLD = 56;

/**
 * Pull down at the top of the page to refresh: plain touch events on the window, so the first screen
 * carries no gesture or animation library. Listens only while the screen is shown (a hidden
 * <Activity> drops effects).
 */
export function usePullRefresh(onRefresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  useEffect(() => {
    let startY: number | null = null;
    let dist = 0;
    const start = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      dist = Math.max(0, Math.min(96, (e.touches[0]!.clientY - startY) / 2));
      setPull(dist);
    };
    const end = () => {
      if (startY !== null && dist >= PULL_THRESHOLD) {
        setBusy(true);
        void refresh.current().finally(() => setBusy(false));
      }
      startY = null;
      dist = 0;
      setPull(0);
    };
    const off = new AbortController();
    const opts = { passive: true, signal: off.signal };
    window.addEventListener('touchstart', start, opts);
    window.addEventListener('touchmove', move, opts);
    window.addEventListener('touchend', end, opts);
    window.addEventListener('touchcancel', end, opts);
    return () => off.abort();
  }, []);
  return { pull, busy };
}

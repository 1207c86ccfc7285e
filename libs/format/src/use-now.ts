import { useEffect, useRef, useState } from 'react';

/**
 * The current time, ticking every second while `active` (a to-pay order's countdown). `clock` is
 * the time source (tests); it may change identity on every render.
 */
export function useNow(active: boolean, clock: () => number = Date.now): number {
  const source = useRef(clock);
  source.current = clock;
  const [now, setNow] = useState(() => clock());
  useEffect(() => {
    if (!active) return;
    setNow(source.current());
    const id = setInterval(() => setNow(source.current()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

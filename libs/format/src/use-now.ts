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
    // Read the clock at every switch, off included: a caller that stops ticking because its deadline
    // has passed (by Date.now()) must not keep the last tick, a second short of it ("Resend in 1s").
    setNow(source.current());
    if (!active) return;
    const id = setInterval(() => setNow(source.current()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

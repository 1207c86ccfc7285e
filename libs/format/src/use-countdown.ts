import { useEffect, useRef, useState } from 'react';
import { countdownParts, formatCountdown, type CountdownParts } from './duration';
import { toDate, type When } from './zone';

export interface Countdown {
  /** Milliseconds left, never below 0; null without a (valid) deadline. */
  left: number | null;
  /** The deadline has passed (false without one). */
  done: boolean;
  parts: CountdownParts | null;
  /** formatCountdown(left): "14:59"; '' without a deadline. */
  text: string;
}

/**
 * Time left until `deadline`, ticking every second only while it runs: no timer without a deadline
 * or once it is reached. `now` is the time source (tests, a server-corrected clock).
 */
export function useCountdown(deadline: When | null | undefined, o: { now?: () => number } = {}): Countdown {
  const clock = o.now ?? Date.now;
  const source = useRef(clock);
  source.current = clock;
  const end = deadline == null || deadline === '' ? NaN : toDate(deadline).getTime();
  const [now, setNow] = useState(() => clock());
  const running = !Number.isNaN(end) && end > now;
  useEffect(() => {
    if (!running) return;
    setNow(source.current());
    const id = setInterval(() => setNow(source.current()), 1000);
    return () => clearInterval(id);
  }, [running, end]);
  if (Number.isNaN(end)) return { left: null, done: false, parts: null, text: '' };
  const left = Math.max(0, end - now);
  return { left, done: left === 0, parts: countdownParts(left), text: formatCountdown(left) };
}

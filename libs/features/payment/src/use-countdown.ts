import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (ISO), ticking every second; 0 once it has passed. */
export function useCountdown(deadline: string | undefined): number | null {
  const end = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

import { useEffect, useState } from 'react';

/** Milliseconds left until `endsAt` (0 once past, null without an end), ticking every second. */
export function useCountdown(endsAt: string | null): number | null {
  const end = endsAt ? Date.parse(endsAt) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

export interface Parts {
  days: number;
  clock: string;
}

/** 1d 02:03:04 apart: days (0 when under a day) and hh:mm:ss. */
export function countdownParts(ms: number): Parts {
  const s = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86400);
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return { days, clock };
}

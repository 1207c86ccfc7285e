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

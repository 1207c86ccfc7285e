/** Fen to yuan with two decimals: 3900 -> "39.00". Amounts travel as whole fen, never as floats. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-12-01 07:30 in the phone's own time zone. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** mm:ss of a countdown (never below zero). */
export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

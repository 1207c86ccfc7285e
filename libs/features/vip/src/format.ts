/** Fen to a price label: 1290 -> "¥12.90". Amounts travel as whole fen, never as floats. */
export const price = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-12-01 in the phone's own time zone (the day a card ends is what people plan by). */
export function day(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 2026-12-01 07:30, for when something was obtained or starts. */
export const dayTime = (iso: string) => {
  const d = new Date(iso);
  return `${day(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

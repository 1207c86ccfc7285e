/** "2026年12月1日" / "1 Dec 2026" in the UI language (the day a card ends is what people plan by). */
export const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium' }).format(new Date(iso));

/** "12月3日 19:00" / "3 Dec, 19:00". */
export const dateTimeText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** Seconds as a player shows them: 754 -> "12:34", 3754 -> "1:02:34". */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const mmss = `${String(Math.floor(s / 60) % 60).padStart(s >= 3600 ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss}` : mmss;
}

/** Fen on the wire, yuan with two decimals on screen: 1290 -> ¥12.90. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

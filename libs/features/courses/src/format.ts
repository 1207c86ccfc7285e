/** Fen on the wire, yuan with two decimals on screen: 1290 -> ¥12.90. */
export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

// Class times are the business's (China) time wherever the phone is, so every format names the zone.
const zone = 'Asia/Shanghai';

/** "12月3日 周三 19:00" / "Wed, Dec 3, 19:00". */
export function classTimeText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** "19:00". */
export function clockText(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** A number from the query string, or null when absent or not a whole positive number. */
export function idParam(search: string, name: string): number | null {
  const v = new URLSearchParams(search).get(name);
  return v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

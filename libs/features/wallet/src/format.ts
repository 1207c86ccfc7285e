import { useLingui } from '@lingui/react/macro';

/** Fen to a price label: 1290 -> "¥12.90". Amounts travel as whole fen, never as floats. */
export const money = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A change with its sign: +39, −200 (a true minus sign, read as "minus" by screen readers). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Dates and times in the UI language (2026年11月20日 08:00 / Nov 20, 2026, 8:00 AM). */
export function useDates() {
  const { i18n } = useLingui();
  return {
    dateTime: (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string) => i18n.date(iso, { dateStyle: 'medium' }),
    /** A China date (YYYY-MM-DD) as a day of the calendar, whatever the phone's zone. */
    day: (ymd: string) =>
      i18n.date(`${ymd}T12:00:00Z`, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }),
    month: (ym: string) =>
      i18n.date(`${ym}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  };
}

import { i18n } from '@yoga/i18n';

/** Fen to "¥12.90": amounts travel as whole fen, never as floats. */
export const money = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const locale = () => (i18n.locale === 'en' ? 'en-US' : 'zh-CN');

/** A date and time in the UI language: "2026年12月1日 07:30" / "Dec 1, 2026, 07:30". */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A date alone: "2026年12月1日" / "Dec 1, 2026". */
export const date = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

import { i18n } from '@yoga/i18n';

/** Fen to "¥12.90": amounts travel as whole fen, never as floats. */
export const money = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A date and time in the UI language and the phone's own zone: "2026年12月1日 07:30" / "Dec 1, 2026, 07:30". */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss of a countdown (never below zero). */
export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

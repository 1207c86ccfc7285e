import { i18n } from '@yoga/i18n';

/** Fen to "¥12.90": amounts travel as whole fen, never as floats. */
export const money = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const formatter = (withYear: boolean) =>
  new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN', {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** A date and time in the UI language; the year only when it is not this year (a tracking timeline). */
export function dateTime(iso: string, now = Date.now()): string {
  const d = new Date(iso);
  return formatter(d.getFullYear() !== new Date(now).getFullYear()).format(d);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss of a countdown (never below zero). */
export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

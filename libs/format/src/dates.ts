import { intlLocale, lang, pad2 } from './lang';
import { BUSINESS_ZONE, isValid, toDate, withZoneLabel, zonedParts, type When } from './zone';

export interface DateOptions {
  /** With the weekday: "12月3日 周四" / "Thu, Dec 3". */
  weekday?: boolean;
  /** 'always' (default), or 'auto': the year only when it is not the business's current year. */
  year?: 'always' | 'auto';
  /** For 'auto': the instant that is "now" (tests, a fixed render time). */
  now?: When;
}

export interface TimeOptions {
  /** Add "（北京时间）" / "China time" when the phone's zone reads otherwise (default true). */
  zoneLabel?: boolean;
}

const name = (at: Date, o: Intl.DateTimeFormatOptions, timeZone = BUSINESS_ZONE) =>
  new Intl.DateTimeFormat(intlLocale(), { ...o, timeZone }).format(at);

function dayText(at: Date, o: DateOptions, timeZone = BUSINESS_ZONE): string {
  if (!isValid(at)) return '';
  const p = zonedParts(at, timeZone);
  const showYear = o.year !== 'auto' || p.year !== zonedParts(toDate(o.now ?? Date.now())).year;
  const wd = o.weekday ? name(at, { weekday: 'short' }, timeZone) : '';
  if (lang() === 'zh') return `${showYear ? `${p.year}年` : ''}${p.month}月${p.day}日${wd ? ` ${wd}` : ''}`;
  const md = `${name(at, { month: 'short' }, timeZone)} ${p.day}`;
  return `${wd ? `${wd}, ` : ''}${md}${showYear ? `, ${p.year}` : ''}`;
}

/** 24-hour wall clock of the business: "19:00". */
export const clock = (at: Date): string => {
  const p = zonedParts(at);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
};

/**
 * The business's time of day, never labelled: "19:00". For a time input's value or a field a user
 * edits (the label belongs beside the field, not inside its value); empty for a malformed time.
 */
export function formatClock(when: When): string {
  const at = toDate(when);
  return isValid(at) ? clock(at) : '';
}

/** The business's day: "2026年12月3日" / "Dec 3, 2026" (with options, "12月3日 周四" / "Thu, Dec 3"). */
export const formatDate = (when: When, o: DateOptions = {}): string => dayText(toDate(when), o);

/** 24-hour business time: "19:00", labelled when the phone's zone differs. */
export function formatTime(when: When, o: TimeOptions = {}): string {
  const at = toDate(when);
  return isValid(at) ? withZoneLabel(clock(at), at, o.zoneLabel) : '';
}

/** "2026年12月3日 19:00" / "Dec 3, 2026, 19:00", labelled when the phone's zone differs. */
export function formatDateTime(when: When, o: DateOptions & TimeOptions = {}): string {
  const at = toDate(when);
  if (!isValid(at)) return '';
  const sep = lang() === 'zh' ? ' ' : ', ';
  return withZoneLabel(`${dayText(at, o)}${sep}${clock(at)}`, at, o.zoneLabel);
}

/**
 * A class's time: "12月3日 周四 19:00–20:30" / "Thu, Dec 3, 19:00–20:30", the year only when not
 * this year, labelled once when the phone's zone differs. Without an end, the start alone.
 */
export function formatClassTime(
  start: When,
  end?: When | null,
  o: TimeOptions & { now?: When } = {},
): string {
  const a = toDate(start);
  if (!isValid(a)) return '';
  const d = { weekday: true, year: 'auto', now: o.now } as const;
  const sep = lang() === 'zh' ? ' ' : ', ';
  let text = `${dayText(a, d)}${sep}${clock(a)}`;
  const b = end == null ? null : toDate(end);
  if (b && isValid(b)) {
    const sameDay = dayText(a, d) === dayText(b, d);
    text = sameDay ? `${text}–${clock(b)}` : `${text} – ${dayText(b, d)}${sep}${clock(b)}`;
  }
  return withZoneLabel(text, a, o.zoneLabel);
}

/** A calendar day given as "2026-12-03" (already the business's day): "12月3日 周四" / "Thu, Dec 3". */
export function formatDay(ymd: string, o: DateOptions = { weekday: true, year: 'auto' }): string {
  return dayText(new Date(`${ymd}T12:00:00Z`), o, 'UTC');
}

/** A calendar month given as "2026-12": "2026年12月" / "December 2026". */
export function formatMonth(ym: string): string {
  const at = new Date(`${ym}-15T12:00:00Z`);
  return isValid(at) ? name(at, { year: 'numeric', month: 'long' }, 'UTC') : '';
}

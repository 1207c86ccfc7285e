import {
  ALBUM_HISTORY_DAYS,
  type AlbumMonthReport,
  type AlbumPhoto,
  type AlbumYearReport,
} from '@yoga/contract';
import type { Lang } from '../../messages';
import { courseArtUrl, POSES } from '../courses/art';

/**
 * A student's practice records, drawn from their id and the day: the same user and day always give
 * the same classes, so the records are stable as the clock moves, and a student with a history
 * (history.ts) has one of up to ALBUM_HISTORY_DAYS days up to today (China time). Nothing here is stored: a request only ever
 * computes the caller's own records, so another user's can never be answered.
 */

const DAY = 86_400_000;
/** The business's calendar day (China time, UTC+8) of an instant. */
export const businessDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** FNV-1a: a stable 32-bit number for a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const COACHES: [string, string][] = [
  ['林老师', 'Coach Lin'],
  ['周老师', 'Coach Zhou'],
  ['陈老师', 'Coach Chen'],
  ['许老师', 'Coach Xu'],
];
const CLASSES: [string, string][] = [
  ['流瑜伽', 'Flow yoga'],
  ['阿斯汤加', 'Ashtanga'],
  ['冥想与呼吸', 'Meditation and breathing'],
  ['肩颈舒展', 'Shoulder and neck stretch'],
  ['核心力量', 'Core strength'],
];
const COLOURS = ['e07a5f', '3d8b7d', '6d6ab8', 'd9a441', '4a86c5'];
const MINUTES = [30, 45, 60, 60, 75, 90];

export interface PracticeClass {
  day: string;
  /** 0 or 1: the day's first or second class. */
  slot: number;
  minutes: number;
  coach: number;
  kind: number;
  /** Whether the class has a photo of the student. */
  photo: boolean;
}

/** The classes of one user on one day: none on most days off, one, sometimes two. */
export function classesOn(userId: number, subApp: string, day: string): PracticeClass[] {
  const h = hash(`${subApp}:${userId}:${day}`);
  const roll = h % 100;
  const count = roll < 52 ? 0 : roll < 92 ? 1 : 2;
  return Array.from({ length: count }, (_, slot) => {
    const k = hash(`${h}:${slot}`);
    return {
      day,
      slot,
      minutes: MINUTES[k % MINUTES.length]!,
      // Most classes with one coach, so a favourite shows; the rest spread.
      coach: (k >>> 3) % 10 < 5 ? userId % COACHES.length : (k >>> 7) % COACHES.length,
      kind: (k >>> 11) % CLASSES.length,
      photo: (k >>> 15) % 10 < 7,
    };
  });
}

/**
 * The user's classes from `from` to `to` (inclusive), clipped to the history, oldest first. `since` is
 * the first day of the account's history (history.ts); an account without one has no classes.
 */
export function classesBetween(
  userId: number,
  subApp: string,
  today: string,
  from: string,
  to: string,
  since: string | null,
) {
  const out: PracticeClass[] = [];
  if (since === null) return out;
  const window = addDays(today, -ALBUM_HISTORY_DAYS);
  const first = since > window ? since : window;
  for (let d = from < first ? first : from; d <= to && d <= today; d = addDays(d, 1))
    out.push(...classesOn(userId, subApp, d));
  return out;
}

const langIndex = (lang: Lang) => (lang === 'en' ? 1 : 0);

/** The caller's photos, newest first, one page. */
export function photoPage(
  userId: number,
  subApp: string,
  today: string,
  lang: Lang,
  page: number,
  pageSize: number,
  since: string | null,
): { list: AlbumPhoto[]; page: number; pageSize: number; total: number } {
  const all = classesBetween(userId, subApp, today, addDays(today, -ALBUM_HISTORY_DAYS), today, since)
    .filter((c) => c.photo)
    .reverse();
  const l = langIndex(lang);
  const list = all.slice((page - 1) * pageSize, page * pageSize).map((c) => {
    const k = hash(`${subApp}:${userId}:${c.day}:${c.slot}:photo`);
    return {
      // Unique per user, class and slot; 9 digits at most.
      id: 1 + (k % 999_999_999),
      day: c.day,
      src: courseArtUrl(POSES[k % POSES.length]!, COLOURS[(k >>> 5) % COLOURS.length]!),
      title: CLASSES[c.kind]![l],
      coach: COACHES[c.coach]![l],
    };
  });
  return { list, page, pageSize, total: all.length };
}

/** Classes, minutes, days, the favourite coach and the longest run of days in a row of some classes. */
function statsOf(classes: PracticeClass[]) {
  const days = [...new Set(classes.map((c) => c.day))];
  const byCoach = new Map<number, number>();
  for (const c of classes) byCoach.set(c.coach, (byCoach.get(c.coach) ?? 0) + 1);
  // Most classes; a tie goes to the coach listed first.
  let favourite: number | null = null;
  for (const [coach, n] of [...byCoach].sort((a, b) => a[0] - b[0]))
    if (favourite === null || n > byCoach.get(favourite)!) favourite = coach;
  let longest = 0;
  let run = 0;
  let prev = '';
  for (const d of days) {
    run = prev !== '' && addDays(prev, 1) === d ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = d;
  }
  return {
    days,
    classes: classes.length,
    minutes: classes.reduce((s, c) => s + c.minutes, 0),
    favourite,
    favouriteClasses: favourite === null ? 0 : byCoach.get(favourite)!,
    longestStreak: longest,
  };
}

const coachName = (i: number | null, lang: Lang) => (i === null ? null : COACHES[i]![langIndex(lang)]);

/** The caller's report of a month (YYYY-MM), up to today. */
export function monthReport(
  userId: number,
  subApp: string,
  today: string,
  month: string,
  lang: Lang,
  since: string | null,
): AlbumMonthReport {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const st = statsOf(classesBetween(userId, subApp, today, `${month}-01`, last, since));
  const window = addDays(today, -ALBUM_HISTORY_DAYS);
  return {
    month,
    today,
    // A new account's first month is this one: there is nothing earlier to page back to.
    firstMonth: (since === null ? today : since > window ? since : window).slice(0, 7),
    classes: st.classes,
    minutes: st.minutes,
    favouriteCoach: coachName(st.favourite, lang),
    longestStreak: st.longestStreak,
    days: st.days,
  };
}

/** The caller's report of a year, up to today. */
export function yearReport(
  userId: number,
  subApp: string,
  today: string,
  year: number,
  lang: Lang,
  since: string | null,
): AlbumYearReport {
  const st = statsOf(classesBetween(userId, subApp, today, `${year}-01-01`, `${year}-12-31`, since));
  return {
    year,
    classes: st.classes,
    minutes: st.minutes,
    days: st.days.length,
    favouriteCoach: coachName(st.favourite, lang),
    favouriteCoachClasses: st.favouriteClasses,
    longestStreak: st.longestStreak,
  };
}

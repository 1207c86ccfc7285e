import { t } from '@lingui/core/macro';
import { pad2 } from './lang';

/**
 * The business's time zone. Class times, order times and calendar days are the business's (the
 * studio is in China), so every time is shown in this zone wherever the phone is. China has kept one
 * offset (UTC+8) without summer time since 1991.
 */
export const BUSINESS_ZONE = 'Asia/Shanghai';

export type When = string | number | Date;

export const toDate = (when: When): Date => (when instanceof Date ? when : new Date(when));

/** A malformed or missing time shows as nothing rather than crashing the screen (Intl throws). */
export const isValid = (at: Date): boolean => !Number.isNaN(at.getTime());

/** For tests: pretend the phone is in another zone (undefined: the phone's own). */
let viewerOverride: string | undefined;
export function setViewerZone(zone: string | undefined): void {
  viewerOverride = zone;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a zone (the business's by default). */
export function zonedParts(at: Date, zone: string = BUSINESS_ZONE): ZonedParts {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormat.set(zone, f);
  }
  const n: Record<string, number> = {};
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  return {
    year: n.year ?? 0,
    month: n.month ?? 0,
    day: n.day ?? 0,
    hour: n.hour ?? 0,
    minute: n.minute ?? 0,
  };
}

const offsetAt = (at: Date, zone: string) => {
  const p = zonedParts(at, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(at.getTime() / 60_000) * 60_000;
};

/** Whether the phone's clock reads the same as the business's at that instant (same offset, any name). */
export function viewerInBusinessZone(at: Date): boolean {
  const viewer = viewerOverride ? offsetAt(at, viewerOverride) : -at.getTimezoneOffset() * 60_000;
  return viewer === offsetAt(at, BUSINESS_ZONE);
}

/** "19:00（北京时间）" / "19:00 China time" when the phone's clock would read otherwise; else the text. */
export function withZoneLabel(text: string, at: Date, label = true): string {
  return !label || viewerInBusinessZone(at) ? text : t`${text}（北京时间）`;
}

/** The business's calendar day of an instant, "2026-12-03": what a check-in or a daily limit counts. */
export function businessDay(when: When = Date.now()): string {
  const at = toDate(when);
  if (!isValid(at)) return '';
  const p = zonedParts(at);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

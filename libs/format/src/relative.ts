import { t } from '@lingui/core/macro';
import { clock, formatDate, formatDateTime } from './dates';
import { isValid, toDate, withZoneLabel, zonedParts, type When } from './zone';

/**
 * How long ago: "刚刚" / "just now" under a minute, "3分钟前" / "3 min ago", "2小时前" / "2 h ago" the
 * same business day, "昨天 19:00" / "Yesterday 19:00", then the date (year only when not this year).
 */
export function formatRelative(when: When, now: When = Date.now()): string {
  const at = toDate(when);
  if (!isValid(at)) return '';
  const ms = toDate(now).getTime() - at.getTime();
  if (Math.abs(ms) < 60_000) return t`刚刚`;
  if (ms < 0) return formatDateTime(at, { year: 'auto', now });
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return t`${minutes}分钟前`;
  const today = zonedParts(toDate(now));
  const that = zonedParts(at);
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(that.year, that.month - 1, that.day)) /
      86_400_000,
  );
  const hours = Math.floor(minutes / 60);
  if (days === 0) return t`${hours}小时前`;
  const time = clock(at);
  if (days === 1) return withZoneLabel(t`昨天 ${time}`, at);
  return formatDate(at, { year: 'auto', now });
}

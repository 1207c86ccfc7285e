import { t } from '@lingui/core/macro';
import { pad2 } from './lang';

/** A length as a player or a timer shows it: 754 -> "12:34", 3754 -> "1:02:34" (whole seconds, ≥ 0). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mmss = `${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** A length in words: 45 -> "45 分钟" / "45 min" (a class, a practice). */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  return t`${m} 分钟`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** hh:mm:ss within the day: "02:03:04" (a promo's clock beside its days). */
  clock: string;
}

/**
 * Milliseconds left, split. Seconds round up, so a countdown reads 00:01 until it is over and
 * 00:00 only when it is.
 */
export function countdownParts(ms: number): CountdownParts {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return { days, hours, minutes, seconds, clock: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}` };
}

/** A live countdown: "14:59", "1:02:03", then "2天 03:04:05" / "2d 03:04:05"; never below "00:00". */
export function formatCountdown(ms: number): string {
  const p = countdownParts(ms);
  if (p.days === 0) return formatDuration(Math.max(0, Math.ceil(ms / 1000)));
  const { days, clock } = p;
  return t`${days}天 ${clock}`;
}

/**
 * Time left in words for a long offer: "剩余 2 天 3 小时", "剩余 3 小时", "剩余 5 分钟" (at least 1
 * minute while running). null once over, so the screen shows its own "ended" state.
 */
export function formatTimeLeft(ms: number): string | null {
  if (ms <= 0) return null;
  const days = Math.floor(ms / 86_400_000);
  const hours = Math.floor((ms % 86_400_000) / 3_600_000);
  const minutes = Math.max(1, Math.floor((ms % 3_600_000) / 60_000));
  if (days > 0) return t`剩余 ${days} 天 ${hours} 小时`;
  if (hours > 0) return t`剩余 ${hours} 小时`;
  return t`剩余 ${minutes} 分钟`;
}

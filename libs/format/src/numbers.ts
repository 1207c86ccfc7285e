import { plural } from '@lingui/core/macro';
import { intlLocale } from './lang';

const MINUS = '\u2212';

/** A change with its sign: +39, −1,200, 0 (a true minus sign, read as "minus" by screen readers). */
export function formatSigned(n: number): string {
  const abs = Math.abs(Math.round(n)).toLocaleString('en-US');
  return n > 0 ? `+${abs}` : n < 0 ? `${MINUS}${abs}` : '0';
}

/** Points with their unit: "1,200 积分" / "1,200 points"; `sign` for ledgers: "+39 积分", "−200 积分". */
export function formatPoints(points: number, o: { sign?: boolean } = {}): string {
  const count = Math.abs(Math.round(points));
  const sign = points < 0 ? MINUS : o.sign && points > 0 ? '+' : '';
  return `${sign}${plural(count, { one: '# 积分', other: '# 积分' })}`;
}

/**
 * A percentage off in the reader's own idiom: 10 -> "9折" / "10% off", 15 -> "8.5折" / "15% off".
 * Chinese counts what is paid in tenths, English what is taken off.
 */
export function formatDiscount(percentOff: number): string {
  const zhe = String((100 - percentOff) / 10);
  return plural(percentOff, { other: `${zhe}折` });
}

/** A count, compact in the UI language: 12345 -> "1.2万" / "12.3K" (units sold, followers). */
export function formatCompact(n: number): string {
  return new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

/** A number with fixed decimals, grouped in the UI language: 4.25 -> "4.3" (a rating), 1234.5 -> "1,234.5". */
export function formatDecimal(n: number, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

/** A file's size: "820 B", "340 KB", "1.2 MB", "2.05 GB" (binary units, as phones show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 ** 2) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${formatDecimal(bytes / 1024 ** 2)} MB`;
  return `${formatDecimal(bytes / 1024 ** 3, 2)} GB`;
}

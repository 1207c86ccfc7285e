/**
 * Calendar months as "YYYY-MM" (the business's months: the contract sends them so). Integer month
 * counts, never Date arithmetic, so no zone or summer time can move a month.
 */

/** The month `n` months after `ym` (n may be negative): addMonths('2026-01', -1) is '2025-12'. */
export function addMonths(ym: string, n: number): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

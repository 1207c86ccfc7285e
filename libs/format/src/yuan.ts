/** Why typed money is not an amount: nothing typed, not a number, more than two decimals. */
export type YuanProblem = 'empty' | 'format' | 'decimals';

/**
 * Yuan as a user types them ("386", "386.5", "¥3,860.00", ".5") to integer fen, or why they are not an
 * amount. Parsed as text, never through floating point (0.29 * 100 is 28.999…). Bounds (a minimum,
 * the balance) are the caller's: they word their own refusal.
 */
export function parseYuan(text: string): { fen: number } | { problem: YuanProblem } {
  const s = text.trim().replace(/^¥/, '').replace(/,/g, '');
  if (s === '') return { problem: 'empty' };
  const m = /^(\d{1,9})(?:\.(\d*))?$/.exec(s) ?? /^()\.(\d+)$/.exec(s);
  if (!m) return { problem: 'format' };
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return { problem: 'decimals' };
  return { fen: Number(m[1] || '0') * 100 + Number(decimals.padEnd(2, '0')) };
}

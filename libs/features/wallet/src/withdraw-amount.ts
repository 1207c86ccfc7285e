/** ¥1.00: the server's own minimum (MIN_WITHDRAWAL in the contract; only types cross into the bundle). */
export const MIN_WITHDRAWAL = 100;

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'min' | 'max';

/**
 * The typed amount in fen, or why it cannot be sent: yuan with at most two decimals, at least ¥1.00,
 * at most the available balance. Parsed as text, never through floating point.
 */
export function parseAmount(text: string, available: number): { fen: number } | { problem: AmountProblem } {
  const s = text.trim().replace(/^¥/, '').replace(/,/g, '');
  if (s === '') return { problem: 'empty' };
  const m = /^(\d{1,7})(?:\.(\d*))?$/.exec(s) ?? /^()\.(\d+)$/.exec(s);
  if (!m) return { problem: 'format' };
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return { problem: 'decimals' };
  const fen = Number(m[1] || '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (fen < MIN_WITHDRAWAL) return { problem: 'min' };
  if (fen > available) return { problem: 'max' };
  return { fen };
}

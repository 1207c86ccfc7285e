import { parseYuan, type YuanProblem } from '@yoga/format';

/** ¥1.00: the server's own minimum (MIN_WITHDRAWAL in the contract; only types cross into the bundle). */
export const MIN_WITHDRAWAL = 100;

export type AmountProblem = YuanProblem | 'min' | 'max';

/**
 * The typed amount in fen, or why it cannot be sent: yuan with at most two decimals (parsed by the
 * format kit, never through floating point), at least ¥1.00, at most the available balance.
 */
export function parseAmount(text: string, available: number): { fen: number } | { problem: AmountProblem } {
  const typed = parseYuan(text);
  if ('problem' in typed) return typed;
  if (typed.fen < MIN_WITHDRAWAL) return { problem: 'min' };
  if (typed.fen > available) return { problem: 'max' };
  return typed;
}

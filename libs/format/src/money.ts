import { t } from '@lingui/core/macro';

export interface MoneyOptions {
  /** "¥" before the amount (default). Off where the symbol is drawn apart, smaller, or in an input. */
  symbol?: boolean;
  /** Drop zero decimals for tight spots (tags): 9900 -> "¥99", 1290 -> "¥12.9". Off by default. */
  trim?: boolean;
  /** Thousands separators (default): "¥1,234.50". Off for an input's value. */
  grouping?: boolean;
  /** 0 reads "免费" / "Free" (a price), instead of "¥0.00" (an amount paid). */
  free?: boolean;
  /** "+" before a positive amount, for refunds and ledgers. A negative amount always has "−". */
  sign?: boolean;
}

const MINUS = '\u2212'; // a true minus sign: screen readers read it as "minus", not "dash"

/**
 * Integer fen to money: 123450 -> "¥1,234.50". Amounts travel as whole fen and are split with integer
 * arithmetic, never as float yuan. Two decimals by default because that is what nearly every screen
 * (orders, invoices, wallet, payment, cart) shows; `trim` is the tag style.
 */
export function formatMoney(fen: number, o: MoneyOptions = {}): string {
  // A missing amount shows as nothing rather than "¥NaN.NaN".
  if (!Number.isFinite(fen)) return '';
  const whole = Math.round(fen);
  if (o.free && whole === 0) return t`免费`;
  const abs = Math.abs(whole);
  const cents = abs % 100;
  let yuan = String(Math.floor(abs / 100));
  if (o.grouping !== false) yuan = yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let decimals = `.${String(cents).padStart(2, '0')}`;
  if (o.trim) decimals = cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : decimals;
  const sign = whole < 0 ? MINUS : o.sign && whole > 0 ? '+' : '';
  return `${sign}${o.symbol === false ? '' : '¥'}${yuan}${decimals}`;
}

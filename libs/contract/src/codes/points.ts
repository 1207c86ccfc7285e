/**
 * Paying with points, one rule for the screens and the stand-in: 100 points take ¥1 off (one point
 * is one fen), in whole yuan, and points pay at most POINTS_MAX_SHARE percent of what is left to pay
 * (after the VIP price and a coupon), so an order is never paid by points alone.
 */
export const POINTS_PER_YUAN = 100;
/** Percent of the price points may pay at most. */
export const POINTS_MAX_SHARE = 50;

/** Fen that `points` take off. */
export const pointsValue = (points: number): number => Math.floor((points * 100) / POINTS_PER_YUAN);

/** The most points one order can use: the balance and the share cap, rounded down to whole yuan. */
export function pointsUsable(balance: number, priceFen: number): number {
  const capPoints = Math.floor((((priceFen * POINTS_MAX_SHARE) / 100) * POINTS_PER_YUAN) / 100);
  const most = Math.max(0, Math.min(balance, capPoints));
  return most - (most % POINTS_PER_YUAN);
}

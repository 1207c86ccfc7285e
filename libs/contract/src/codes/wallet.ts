export const WALLET_CODES = {
  /** Below the ¥1.00 minimum. */
  amountTooSmall: 4551,
  /** More than the available balance (also when concurrent withdrawals used it up). */
  insufficient: 4552,
  /** The dev call asked for a transition the withdrawal's state does not allow. */
  cannotAdvance: 4553,
  /** An order asked to use more points than the balance holds. */
  pointsOverBalance: 4554,
  /** An order asked to use more points than POINTS_MAX_SHARE of its price, or not whole yuan. */
  pointsOverCap: 4555,
} as const;

/** Fen: the ¥1.00 minimum and the largest single withdrawal. */
export const MIN_WITHDRAWAL = 100;
export const MAX_WITHDRAWAL = 5_000_000;

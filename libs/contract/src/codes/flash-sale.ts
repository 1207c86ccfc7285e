/**
 * Flash sale's business codes and limits: screens branch on these, never on the worded message.
 * Plain values; no imports.
 */
export const FLASH_SALE_CODES = {
  /** No such sale item in this sub-app. */
  itemNotFound: 4800,
  /** The item's session has not started yet by the server's clock; data is { startsAt } (ISO). */
  notStarted: 4801,
  /** The item's session is over by the server's clock. */
  ended: 4802,
  /** Every unit is taken (paid, or held by an order still inside its payment window). */
  soldOut: 4803,
  /** The caller already holds an order for this item (one per user per item); data is { orderNo, paid }. */
  alreadyBought: 4804,
  /** The caller already holds FLASH_SALE_CAP_PER_SESSION units of this session, all items together; data is { max }. */
  capReached: 4805,
} as const;

/** How many units of one item a user may buy. */
export const FLASH_SALE_LIMIT_PER_USER = 1;

/**
 * How many units one person may hold or buy in one session (the sale's event), all its items
 * together: unpaid holds and paid orders both count, cancelled and expired ones do not. Without it
 * one buyer took a unit of every item (issue 31).
 */
export const FLASH_SALE_CAP_PER_SESSION = 2;
